import Foundation
import GRDB

/// What a FitToday database must be before it is used: a file with content, migrated by this build or an older
/// one, intact, with every table the migrations make.
extension SQLiteStore {
    /// A 0-byte file is what `touch`, a failed copy or a truncated download leave; SQLite would quietly turn it
    /// into a new, empty history. Refused instead (a log beside it with content may still hold a database).
    static func refuseEmptyFile(_ path: String) throws(HistoryStoreError) {
        func size(_ path: String) -> Int? {
            (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int
        }
        guard size(path) == 0, (size(path + "-wal") ?? 0) == 0 else { return }
        throw HistoryStoreError(path: path, problem: .emptyFile)
    }

    /// A newer FitToday recorded migrations this build does not know: writing with an older schema in mind could
    /// damage what they made. Checked before any write.
    static func refuseNewer(_ queue: DatabaseQueue, path: String) throws {
        let unknown = try queue.read { db in
            let known = Set(migrator.migrations)
            return try migrator.appliedIdentifiers(db).subtracting(known).sorted()
        }
        if !unknown.isEmpty { throw HistoryStoreError(path: path, problem: .migratedByNewer(unknown)) }
    }

    /// The tables this build's migrations leave in a database, found once by migrating an empty one in memory.
    static let expectedTables: [String] = {
        guard let memory = try? DatabaseQueue(), (try? migrator.migrate(memory)) != nil else { return [] }
        return (try? memory.read { db in try tableNames(db) }) ?? []
    }()

    static func tableNames(_ db: Database) throws -> [String] {
        try String.fetchAll(
            db,
            sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    }

    /// The whole file checked (`PRAGMA quick_check`: every page, b-tree and record; seconds for a large file),
    /// then `checkTables()`. Refuses a damaged store (`.damaged`) before it is served.
    public func verify() throws(HistoryStoreError) {
        let path = path
        try run {
            try queue.read { db in
                let findings = try String.fetchAll(db, sql: "PRAGMA quick_check(3)")
                if findings != ["ok"] {
                    throw HistoryStoreError(path: path, problem: .damaged(findings.joined(separator: "; ")))
                }
                try Self.readTables(db, path: path)
            }
        }
    }

    /// Cheap (for `/ready`): every expected table is there and its first page reads.
    public func checkTables() throws(HistoryStoreError) {
        let path = path
        try run { try queue.read { db in try Self.readTables(db, path: path) } }
    }

    private static func readTables(_ db: Database, path: String) throws {
        let present = Set(try tableNames(db))
        for table in expectedTables {
            guard present.contains(table) else {
                throw HistoryStoreError(path: path, problem: .damaged("table \(table) is missing"))
            }
            do {
                _ = try Row.fetchOne(db, sql: "SELECT * FROM \(table.quotedDatabaseIdentifier) LIMIT 1")
            } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT {
                throw HistoryStoreError(path: path, problem: .damaged("table \(table) cannot be read"))
            }
        }
    }
}
