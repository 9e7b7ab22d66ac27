import FitTodayService
import FitTodayDomain
import FitTodayResources
import FitTodaySession
import FitTodayStorage
import FitTodayText
import Foundation

/// How a session-driving command starts the day's session, in the store it opened (`StoreOptions.withStore`).
enum SessionSetup {
    /// Starts the session of `day` (or of `planId`) from `device`: the day's plan is made and recorded first when
    /// there is none, as `generate` would make it with `options`. The start command's reply. A day already trained
    /// is not trained again over its workout: `PlanConflict`.
    static func start(
        day: CalendarDay, planId: String? = nil, options: PlanOptions, offline: Bool, device: String,
        store: any HistoryStore & SessionStore, setting: SessionSetting, resources: LoadedResources
    ) async throws -> SessionReply {
        let recorded = planId == nil ? try await store.recorded(on: day) : nil
        if recorded?.plan.performance != nil { throw PlanConflict(.trainedAgain, day: day) }
        if planId == nil, recorded == nil {
            let outcome = try await DayPlan.produce(
                options.choices, day: day, offline: offline, replace: false, store: store, resources: resources)
            outcome.notes.forEach(Output.error)
            Output.error(say(.sessionNotePlanMade, PlanRendering.date(day)))
        }
        var command = SessionCommand(
            commandId: "\(device)-\(UUID().uuidString.prefix(8).lowercased())", deviceId: device, type: .start)
        command.date = day.description
        command.planId = planId
        return try await store.apply(command, now: Date(), setting: setting)
    }
}
