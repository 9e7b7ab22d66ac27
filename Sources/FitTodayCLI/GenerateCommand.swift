import ArgumentParser
import FitTodayDomain
import FitTodayGeneration
import FitTodayResources
import FitTodayStorage
import Foundation

struct GenerateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Print today's plan and record it in the history (one plan per day).",
        discussion: """
            Re-running on the same day prints the recorded plan; --new replaces it (the old one is kept aside).
            Only workouts dated before --date count as history.
            """
    )

    @OptionGroup var plan: PlanOptions

    @Option(help: "Plan for this day (YYYY-MM-DD). Default: today.")
    var date: String?

    @Flag(help: "Use the local blueprint composer only, even when an LLM is configured (no network).")
    var offline = false

    @Flag(name: .customLong("new"), help: "Replace the plan already recorded for the day.")
    var replace = false

    @Flag(help: "Print the plan object as JSON.")
    var json = false

    @Option(help: "History database file. Default: $FITTODAY_DB, else $XDG_DATA_HOME/fittoday/history.sqlite.")
    var db: String?

    func run() async throws {
        let resources = try AppContext.loadResources()
        let day = try AppContext.day(date)
        let request = try plan.requests(resources: resources, date: day, allowLists: false)[0].request
        let store: any HistoryStore = try SQLiteHistoryStore(
            path: db ?? SQLiteHistoryStore.defaultPath(environment: ProcessInfo.processInfo.environment))
        let composer = resources.makeComposer()
        let fingerprint = request.fingerprintIgnoringLanguage + "/seed=" + (plan.seed.map(String.init) ?? "auto")

        let recorded = try await store.recorded(on: day)
        var result: WorkoutPlan
        if let recorded, !replace {
            result = recorded.plan
            if recorded.fingerprint != fingerprint {
                Output.error("a plan for \(day) is already recorded with other options; showing it (add --new to replace it)")
            }
        } else {
            let revision = recorded.map { $0.revision + 1 } ?? 0
            let seed = plan.seed ?? StableHash.seed(day.description, request.fingerprintIgnoringLanguage, String(revision))
            let history = try await store.workouts(before: day, limit: composer.historyNeeded)
            let pipeline = try AppContext.makePipeline(resources, composer: composer, offline: offline)
            do {
                result = try await pipeline.generate(request, history: history, seed: seed)
            } catch .noCandidates(let focus, let equipment) {
                throw CLIError.usage(
                    "no catalog exercise fits focus \(focus.joined(separator: ",")) with equipment [\(equipment.joined(separator: ","))] at level \(request.level.rawValue)")
            }
            try await store.record(RecordedPlan(plan: result, fingerprint: fingerprint, revision: revision))
            if let notice = result.generation.fallbackNotice { Output.error(notice) }
        }
        result = composer.localized(result, to: request.language)
        Output.write(json ? try Output.json(result) : PlanRendering.table(result, names: resources.names, language: request.language))
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
