import FitTodayDomain
import FitTodayResources
import Foundation
import Testing

/// What the week lacks before what it can spare (issue 24, session 11): a thin pool's day keeps the work of its
/// focus.
@Suite struct WeekNeedTests {
    let catalog = Fixtures.catalog

    func groups(_ id: String) -> Set<TrainingGroup> {
        let muscles = Set(catalog.exercise(id: id)!.primaryMuscles)
        return Set(TrainingGroup.allCases.filter { !muscles.isDisjoint(with: $0.muscles) })
    }

    /// Every band pull is a beginner's move, under an advanced athlete's accessory floor: such a pull day held a
    /// single plank whenever back did not lack a fifth of its minimum. A day the first pass leaves under three
    /// exercises takes the reserve.
    @Test("a bands-only advanced athlete's pull days hold pulls, over seeds and six weeks", arguments: [11, 29] as [UInt64])
    func thinPullDaysHoldPulls(seed: UInt64) throws {
        let request = PlanRequest(
            equipment: EquipmentSet([.resistanceBand]), level: .advanced, goal: .endurance, minutes: 90,
            date: Fixtures.day, daysPerWeek: 6)
        let schedule = BatchSchedule(decision: DayDecision(rules: Fixtures.resources.config.schedule), daysPerWeek: 6)
        let plans = try BatchRunner(composer: Fixtures.composer).run(request, count: 36, seed: seed, schedule: schedule)
        let pullDays = plans.filter { $0.focus == ["pull"] }
        #expect(pullDays.count >= 6)
        for plan in pullDays {
            let backWork = plan.exercises.filter { groups($0.exerciseId).contains(.back) }
            #expect(!backWork.isEmpty, "\(plan.date): \(plan.exercises.map(\.exerciseId))")
            #expect(plan.exercises.count >= 3, "\(plan.date): \(plan.exercises.map(\.exerciseId))")
        }
    }
}

/// The week's maximum against the paths that add sets after the slots are filled (issue 24, session 11): a
/// variation-floor replacement or fresh accessory, and a superset's or circuit's extra rounds. A bands-only or
/// kettlebell lifter's core went 1–4 sets past its weekly maximum through them (a bear crawl for a repeated pull, a
/// plank's fourth round).
@Suite struct WeeklyMaximumPathTests {
    /// Each at their level's days a week (`schedule.daysPerWeek`). Where no fresh exercise with room is left, the
    /// repeat leaves the plan; the variation floor passes the maximum only for a plan down to 3 exercises.
    static let people: [(equipment: [Equipment], level: Level, goal: Goal, minutes: Int)] = [
        ([.resistanceBand], .advanced, .endurance, 30),
        ([.kettlebell], .advanced, .strength, 45),
        ([.kettlebell], .intermediate, .strength, 90),
        ([.kettlebell], .intermediate, .endurance, 30),
        ([], .advanced, .endurance, 30),
    ]

    @Test("core sets stay within the weekly maximum over six weeks, seeds 11 and 29", arguments: 0..<5)
    func coreWithinItsMaximum(person: Int) throws {
        let who = Self.people[person]
        let days = Fixtures.resources.config.schedule.daysPerWeek[who.level]
        for seed: UInt64 in [11, 29] {
            let request = PlanRequest(
                equipment: EquipmentSet(who.equipment), level: who.level, goal: who.goal, minutes: who.minutes,
                date: Fixtures.day, daysPerWeek: days)
            let schedule = BatchSchedule(
                decision: DayDecision(rules: Fixtures.resources.config.schedule), daysPerWeek: days)
            let plans = try BatchRunner(composer: Fixtures.composer)
                .run(request, count: 6 * days, seed: seed, schedule: schedule)
            let audit = PlanAudit(catalog: Fixtures.catalog, rules: Fixtures.resources.config.training, request: request)
            for week in audit.run(plans, goal: who.goal).weeks {
                for group in week.groups where group.group == .core {
                    #expect(!group.overMax, "seed \(seed) week \(week.index): core \(group.sets) of at most \(group.max)")
                }
            }
        }
    }
}
