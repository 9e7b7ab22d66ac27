import FitTodayComposition
import FitTodayUseCases
import ArgumentParser
import FitTodayDomain
import FitTodayGeneration
import FitTodayResources
import FitTodayStorage
import FitTodayLocalization
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
        if let date { _ = try ValidationError.checking { try CalendarDay.typed(date) } }
    }

    func run() async throws {
        let settings = database.settings
        let resources = try settings.loadResources()
        let day = try CalendarDay.typed(date)
        let (outcome, saved) = try await settings.store.withStore { opened in
            let outcome = try await DayPlan.produce(
                plan.choices, day: day, replace: replace, store: opened.store, resources: resources,
                pipeline: { [offline] in try settings.llm.pipeline(resources, composer: $0, offline: offline) })
            return (outcome, opened)
        }
        outcome.notes.forEach(Output.error)
        let (result, request) = (outcome.plan, outcome.request)
        if saved.isNew || verbose { Output.error(say(.notePlanSaved, saved.location)) }
        if verbose { Output.error(say(.noteSeed, result.generation.seed)) }
        let shown = resources.composer.localized(result, to: request.language)
        let isToday = day == CalendarDay.today()
        if json {
            Output.write(try Output.json(shown))
        } else if shown.dayKind == .rest {
            Output.write(DayRendering.rest(shown, next: outcome.nextTraining, language: request.language, isToday: isToday))
        } else {
            var text = PlanRendering.table(shown, names: resources.names, language: request.language, isToday: isToday)
            text += DayRendering.notes(shown, next: outcome.nextTraining, language: request.language)
            Output.write(text)
        }
    }
}
