import ArgumentParser
import FitTodayDomain
import FitTodayGeneration
import FitTodayResources
import FitTodayStorage
import FitTodayText
import Foundation

/// The day's plan: the one recorded for the day, or a new one (LLM when configured, else the local composer)
/// with suggested weights from the last logged sets, recorded before it is returned. `generate`, `session start`
/// and `train` all take their plan here.
enum DayPlan {
    static func produce(
        _ options: PlanOptions, day: CalendarDay, offline: Bool, replace: Bool, store: SQLiteStore,
        resources: LoadedResources
    ) async throws -> (plan: WorkoutPlan, request: PlanRequest) {
        let request = try options.requests(resources: resources, date: day, allowLists: false)[0].request
        let composer = resources.makeComposer()
        let fingerprint = request.fingerprintIgnoringLanguage + "/seed=" + (options.seed.map(String.init) ?? "auto")
        let recorded = try store.recorded(on: day)
        if let recorded, !replace {
            if recorded.fingerprint != fingerprint {
                Output.error(say(.noteRecordedOtherOptions, PlanRendering.date(day)))
            }
            return (recorded.plan, request)
        }
        let revision = recorded.map { $0.revision + 1 } ?? 0
        let seed = options.seed ?? StableHash.seed(day.description, request.fingerprintIgnoringLanguage, String(revision))
        let history = try store.workouts(before: day, limit: composer.historyNeeded)
        let pipeline = try AppContext.makePipeline(resources, composer: composer, offline: offline)
        var result: WorkoutPlan
        do {
            result = try await pipeline.generate(request, history: history, seed: seed)
        } catch .noCandidates(let focus, let equipment) {
            throw CLIError.usage(say(
                .noCandidates, focus.joined(separator: ","), equipment.joined(separator: ","), say.name(request.level)))
        }
        let logs = try store.lastLogged(of: result.exerciseIds, before: day)
        result = resources.config.sessions.progression.apply(
            to: result, logs: logs, catalog: resources.catalog, energy: request.energy)
        try store.record(RecordedPlan(plan: result, fingerprint: fingerprint, revision: revision))
        if let notice = result.generation.fallbackNotice { Output.error(notice) }
        return (result, request)
    }
}
