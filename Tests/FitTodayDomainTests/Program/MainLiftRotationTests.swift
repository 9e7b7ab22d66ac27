import FitTodayDomain
import FitTodayResources
import Testing

@Suite("training blocks: main lifts kept in a block, rotated between blocks")
struct MainLiftRotationTests {
    let rotation = MainLiftRotation(catalog: Fixtures.catalog)
    var fullGym: Set<Int> { Set(Fixtures.catalog.available(equipment: Fixtures.equipment("full-gym"))) }

    @Test("a staple's successor is another loadable staple of the same pattern, loaded the same way when one exists",
          arguments: ["barbell-back-squat", "barbell-deadlift", "barbell-bench-press", "barbell-bent-over-row"])
    func successor(id: String) throws {
        let current = try #require(Fixtures.catalog.exercise(id: id))
        let next = try #require(rotation.successor(of: id, available: fullGym, avoid: []))
        #expect(next.id != id && next.pattern == current.pattern && next.tier == .staple && next.loadable)
        #expect(next.equipment.first == current.equipment.first)
        #expect(rotation.successor(of: id, available: fullGym, avoid: [])?.id == next.id, "deterministic")
        #expect(rotation.successor(of: id, available: fullGym, avoid: [next.id])?.id != next.id)
    }

    @Test("main lifts of the last block give way to a same-pattern staple in the new block; the plan stays ≥ 60 % new")
    func rotateAtNewBlock() throws {
        let plans = try BlockHistory(level: .intermediate, goal: .hypertrophy, weeks: 5).run()
        var repeated = try #require(plans.last)
        let nextMonday = BlockHistory.monday.adding(days: 35)
        repeated.date = nextMonday
        repeated.block = TrainingBlock(number: 2, week: 1, weeks: 5, phase: .accumulation)
        let validator = Fixtures.composer.validator
        repeated.generation.diversity = validator.evaluate(plan: repeated.exerciseIds, history: plans.map(\.exerciseIds))
        let rotated = rotation.rotate(
            repeated, history: plans, window: validator.window, equipment: Fixtures.equipment("full-gym"),
            level: .intermediate, language: .ptBR)
        var changed = 0
        for (before, after) in zip(repeated.exercises, rotated.exercises) {
            guard before.exerciseId != after.exerciseId else { continue }
            changed += 1
            #expect(before.mainLift && after.mainLift && !after.kept)
            let (a, b) = (Fixtures.catalog.exercise(id: before.exerciseId)!, Fixtures.catalog.exercise(id: after.exerciseId)!)
            #expect(a.pattern == b.pattern && b.tier == .staple)
            #expect(!plans.suffix(validator.window).flatMap(\.exerciseIds).contains(after.exerciseId))
            #expect(after.sets == before.sets && after.target == before.target && after.effort == before.effort)
        }
        #expect(changed == repeated.exercises.count { $0.mainLift })
        let verdict = validator.evaluate(plan: rotated.exerciseIds, history: plans.map(\.exerciseIds))
        #expect(abs(verdict.ratio - rotated.generation.diversity.ratio) < 1e-9)
        #expect(verdict.ratio >= repeated.generation.diversity.ratio)
        // The same inputs, the same plan; in block 1 nothing rotates.
        #expect(rotation.rotate(repeated, history: plans, window: 3, equipment: Fixtures.equipment("full-gym"),
                                level: .intermediate, language: .ptBR) == rotated)
        var firstBlock = repeated
        firstBlock.block?.number = 1
        #expect(rotation.rotate(firstBlock, history: plans, window: 3, equipment: Fixtures.equipment("full-gym"),
                                level: .intermediate, language: .ptBR) == firstBlock)
    }

    /// Strength plans are left out of the kept check: with fewer exercises, the variation floor (the hard rule)
    /// often swaps a kept main lift for a fresh one.
    @Test("over 12 weeks: the first main lift of a focus is kept through a block, no main lift of a block returns as a main lift of the next where a staple could replace it, and every plan keeps the 60 % rule",
          arguments: [Level.intermediate, .advanced], [Goal.strength, .hypertrophy])
    func keptAndRotated(level: Level, goal: Goal) throws {
        let validator = Fixtures.composer.validator
        for seed in UInt64(1)...3 {
            let plans = try BlockHistory(level: level, goal: goal, seed: seed).run()
            for (index, plan) in plans.enumerated() {
                let earlier = Array(plans[..<index])
                let verdict = validator.evaluate(plan: plan.exerciseIds, history: earlier.map(\.exerciseIds))
                #expect(abs(verdict.ratio - plan.generation.diversity.ratio) < 1e-9)
                #expect(verdict.passes || plan.generation.diversity.isInfeasible, "\(plan.date) \(verdict.ratio)")
                let number = plan.block!.number
                let sameFocus = earlier.last { $0.focus == plan.focus }
                if goal == .hypertrophy, let sameFocus, sameFocus.block?.number == number, plan.focus != ["full-body"] {
                    #expect(sameFocus.exercises.first(where: \.mainLift)?.exerciseId
                        == plan.exercises.first(where: \.mainLift)?.exerciseId, "kept in block \(number): \(plan.date)")
                }
                let lastBlock = Set(earlier.filter { $0.block?.number == number - 1 }
                    .flatMap { $0.exercises.filter(\.mainLift).map(\.exerciseId) })
                let thisBlock = Set(earlier.filter { $0.block?.number == number }
                    .flatMap { $0.exercises.filter(\.mainLift).map(\.exerciseId) })
                for item in plan.exercises where item.mainLift && lastBlock.contains(item.exerciseId)
                    && !thisBlock.contains(item.exerciseId) {
                    var avoid = Set(earlier.suffix(validator.window).flatMap(\.exerciseIds)).union(lastBlock)
                    avoid.formUnion(plan.exerciseIds)
                    #expect(rotation.successor(of: item.exerciseId, available: fullGym, avoid: avoid) == nil)
                }
            }
        }
    }
}
