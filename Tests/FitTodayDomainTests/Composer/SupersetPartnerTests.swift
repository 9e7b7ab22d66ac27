import FitTodayDomain
import FitTodayResources
import Testing

/// A superset day's accessories leave a partner for each other (issue 24, session 13): with one main lift in a
/// 20-minute session, a garage lifter's lower day was a squat, a deadlift and a barbell split squat, all on the one
/// barbell, so nothing could pair and the day ran in straight sets. An accessory at the station every pick so far
/// uses waits for the slots after it: a plank beside the squat. (An advanced lifter's 20-minute push day, a bench
/// press, a weighted dip and a triceps extension, still cannot pair: each works another's muscle.)
@Suite struct SupersetPartnerTests {
    @Test(arguments: [Level.intermediate, .advanced])
    func aGarageLiftersTwentyMinuteLowerDaysHoldASuperset(_ level: Level) throws {
        let equipment = EquipmentSet([.barbell, .squatRack, .bench, .weightPlate, .pullUpBar, .dipStation])
        for split in [Split.lower, .legs] {
            for seed: UInt64 in 1...3 {
                let request = PlanRequest(
                    focus: .split(split), equipment: equipment, level: level, goal: .hypertrophy, minutes: 20,
                    date: Fixtures.day)
                let plan = try Fixtures.composer.compose(request, history: [], seed: seed)
                let listed = plan.exercises.map(\.exerciseId)
                #expect(plan.exercises.contains { $0.format == .superset }, "\(split) seed \(seed): \(listed)")
                // Every exercise still at a station of its own in its pair.
                let groups = Dictionary(grouping: plan.exercises.filter { $0.group != nil }, by: { $0.group! })
                for pair in groups.values where pair.count == 2 {
                    let stations = Fixtures.resources.config.formats.stations
                    #expect(!pair[0].equipment.contains { pair[1].equipment.contains($0) && stations.contains($0) })
                }
            }
        }
    }
}
