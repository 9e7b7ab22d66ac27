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
