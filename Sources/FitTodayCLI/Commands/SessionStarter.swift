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
        let restingAgainstAdvice = recorded?.plan.dayKind == .rest && options.choices.trainAnyway
        if planId == nil, recorded == nil || restingAgainstAdvice {
            let outcome = try await DayPlan.produce(
                options.choices, day: day, replace: false, store: store, resources: resources,
                pipeline: { try llm.pipeline(resources, composer: $0, offline: offline) })
            outcome.notes.forEach(Output.error)
            if outcome.plan.dayKind == .rest {
                throw RestDayNotice(
                    text: DayRendering.rest(outcome.plan, next: outcome.nextTraining, language: options.choices.language, isToday: false))
            }
            Output.error(say(.sessionNotePlanMade, PlanRendering.date(day)))
        } else if planId == nil, let recorded, recorded.plan.dayKind == .rest {
            let next = try await DaySchedule.nextTraining(
                after: try options.choices.request(resources: resources, date: day), store: store, resources: resources)
            throw RestDayNotice(text: DayRendering.rest(recorded.plan, next: next, language: options.choices.language, isToday: false))
        }
        var command = SessionCommand(
            commandId: "\(device)-\(UUID().uuidString.prefix(8).lowercased())", deviceId: device, type: .start)
        command.date = day.description
        command.planId = planId
        return try await handler.apply(command, in: store)
    }
}

/// The day is a rest day: no session starts; `text` says why and what comes next (the command prints it and exits 0).
struct RestDayNotice: Error {
    var text: String
}
