import FitTodayDomain
import FitTodayResources
import Testing

@Suite("training blocks: main lifts rotate to the next staple of Catalog/rotations.json")
struct MainLiftRotationTests {
    let rotation = MainLiftRotation(catalog: Fixtures.catalog, staples: Fixtures.resources.rotations)

    func available(_ profile: String, _ level: Level) -> Set<Int> {
        Set(Fixtures.catalog.available(equipment: Fixtures.equipment(profile), level: level))
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var from: String
        var goal: Goal
        var level: Level
        var profile: String
        var to: String
        var testDescription: String { "\(from) → \(to) (\(goal), \(level), \(profile))" }
    }

    @Test("the next staple suits the goal, the level and the equipment", arguments: [
        Case(from: "barbell-back-squat", goal: .strength, level: .intermediate, profile: "full-gym", to: "barbell-front-squat"),
        // Front and pause squats are for intermediates: a beginner's next squat is the box squat.
        Case(from: "barbell-back-squat", goal: .strength, level: .beginner, profile: "full-gym", to: "barbell-box-squat"),
        // A strength lifter with a barbell goes back to the barbell, never to a goblet squat or a machine.
        Case(from: "hack-squat", goal: .strength, level: .beginner, profile: "full-gym", to: "barbell-back-squat"),
        Case(from: "kettlebell-goblet-squat", goal: .strength, level: .advanced, profile: "full-gym", to: "barbell-back-squat"),
        Case(from: "barbell-bench-press", goal: .strength, level: .beginner, profile: "full-gym", to: "incline-barbell-bench-press"),
        Case(from: "machine-chest-press", goal: .strength, level: .beginner, profile: "full-gym", to: "barbell-bench-press"),
        Case(from: "barbell-deadlift", goal: .strength, level: .advanced, profile: "full-gym", to: "barbell-sumo-deadlift"),
        Case(from: "barbell-romanian-deadlift", goal: .strength, level: .advanced, profile: "full-gym", to: "barbell-deadlift"),
        Case(from: "barbell-romanian-deadlift", goal: .hypertrophy, level: .advanced, profile: "full-gym", to: "barbell-deadlift"),
        Case(from: "barbell-bent-over-row", goal: .strength, level: .advanced, profile: "full-gym", to: "pendlay-row"),
        Case(from: "seated-cable-row", goal: .hypertrophy, level: .advanced, profile: "full-gym", to: "chest-supported-t-bar-row"),
        Case(from: "dumbbell-goblet-squat", goal: .hypertrophy, level: .beginner, profile: "home-dumbbells", to: "dumbbell-front-squat"),
        Case(from: "dumbbell-bench-press", goal: .hypertrophy, level: .beginner, profile: "home-dumbbells", to: "dumbbell-incline-bench-press"),
        Case(from: "kettlebell-goblet-squat", goal: .strength, level: .intermediate, profile: "home-kettlebell", to: "double-kettlebell-front-squat"),
    ])
    func nextStaple(_ item: Case) throws {
        let next = try #require(rotation.successor(
            of: item.from, goal: item.goal, available: available(item.profile, item.level), avoid: []))
        #expect(next.id == item.to)
        // Deterministic, and an avoided lift is passed over.
        #expect(rotation.successor(of: item.from, goal: item.goal, available: available(item.profile, item.level), avoid: [])?.id == next.id)
        #expect(rotation.successor(of: item.from, goal: item.goal, available: available(item.profile, item.level), avoid: [next.id])?.id != next.id)
    }

    @Test("a strength lifter with a barbell is always rotated to a barbell lift of the same pattern",
          arguments: [Level.beginner, .intermediate, .advanced])
    func strengthStaysOnTheBarbell(level: Level) throws {
        let gym = available("full-gym", level)
        let barbellPatterns: Set<MovementPattern> = [.squat, .hinge, .horizontalPush, .verticalPush, .horizontalPull]
        var checked = 0
        for position in gym {
            let lift = Fixtures.catalog.exercises[position]
            guard lift.role == .main, lift.loadable, lift.mechanics == .compound, barbellPatterns.contains(lift.pattern),
                  lift.primaryMuscles.first != .triceps
            else { continue }
            let next = rotation.successor(of: lift.id, goal: .strength, available: gym, avoid: [])
            // A lift loaded on the body (a weighted dip) moves only to another such lift, or is kept.
            if [.pullUpBar, .dipStation].contains(lift.equipment.first) {
                #expect(next == nil || next?.equipment.first == lift.equipment.first, "\(lift.id) → \(next?.id ?? "none")")
                continue
            }
            #expect(next?.pattern == lift.pattern && next?.equipment.contains(.barbell) == true, "\(lift.id) → \(next?.id ?? "none")")
            #expect(gym.contains(Fixtures.catalog.position(ofId: next?.id ?? "") ?? -1))
            checked += 1
        }
        #expect(checked > 40)
    }

    @Test("the catalog's rotation chains are sound: two or more loadable compound lifts of one pattern each")
    func chainsAreSound() {
        let staples = Fixtures.resources.rotations
        #expect(staples.chains.count >= 20)
        #expect(staples.problems(in: Fixtures.catalog).isEmpty)
        let broken = StapleRotations([
            .init(lifts: ["barbell-back-squat"]),
            .init(goals: [.strength], lifts: ["barbell-back-squat", "barbell-deadlift", "no-such-lift", "push-up"]),
        ])
        #expect(broken.problems(in: Fixtures.catalog) == [
            .tooShort(chain: 0), .otherPattern(chain: 1, id: "barbell-deadlift"), .unknownId(chain: 1, id: "no-such-lift"),
            .otherPattern(chain: 1, id: "push-up"), .notMainLift(chain: 1, id: "push-up"),
        ])
    }

    @Test("main lifts of the last block give way to the next staple in the new block; the plan stays ≥ 60 % new")
    func rotateAtNewBlock() throws {
        let plans = try BlockHistory(level: .intermediate, goal: .hypertrophy, weeks: 5).run()
        var repeated = try #require(plans.last)
        repeated.date = BlockHistory.monday.adding(days: 35)
        repeated.block = TrainingBlock(number: 2, week: 1, weeks: 5, phase: .accumulation)
        let validator = Fixtures.composer.validator
        repeated.generation.diversity = validator.evaluate(plan: repeated.exerciseIds, history: plans.map(\.exerciseIds))
        let request = PlanRequest(
            equipment: Fixtures.equipment("full-gym"), level: .intermediate, goal: .hypertrophy, date: repeated.date)
        let rotate = { (plan: WorkoutPlan) in
            rotation.rotate(plan, history: plans, window: validator.window, threshold: validator.threshold, request: request)
        }
        let rotated = rotate(repeated)
        var changed = 0
        for (before, after) in zip(repeated.exercises, rotated.exercises) where before.exerciseId != after.exerciseId {
            changed += 1
            #expect(before.mainLift && after.mainLift && !after.kept && after.suggestedWeightKg == nil)
            let (a, b) = (Fixtures.catalog.exercise(id: before.exerciseId)!, Fixtures.catalog.exercise(id: after.exerciseId)!)
            #expect(a.pattern == b.pattern)
            let recent = plans.suffix(validator.window).flatMap(\.exerciseIds)
            #expect(recent.contains(before.exerciseId) || !recent.contains(after.exerciseId))
            #expect(after.sets == before.sets && after.target == before.target && after.effort == before.effort)
        }
        #expect(changed == repeated.exercises.count { $0.mainLift })
        let verdict = validator.evaluate(plan: rotated.exerciseIds, history: plans.map(\.exerciseIds))
        #expect(abs(verdict.ratio - rotated.generation.diversity.ratio) < 1e-9)
        #expect(verdict.ratio >= repeated.generation.diversity.ratio)
        #expect(rotate(repeated) == rotated, "the same inputs, the same plan")
        // In the block the plans come from, the main lifts are the block's: nothing changes.
        var sameBlock = repeated
        sameBlock.block = plans.last?.block
        #expect(rotate(sameBlock).exerciseIds == sameBlock.exerciseIds)
    }
}
