import FitTodayService
import ArgumentParser
import FitTodayDomain
import FitTodaySession
import FitTodayStorage
import FitTodayText
import Foundation

/// `fittoday session apply`: one JSON command per line in, one JSON reply per line out, each stored before it is
/// printed and printed before the next line is read.
struct SessionApplyCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { configurations[UserLanguage.current]! }

    private static let configurations = HelpText.perLanguage {
        CommandConfiguration(
            commandName: "apply", abstract: say(.sessionHelpApplyAbstract),
            usage: HelpText.usage(
                "fittoday session apply [--profile <\(say(.valueProfile))> | --equipment <\(say(.valueEquipment))>]"
                    + " [--timeout <\(say(.sessionValueSeconds))>] [--lang <pt-BR|en>] \(StoreOptions.usage)"),
            discussion: HelpText.discussion(say(.sessionHelpApplyDiscussion)))
    }

    @Option(help: ArgumentHelp(say(.helpProfile), valueName: say(.valueProfile)))
    var profile: String?

    @Option(help: ArgumentHelp(say(.helpEquipment), valueName: say(.valueEquipment)))
    var equipment: String?

    @Option(help: ArgumentHelp(say(.sessionHelpTimeout), valueName: say(.sessionValueSeconds)))
    var timeout: Double = 10

    @OptionGroup var language: LanguageOption

    @OptionGroup var database: StoreOptions

    func validate() throws {
        if equipment != nil, profile != nil { throw ValidationError(FieldError(.equipment, .conflictsWithProfile).optionMessage) }
        if let equipment {
            _ = try ValidationError.checking { try WordParser.equipment(WordParser.commaList(equipment, field: .equipment)) }
        }
        guard timeout >= 0, timeout.isFinite else { throw ValidationError(say(.sessionTimeoutRange)) }
    }

    func run() async throws {
        let resources = try AppContext.loadResources()
        let setting = try SessionSupport.setting(resources, profile: profile, equipment: equipment)
        try await database.withStore { opened in
            for await line in StandardInput.lines() {
                guard !line.allSatisfy(\.isWhitespace) else { continue }
                Output.write(try await reply(to: line, store: opened.store, setting: setting))
            }
        }
    }

    /// The reply line to one input line. When the store fails, the command is not applied and its reply is not
    /// remembered, so a retry with the same id goes through: `busy` (the database stayed locked), `timeout` (the
    /// deadline passed; rolled back), `unknown` (anything else, such as a damaged row). A line refused as it is
    /// read (not JSON, a field out of its bounds…) is answered from the latest session and kept nowhere.
    func reply(to line: String, store: any SessionStore, setting: SessionSetting) async throws -> String {
        do {
            switch CommandLineReader.read(line) {
            case .command(let command):
                let deadline = Date().addingTimeInterval(timeout)
                return try SessionSupport.line(await store.apply(command, now: Date(), setting: setting, deadline: deadline))
            case .refused(let commandId, let reason, let message):
                let latest = try await store.latestSession()
                let reply = SessionReply.refused(commandId, reason, revision: latest?.revision ?? 0, sessionId: latest?.id)
                return try SessionSupport.line(reply, message: message)
            }
        } catch {
            let reason = SessionSupport.reason(forStoreFailure: error)
            return try SessionSupport.line(.refused(CommandLineReader.commandId(in: line), reason, revision: 0))
        }
    }
}
