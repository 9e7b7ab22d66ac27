public import FitTodayDomain
public import FitTodayResources

/// The program's stages on a composed plan, pure: `place` puts it in its block (main lifts kept or rotated, the
/// week's effort); `finish` gives it loads from the logged sets, moves bodyweight work along its ladder, lightens a
/// deload week, adds warm-up ramps, settles its supersets or circuits, and every exercise's `why`. `DayPlan` reads the store between the two (the logs
/// depend on the placed plan); `fittoday-bench` times them with logs of its own.
public struct ProgramStages: Sendable {
    public let resources: LoadedResources
    public let program: BlockProgram

    public init(resources: LoadedResources) {
        self.resources = resources
        let config = resources.config
        let validator = resources.composer.validator
        program = BlockProgram(
            rules: config.blocks, training: config.training, catalog: resources.catalog, window: validator.window,
            threshold: validator.threshold, staples: resources.rotations)
    }

    /// A placed plan and the main lifts the block rotated in (in the plan now, not in the composer's).
    public struct Placed: Sendable {
        public var plan: WorkoutPlan
        public var rotated: Set<String>
    }

    /// `plan` in its block; `record` holds the workouts before its day, oldest first.
    public func place(_ plan: WorkoutPlan, request: PlanRequest, record: [WorkoutPlan]) -> Placed {
        let shaped = program.shape(plan, request: request, history: record)
        return Placed(plan: shaped, rotated: Set(shaped.exerciseIds).subtracting(plan.exerciseIds))
    }

    /// The placed plan finished: `logs` are the last logged sets of its exercises and of their related lifts,
    /// `ladderLogs` those and the other rungs of its ladders; `history` the composer's recent workouts and
    /// `loadHistory` the workouts an advanced lifter's stalls are counted over.
    public func finish(
        _ placed: Placed, request: PlanRequest, history: [WorkoutPlan], loadHistory: [WorkoutPlan],
        logs: [String: LoggedExercise], ladderLogs: [String: LoggedExercise]
    ) -> WorkoutPlan {
        let config = resources.config
        let progression = config.sessions.progression
        let bars = config.sessions.warmup.bars
        // No progression step passes the level's most sets (`training.maxSetsByLevel`, else `maxSets`).
        let maxSets = config.training.forLevel(request.level).maxSets
        let loads = progression.decide(
            placed.plan, logs: logs, catalog: resources.catalog, energy: request.energy, level: request.level,
            history: loadHistory, bars: bars, bodyWeightKg: config.sessions.bodyWeightKg, maxSets: maxSets)
        // Work without external load (bodyweight, bands, holds) progresses by reps, sets and variants instead.
        let context = BodyweightLadder.Context(
            catalog: resources.catalog, ladders: resources.ladders, equipment: request.equipment,
            language: request.language, history: history.map(\.exerciseIds), validator: resources.makeValidator(),
            energy: request.energy)
        var ladder = config.bodyweight
        ladder.maxSets = min(ladder.maxSets, maxSets)
        let ladders = ladder.apply(to: loads.plan, logs: ladderLogs, context: context)
        // A deload week's loads: the progression's suggestion, lightened (never under an empty bar).
        var result = program.ramp.lighten(ladders.plan, step: progression.step(for:)) { equipment in
            equipment.lazy.compactMap { bars[$0.rawValue] }.first ?? 0
        }
        result = config.sessions.warmup.apply(to: result)
        // Supersets and circuits over the final exercises: a group a rotation or a ladder made compete breaks up.
        result = SessionFormatPlanner(
            formats: config.formats, rules: config.training.forLevel(request.level), catalog: resources.catalog)
            .settle(result, goal: request.goal, minutes: request.minutes)
        return PrescriptionWhy(rotated: placed.rotated, recent: history.map(\.exerciseIds)).explain(
            result, loads: loads.decisions, ladders: ladders.reasons, logged: Set(logs.keys))
    }
}
