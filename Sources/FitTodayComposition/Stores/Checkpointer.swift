import FitTodayStorage
import Logging
import ServiceLifecycle

/// Runs the SQLite store's checkpoints beside the server (the store is opened with `.byOwner`), every `interval`
/// and once more on shutdown: a commit then never waits while the write-ahead log is copied into the database
/// file and synced, which at thousands of commands a second was the slowest 1 % of replies. Past the store's
/// `walLimit` a checkpoint also empties the log (see `SQLiteStore.checkpoint()`), so the log stays bounded under
/// continuous writes.
struct Checkpointer: Service {
    let store: SQLiteStore
    let interval: Duration
    let logger: Logger

    func run() async throws {
        await Periodic.run(every: interval) { checkpoint() }
        checkpoint()
    }

    private func checkpoint() {
        do {
            try store.checkpoint()
        } catch {
            // Busy or failing now: the next one copies what this one did not; the commits go on meanwhile. Busy
            // (readers kept the log from being emptied) is expected under load: not worth a warning each time.
            let level: Logger.Level = error.problem == .busy ? .debug : .warning
            logger.log(level: level, "checkpoint skipped", metadata: ["problem": "\(error.problem)"])
        }
    }
}
