import Foundation

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
        /// A command's transaction did not finish before its deadline; it was rolled back.
        case timedOut
        case unreadablePlan(date: String)
        case sqlite(code: Int32)
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
        }
        return "history database \(path): \(text)"
    }
}
