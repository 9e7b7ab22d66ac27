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
        let stages = ProgramStages(resources: resources)
        let placed = stages.place(result, request: request, record: record)
        let progression = config.sessions.progression
        let logIds = progression.logIds(for: placed.plan, catalog: resources.catalog)
        let logs = try await store.lastLogged(of: logIds, before: request.date)
        // An advanced lifter's stalls are counted over more workouts than the program reads.
        let stallWindow = progression.stallHistoryWorkouts
        let loadHistory = request.level == .advanced && !logs.isEmpty && stallWindow > record.count
            ? try await store.workouts(before: request.date, limit: stallWindow).filter { $0.dayKind != .rest }
            : record
        // The ladders also read the other rungs of the plan's ladders (a variant done before starts from its own).
        let rungs = config.bodyweight.ladderLogIds(
            for: placed.plan, catalog: resources.catalog, ladders: resources.ladders, equipment: request.equipment)
        let ladderLogs = rungs.isEmpty
            ? logs : logs.merging(try await store.lastLogged(of: rungs, before: request.date)) { own, _ in own }
        return stages.finish(
            placed, request: request, history: history, loadHistory: loadHistory, logs: logs, ladderLogs: ladderLogs)
    }

    /// The block layer over the project's rules, catalog, variation floor and staple chains.
    static func blockProgram(_ resources: LoadedResources) -> BlockProgram {
        ProgramStages(resources: resources).program
    }
}
