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

    @Option(help: ArgumentHelp(say(.helpDB), valueName: say(.valueFile)))
    var db: String?

    @Flag(help: ArgumentHelp(say(.helpVerbose)))
    var verbose = false

    func validate() throws {
        if let date { _ = try AppContext.day(date) }
    }

    func run() async throws {
        let resources = try AppContext.loadResources()
        let today = AppContext.today()
        let day = try AppContext.day(date)
        let request = try plan.requests(resources: resources, date: day, allowLists: false)[0].request
        let path = db ?? SQLiteStore.defaultPath(environment: ProcessInfo.processInfo.environment)
        let firstRun = !FileManager.default.fileExists(atPath: path)
        let store: any HistoryStore = try SQLiteStore(path: path)
        let composer = resources.makeComposer()
        let fingerprint = request.fingerprintIgnoringLanguage + "/seed=" + (plan.seed.map(String.init) ?? "auto")

        let recorded = try await store.recorded(on: day)
        var result: WorkoutPlan
        if let recorded, !replace {
            result = recorded.plan
            if recorded.fingerprint != fingerprint {
                Output.error(say(.noteRecordedOtherOptions, PlanRendering.date(day)))
            }
        } else {
            let revision = recorded.map { $0.revision + 1 } ?? 0
            let seed = plan.seed ?? StableHash.seed(day.description, request.fingerprintIgnoringLanguage, String(revision))
            let history = try await store.workouts(before: day, limit: composer.historyNeeded)
            let pipeline = try AppContext.makePipeline(resources, composer: composer, offline: offline)
            do {
                result = try await pipeline.generate(request, history: history, seed: seed)
            } catch .noCandidates(let focus, let equipment) {
                throw CLIError.usage(say(
                    .noCandidates, focus.joined(separator: ","), equipment.joined(separator: ","),
                    say.name(request.level)))
            }
            try await store.record(RecordedPlan(plan: result, fingerprint: fingerprint, revision: revision))
            if let notice = result.generation.fallbackNotice { Output.error(notice) }
        }
        if firstRun || verbose { Output.error(say(.notePlanSaved, path)) }
        if verbose { Output.error(say(.noteSeed, result.generation.seed)) }
        result = composer.localized(result, to: request.language)
        Output.write(json
            ? try Output.json(result)
            : PlanRendering.table(result, names: resources.names, language: request.language, isToday: day == today))
    }
}

extension PlanRequest {
    /// The plan does not depend on the display language: names are localized when printed.
    var fingerprintIgnoringLanguage: String {
        var copy = self
        copy.language = .ptBR
        return copy.fingerprint
    }
}
