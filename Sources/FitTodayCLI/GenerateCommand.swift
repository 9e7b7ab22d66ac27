import FitTodayService
import ArgumentParser
import FitTodayDomain
import FitTodayGeneration
import FitTodayResources
import FitTodayStorage
import FitTodayText
import Foundation

struct GenerateCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { configurations[UserLanguage.current]! }

    private static let configurations = HelpText.perLanguage {
        CommandConfiguration(
            commandName: "generate",
            abstract: say(.helpGenerateAbstract),
            discussion: HelpText.discussion([.helpGenerateDiscussion], withReference: true)
        )
    }

    @OptionGroup var plan: PlanOptions

    @Option(help: ArgumentHelp(say(.helpDate), valueName: say(.valueDate)))
    var date: String?

    @Flag(help: ArgumentHelp(say(.helpOffline)))
    var offline = false

    @Flag(name: .customLong("new"), help: ArgumentHelp(say(.helpNew)))
    var replace = false

    @Flag(help: ArgumentHelp(say(.helpJSON)))
    var json = false

    @OptionGroup var database: StoreOptions

    @Flag(help: ArgumentHelp(say(.helpVerbose)))
    var verbose = false

    func validate() throws {
        if let date { _ = try ValidationError.checking { try AppContext.day(date) } }
    }

    func run() async throws {
        let resources = try AppContext.loadResources()
        let day = try AppContext.day(date)
        let (outcome, saved) = try await database.withStore { opened in
            let outcome = try await DayPlan.produce(
                plan.choices, day: day, offline: offline, replace: replace, store: opened.store, resources: resources)
            return (outcome, opened)
        }
        outcome.notes.forEach(Output.error)
        let (result, request) = (outcome.plan, outcome.request)
        if saved.isNew || verbose { Output.error(say(.notePlanSaved, saved.location)) }
        if verbose { Output.error(say(.noteSeed, result.generation.seed)) }
        let shown = resources.makeComposer().localized(result, to: request.language)
        Output.write(json
            ? try Output.json(shown)
            : PlanRendering.table(shown, names: resources.names, language: request.language, isToday: day == AppContext.today()))
    }
}
