import FitTodayComposition
import FitTodayUseCases
import FitTodayDomain
import FitTodayResources
import FitTodaySession
import FitTodayStorage
import FitTodayLocalization
import Foundation

/// How a session-driving command (`session start`, `train`) starts the day's session, in the store it opened
/// (`StoreOptions.withStore`): the plan made first when the day has none, then a `start` command through the one
/// handler of session commands.
enum SessionStarter {
    /// Starts the session of `day` (or of `planId`) from `device`: the day's plan is made and recorded first when
    /// there is none, as `generate` would make it with `options`. The start command's reply. A day already trained
    /// is not trained again over its workout: `PlanConflict`.
    static func start(
        day: CalendarDay, planId: String? = nil, options: PlanOptions, offline: Bool, device: String,
        store: any HistoryStore & SessionStore, handler: SessionCommandHandler, resources: LoadedResources, llm: LLMSettings
    ) async throws -> SessionReply {
        let recorded = planId == nil ? try await store.recorded(on: day) : nil
        if recorded?.plan.performance != nil { throw PlanConflict(.trainedAgain, day: day) }
        if planId == nil, recorded == nil {
            let outcome = try await DayPlan.produce(
                options.choices, day: day, replace: false, store: store, resources: resources,
                pipeline: { try llm.pipeline(resources, composer: $0, offline: offline) })
            outcome.notes.forEach(Output.error)
            Output.error(say(.sessionNotePlanMade, PlanRendering.date(day)))
        }
        var command = SessionCommand(
            commandId: "\(device)-\(UUID().uuidString.prefix(8).lowercased())", deviceId: device, type: .start)
        command.date = day.description
        command.planId = planId
        return try await handler.apply(command, in: store)
    }
}
