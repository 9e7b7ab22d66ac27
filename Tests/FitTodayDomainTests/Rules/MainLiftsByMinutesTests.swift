import FitTodayDomain
import FitTodayResources
import Testing

/// A short session leads with fewer main lifts (`training.minutesPerMainLift`): each comes with a warm-up ramp and
/// long rests, and two kept lifts in 20 minutes left the variation floor three fresh accessories to add, each
/// trimmed to a single set (issue 24, session 13: 1,464 of 3,024 twenty-minute property plans held one).
@Suite struct MainLiftsByMinutesTests {
    let rules = Fixtures.resources.config.training

    @Test func aSessionHoldsOneMainLiftPerTwentyMinutesAndAtLeastOne() throws {
        let strength = rules.goalRule(.strength, level: .intermediate)
        #expect(strength.mainLifts == 2)
        #expect(rules.mainLifts(strength, minutes: 20) == 1)
        #expect(rules.mainLifts(strength, minutes: 30) == 1)
        #expect(rules.mainLifts(strength, minutes: 45) == 2)
        #expect(rules.mainLifts(strength, minutes: 90) == 2)
        #expect(rules.mainLifts(strength, minutes: 10) == 1)
        // A goal without main lifts (endurance) gets none at any length.
        let endurance = rules.goalRule(.endurance, level: .intermediate)
        #expect(rules.mainLifts(endurance, minutes: 90) == 0)
        // Without the setting, the goal's own count.
        var unlimited = rules
        unlimited.minutesPerMainLift = nil
        #expect(unlimited.mainLifts(strength, minutes: 20) == 2)
    }

    /// Two weeks of 20-minute upper and lower days for a lifter with a full gym: one main lift a day, kept from
    /// one day of its split to the next, and every other exercise at two sets or more.
    @Test(arguments: [Goal.strength, .hypertrophy])
    func twentyMinuteDaysLeadWithOneLiftAndNoSingleSets(_ goal: Goal) throws {
        let request = PlanRequest(
            equipment: Fixtures.equipment("full-gym"), level: .intermediate, goal: goal, minutes: 20,
            date: Fixtures.day, daysPerWeek: 4)
        let schedule = BatchSchedule(decision: DayDecision(rules: Fixtures.resources.config.schedule), daysPerWeek: 4)
        let plans = try BatchRunner(composer: Fixtures.composer).run(request, count: 8, seed: 5, schedule: schedule)
            .filter { !$0.exercises.isEmpty }
        #expect(plans.count == 8)
        for plan in plans {
            let ids = plan.exercises.map { "\($0.exerciseId) \($0.sets)" }
            #expect(plan.exercises.count { $0.mainLift } == 1, "\(plan.date): \(ids)")
            #expect(plan.exercises.allSatisfy { $0.mainLift || $0.sets >= 2 }, "\(plan.date): \(ids)")
        }
        // The lift is kept: a split's second day leads with its first day's lift.
        var lead: [[String]: String] = [:]
        var kept = 0
        for plan in plans {
            let lift = plan.exercises.first { $0.mainLift }!.exerciseId
            if lead[plan.focus] == lift { kept += 1 }
            lead[plan.focus] = lift
        }
        #expect(kept >= 4, "a lift kept on \(kept) of the split's later days")
    }
}
