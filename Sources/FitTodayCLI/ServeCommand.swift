import ArgumentParser
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
            discussion: HelpText.discussion(say(.serverDiscussion)))
    }

    @Option(help: ArgumentHelp(say(.serverHelpHost), valueName: say(.serverValueHost)))
    var host = "127.0.0.1"

    @Option(help: ArgumentHelp(say(.serverHelpPort), valueName: say(.serverValuePort)))
    var port = 8080

    @Flag(help: ArgumentHelp(say(.serverHelpOffline)))
    var offline = false

    @OptionGroup var language: LanguageOption

    @Option(help: ArgumentHelp(say(.helpDB), valueName: say(.valueFile)))
    var db: String?

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError(say(.serverPortRange, port)) }
    }

    func run() async throws {
        let resources = try AppContext.loadResources()
        let path = db ?? SQLiteStore.defaultPath(environment: ProcessInfo.processInfo.environment)
        var configuration = ServerConfiguration(
            host: host, port: port, databasePath: path, resources: resources, offline: offline)
        do {
            try configuration.apply(environment: ProcessInfo.processInfo.environment)
        } catch {
            throw AppError.usage(say(.serverBadEnvironment, error.name, error.value))
        }
        let language = UserLanguage.current
        let app = try buildApplication(configuration) { [host] port in
            Output.error(Messages(language)(.serverListening, host, port, path))
        }
        try await app.runService()
        Output.error(say(.serverStopped))
    }
}
