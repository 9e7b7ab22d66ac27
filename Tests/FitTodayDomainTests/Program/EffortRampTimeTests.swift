import FitTodayDomain
import FitTodayResources
import Testing

@Suite("training blocks: a week's doses keep the plan to its minutes")
struct EffortRampTimeTests {
    let config = Fixtures.resources.config
    var ramp: EffortRamp { EffortRamp(rules: config.blocks, training: config.training) }

    @Test("a strength block's first week gives the main lifts' lost time to the accessories, or says shorter",
          arguments: [45, 60, 75])
    // Not 30 minutes: there a full body's four backbone lifts share the time (`backboneMinSets`) and its main lifts
    // already come at the first week's sets or fewer, so nothing is cut and the case is not exercised.
    func firstWeekKeepsTheMinutes(minutes: Int) throws {
        var cut = 0
        var refilled = 0
        for level in [Level.intermediate, .advanced] {
            for profile in ["full-gym", "home-dumbbells", "home-kettlebell"] {
                for seed in UInt64(1)...6 {
                    let request = PlanRequest(
                        equipment: Fixtures.equipment(profile), level: level, goal: .strength, minutes: minutes,
                        date: Fixtures.day)
                    let plan = try Fixtures.composer.compose(request, history: [], seed: seed)
                    let block = TrainingBlock(
                        number: 1, week: 1, weeks: config.blocks.plannedWeeks(level: level, goal: .strength),
                        phase: .accumulation)
                    let week = ramp.apply(
                        to: plan, block: block, goal: .strength, level: level, catalog: Fixtures.catalog,
                        requestedMinutes: minutes)
                    let sets = { (plan: WorkoutPlan, main: Bool) in
                        plan.exercises.filter { $0.mainLift == main }.reduce(0) { $0 + $1.sets }
                    }
                    if sets(week, true) < sets(plan, true) { cut += 1 }
                    if sets(week, false) > sets(plan, false) { refilled += 1 }
                    // Accessories only gain sets, never past the most an accessory may have.
                    for (before, after) in zip(plan.exercises, week.exercises) where !before.mainLift {
                        #expect(after.sets >= before.sets && after.sets <= max(before.sets, config.training.maxAccessorySets))
                    }
                    guard plan.shorter == nil else { continue }
                    let short = Double(week.estimatedMinutes + 1) < Double(minutes) * (1 - config.training.timeTolerance)
                    #expect(!short || week.shorter != nil, "\(profile) \(level) seed \(seed): \(week.estimatedMinutes) of \(minutes) min")
                }
            }
        }
        // The first week's 3 main sets are fewer than the composer fits in most plans: the case is exercised.
        #expect(cut > 0 && refilled > 0)
    }

    @Test("a deload week stays short on purpose: half the sets, no accessory refill")
    func deloadIsNotRefilled() throws {
        let request = PlanRequest(
            equipment: Fixtures.equipment("full-gym"), level: .intermediate, goal: .strength, minutes: 60, date: Fixtures.day)
        let plan = try Fixtures.composer.compose(request, history: [], seed: 3)
        let deload = ramp.apply(
            to: plan, block: TrainingBlock(number: 1, week: 5, weeks: 5, phase: .deload), goal: .strength,
            level: .intermediate, catalog: Fixtures.catalog, requestedMinutes: 60)
        for (before, after) in zip(plan.exercises, deload.exercises) where before.role != .power {
            #expect(after.sets <= before.sets)
        }
    }
}
