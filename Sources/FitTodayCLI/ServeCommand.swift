import ArgumentParser
import FitTodayPostgres
import FitTodayServer
import FitTodayService
import FitTodayStorage
import FitTodayText
import Foundation
import Hummingbird
import Logging

/// `fittoday serve`: the HTTP service on the embedded SQLite store (the history database), until SIGTERM or
/// Ctrl-C, which stop it gracefully. Logs go to stderr; the start-up line says where it listens.
struct ServeCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { configurations[UserLanguage.current]! }

    private static let configurations = HelpText.perLanguage {
        CommandConfiguration(
            commandName: "serve", abstract: say(.serverAbstract),
            discussion: HelpText.discussion(say(.serverDiscussion) + "\n\n" + say(.serverConnections)))
    }

    @Option(help: ArgumentHelp(say(.serverHelpHost), valueName: say(.serverValueHost)))
    var host = "127.0.0.1"

    @Option(help: ArgumentHelp(say(.serverHelpPort), valueName: say(.serverValuePort)))
    var port = 8080

    @Flag(help: ArgumentHelp(say(.serverHelpOffline)))
    var offline = false

    @OptionGroup var language: LanguageOption

    @OptionGroup var store: StoreOptions

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError(say(.serverPortRange, port)) }
    }

    func run() async throws {
        let resources = try AppContext.loadResources()
        let environment = ProcessInfo.processInfo.environment
        var configuration = ServerConfiguration(
            host: host, port: port, databasePath: store.sqlitePath, resources: resources, offline: offline)
        do {
            try configuration.apply(environment: environment)
        } catch {
            throw AppError.usage(say(error.positive ? .serverBadPositive : .serverBadEnvironment, error.name, error.value))
        }
        let stores = try await openStores(configuration, environment: environment)
        let language = UserLanguage.current
        let app = try buildApplication(configuration, stores: stores) { [host, location = stores.location] port in
            Output.error(Messages(language)(.serverListening, host, port, location))
        }
        try await app.runService()
        Output.error(say(.serverStopped))
    }

    /// SQLite (the file, its write-ahead log bounded by `FITTODAY_WAL_LIMIT_MB`, 32 by default) unless PostgreSQL
    /// is asked for; on PostgreSQL, a pool of `FITTODAY_PG_POOL` connections (10 by default) whose background lines
    /// go to the service's log.
    private func openStores(_ configuration: ServerConfiguration, environment: [String: String]) async throws
        -> any ServiceStores
    {
        guard let url = store.postgresURL else {
            var walLimit = SQLiteStore.defaultWalLimit
            if let text = environment["FITTODAY_WAL_LIMIT_MB"], !text.isEmpty {
                guard let value = Int(text), (1...1_000_000).contains(value) else {
                    throw AppError.usage(say(.serverBadEnvironment, "FITTODAY_WAL_LIMIT_MB", text))
                }
                walLimit = value << 20
            }
            return try SQLiteServiceStores(path: store.sqlitePath, walLimit: walLimit)
        }
        let location = try StoreChoice.location(url)
        var pool = 10
        if let text = environment["FITTODAY_PG_POOL"], !text.isEmpty {
            guard let value = Int(text), (1...1_000).contains(value) else {
                throw AppError.usage(say(.serverBadEnvironment, "FITTODAY_PG_POOL", text))
            }
            pool = value
        }
        var logger = Logger(label: "fittoday.postgres")
        logger.logLevel = max(configuration.logLevel, .notice)
        return PostgresServiceStores(try await PostgresStore.open(location: location, maxConnections: pool, logger: logger))
    }
}
