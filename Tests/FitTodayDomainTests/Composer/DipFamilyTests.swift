import FitTodayDomain
import Foundation
import Testing

/// A dip is a movement family of its own (`DistinctFamily.dip`): beside a bench press and an overhead press it is
/// neither a second press of the one nor of the other, so a push day holds the bench, the press and a dip, as a coach
/// writes it. Two dips on one day are still one family twice.
@Suite struct DipFamilyTests {
    let catalog = Fixtures.catalog

    func exercises(_ ids: [String]) throws -> [Exercise] {
        try ids.map { try #require(catalog.exercise(id: $0), "\($0)") }
    }

    /// Every dip in the catalog, on a station, rings, a bench, a machine or a chair, says so; nothing else does.
    @Test func everyDipIsOfTheDipFamily() {
        let dips = catalog.exercises.filter { $0.family == .dip }.map(\.id)
        #expect(dips.count >= 15)
        for exercise in catalog.exercises where exercise.pattern == .verticalPush || exercise.pattern == .horizontalPush {
            let named = exercise.nameEn.lowercased().contains(" dip")
            #expect(named == (exercise.family == .dip), "\(exercise.id)")
        }
    }

    @Test func aDipBesideABenchAndAPressIsNoDuplicate() throws {
        let day = try exercises(["barbell-bench-press", "barbell-overhead-press", "weighted-chest-dip"])
        #expect(MovementFamily.duplicates(day, focus: .split(.push)).isEmpty)
        let twoDips = try exercises(["barbell-bench-press", "weighted-triceps-dip", "weighted-chest-dip"])
        #expect(MovementFamily.duplicates(twoDips, focus: .split(.push)).map(\.id) == ["weighted-chest-dip"])
        let twoPresses = try exercises(["barbell-overhead-press", "seated-barbell-overhead-press"])
        #expect(MovementFamily.duplicates(twoPresses, focus: .split(.push)).map(\.id) == ["seated-barbell-overhead-press"])
    }

    /// A garage lifter with a dip station and plates gets a weighted dip on push days beside the bench and the
    /// overhead press (before, the dip was an overhead press's family and never came).
    @Test func aGarageLiftersPushDaysHoldADip() throws {
        let garage = EquipmentSet([.barbell, .squatRack, .bench, .weightPlate, .pullUpBar, .dipStation])
        var pushDays = 0
        var withDip = 0
        for seed: UInt64 in 1...4 {
            let plans = try ComposerChoiceTests.plans(garage, level: .intermediate, goal: .strength, days: 16, seed: seed)
            for plan in plans where plan.focus == ["push"] {
                let list = try exercises(plan.exercises.map(\.exerciseId))
                pushDays += 1
                if list.contains(where: { $0.family == .dip }) { withDip += 1 }
                #expect(MovementFamily.duplicates(list, focus: .split(.push)).isEmpty, "\(plan.exercises.map(\.exerciseId))")
            }
        }
        #expect(pushDays >= 4)
        #expect(withDip * 2 >= pushDays, "\(withDip) of \(pushDays) push days hold a dip")
    }
}
