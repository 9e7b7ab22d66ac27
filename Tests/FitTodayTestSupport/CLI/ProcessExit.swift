public import Foundation
import Synchronization

/// A child process's end, awaited without holding a thread: `Process.terminationHandler` records the status and
/// resumes whoever waits, so no thread of the cooperative pool is held until then.
public final class ProcessExit: Sendable {
    private let state = Mutex<(status: Int32?, waiting: [CheckedContinuation<Int32, Never>])>((nil, []))

    /// Watches `process`; call before `process.run()`.
    public init(watching process: Process) {
        process.terminationHandler = { [self] finished in
            let status = finished.terminationStatus
            let waiting = state.withLock { state in
                state.status = status
                defer { state.waiting = [] }
                return state.waiting
            }
            for continuation in waiting { continuation.resume(returning: status) }
        }
    }

    /// Whether the process has ended (its termination handler ran).
    public var ended: Bool { state.withLock { $0.status != nil } }

    /// The exit status, once the process has ended.
    public func status() async -> Int32 {
        await withCheckedContinuation { continuation in
            let status = state.withLock { state -> Int32? in
                if state.status == nil { state.waiting.append(continuation) }
                return state.status
            }
            if let status { continuation.resume(returning: status) }
        }
    }

    /// Waits up to `seconds` for the end (polling); whether it came.
    public func ended(within seconds: Double) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !ended, Date() < deadline { try? await Task.sleep(for: .milliseconds(10)) }
        return ended
    }
}
