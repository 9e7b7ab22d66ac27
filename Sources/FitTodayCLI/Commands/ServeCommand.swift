import ArgumentParser
import FitTodayComposition
import FitTodayServer
import FitTodayUseCases
import FitTodayLocalization
import Hummingbird

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

    /// The composition: settings read once (these flags over the environment), resources loaded, the stores opened
    /// as the settings say, the server built around them.
    func run() async throws {
        let settings = store.settings
        let resources = try settings.loadResources()
        let server: ServerSettings
        do {
            server = try settings.server()
        } catch {
            throw AppError.usage(error.message)
        }
        var configuration = ServerConfiguration(
            host: host, port: port, resources: resources, offline: offline, llm: settings.llm)
        configuration.apply(server)
        let stores = try await settings.store.openStores(server: server, logLevel: configuration.logLevel)
        let language = UserLanguage.current
        let app = try buildApplication(configuration, stores: stores) { [host, location = stores.location] port in
            Output.error(Messages(language)(.serverListening, host, port, location))
        }
        try await app.runService()
        Output.error(say(.serverStopped))
    }
}
