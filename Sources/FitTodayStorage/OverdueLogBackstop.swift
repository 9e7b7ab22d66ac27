import GRDB
import GRDBSQLite
import Synchronization

/// The write-ahead log's hard bound for `.byOwner`, kept by the commits themselves.
///
/// The owner's checkpoints (`SQLiteStore.checkpoint()`) keep the log near its limit without a commit ever waiting,
/// but they run on a schedule: on a loaded machine their thread can go unscheduled while a writer commits back to
/// back, and the log runs on (measured in CI: 41 MB, then 10.8 MB, against a 1 MiB limit). So the writing
/// connection watches the log too: SQLite tells it after every commit how many frames the log holds
/// (`sqlite3_wal_hook`), and once that is `SQLiteStore.overdueFactor` times the limit the committing connection runs
/// a `RESTART` checkpoint itself, waiting at most `SQLiteStore.overdueWait` for readers. Only a commit past that
/// mark pays; below it no commit waits. SQLite never waits for another checkpoint (its lock is refused at once, even
/// with a busy handler), so this process's checkpoints take turns (`excluding`): the backstop waits for the owner's
/// `PASSIVE` one in progress. A `RESTART` refused at once (another process's checkpoint) is tried again at the next
/// commit; one refused after waiting (readers kept the log busy) comes one more limit's worth of frames later, so a
/// long reader costs one wait per limit written, not one per commit.
final class OverdueLogBackstop: Sendable {
    /// Frames past which a commit restarts the log.
    let overdueFrames: Int
    /// Frames added before a failed restart is tried again.
    let retryStep: Int
    /// The frame count at which the next restart is tried.
    private let nextTry: Mutex<Int>
    /// Held by this process's checkpoints (the owner's `PASSIVE` ones and the backstop's `RESTART`), so the
    /// backstop waits for the owner's instead of being refused: SQLite never waits for another checkpoint.
    private let checkpointing = Mutex(())

    init(walLimit: Int, pageSize: Int) {
        let frameSize = pageSize + 24
        overdueFrames = max(1, SQLiteStore.overdueFactor * walLimit / frameSize)
        retryStep = max(1, walLimit / frameSize)
        nextTry = Mutex(overdueFrames)
    }

    /// Hands SQLite the hook on `db`'s connection. It replaces SQLite's automatic checkpoints, which `.byOwner`
    /// turns off anyway. The backstop must outlive the connection (the store keeps it).
    func install(on db: Database) {
        let context = Unmanaged.passUnretained(self).toOpaque()
        sqlite3_wal_hook(db.sqliteConnection, { context, connection, _, frames in
            guard let context else { return SQLITE_OK }
            Unmanaged<OverdueLogBackstop>.fromOpaque(context).takeUnretainedValue().committed(frames: Int(frames), on: connection)
            return SQLITE_OK
        }, context)
    }

    /// Runs `body` (a checkpoint) while no other checkpoint of this process runs.
    func excluding<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        try checkpointing.withLock { _ throws(E) -> T in try body() }
    }

    /// Called after each commit with the log's frame count.
    private func committed(frames: Int, on connection: OpaquePointer?) {
        let due = nextTry.withLock { next in
            if frames <= overdueFrames { next = overdueFrames }
            return frames >= next
        }
        guard due else { return }
        sqlite3_busy_timeout(connection, Int32(SQLiteStore.overdueWait * 1000))
        let started = ContinuousClock.now
        let result = checkpointing.withLock { _ in
            sqlite3_wal_checkpoint_v2(connection, nil, SQLITE_CHECKPOINT_RESTART, nil, nil)
        }
        let waited = ContinuousClock.now - started
        sqlite3_busy_timeout(connection, Int32(SQLiteStore.busyTimeout * 1000))
        // Refused at once: another process's checkpoint held the checkpoint lock (SQLite never waits for it), so
        // the next commit tries again. Refused after waiting: readers held on, so one more limit's
        // worth of frames first.
        let atOnce = waited < .seconds(SQLiteStore.overdueWait / 2)
        nextTry.withLock { next in
            next = result == SQLITE_OK ? overdueFrames : atOnce ? frames + 1 : frames + retryStep
        }
    }
}
