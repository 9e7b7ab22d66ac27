import FitTodayStorage
import Logging
import ServiceLifecycle

/// Runs the SQLite store's checkpoints beside the server (the store is opened with `.byOwner`), every `interval`
/// and once more on shutdown: a commit then never waits while the write-ahead log is copied into the database
/// file and synced, which at thousands of commands a second was the slowest 1 % of replies.
struct Checkpointer: Service {
    let store: SQLiteStore
    let interval: Duration
    let logger: Logger

    func run() async throws {
        await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                do {
                    try await Task.sleep(for: interval)
                } catch {
                    break
                }
                checkpoint()
            }
        }
        checkpoint()
    }

    private func checkpoint() {
        do {
            try store.checkpoint()
        } catch {
            // Busy or failing now: the next one copies what this one did not; the commits go on meanwhile.
            logger.warning("checkpoint skipped", metadata: ["problem": "\(error.problem)"])
        }
    }
}
