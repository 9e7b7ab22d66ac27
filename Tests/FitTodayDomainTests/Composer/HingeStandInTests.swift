import FitTodayDomain
import FitTodayResources
import Testing

/// A trained lifter's full body holds its backbone down to the rotation floor (issue 24, session 14): an advanced
/// athlete with no equipment has no hinge in reach, and their 30-minute full bodies held no hamstring work at all
/// (the hinge's slot stayed empty under the accessory floor), so every week ended with 0 of 7 hamstring sets. A
/// sliding leg curl now stands in for the hinge, the variation floor swaps it for the single-leg one, and the
/// accessory share exempts it as it exempts the backbone.
@Suite struct HingeStandInTests {
    @Test(arguments: [20, 30] as [Int])
    func aFullBodyWithNoHingeInReachHoldsAHamstringStandIn(minutes: Int) throws {
        let request = PlanRequest(
            equipment: EquipmentSet(), level: .advanced, goal: .hypertrophy, minutes: minutes, date: Fixtures.day,
            daysPerWeek: 5)
        let schedule = BatchSchedule(decision: DayDecision(rules: Fixtures.resources.config.schedule), daysPerWeek: 5)
        let plans = try BatchRunner(composer: Fixtures.composer).run(request, count: 20, seed: 11, schedule: schedule)
        let fullBodies = plans.filter { $0.focus == [Split.fullBody.rawValue] }
        #expect(fullBodies.count >= 6)
        var standIns = Set<String>()
        for plan in fullBodies {
            let hamstrings = plan.exercises.filter {
                Fixtures.catalog.exercise(id: $0.exerciseId)!.primaryMuscles.contains(.hamstrings)
            }
            #expect(!hamstrings.isEmpty, "\(plan.date): \(plan.exercises.map(\.exerciseId))")
            standIns.formUnion(hamstrings.map(\.exerciseId))
        }
        // Both leg curls take turns in the hinge's place.
        #expect(standIns.count >= 2, "\(standIns)")
        // The stand-in is the full body's backbone, not an accessory counted against its share.
        let audit = PlanAudit(catalog: Fixtures.catalog, rules: Fixtures.resources.config.training, request: request)
        let shares = audit.accessoryShares(plans).filter { $0.split == Split.fullBody.rawValue }
        #expect(!shares.contains { standIns.contains($0.exerciseId) }, "\(shares.map(\.exerciseId))")
    }
}
