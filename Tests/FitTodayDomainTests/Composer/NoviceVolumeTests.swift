import FitTodayDomain
import FitTodayResources
import Testing

/// A beginner's full body is 3 × 8–10 of each exercise (COACHING.md, `training.maxSetsByLevel`): a long session
/// ends sooner and says why, rather than filling its minutes with fourth and fifth sets (issue 24: a beginner's
/// 60-minute day was five exercises at 4–5 sets each). Other levels keep the rules' caps.
@Suite struct NoviceVolumeTests {
    @Test(arguments: ["full-gym", "home-dumbbells", "bodyweight"], [Goal.strength, .hypertrophy, .endurance])
    func aBeginnersLongSessionStopsAtThreeSetsAndSaysWhy(profile: String, goal: Goal) throws {
        let request = PlanRequest(
            equipment: Fixtures.equipment(profile), level: .beginner, goal: goal, minutes: 60, date: Fixtures.day,
            daysPerWeek: 3)
        let schedule = BatchSchedule(decision: DayDecision(rules: Fixtures.resources.config.schedule), daysPerWeek: 3)
        let plans = try BatchRunner(composer: Fixtures.composer).run(request, count: 9, seed: 3, schedule: schedule)
        var shortForLevel = 0
        for plan in plans where !plan.exercises.isEmpty {
            let ids = plan.exercises.map { "\($0.exerciseId) \($0.sets)" }
            #expect(plan.exercises.allSatisfy { $0.sets <= 3 }, "\(plan.date): \(ids)")
            if plan.shorter?.reason == .noviceVolume { shortForLevel += 1 }
        }
        #expect(shortForLevel > 0, "\(profile) \(goal): no plan says it is short for the level")
    }

    @Test func anIntermediateKeepsTheRulesCaps() throws {
        let request = PlanRequest(
            equipment: Fixtures.equipment("full-gym"), level: .intermediate, goal: .hypertrophy, minutes: 75,
            date: Fixtures.day)
        let plans = try BatchRunner(composer: Fixtures.composer).run(request, count: 6, seed: 3)
        #expect(plans.contains { plan in plan.exercises.contains { $0.sets > 3 } })
        #expect(!plans.contains { $0.shorter?.reason == .noviceVolume })
    }

    @Test func theLevelsCapIsUnderTheGlobalOnes() {
        let rules = Fixtures.resources.config.training
        let beginner = rules.forLevel(.beginner)
        #expect(beginner.maxSets == 3 && beginner.maxAccessorySets == 3)
        #expect(rules.forLevel(.advanced) == rules)
        #expect(rules.capsSets(for: .beginner) && !rules.capsSets(for: .intermediate))
    }
}
