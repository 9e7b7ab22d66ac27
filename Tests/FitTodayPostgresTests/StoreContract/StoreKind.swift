import FitTodayPostgres
import FitTodayStorage
import Foundation
import TestPostgres
import Testing

/// The three stores every store protocol has, as test arguments: a failure names the store it happened on.
enum StoreKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case memory, sqlite, postgres

    var testDescription: String {
        switch self {
        case .memory: "in memory"
        case .sqlite: "SQLite"
        case .postgres: "PostgreSQL"
        }
    }

    /// A fresh history and session store of this kind: SQLite in a new temporary folder, PostgreSQL in a new database.
    func sessionStore() async throws -> any HistoryStore & SessionStore {
        switch self {
        case .memory: InMemoryStore()
        case .sqlite: try SQLiteStore(path: Self.newSQLitePath("store"))
        case .postgres:
            try await PostgresStore.open(
                url: try await TestDatabase.fresh(prefix: "store"), maxConnections: 2, leaseTimeout: .seconds(20))
        }
    }

    /// A fresh people store of this kind.
    func peopleStore() async throws -> any PeopleStore {
        switch self {
        case .memory: InMemoryPeopleStore()
        case .sqlite: try SQLiteStore(path: Self.newSQLitePath("people"))
        case .postgres:
            try await PostgresStore.open(
                url: try await TestDatabase.fresh(prefix: "people"), maxConnections: 2, leaseTimeout: .seconds(20))
        }
    }

    private static func newSQLitePath(_ prefix: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("fittoday-\(prefix)-\(UUID().uuidString)")
            .appendingPathComponent("history.sqlite").path
    }
}
