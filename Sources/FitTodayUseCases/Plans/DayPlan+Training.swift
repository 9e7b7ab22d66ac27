import FitTodayDomain
import FitTodayGeneration
import FitTodayResources
import FitTodayStorage
import FitTodayLocalization

extension DayPlan {
    /// A training (or deload) day: composed, placed in its block (main lifts kept or rotated, the week's effort),
    /// loaded from the last logged sets, bodyweight work moved along its ladder, lightened in a deload week, given
    /// warm-up ramps, and every exercise its `why`. `history` is what the composer reads; `record` the program's
    /// longer look back (workouts only, oldest first).
    static func training(
        _ request: PlanRequest, history: [WorkoutPlan], record: [WorkoutPlan], seed: UInt64, store: some HistoryStore,
        resources: LoadedResources, pipeline makePipeline: (BlueprintComposer) throws -> GenerationPipeline
    ) async throws -> WorkoutPlan {
        let composer = resources.composer
        let config = resources.config
        let pipeline = try makePipeline(composer)
        var result: WorkoutPlan
        do {
            result = try await pipeline.generate(request, history: history, seed: seed)
        } catch .noCandidates(let focus, let equipment) {
            throw AppError.usage(say(
                .noCandidates, focus.joined(separator: ","), equipment.joined(separator: ","), say.name(request.level)))
        }
        let composed = result.exerciseIds
        let program = blockProgram(resources)
        result = program.shape(result, request: request, history: record)
        let rotated = Set(result.exerciseIds).subtracting(composed)
        let progression = config.sessions.progression
        let logIds = progression.logIds(for: result, catalog: resources.catalog)
        let logs = try await store.lastLogged(of: logIds, before: request.date)
        // An advanced lifter's stalls are counted over more workouts than the program reads.
        let stallWindow = progression.stallHistoryWorkouts
        let loadHistory = request.level == .advanced && !logs.isEmpty && stallWindow > record.count
            ? try await store.workouts(before: request.date, limit: stallWindow).filter { $0.dayKind != .rest }
            : record
        let bars = config.sessions.warmup.bars
        let loads = progression.decide(
            result, logs: logs, catalog: resources.catalog, energy: request.energy, level: request.level,
            history: loadHistory, bars: bars, bodyWeightKg: config.sessions.bodyWeightKg)
        result = loads.plan
        // Work without external load (bodyweight, bands, holds) progresses by reps, sets and variants instead.
        let ladder = BodyweightLadder.Context(
            catalog: resources.catalog, ladders: resources.ladders, equipment: request.equipment,
            language: request.language, history: history.map(\.exerciseIds), validator: resources.makeValidator(),
            energy: request.energy)
        let rungs = config.bodyweight.ladderLogIds(
            for: result, catalog: resources.catalog, ladders: resources.ladders, equipment: request.equipment)
        let ladderLogs = rungs.isEmpty
            ? logs : logs.merging(try await store.lastLogged(of: rungs, before: request.date)) { own, _ in own }
        let ladders = config.bodyweight.apply(to: result, logs: ladderLogs, context: ladder)
        result = ladders.plan
        // A deload week's loads: the progression's suggestion, lightened.
        result = program.ramp.lighten(result, step: progression.step(for:)) { equipment in
            equipment.lazy.compactMap { bars[$0.rawValue] }.first ?? 0
        }
        result = config.sessions.warmup.apply(to: result)
        return PrescriptionWhy(rotated: rotated, recent: history.map(\.exerciseIds)).explain(
            result, loads: loads.decisions, ladders: ladders.reasons, logged: Set(logs.keys))
    }

    /// The block layer over the project's rules, catalog, variation floor and staple chains.
    static func blockProgram(_ resources: LoadedResources) -> BlockProgram {
        let config = resources.config
        let validator = resources.composer.validator
        return BlockProgram(
            rules: config.blocks, training: config.training, catalog: resources.catalog, window: validator.window,
            threshold: validator.threshold, staples: resources.rotations)
    }
}
