import FitTodayDomain
import FitTodaySession
import Foundation
import GRDB
import Synchronization

/// Workout history in an embedded SQLite file (GRDB). Nothing to start, nothing to configure.
///
/// One file holds everyone's history and sessions; a store value speaks for one person (`person`), and
/// `scoped(to:)` gives another person's view of the same file. The CLI is the local person, `localPerson`.
public final class SQLiteStore: Sendable {
    let queue: DatabaseQueue
    public let path: String
    /// Whose history and sessions this value reads and writes.
    public let person: String
    /// Per person, the latest session as last committed by this process, so a command does not decode the
    /// snapshot it wrote (checked against the file's revision first: another process may have written since).
    private let latest: LatestSessions
    /// Committed replies, shared by every person's view of this file: a retried command is answered without a
    /// transaction (a reply never changes once stored).
    let replies: RecentCache<PersonCommand, RememberedReply>

    /// The person of the command line: the one whose history was kept before people existed.
    public static let localPerson = "local"

    typealias Committed = CommittedSnapshot

    final class LatestSessions: Sendable {
        let byPerson = Mutex<[String: Committed]>([:])
    }

    /// How hard a commit is pushed to the disk (`FITTODAY_DB_SYNCHRONOUS=full`, read by the composition root,
    /// chooses `.full`).
    public enum Durability: String, Sendable {
        /// `synchronous = NORMAL` with WAL: a commit survives the process being killed at any moment; a power
        /// loss or an OS crash may undo the last commits (never corrupt the file).
        case normal
        /// `synchronous = FULL`: every commit is on the disk before it returns, power loss included; slower.
        case full
    }

    /// Who copies the write-ahead log back into the database file (a "checkpoint", which syncs the file).
    public enum Checkpoints: Sendable {
        /// SQLite's default: the commit that grows the log past 1,000 pages does it, and waits for it.
        case automatic
        /// The owner calls `checkpoint()` from its own task (the server, every quarter second), so no commit
        /// waits for a checkpoint. The log grows until then.
        case byOwner
    }

    /// The connection `checkpoint()` uses (`.byOwner` only): a second one, so a checkpoint never holds up a commit.
    private let checkpointer: DatabaseQueue?
    /// The commits' own hard bound on the log (`.byOwner` only), kept alive as long as the connection it hooks.
    private let backstop: OverdueLogBackstop?
    /// The write-ahead log's size past which `checkpoint()` copies all of it and cuts it back to zero.
    public let walLimit: Int
    /// The database's page size: a log frame is one page and a 24-byte header.
    private let pageSize: Int

    /// Opens (creating if needed) the database at `path` and brings its schema up to date.
    /// A file that is empty, not a database, damaged at its start, or migrated by a newer FitToday is refused
    /// (`.emptyFile`, `.notADatabase`, `.migratedByNewer`) and left as it was. `walLimit` bounds the write-ahead
    /// log for `.byOwner` (see `checkpoint()`).
    public init(
        path: String, durability: Durability = .normal, person: String = localPerson,
        checkpoints: Checkpoints = .automatic, walLimit: Int = SQLiteStore.defaultWalLimit
    ) throws(HistoryStoreError) {
        self.path = path
        self.person = person
        self.walLimit = walLimit
        latest = LatestSessions()
        replies = RecentCache()
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw HistoryStoreError(path: path, problem: .cannotCreateFolder(folder.path))
        }
        try Self.refuseEmptyFile(path)
        do {
            var configuration = Self.configuration(durability)
            if checkpoints == .byOwner {
                configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA wal_autocheckpoint = 0") }
            }
            queue = try DatabaseQueue(path: path, configuration: configuration)
            try Self.refuseNewer(queue, path: path)
            try Self.migrator.migrate(queue)
            pageSize = try queue.read { db in try Int.fetchOne(db, sql: "PRAGMA page_size") } ?? 4096
            checkpointer = checkpoints == .byOwner
                ? try DatabaseQueue(path: path, configuration: Self.configuration(durability)) : nil
            backstop = checkpoints == .byOwner ? OverdueLogBackstop(walLimit: walLimit, pageSize: pageSize) : nil
            if let backstop { queue.writeWithoutTransaction { db in backstop.install(on: db) } }
        } catch let error as HistoryStoreError {
            throw error
        } catch {
            throw HistoryStoreError(path: path, problem: Self.explain(error))
        }
    }

    private init(sharing store: SQLiteStore, person: String) {
        queue = store.queue
        path = store.path
        latest = store.latest
        replies = store.replies
        checkpointer = store.checkpointer
        backstop = store.backstop
        walLimit = store.walLimit
        pageSize = store.pageSize
        self.person = person
    }

    /// The same file, as `person` sees it.
    public func scoped(to person: String) -> SQLiteStore { SQLiteStore(sharing: self, person: person) }

    /// Copies what the write-ahead log holds into the database file without waiting for readers or writers
    /// (`PASSIVE`), on a connection of its own. Only for `.byOwner`; otherwise SQLite does it.
    ///
    /// Under continuous writes a passive checkpoint never catches up with the log, so the log is never reused and
    /// grows without end. When it holds more than `walLimit` bytes, a `RESTART` checkpoint follows on the
    /// writing connection itself, between two of its transactions: this process's writers simply queue behind it
    /// for the few pages written since the passive one, and it waits at most `checkpointWait` for other
    /// processes' readers. Busy past that, it is `.busy` and the next call tries again. `RESTART` rather than
    /// `TRUNCATE`: the next commit writes the log from its start again, in the file already there (cut back to
    /// `journal_size_limit` when it grew past it), so the log is bounded without the file being emptied and grown
    /// again each time (measured: commands p99 13–19 ms with `TRUNCATE`, see docs/trust/store.md). A log
    /// `overdueFactor` times past its limit (these checkpoints went unscheduled, or readers kept every short wait
    /// busy) is cut back by the commit that finds it so (`OverdueLogBackstop`): then the bound wins over a commit's
    /// latency.
    public func checkpoint() throws(HistoryStoreError) {
        guard let checkpointer else { return }
        let passive = { () throws(HistoryStoreError) -> Int in
            try self.run { try checkpointer.writeWithoutTransaction { db in try db.checkpoint(.passive).walFrameCount } }
        }
        let frames: Int
        if let backstop { frames = try backstop.excluding(passive) } else { frames = try passive() }
        let size = frames * (pageSize + 24)
        guard size > walLimit else { return }
        try run {
            try queue.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA busy_timeout = \(Int(Self.checkpointWait * 1000))")
                defer { try? db.execute(sql: "PRAGMA busy_timeout = \(Int(Self.busyTimeout * 1000))") }
                _ = try db.checkpoint(.restart)
            }
        }
    }

    /// The write-ahead log's bound by default: 32 MiB.
    public static let defaultWalLimit = 32 << 20

    /// How long a `RESTART` checkpoint waits for readers and writers before it gives up until the next one.
    public static let checkpointWait: Double = 0.05
    /// Past this many times `walLimit`, the commit that finds the log so restarts it (`OverdueLogBackstop`).
    public static let overdueFactor = 4
    /// How long that commit's `RESTART` waits for readers (this process's writers queue behind it).
    public static let overdueWait: Double = 1

    /// How long a write waits for another process that holds the database before it gives up (then: `.busy`,
    /// exit 75).
    public static let busyTimeout: Double = 10

    /// Several processes may use one history at once (two terminals, a script running `generate` in a loop):
    /// WAL lets readers and the writer proceed together; a write waits up to `busyTimeout` for the lock (GRDB
    /// begins write transactions `IMMEDIATE`, so none has to upgrade a read lock and be refused).
    /// Commits are as durable as `durability` says.
    static func configuration(_ durability: Durability) -> Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.prepareDatabase { db in
            if try String.fetchOne(db, sql: "PRAGMA journal_mode") != "wal" {
                try db.execute(sql: "PRAGMA journal_mode = WAL")
            }
            try db.execute(sql: durability == .full ? "PRAGMA synchronous = FULL" : "PRAGMA synchronous = NORMAL")
            // When the log is reused from its start, the file is cut back to this size (it may have grown past it).
            try db.execute(sql: "PRAGMA journal_size_limit = \(defaultWalLimit)")
        }
        return configuration
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: "workout") { table in
                table.column("date", .text).primaryKey()
                table.column("plan", .text).notNull()
                table.column("fingerprint", .text).notNull()
                table.column("revision", .integer).notNull()
            }
            try db.create(table: "replacedWorkout") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("date", .text).notNull()
                table.column("plan", .text).notNull()
                table.column("fingerprint", .text).notNull()
                table.column("revision", .integer).notNull()
            }
        }
        migrator.registerMigration("v2-translations") { db in
            // Machine translations of Wger texts, so each text is translated once.
            try db.create(table: "translation") { table in
                table.column("key", .text).primaryKey()
                table.column("text", .text).notNull()
            }
        }
        registerSessionTables(&migrator)
        registerPeopleTables(&migrator)
        registerOwnership(&migrator)
        registerCommandFingerprints(&migrator)
        registerPersonSettings(&migrator)
        return migrator
    }

    /// The person's latest snapshot as this process last committed it, whatever its revision.
    func committed() -> Committed? {
        latest.byPerson.withLock { $0[person] }
    }

    func cachedSession(id: String, revision: Int) -> (session: Session, changed: [String: Int])? {
        guard let cached = committed(), cached.session.id == id, cached.session.revision == revision else { return nil }
        return (cached.session, cached.changed)
    }

    func cache(_ committed: Committed) {
        latest.byPerson.withLock { $0[person] = committed }
    }

    static func explain(_ error: any Error) -> HistoryStoreError.Problem {
        guard let error = error as? DatabaseError else { return .sqlite(code: -1) }
        switch error.resultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT: return .notADatabase
        case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_READONLY, .SQLITE_AUTH: return .notWritable
        case .SQLITE_BUSY, .SQLITE_LOCKED: return .busy
        default: return .sqlite(code: error.resultCode.rawValue)
        }
    }

    func run<T>(_ body: () throws -> T) throws(HistoryStoreError) -> T {
        do {
            return try body()
        } catch let error as HistoryStoreError {
            throw error
        } catch {
            throw HistoryStoreError(path: path, problem: Self.explain(error))
        }
    }

}
