import FitTodayComposition
import FitTodayUseCases
import ArgumentParser
import FitTodayDomain
import FitTodaySession
import FitTodayStorage
import FitTodayLocalization
import Foundation

/// `fittoday session apply`: one JSON command per line in, one JSON reply per line out, each stored before it is
/// printed and printed before the next line is read. Each line is answered by the one handler of session commands
/// (`SessionCommandHandler`), as the server answers a body: a store that fails answers `busy`, `timeout` or
/// `unknown`, none remembered, so a retry with the same id goes through.
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
        let settings = database.settings
        let resources = try settings.loadResources()
        let setting = try CommandSetting(resources: resources, profile: profile, equipment: equipment)
        let handler = SessionCommandHandler(setting: setting, timeout: timeout)
        try await settings.store.withStore { opened in
            for await line in StandardInput.lines() {
                guard !line.allSatisfy(\.isWhitespace) else { continue }
                Output.write(try await handler.answer(CommandBody(text: line), in: opened.store).jsonLine())
            }
        }
    }
}
