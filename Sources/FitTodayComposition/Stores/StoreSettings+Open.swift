public import FitTodayPostgres
public import FitTodayStorage
import FitTodayUseCases
import FitTodayLocalization
import Foundation
public import Logging

/// The one place a store is chosen and opened: `choice` picks SQLite or PostgreSQL (tests build `.memory` themselves); a command opens one
/// store for its run (`openStore`), the server the bundle it serves from (`openStores`).
extension StoreSettings {
    /// The stores the server serves from. SQLite: the file, its write-ahead log bounded by `FITTODAY_WAL_LIMIT_MB`
    /// (32 by default). PostgreSQL: a pool of `FITTODAY_PG_POOL` connections (10 by default) whose background lines
    /// go to the service's log at `logLevel` (notice at least).
    public func openStores(server: ServerSettings, logLevel: Logger.Level) async throws -> any Stores {
        switch choice {
        case .sqlite(let path):
            let walLimit = try Self.checked(server.walLimitBytes) ?? SQLiteStore.defaultWalLimit
            return try SQLiteStores(path: path, durability: durability, walLimit: walLimit)
        case .postgres(let url):
            let location = try Self.location(url)
            let pool = try Self.checked(server.postgresPool) ?? 10
            var logger = Logger(label: "fittoday.postgres")
            logger.logLevel = max(logLevel, .notice)
            return PostgresStores(try await PostgresStore.open(location: location, maxConnections: pool, logger: logger))
        }
    }

    /// The store one command reads and writes. The first command to open a database brings its schema up to date.
    public func openStore() async throws -> OpenedStore {
        switch choice {
        case .postgres(let url):
            let store = try await PostgresStore.open(location: try Self.location(url))
            return OpenedStore(store: store, location: store.location, isNew: false, postgres: store)
        case .sqlite(let path):
            let isNew = !FileManager.default.fileExists(atPath: path)
            let store = try SQLiteStore(path: path, durability: durability)
            return OpenedStore(store: store, location: path, isNew: isNew, postgres: nil)
        }
    }

    /// The URL read, or its problem as a usage error in the user's words (exit 64), never with the password.
    public static func location(_ url: String) throws -> PostgresLocation {
        do {
            return try PostgresLocation(url: url)
        } catch {
            switch error.kind {
            case .notAURL: throw AppError.usage(say(.storeBadURL, error.text))
            case .sslMode(let mode): throw AppError.usage(say(.storeBadSSLMode, mode))
            case .unknownKeyword(let name): throw AppError.usage(say(.storeUnknownKeyword, name))
            }
        }
    }

    private static func checked<T>(_ value: Result<T?, SettingsProblem>) throws -> T? {
        do {
            return try value.get()
        } catch {
            throw AppError.usage(error.message)
        }
    }
}

/// A store a command opened.
public struct OpenedStore: Sendable {
    public let store: any HistoryStore & SessionStore & PeopleStore
    /// The file, or the URL without its password.
    public let location: String
    /// The SQLite file did not exist before this run (the first plan says where it was saved).
    public let isNew: Bool
    let postgres: PostgresStore?

    /// Closes the PostgreSQL pool (SQLite closes with the last reference).
    public func close() async {
        await postgres?.close()
    }
}

extension StoreSettings {
    /// Opens the store, runs `body`, closes it (on every way out).
    public func withStore<T>(_ body: (OpenedStore) async throws -> T) async throws -> T {
        let opened = try await openStore()
        do {
            let result = try await body(opened)
            await opened.close()
            return result
        } catch {
            await opened.close()
            throw error
        }
    }

    /// The PostgreSQL URL this run uses, if any.
    public var postgresURL: String? {
        if case .postgres(let url) = choice { return url }
        return nil
    }
}
