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
        if !replace, let recorded = try await store.recorded(on: day) {
            let notes = recorded.fingerprint == fingerprint ? [] : [say(.noteRecordedOtherOptions, say.date(day))]
            return Outcome(plan: recorded.plan, request: request, isNew: false, notes: notes)
        }
        if replace { try await checkReplaceable(day, store: store) }
        let revision = replace ? (try await store.recordedRevision(on: day)).map { $0 + 1 } ?? 0 : 0
        let seed = choices.seed ?? StableHash.seed(day.description, request.fingerprintIgnoringLanguage, String(revision))
        let config = resources.config
        // The program reads further back than the composer: the block's plans and their logged sets.
        let record = try await store.workouts(before: day, limit: max(composer.historyNeeded, config.blocks.historyPlans))
        let history = Array(record.suffix(composer.historyNeeded))
        let pipeline = try makePipeline(composer)
        var result: WorkoutPlan
        do {
            result = try await pipeline.generate(request, history: history, seed: seed)
        } catch .noCandidates(let focus, let equipment) {
            throw AppError.usage(say(
                .noCandidates, focus.joined(separator: ","), equipment.joined(separator: ","), say.name(request.level)))
        }
        let program = BlockProgram(
            rules: config.blocks, training: config.training, catalog: resources.catalog,
            window: composer.validator.window)
        result = program.shape(result, request: request, history: record)
        let progression = config.sessions.progression
        let logIds = progression.logIds(for: result, catalog: resources.catalog)
        let logs = try await store.lastLogged(of: logIds, before: day)
        // An advanced lifter's stalls are counted over more workouts than the composer reads.
        let stallWindow = max(record.count, progression.stallHistoryWorkouts)
        let loadHistory = request.level == .advanced && !logs.isEmpty && stallWindow > record.count
            ? try await store.workouts(before: day, limit: stallWindow) : record
        result = progression.apply(
            to: result, logs: logs, catalog: resources.catalog, energy: request.energy, level: request.level,
            history: loadHistory)
        // Work without external load (bodyweight, bands, holds) progresses by reps, sets and variants instead.
        let ladder = BodyweightLadder.Context(
            catalog: resources.catalog, ladders: resources.ladders, equipment: request.equipment,
            language: request.language, history: history.map(\.exerciseIds), validator: resources.makeValidator(),
            energy: request.energy)
        result = config.bodyweight.apply(to: result, logs: logs, context: ladder).plan
        // A deload week's loads: the progression's suggestion, lightened.
        result = program.ramp.lighten(result, step: progression.step(for:))
        result = config.sessions.warmup.apply(to: result)
        // Again once made (an LLM may take seconds): a session may have started or finished on the day meanwhile.
        if replace { try await checkReplaceable(day, store: store) }
        try await store.record(RecordedPlan(plan: result, fingerprint: fingerprint, revision: revision))
        return Outcome(plan: result, request: request, isNew: true, notes: result.generation.fallbackNotice.map { [$0] } ?? [])
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
