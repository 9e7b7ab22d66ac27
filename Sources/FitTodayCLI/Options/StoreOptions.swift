import ArgumentParser
import FitTodayComposition
import FitTodayLocalization

/// `--db PATH | --postgres URL`: where a command reads and writes history, sessions and people. `--postgres` (or
/// `FITTODAY_POSTGRES_URL` when neither option is given) chooses PostgreSQL; otherwise the SQLite file (`--db`,
/// else `$FITTODAY_DB`, else the data folder's). The choice is the composition root's (`StoreSettings`); these are
/// only its flags.
struct StoreOptions: ParsableArguments {
    @Option(help: ArgumentHelp(say(.helpDB), valueName: say(.valueFile)))
    var db: String?

    @Option(help: ArgumentHelp(say(.storeHelpPostgres), valueName: say(.valueURL)))
    var postgres: String?

    /// `[--db <file> | --postgres <url>]` in the user's words, for hand-written usage lines.
    static var usage: String { "[--db <\(say(.valueFile))> | --postgres <\(say(.valueURL))>]" }

    func validate() throws {
        if db != nil, postgres != nil { throw ValidationError(say(.storeBothChosen)) }
        if let postgres { _ = try ValidationError.checking { try StoreSettings.location(postgres) } }
    }

    /// The flags as settings: `--db` also hides `FITTODAY_POSTGRES_URL` (an empty URL over it), so the file wins.
    var flags: [SettingKey: String] {
        if let db { return [.database: db, .postgresURL: ""] }
        if let postgres { return [.postgresURL: postgres] }
        return [:]
    }

    /// This run's settings: these flags over the environment.
    var settings: Settings { Settings.current(flags) }

    /// The PostgreSQL URL this run uses, if any: `--postgres`, else the variable unless `--db` was given.
    var postgresURL: String? { settings.store.postgresURL }

    /// The SQLite file this run uses when it uses one.
    var sqlitePath: String { settings.store.sqlitePath }

    /// Opens the store, runs `body`, closes it (on every way out).
    func withStore<T>(_ body: (OpenedStore) async throws -> T) async throws -> T {
        try await settings.store.withStore(body)
    }
}
