import Foundation
import GRDB

/// A consistent copy of a history file, made with SQLite's online backup while other processes (a running
/// `fittoday serve`) read and write it.
extension SQLiteStore {
    /// What `backup(from:to:)` made.
    public struct BackupCopy: Sendable {
        /// The copy's size in bytes.
        public let bytes: Int
    }

    /// Copies the database at `source` (what its log holds included) into a new file at `destination`, in one
    /// read transaction: the copy holds every commit made before it began and none made after. Writers go on
    /// meanwhile (the log keeps their pages). The copy is a single file (no log beside it), passes
    /// `PRAGMA quick_check` and has every table before it replaces `destination` at once; a failure leaves
    /// nothing at `destination`. The caller decides whether an existing `destination` may be replaced.
    public static func backup(from source: String, to destination: String) throws(HistoryStoreError) -> BackupCopy {
        guard FileManager.default.fileExists(atPath: source) else {
            throw HistoryStoreError(path: source, problem: .notFound)
        }
        try refuseEmptyFile(source)
        let partial = destination + ".partial"
        try? FileManager.default.removeItem(atPath: partial)
        do {
            try copy(source, into: partial)
        } catch {
            try? FileManager.default.removeItem(atPath: partial)
            throw error
        }
        guard rename(partial, destination) == 0 else {
            try? FileManager.default.removeItem(atPath: partial)
            throw HistoryStoreError(path: destination, problem: .notWritable)
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: destination))?[.size] as? Int
        return BackupCopy(bytes: size ?? 0)
    }

    private static func copy(_ source: String, into partial: String) throws(HistoryStoreError) {
        let reader: DatabaseQueue
        do {
            var configuration = Configuration()
            configuration.busyMode = .timeout(busyTimeout)
            reader = try DatabaseQueue(path: source, configuration: configuration)
        } catch {
            throw HistoryStoreError(path: source, problem: explain(error))
        }
        let copy: DatabaseQueue
        do {
            copy = try DatabaseQueue(path: partial)
        } catch {
            throw HistoryStoreError(path: partial, problem: .notWritable)
        }
        do {
            try reader.backup(to: copy)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_READONLY || error.resultCode == .SQLITE_FULL
            || error.resultCode == .SQLITE_IOERR || error.resultCode == .SQLITE_CANTOPEN
        {
            throw HistoryStoreError(path: partial, problem: .notWritable)
        } catch {
            throw HistoryStoreError(path: source, problem: explain(error))
        }
        do {
            try copy.writeWithoutTransaction { db in
                // The pages came with the source's write-ahead-log flag: the copy is one self-contained file.
                try db.execute(sql: "PRAGMA journal_mode = DELETE")
                let findings = try String.fetchAll(db, sql: "PRAGMA quick_check(3)")
                if findings != ["ok"] {
                    throw HistoryStoreError(path: source, problem: .damaged(findings.joined(separator: "; ")))
                }
                let present = Set(try tableNames(db))
                if let missing = expectedTables.first(where: { !present.contains($0) }) {
                    throw HistoryStoreError(path: source, problem: .damaged("table \(missing) is missing"))
                }
            }
            try copy.close()
        } catch let error as HistoryStoreError {
            throw error
        } catch {
            throw HistoryStoreError(path: source, problem: explain(error))
        }
    }
}
