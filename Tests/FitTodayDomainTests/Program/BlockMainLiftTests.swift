import FitTodayDomain
import FitTodayResources
import Testing

/// Twelve weeks composed and placed in blocks (`BlockHistory`), over seeds, levels, goals and equipment: one main
/// lift per pattern through a block, the next staple of the pattern at a new block, and the 60 % rule on every plan.
@Suite("training blocks: main lifts kept through a block and rotated at the next, over many histories")
struct BlockMainLiftTests {
    static let profiles = ["full-gym", "home-dumbbells", "home-kettlebell", "home-gym"]

    /// Main lift ids by block and pattern, in the order they came.
    static func mainLifts(_ plans: [WorkoutPlan]) -> [Int: [MovementPattern: [String]]] {
        var lifts: [Int: [MovementPattern: [String]]] = [:]
        for plan in plans {
            for item in plan.exercises where item.mainLift {
                let pattern = Fixtures.catalog.exercise(id: item.exerciseId)!.pattern
                if lifts[plan.block!.number, default: [:]][pattern, default: []].contains(item.exerciseId) { continue }
                lifts[plan.block!.number, default: [:]][pattern, default: []].append(item.exerciseId)
            }
        }
        return lifts
    }

    static func trace(_ plans: [WorkoutPlan], _ pattern: MovementPattern) -> String {
        plans.map { plan in
            let lifts = plan.exercises.filter { $0.mainLift && Fixtures.catalog.exercise(id: $0.exerciseId)!.pattern == pattern }
            return "\(plan.date) \(plan.focus) \(lifts.map(\.exerciseId))"
        }.joined(separator: "; ")
    }

    @Test("one main lift per pattern through each block, and every plan keeps the 60 % rule",
          arguments: [Level.beginner, .intermediate, .advanced], [Goal.strength, .hypertrophy])
    func keptThroughTheBlock(level: Level, goal: Goal) throws {
        let validator = Fixtures.composer.validator
        for profile in Self.profiles {
            for seed in UInt64(1)...4 {
                let plans = try BlockHistory(level: level, goal: goal, profile: profile, seed: seed).run()
                for (block, patterns) in Self.mainLifts(plans) {
                    for (pattern, ids) in patterns {
                        #expect(ids.count == 1, "\(profile) seed \(seed) block \(block) \(pattern): \(ids) \(Self.trace(plans, pattern))")
                    }
                }
                for (index, plan) in plans.enumerated() {
                    let main = plan.exercises.filter(\.mainLift)
                    let patterns = main.map { Fixtures.catalog.exercise(id: $0.exerciseId)!.pattern }
                    #expect(Set(patterns).count == patterns.count, "one main lift per pattern in a plan: \(plan.date)")
                    let verdict = validator.evaluate(
                        plan: plan.exerciseIds, history: plans[..<index].map(\.exerciseIds))
                    #expect(verdict.passes || plan.generation.diversity.isInfeasible, "\(profile) \(plan.date) \(verdict.ratio)")
                }
            }
        }
    }

    @Test("the same focus keeps all its main lifts through a block: none lost to the 60 % rule, strength included",
          arguments: [Level.intermediate, .advanced], [Goal.strength, .hypertrophy])
    func noMainLiftLostToTheFloor(level: Level, goal: Goal) throws {
        for profile in ["full-gym", "home-dumbbells"] {
            for seed in UInt64(1)...4 {
                let plans = try BlockHistory(level: level, goal: goal, profile: profile, seed: seed).run()
                for (index, plan) in plans.enumerated() {
                    guard let previous = plans[..<index].last(where: { $0.focus == plan.focus }),
                          previous.block?.number == plan.block?.number
                    else { continue }
                    let before = previous.exercises.filter(\.mainLift).map(\.exerciseId)
                    let now = plan.exercises.filter(\.mainLift).map(\.exerciseId)
                    #expect(before == now, "\(profile) seed \(seed) \(plan.date) \(plan.focus)")
                }
            }
        }
    }

    @Test("at a new block each pattern's main lift changes to another lift of the pattern the equipment allows",
          arguments: [Level.intermediate, .advanced], [Goal.strength, .hypertrophy])
    func rotatedAtTheNewBlock(level: Level, goal: Goal) throws {
        let rotation = MainLiftRotation(catalog: Fixtures.catalog, staples: Fixtures.resources.rotations)
        var rotated = 0
        for profile in Self.profiles {
            let available = Set(Fixtures.catalog.available(equipment: Fixtures.equipment(profile), level: level))
            for seed in UInt64(1)...4 {
                let plans = try BlockHistory(level: level, goal: goal, profile: profile, seed: seed).run()
                let lifts = Self.mainLifts(plans)
                #expect(lifts.keys.count >= 2, "a new block in 12 weeks")
                for block in lifts.keys.sorted() where block > 1 {
                    for (pattern, ids) in lifts[block]! {
                        let next = Fixtures.catalog.exercise(id: ids[0])!
                        #expect(next.pattern == pattern)
                        #expect(available.contains(Fixtures.catalog.position(ofId: next.id)!))
                        guard let old = lifts[block - 1]?[pattern]?.first else { continue }
                        // The old lift stays only where the catalog has no other staple of the pattern for this
                        // person, or where that staple is in the block's first plan already or was in the workouts
                        // the variation rule compares it with.
                        if old == next.id {
                            let first = plans.firstIndex { $0.block?.number == block }!
                            let taken = Set(plans[max(0, first - 3)...first].flatMap(\.exerciseIds))
                            let staple = rotation.successor(of: old, goal: goal, available: available, avoid: [])
                            #expect(staple.map { taken.contains($0.id) } ?? true,
                                    "\(profile) seed \(seed) block \(block): \(old) kept, not \(staple?.id ?? "")")
                        } else {
                            rotated += 1
                        }
                    }
                }
            }
        }
        #expect(rotated >= 40)
    }
}
