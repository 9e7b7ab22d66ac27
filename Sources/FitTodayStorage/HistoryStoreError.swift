import Foundation

/// The history database cannot be opened, read or written. Names the file (or the PostgreSQL URL, without its
/// password); a busy or unreachable database maps to exit code 75, a refused login to 77,
/// anything else to 65. The CLI words each problem in the user's language; `description` is for logs.
public struct HistoryStoreError: Error, Sendable, CustomStringConvertible {
    public enum Problem: Sendable, Equatable {
        case cannotCreateFolder(String)
        /// Not a SQLite database, or a corrupt one; it is left untouched.
        case notADatabase
        case notWritable
        /// Another process holds the database locked.
        case busy
        /// A command's transaction did not finish before its deadline; it was rolled back.
        case timedOut
        case unreadablePlan(date: String)
        case sqlite(code: Int32)
        /// The database server does not answer (down, restarting, unreachable); nothing was written.
        case unreachable
        /// The database server refused the login (SQLSTATE 28P01 or 28000: wrong password, unknown user, not
        /// allowed from here). Trying again changes nothing.
        case loginRefused
        /// The database server refused a statement, with its SQLSTATE.
        case server(state: String)
        /// The database's schema is newer than this program knows (an older build against a newer database).
        case schemaNewer(found: Int, known: Int)
        /// A 0-byte file where the database was expected: not a FitToday database, and never silently made one.
        case emptyFile
        /// The file fails SQLite's integrity check or lacks a table FitToday made (what was found, for logs).
        case damaged(String)
        /// The file was migrated by a newer FitToday: these steps are unknown here; nothing was written.
        case migratedByNewer([String])
        /// No database at the path given (a backup's source).
        case notFound
    }

    /// Worth trying again in a moment, unchanged: busy, timed out or unreachable (exit 75, HTTP 503 with
    /// Retry-After, reason `busy`/`timeout`).
    public var isTemporary: Bool {
        problem == .busy || problem == .timedOut || problem == .unreachable
    }

    public var path: String
    public var problem: Problem

    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    public var description: String {
        let text = switch problem {
        case .cannotCreateFolder(let folder): "cannot create folder \(folder)"
        case .notADatabase: "not a readable SQLite database (corrupt?); it was left untouched"
        case .notWritable: "cannot be opened for writing (check permissions)"
        case .busy: "busy in another process"
        case .timedOut: "the command did not finish before its deadline and was rolled back"
        case .unreadablePlan(let date): "the plan recorded for \(date) cannot be read"
        case .sqlite(let code): "SQLite error \(code)"
        case .unreachable: "the database server does not answer"
        case .loginRefused: "the database server refused the login (check the user and password)"
        case .server(let state): "the database server refused a statement (SQLSTATE \(state))"
        case .schemaNewer(let found, let known): "schema version \(found) is newer than this program's \(known)"
        case .emptyFile: "the file is empty (0 bytes), not a FitToday database; it was left untouched"
        case .damaged(let finding): "damaged (\(finding)); it was left untouched"
        case .migratedByNewer(let steps): "migrated by a newer FitToday (\(steps.joined(separator: ", "))); left untouched"
        case .notFound: "no database at this path"
        }
        return "history database \(path): \(text)"
    }
}
