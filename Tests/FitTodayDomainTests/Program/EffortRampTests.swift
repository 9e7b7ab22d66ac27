import FitTodayDomain
import FitTodayResources
import Testing

@Suite("training blocks: effort across the weeks and the deload")
struct EffortRampTests {
    let config = Fixtures.resources.config
    var ramp: EffortRamp { EffortRamp(rules: config.blocks, training: config.training) }

    /// A composed full-gym plan for `goal` and `level`, before any block.
    func plan(_ goal: Goal, _ level: Level = .intermediate, seed: UInt64 = 7) throws -> WorkoutPlan {
        try Fixtures.composer.compose(
            PlanRequest(equipment: Fixtures.equipment("full-gym"), level: level, goal: goal, date: Fixtures.day),
            history: [], seed: seed)
    }

    @Test("hypertrophy: reps in reserve ramp 3 → 2 → 1 over an intermediate's block, compounds never below 1",
          arguments: [UInt64(1), 2, 3])
    func rirRamp(seed: UInt64) throws {
        let plans = try BlockHistory(level: .intermediate, goal: .hypertrophy, seed: seed).run()
        let base = config.training.goals[.hypertrophy]!.rir[.intermediate]!
        let firstBlock = plans.filter { $0.block?.number == 1 && $0.block?.phase == .accumulation }
        var byWeek: [Int: Set<Int>] = [:]
        for plan in firstBlock {
            for item in plan.exercises where item.mainLift { byWeek[plan.block!.week, default: []].insert(item.effort!.rir) }
        }
        let weeks = byWeek.keys.sorted()
        #expect(weeks == [1, 2, 3, 4])
        #expect(weeks.allSatisfy { byWeek[$0]!.count == 1 }, "one main-lift RIR per week")
        let values = weeks.map { byWeek[$0]!.first! }
        #expect(values.first == base + 1 && values.last == base - 1)
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 >= $1 })
        for plan in plans {
            for item in plan.exercises where item.role != .power && item.unit == .reps {
                let compound = item.mainLift || Fixtures.catalog.exercise(id: item.exerciseId)?.mechanics == .compound
                #expect(item.effort!.rir >= (compound ? min(config.blocks.compoundMinRir, base - 1) : 0))
            }
        }
    }

    @Test("strength: main lifts go 3 × 7–8 → 4 × 5–6 → 5 × 3–4 across the accumulation weeks; accessories ramp RIR")
    func strengthDoses() throws {
        let plan = try plan(.strength)
        let weeks = config.blocks.plannedWeeks(level: .intermediate, goal: .strength)
        let doses = (1..<weeks).map { week in
            ramp.apply(
                to: plan, block: TrainingBlock(number: 1, week: week, weeks: weeks, phase: .accumulation),
                goal: .strength, level: .intermediate, catalog: Fixtures.catalog)
        }
        let mainIndex = try #require(plan.exercises.firstIndex { $0.mainLift })
        let fitted = plan.exercises[mainIndex].sets
        let mains = doses.map { $0.exercises[mainIndex] }
        #expect(mains.first?.sets == min(fitted, 3) && mains.first?.target == RepRange(min: 7, max: 8))
        #expect(mains.last?.sets == min(fitted, 5) && mains.last?.target == RepRange(min: 3, max: 4))
        #expect(mains.contains { $0.sets == min(fitted, 4) && $0.target == RepRange(min: 5, max: 6) })
        #expect(doses.allSatisfy { $0.estimatedMinutes <= plan.estimatedMinutes }, "never past the fitted minutes")
        let index = try #require(plan.exercises.firstIndex { !$0.mainLift && $0.role != .power && $0.effort != nil })
        let accessories = doses.map { $0.exercises[index] }
        let (first, last) = (try #require(accessories.first?.effort), try #require(accessories.last?.effort))
        #expect(first.rir > last.rir)
        // Accessories keep their sets, or take the time the week's fewer main sets left (never past the minutes).
        #expect(accessories.allSatisfy { $0.sets >= plan.exercises[index].sets })
        #expect(doses.allSatisfy { $0.block?.week != nil })
    }

    @Test("a deload week keeps about half the sets, adds reps in reserve, and lightens suggested loads to a step",
          arguments: [Goal.strength, .hypertrophy, .endurance])
    func deload(goal: Goal) throws {
        let base = try plan(goal)
        let deloaded = ramp.apply(
            to: base, block: TrainingBlock(number: 1, week: 5, weeks: 5, phase: .deload), goal: goal,
            level: .intermediate, catalog: Fixtures.catalog)
        #expect(deloaded.exerciseIds == base.exerciseIds, "the same lifts")
        for (before, after) in zip(base.exercises, deloaded.exercises) where before.role != .power {
            #expect(after.sets == max(1, Int((Double(before.sets) * 0.5).rounded())))
            // Holds and carries have no effort to add to.
            #expect(after.effort?.rir == before.effort.map { $0.rir + config.blocks.deload.rirDelta })
            #expect((after.effort == nil) == (after.unit != .reps))
            #expect(after.target == before.target)
        }
        #expect(deloaded.estimatedMinutes < base.estimatedMinutes)
        var loaded = deloaded
        for index in loaded.exercises.indices { loaded.exercises[index].suggestedWeightKg = 100 }
        let steps = config.sessions.progression
        let light = ramp.lighten(loaded, step: steps.step(for:))
        for item in light.exercises {
            let weight = try #require(item.suggestedWeightKg)
            #expect(weight < 100 && weight >= 85)
            if let step = steps.step(for: item.equipment) {
                #expect(abs(weight / step - (weight / step).rounded()) < 1e-9, "a loadable step")
            }
        }
        // Not a deload: loads untouched; a kettlebell step too coarse for 10 % keeps the load.
        #expect(ramp.lighten(base, step: steps.step(for:)) == base)
        var bell = loaded
        bell.exercises[0].suggestedWeightKg = 12
        bell.exercises[0].equipment = [.kettlebell]
        #expect(ramp.lighten(bell, step: steps.step(for:)).exercises[0].suggestedWeightKg == 12)
    }

    @Test("an open-ended beginner block keeps the base prescription")
    func beginnerBase() throws {
        let base = try plan(.hypertrophy, .beginner)
        let week = ramp.apply(
            to: base, block: TrainingBlock(number: 1, week: 6, weeks: 8, phase: .accumulation), goal: .hypertrophy,
            level: .beginner, catalog: Fixtures.catalog)
        #expect(week.exercises == base.exercises && week.block?.week == 6)
    }
}
