import FitTodayDomain
import FitTodayResources
import FitTodayUseCases
import Foundation

/// The program layer on a composed plan (`ProgramStages`, as `DayPlan` runs it after the composer: block placement,
/// loads, ladders, deload lightening, warm-ups and `why`), with a week of history trained at the top of every range:
/// what a plan costs beyond the composer, without the store.
struct ProgramLayer {
    let resources: LoadedResources
    let history: [WorkoutPlan]
    let logs: [String: LoggedExercise]
    let stages: ProgramStages

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
        stages = ProgramStages(resources: resources)
    }

    /// `plan` (composed for `request`) through the stages, as `DayPlan` runs them (the store's reads aside).
    func run(_ plan: WorkoutPlan, request: PlanRequest) -> WorkoutPlan {
        let placed = stages.place(plan, request: request, record: history)
        return stages.finish(
            placed, request: request, history: history, loadHistory: history, logs: logs, ladderLogs: logs)
    }
}
