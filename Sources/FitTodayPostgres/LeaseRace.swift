import FitTodayStorage
import Synchronization

/// Who won a lease's race: the lease (a connection came in time) or the timeout (the caller was answered
/// `.unreachable`); decided once.
final class LeaseRace: Sendable {
    enum State: Int { case waiting, leased, abandoned }

    private let state = Atomic<Int>(State.waiting.rawValue)
    private let tasks = Mutex<(work: Task<Void, Never>?, timer: Task<Void, Never>?)>((nil, nil))

    /// Moves from waiting to `to`; false when the other side won.
    func claim(_ to: State) -> Bool {
        state.compareExchange(expected: State.waiting.rawValue, desired: to.rawValue, ordering: .acquiringAndReleasing)
            .exchanged
    }

    var work: Task<Void, Never>? {
        get { tasks.withLock { $0.work } }
        set { tasks.withLock { $0.work = newValue } }
    }

    var timer: Task<Void, Never>? {
        get { tasks.withLock { $0.timer } }
        set { tasks.withLock { $0.timer = newValue } }
    }

    /// `work` (the lease and the body) against `timeout`: the first to answer resumes the caller.
    func run<T: Sendable>(timeout: Duration, _ work: @escaping @Sendable (LeaseRace) async throws -> T) async
        -> Result<T, any Error>
    {
        await withCheckedContinuation { continuation in
            let answer = FirstAnswer<Result<T, any Error>>(continuation)
            let running = Task {
                do {
                    answer.give(.success(try await work(self)))
                } catch {
                    answer.give(.failure(error))
                }
            }
            timer = Task {
                guard (try? await Task.sleep(for: timeout)) != nil, self.claim(.abandoned) else { return }
                running.cancel()
                answer.give(.failure(HistoryStoreError(path: "", problem: .unreachable)))
            }
            self.work = running
        }
    }
}
