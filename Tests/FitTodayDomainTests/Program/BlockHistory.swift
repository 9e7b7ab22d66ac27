import FitTodayDomain
import FitTodayResources
import Foundation

/// Synthetic histories for the block tests: a person trains on fixed weekdays for some weeks, every plan composed,
/// placed in its block by `BlockProgram` and logged by a lifter whose main lifts progress (or stall), with a rating.
struct BlockHistory {
    var level: Level
    var goal: Goal
    var profile = "full-gym"
    /// Monday-based weekday offsets of the training days.
    var weekdays = [0, 2, 4]
    var weeks = 12
    var seed: UInt64 = 1
    var minutes = 45
    /// Whether the lifter's main lifts get stronger from exposure to exposure.
    var progressing = true
    var rating = 4

    static var rules: BlockRules { Fixtures.resources.config.blocks }
    static var program: BlockProgram {
        let config = Fixtures.resources.config
        return BlockProgram(
            rules: config.blocks, training: config.training, catalog: Fixtures.catalog,
            window: config.variation.window, threshold: config.variation.threshold,
            staples: Fixtures.resources.rotations)
    }

    /// The first Monday on or after the fixtures' day.
    static var monday: CalendarDay {
        let day = Fixtures.day
        return day.adding(days: (7 - (day.dayNumber + 3) % 7) % 7)
    }

    /// The recorded plans, oldest first.
    func run() throws -> [WorkoutPlan] {
        let program = Self.program
        let start = Self.monday
        var history: [WorkoutPlan] = []
        var exposures: [String: Int] = [:]
        for week in 0..<weeks {
            for weekday in weekdays {
                let date = start.adding(days: week * 7 + weekday)
                let request = PlanRequest(
                    equipment: Fixtures.equipment(profile), level: level, goal: goal, minutes: minutes, date: date)
                let daySeed = seed &* 1_000_003 &+ UInt64(date.dayNumber)
                let plan = try Fixtures.composer.compose(request, history: history, seed: daySeed)
                var shaped = program.shape(plan, request: request, history: history)
                log(&shaped, exposures: &exposures)
                history.append(shaped)
            }
        }
        return history
    }

    /// Logs every set at the top of its target; main lifts at a load that grows with each exposure (or not).
    func log(_ plan: inout WorkoutPlan, exposures: inout [String: Int]) {
        let at = Date(timeIntervalSince1970: Double(plan.date.dayNumber) * 86_400 + 64_800)
        for index in plan.exercises.indices where plan.exercises[index].unit == .reps {
            let item = plan.exercises[index]
            let count = exposures[item.exerciseId, default: 0]
            exposures[item.exerciseId] = count + 1
            let weight = 40 + (progressing ? 2.5 * Double(count) : 0)
            plan.exercises[index].performed = (0..<item.sets).map { _ in
                PerformedSet(kind: .normal, reps: item.target.max, seconds: nil, weightKg: weight, rpe: nil, completedAt: at)
            }
        }
        plan.performance = WorkoutPerformance(
            sessionId: "s-\(plan.date)", plannedId: plan.id, startedAt: at, finishedAt: at.addingTimeInterval(3_000),
            durationSeconds: 3_000, activeEnergyKcal: 300, energySource: .estimated, volumeKg: 1_000,
            setsCompleted: plan.exercises.reduce(0) { $0 + $1.sets }, setsPlanned: plan.exercises.reduce(0) { $0 + $1.sets },
            rating: rating)
    }
}
