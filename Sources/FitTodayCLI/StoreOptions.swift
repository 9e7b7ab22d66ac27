import ArgumentParser
import FitTodayPostgres
import FitTodayService
import FitTodayStorage
import FitTodayText
import Foundation

/// `--db PATH | --postgres URL`: where a command reads and writes history, sessions and people. `--postgres` (or
/// `FITTODAY_POSTGRES_URL` when neither option is given) chooses PostgreSQL; otherwise the SQLite file (`--db`,
/// else `$FITTODAY_DB`, else the data folder's). Whichever command opens a database first brings its schema up to
/// date.
struct StoreOptions: ParsableArguments {
    @Option(help: ArgumentHelp(say(.helpDB), valueName: say(.valueFile)))
    var db: String?

    @Option(help: ArgumentHelp(say(.storeHelpPostgres), valueName: say(.valueURL)))
    var postgres: String?

    /// `[--db <file> | --postgres <url>]` in the user's words, for hand-written usage lines.
    static var usage: String { "[--db <\(say(.valueFile))> | --postgres <\(say(.valueURL))>]" }

    func validate() throws {
        if db != nil, postgres != nil { throw ValidationError(say(.storeBothChosen)) }
        if let postgres { _ = try ValidationError.checking { try StoreChoice.location(postgres) } }
    }

    /// The PostgreSQL URL this run uses, if any: `--postgres`, else the variable unless `--db` was given.
    var postgresURL: String? {
        if db != nil { return nil }
        return PostgresLocation.url(option: postgres, environment: ProcessInfo.processInfo.environment)
    }

    /// The SQLite file this run uses when it uses one.
    var sqlitePath: String { db ?? SQLiteStore.defaultPath(environment: ProcessInfo.processInfo.environment) }

    /// Opens the store, runs `body`, closes it (on every way out).
    func withStore<T>(_ body: (OpenedStore) async throws -> T) async throws -> T {
        let opened = try await StoreChoice.open(postgresURL: postgresURL, sqlitePath: sqlitePath)
        do {
            let result = try await body(opened)
            await opened.close()
            return result
        } catch {
            await opened.close()
            throw error
        }
    }
}

/// A store a command opened.
struct OpenedStore: Sendable {
    let store: any HistoryStore & SessionStore & PeopleStore
    /// The file, or the URL without its password.
    let location: String
    /// The SQLite file did not exist before this run (the first plan says where it was saved).
    let isNew: Bool
    let postgres: PostgresStore?

    func close() async {
        await postgres?.close()
    }
}

enum StoreChoice {
    static func open(postgresURL: String?, sqlitePath: String) async throws -> OpenedStore {
        if let postgresURL {
            let store = try await PostgresStore.open(location: try location(postgresURL))
            return OpenedStore(store: store, location: store.location, isNew: false, postgres: store)
        }
        let isNew = !FileManager.default.fileExists(atPath: sqlitePath)
        return OpenedStore(store: try SQLiteStore(path: sqlitePath), location: sqlitePath, isNew: isNew, postgres: nil)
    }

    /// The URL read, or its problem as a usage error in the user's words (exit 64), never with the password.
    static func location(_ url: String) throws -> PostgresLocation {
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
}
