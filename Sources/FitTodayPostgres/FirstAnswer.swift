import Synchronization

/// A continuation that several racers may answer: the first answer resumes it, later ones are dropped (a connect
/// against its timer, a pool's shutdown against its grace).
final class FirstAnswer<Value: Sendable>: Sendable {
    private let continuation: Mutex<CheckedContinuation<Value, Never>?>

    init(_ continuation: CheckedContinuation<Value, Never>) { self.continuation = Mutex(continuation) }

    func give(_ value: Value) {
        let waiting = continuation.withLock { stored in
            defer { stored = nil }
            return stored
        }
        waiting?.resume(returning: value)
    }
}
