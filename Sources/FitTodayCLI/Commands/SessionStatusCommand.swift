import FitTodayComposition
import FitTodayUseCases
import ArgumentParser
import FitTodayResources
import FitTodaySession
import FitTodayStorage
import FitTodayLocalization
import Foundation

/// `fittoday session status`: the active session, else the most recent one.
struct SessionStatusCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { configurations[UserLanguage.current]! }

    private static let configurations = HelpText.perLanguage {
        CommandConfiguration(
            commandName: "status", abstract: say(.sessionHelpStatusAbstract),
            usage: HelpText.usage("fittoday session status \(SessionTarget.usage)"))
    }

    @OptionGroup var target: SessionTarget

    func run() async throws {
        let settings = target.database.settings
        let resources = try settings.loadResources()
        let found = try await settings.store.withStore { opened -> Session? in
            if let id = target.sessionId { return try await opened.store.session(id: id) }
            return try await opened.store.latestSession()
        }
        guard let session = found else {
            if let id = target.sessionId { throw AppError.usage(say(.sessionUnknownId, id)) }
            if target.json { Output.write("null\n") } else { Output.error(say(.sessionNoSession)) }
            return
        }
        let view = SessionView(session, at: Date(), bodyWeightKg: resources.config.sessions.bodyWeightKg)
        if target.json {
            Output.write(String(decoding: try SessionWire.encoder(pretty: true).encode(view), as: UTF8.self) + "\n")
        } else {
            Output.write(SessionRendering.status(view, now: Date()))
        }
    }
}

/// `fittoday session events`: a session's events, in revision order.
struct SessionEventsCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { configurations[UserLanguage.current]! }

    private static let configurations = HelpText.perLanguage {
        CommandConfiguration(
            commandName: "events", abstract: say(.sessionHelpEventsAbstract),
            usage: HelpText.usage("fittoday session events [--after <\(say(.sessionValueRevision))>] \(SessionTarget.usage)"))
    }

    @Option(help: ArgumentHelp(say(.sessionHelpAfter), valueName: say(.sessionValueRevision)))
    var after = 0

    @OptionGroup var target: SessionTarget

    func run() async throws {
        let found = try await target.database.withStore { opened -> [SessionEvent]? in
            var id = target.sessionId
            if id == nil { id = try await opened.store.latestSession()?.id }
            guard let id else { return nil }
            return try await opened.store.events(sessionId: id, after: after)
        }
        guard let events = found else {
            if !target.json { Output.error(say(.sessionNoSession)) }
            return
        }
        if target.json {
            let encoder = SessionWire.encoder()
            Output.write(try events.map { String(decoding: try encoder.encode($0), as: UTF8.self) + "\n" }.joined())
        } else if events.isEmpty {
            Output.error(say(.sessionNoEvents, after))
        } else {
            Output.write(events.map(SessionRendering.eventLine).joined(separator: "\n") + "\n")
        }
    }
}

/// The options `status` and `events` share: which session, JSON or words, the language, the database (`--db` or
/// `--postgres`).
struct SessionTarget: ParsableArguments {
    @Option(name: .customLong("session"), help: ArgumentHelp(say(.sessionHelpSessionId), valueName: say(.sessionValueSessionId)))
    var sessionId: String?

    @Flag(help: ArgumentHelp(say(.helpJSON)))
    var json = false

    @OptionGroup var language: LanguageOption

    @OptionGroup var database: StoreOptions

    /// These options in a usage line.
    static var usage: String {
        "[--session <\(say(.sessionValueSessionId))>] [--json] [--lang <pt-BR|en>] \(StoreOptions.usage)"
    }
}
