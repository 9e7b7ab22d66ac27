import FitTodayDomain
import FitTodayResources
import Foundation

/// The program layer on a composed plan, as `DayPlan` runs it after the composer (block placement, loads, ladders,
/// deload lightening, warm-ups and `why`), with a week of history trained at the top of every range: what a plan
/// costs beyond the composer, without the store.
struct ProgramLayer {
    let resources: LoadedResources
    let history: [WorkoutPlan]
    let logs: [String: LoggedExercise]
    let program: BlockProgram

    init(resources: LoadedResources, history: [WorkoutPlan]) {
        self.resources = resources
        let at = Date(timeIntervalSince1970: 1_790_000_000)
        var trained: [WorkoutPlan] = []
        var logs: [String: LoggedExercise] = [:]
        for plan in history {
            var done = plan
            for index in done.exercises.indices {
                let item = done.exercises[index]
                let weight = Exercise.takesLoad(item.equipment) ? 40.0 : nil
                done.exercises[index].performed = (0..<item.sets).map { _ in
                    PerformedSet(
                        kind: .normal, reps: item.unit == .reps ? item.target.max : nil,
                        seconds: item.unit == .seconds ? item.target.max : nil,
                        meters: item.unit == .meters ? item.target.max : nil, weightKg: weight, rpe: 8, completedAt: at)
                }
                logs[item.exerciseId] = LoggedExercise(date: plan.date, exercise: done.exercises[index], rating: 4)
            }
            trained.append(done)
        }
        self.history = trained
        self.logs = logs
        let validator = resources.composer.validator
        program = BlockProgram(
            rules: resources.config.blocks, training: resources.config.training, catalog: resources.catalog,
            window: validator.window, threshold: validator.threshold, staples: resources.rotations)
    }

    /// `plan` (composed for `request`) through the layer.
    func run(_ plan: WorkoutPlan, request: PlanRequest) -> WorkoutPlan {
        let config = resources.config
        let composed = plan.exerciseIds
        var result = program.shape(plan, request: request, history: history)
        let rotated = Set(result.exerciseIds).subtracting(composed)
        let progression = config.sessions.progression
        let loads = progression.decide(
            result, logs: logs, catalog: resources.catalog, energy: request.energy, level: request.level,
            history: history, bars: config.sessions.warmup.bars, bodyWeightKg: config.sessions.bodyWeightKg)
        result = loads.plan
        let context = BodyweightLadder.Context(
            catalog: resources.catalog, ladders: resources.ladders, equipment: request.equipment,
            language: request.language, history: history.map(\.exerciseIds), validator: resources.makeValidator(),
            energy: request.energy)
        let ladders = config.bodyweight.apply(to: result, logs: logs, context: context)
        result = program.ramp.lighten(ladders.plan, step: progression.step(for:))
        result = config.sessions.warmup.apply(to: result)
        return PrescriptionWhy(rotated: rotated, recent: history.map(\.exerciseIds)).explain(
            result, loads: loads.decisions, ladders: ladders.reasons, logged: Set(logs.keys))
    }
}
