public import FitTodayDomain
public import FitTodayGeneration
public import FitTodayResources
import FitTodaySession
public import FitTodayStorage
import FitTodayLocalization
import Foundation

/// The day's plan: the one recorded for the day, or a new one (LLM when configured, else the local composer)
/// with suggested weights from the last logged sets, recorded before it is returned. `generate`, `session start`,
/// `train` and the server's `POST /v1/plans` all take their plan here.
public enum DayPlan {
    public struct Outcome: Sendable {
        public var plan: WorkoutPlan
        public var request: PlanRequest
        /// Whether the plan was made now (else it is the day's recorded one).
        public var isNew: Bool
        /// What the person should know, in their language: a recorded plan kept although other options were asked
        /// for, the LLM's plan replaced by the local one.
        public var notes: [String]
        /// On a rest or recovery day: the next day the schedule lets the person train.
        public var nextTraining: CalendarDay?
    }

    /// `pipeline` makes the generator around the composer (the composition root builds it from the LLM settings).
    /// `replace` (`generate --new`, `"new": true`) makes a new plan in place of the day's, except when the day was
    /// trained (what was done is history, never hidden by a plan) or a session is open on its plan (the session
    /// would lose the plan it records into): then `PlanConflict`.
    public static func produce(
        _ choices: PlanChoices, day: CalendarDay, replace: Bool, store: some HistoryStore & SessionStore,
        resources: LoadedResources, pipeline makePipeline: (BlueprintComposer) throws -> GenerationPipeline
    ) async throws -> Outcome {
        let request = try choices.request(resources: resources, date: day)
        let composer = resources.composer
        let fingerprint = request.fingerprintIgnoringLanguage + "/seed=" + (choices.seed.map(String.init) ?? "auto")
        var replace = replace
        if !replace, let recorded = try await store.recorded(on: day) {
            // A recorded rest or recovery day gives way to training asked for anyway.
            if choices.trainAnyway, recorded.plan.day?.advisesAgainstTraining == true {
                replace = true
            } else {
                let notes = recorded.fingerprint == fingerprint ? [] : [say(.noteRecordedOtherOptions, say.date(day))]
                let next = recorded.plan.day?.advisesAgainstTraining == true
                    ? try await DaySchedule.nextTraining(after: request, store: store, resources: resources) : nil
                return Outcome(plan: recorded.plan, request: request, isNew: false, notes: notes, nextTraining: next)
            }
        }
        if replace { try await checkReplaceable(day, store: store) }
        let revision = replace ? (try await store.recordedRevision(on: day)).map { $0 + 1 } ?? 0 : 0
        let seed = choices.seed ?? StableHash.seed(day.description, request.fingerprintIgnoringLanguage, String(revision))
        let config = resources.config
        // The program reads further back than the composer and the schedule: the block's plans and their logged sets.
        let record = try await store.workouts(
            before: day, limit: max(composer.historyNeeded + DaySchedule.historyNeeded, config.blocks.historyPlans))
        let schedule = try await DaySchedule.decide(
            choices, request: request, history: Array(record.suffix(composer.historyNeeded + DaySchedule.historyNeeded)),
            store: store, resources: resources)
        // Rest days hold no exercises: the composer's and the program's history is the workouts.
        let workouts = record.filter { $0.dayKind != .rest }
        let history = Array(workouts.suffix(composer.historyNeeded))
        let advice = schedule.advice
        var result: WorkoutPlan
        var next: CalendarDay?
        if advice.advisesAgainstTraining, !choices.trainAnyway {
            next = schedule.nextTraining(after: day, level: request.level, rules: config.schedule)
            result = try await recoveryOrRest(
                advice, request: request, history: history, seed: seed, store: store, resources: resources,
                pipeline: makePipeline)
            result.day?.next = next
            // A rest or recovery day belongs to the block's week too.
            result.block = blockProgram(resources).block(for: request, history: workouts)
        } else {
            // The week's minimums scale to the days the person trains (`TrainingRules.weeklyRange`).
            var request = request
            request.daysPerWeek = schedule.daysPerWeek
            result = try await training(
                request, history: history, record: workouts, seed: seed, store: store, resources: resources,
                pipeline: makePipeline)
            if advice.advisesAgainstTraining {
                result.day = DayAnswer(
                    kind: result.day?.kind ?? .training,
                    why: (result.day?.why ?? []) + advice.why + [.trainedAgainstAdvice])
                result.againstAdvice = true
            }
        }
        // Again once made (an LLM may take seconds): a session may have started or finished on the day meanwhile.
        if replace { try await checkReplaceable(day, store: store) }
        try await store.record(RecordedPlan(plan: result, fingerprint: fingerprint, revision: revision))
        return Outcome(
            plan: result, request: request, isNew: true, notes: result.generation.fallbackNotice.map { [$0] } ?? [],
            nextTraining: next)
    }

    /// A recovery day (a short, light plan) when the advice is recovery and the catalog has one for the person's
    /// equipment; rest otherwise.
    static func recoveryOrRest(
        _ advice: DayAnswer, request: PlanRequest, history: [WorkoutPlan], seed: UInt64, store: some HistoryStore,
        resources: LoadedResources, pipeline makePipeline: (BlueprintComposer) throws -> GenerationPipeline
    ) async throws -> WorkoutPlan {
        guard advice.kind == .recovery else { return DaySchedule.restPlan(advice, request: request, seed: seed) }
        let light = DaySchedule.recoveryRequest(request, rules: resources.config.schedule)
        do {
            var plan = try resources.composer.compose(light, history: history, seed: seed)
            plan.day = advice
            // Short and light by design: not "shorter than asked".
            plan.shorter = nil
            for index in plan.exercises.indices { plan.exercises[index].why = [.recoveryDay] }
            return plan
        } catch {
            return DaySchedule.restPlan(advice, request: request, seed: seed)
        }
    }

    /// Throws `PlanConflict` when the day's plan may not be replaced: it was trained, or a session is training it.
    static func checkReplaceable(_ day: CalendarDay, store: some HistoryStore & SessionStore) async throws {
        if try await store.isTrained(on: day) { throw PlanConflict(.trained, day: day) }
        if let open = try await store.activeSession(), open.date == day.description {
            throw PlanConflict(.sessionOpen, day: day)
        }
    }

}

extension PlanRequest {
    /// The plan does not depend on the display language: names are localized when shown.
    public var fingerprintIgnoringLanguage: String {
        var copy = self
        copy.language = .ptBR
        return copy.fingerprint
    }
}
