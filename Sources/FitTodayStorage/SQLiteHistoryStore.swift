import Foundation
public import FitTodayDomain
import GRDB

/// The history database cannot be opened, read or written. Names the file; a busy database maps to exit code 75,
/// anything else to 65. The CLI words each problem in the user's language; `description` is for logs.
public struct HistoryStoreError: Error, Sendable, CustomStringConvertible {
    public enum Problem: Sendable, Equatable {
        case cannotCreateFolder(String)
        /// Not a SQLite database, or a corrupt one; it is left untouched.
        case notADatabase
        case notWritable
        /// Another process holds the database locked.
        case busy
        case unreadablePlan(date: String)
        case sqlite(code: Int32)
    }

    public var path: String
    public var problem: Problem

    public var description: String {
        let text = switch problem {
        case .cannotCreateFolder(let folder): "cannot create folder \(folder)"
        case .notADatabase: "not a readable SQLite database (corrupt?); it was left untouched"
        case .notWritable: "cannot be opened for writing (check permissions)"
        case .busy: "busy in another process"
        case .unreadablePlan(let date): "the plan recorded for \(date) cannot be read"
        case .sqlite(let code): "SQLite error \(code)"
        }
        return "history database \(path): \(text)"
    }
}

/// Workout history in an embedded SQLite file (GRDB). Nothing to start, nothing to configure.
public final class SQLiteHistoryStore: HistoryStore {
    private let queue: DatabaseQueue
    public let path: String

    /// Opens (creating if needed) the database at `path` and brings its schema up to date.
    /// A file that is not a FitToday/SQLite database is reported, never overwritten.
    public init(path: String) throws(HistoryStoreError) {
        self.path = path
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw HistoryStoreError(path: path, problem: .cannotCreateFolder(folder.path))
        }
        do {
            queue = try DatabaseQueue(path: path, configuration: Self.configuration)
            try Self.migrator.migrate(queue)
        } catch {
            throw HistoryStoreError(path: path, problem: Self.explain(error))
        }
    }

    /// How long a write waits for another process that holds the database before it gives up (then: `.busy`,
    /// exit 75).
    public static let busyTimeout: Double = 10

    /// Several processes may use one history at once (two terminals, a script running `generate` in a loop):
    /// WAL lets readers and the writer proceed together; a write waits up to `busyTimeout` for the lock (GRDB
    /// begins write transactions `IMMEDIATE`, so none has to upgrade a read lock and be refused).
    /// `synchronous = NORMAL` in WAL mode: a committed plan survives a crash of the process; a power loss may
    /// lose the last commits, never corrupt the file.
    static var configuration: Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.prepareDatabase { db in
            if try String.fetchOne(db, sql: "PRAGMA journal_mode") != "wal" {
                try db.execute(sql: "PRAGMA journal_mode = WAL")
            }
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        return configuration
    }

    /// The default location: `$FITTODAY_DB`, else `history.sqlite` in FitToday's data directory.
    public static func defaultPath(environment: [String: String]) -> String {
        if let custom = environment["FITTODAY_DB"], !custom.isEmpty { return custom }
        return dataDirectory(environment: environment) + "/history.sqlite"
    }

    /// FitToday's folder in the user's data directory: `$XDG_DATA_HOME/fittoday`, else `~/.local/share/fittoday`.
    public static func dataDirectory(environment: [String: String]) -> String {
        let base = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.local/share")
        return base + "/fittoday"
    }

    private static var migrator: DatabaseMigrator {
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
        return migrator
    }

    private static func explain(_ error: any Error) -> HistoryStoreError.Problem {
        guard let error = error as? DatabaseError else { return .sqlite(code: -1) }
        switch error.resultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT: return .notADatabase
        case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_READONLY, .SQLITE_AUTH: return .notWritable
        case .SQLITE_BUSY, .SQLITE_LOCKED: return .busy
        default: return .sqlite(code: error.resultCode.rawValue)
        }
    }

    private func run<T>(_ body: () throws -> T) throws(HistoryStoreError) -> T {
        do {
            return try body()
        } catch let error as HistoryStoreError {
            throw error
        } catch {
            throw HistoryStoreError(path: path, problem: Self.explain(error))
        }
    }

    private func decodePlan(_ text: String, date: String) throws -> WorkoutPlan {
        do {
            return try JSONDecoder().decode(WorkoutPlan.self, from: Data(text.utf8))
        } catch {
            throw HistoryStoreError(path: path, problem: .unreadablePlan(date: date))
        }
    }

    public func workouts(before date: CalendarDay, limit: Int) throws -> [WorkoutPlan] {
        try run {
            let rows = try queue.read { db in
                try Row.fetchAll(
                    db, sql: "SELECT date, plan FROM workout WHERE date < ? ORDER BY date DESC LIMIT ?",
                    arguments: [date.description, limit])
            }
            return try rows.reversed().map { row in try decodePlan(row["plan"], date: row["date"]) }
        }
    }

    public func recorded(on date: CalendarDay) throws -> RecordedPlan? {
        try run {
            guard let row = try queue.read({ db in
                try Row.fetchOne(db, sql: "SELECT * FROM workout WHERE date = ?", arguments: [date.description])
            }) else { return nil }
            return RecordedPlan(
                plan: try decodePlan(row["plan"], date: row["date"]), fingerprint: row["fingerprint"],
                revision: row["revision"])
        }
    }

    public func record(_ recorded: RecordedPlan) throws {
        try run {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let text = String(decoding: try encoder.encode(recorded.plan), as: UTF8.self)
            let date = recorded.plan.date.description
            try queue.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO replacedWorkout (date, plan, fingerprint, revision)
                        SELECT date, plan, fingerprint, revision FROM workout WHERE date = ?
                        """, arguments: [date])
                try db.execute(
                    sql: "INSERT OR REPLACE INTO workout (date, plan, fingerprint, revision) VALUES (?, ?, ?, ?)",
                    arguments: [date, text, recorded.fingerprint, recorded.revision])
            }
        }
    }

    /// A translation stored under `key` (the caller's hash of model and source text), if any.
    public func cachedTranslation(key: String) throws -> String? {
        try run {
            try queue.read { db in
                try String.fetchOne(db, sql: "SELECT text FROM translation WHERE key = ?", arguments: [key])
            }
        }
    }

    public func storeTranslation(_ text: String, key: String) throws {
        try run {
            try queue.write { db in
                try db.execute(
                    sql: "INSERT OR REPLACE INTO translation (key, text) VALUES (?, ?)", arguments: [key, text])
            }
        }
    }
}
