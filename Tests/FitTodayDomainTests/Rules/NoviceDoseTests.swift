import FitTodayDomain
import FitTodayResources
import Testing

/// Novice defaults (Config `training.goals.GOAL.levels.beginner`): a beginner gets moderate reps and rests, and the
/// program keeps that dose. Before, a beginner on a strength goal got 4 × 3–6 with 4–5-minute rests: three
/// exercises in 40 minutes, none a hinge.
@Suite struct NoviceDoseTests {
    let config = Fixtures.resources.config

    enum Family { case squat, hinge, push, pull }

    static func family(_ pattern: MovementPattern) -> Family? {
        switch pattern {
        case .squat, .lunge: .squat
        case .hinge, .hipExtension: .hinge
        case .horizontalPush, .verticalPush: .push
        case .horizontalPull, .verticalPull: .pull
        default: nil
        }
    }

    @Test func beginnersGetModerateMainDosesAndRests() {
        for goal in [Goal.strength, .hypertrophy] {
            let rule = config.training.goalRule(goal, level: .beginner)
            #expect(rule.main.reps.min >= 8 && rule.main.reps.max <= 12, "\(goal)")
            #expect((rule.main.restSeconds ?? 0) <= 120, "\(goal)")
            #expect(rule.restFactor <= 1)
        }
        // Other levels keep the goal's own doses.
        #expect(config.training.goalRule(.strength, level: .intermediate) == config.training.goals[.strength]!)
    }

    /// A beginner's 40-minute full body on a strength goal holds squat, hinge, push and pull at moderate doses.
    @Test(arguments: ["full-gym", "home-dumbbells", "home-gym"])
    func aBeginnersFullBodyCoversSquatHingePushAndPull(_ profile: String) throws {
        let request = PlanRequest(
            focus: .split(.fullBody), equipment: Fixtures.equipment(profile), level: .beginner, goal: .strength,
            minutes: 40, date: Fixtures.day)
        let plan = try Fixtures.composer.compose(request, history: [], seed: 1)
        let families = Set(plan.exercises.compactMap {
            Fixtures.catalog.exercise(id: $0.exerciseId).flatMap { Self.family($0.pattern) }
        })
        #expect(families.isSuperset(of: [.squat, .hinge, .push, .pull]), "\(profile): \(plan.exerciseIds)")
        for item in plan.exercises where item.unit == .reps {
            #expect(item.target.max >= 8, "\(profile) \(item.exerciseId)")
            #expect(item.restSeconds <= 180, "\(profile) \(item.exerciseId)")
        }
    }

    /// The program agrees: a beginner's block is open-ended, so its weeks keep the novice dose (no strength ramp
    /// to 5 × 3–4); only a deload changes it.
    @Test func theBlockProgramKeepsTheNoviceDose() throws {
        let request = PlanRequest(
            focus: .split(.fullBody), equipment: Fixtures.equipment("full-gym"), level: .beginner, goal: .strength,
            minutes: 40, date: Fixtures.day)
        let plan = try Fixtures.composer.compose(request, history: [], seed: 1)
        let ramp = EffortRamp(rules: config.blocks, training: config.training)
        for week in 1...6 {
            let block = TrainingBlock(number: 1, week: week, weeks: 8, phase: .accumulation)
            let ramped = ramp.apply(to: plan, block: block, goal: .strength, level: .beginner, catalog: Fixtures.catalog)
            #expect(ramped.exercises.map(\.sets) == plan.exercises.map(\.sets))
            #expect(ramped.exercises.map(\.target) == plan.exercises.map(\.target))
        }
        let main = plan.exercises.filter(\.mainLift)
        #expect(!main.isEmpty)
        #expect(main.allSatisfy { $0.target == RepRange(min: 8, max: 10) && $0.sets >= 3 })
    }
}
