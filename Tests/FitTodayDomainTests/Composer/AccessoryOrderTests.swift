@testable import FitTodayDomain
import FitTodayResources
import Testing

/// The accessory slots are ranked again once the day's main lifts are chosen, with what those lifts train, their
/// helpers at half (issue 24, session 14): a push day's bench press and overhead press give the triceps half their
/// sets, so in a week shorter of chest than of triceps the chest's second exercise comes before the triceps' (a
/// triceps dip took the dip family and left the chest's slot empty in weeks that ended under the chest's minimum).
@Suite struct AccessoryOrderTests {
    @Test func aPushDaysChestSlotComesBeforeTheTricepsOnceThePressesHelpersCount() throws {
        let equipment = EquipmentSet([.barbell, .squatRack, .bench, .weightPlate, .pullUpBar, .dipStation])
        var run = CompositionRun(composer: Fixtures.composer, equipment: equipment, level: .intermediate)
        let request = PlanRequest(
            equipment: equipment, level: .intermediate, goal: .hypertrophy, minutes: 45, date: Fixtures.day)
        let rules = run.resolved(request)
        run.takeReach(request, rules: rules)
        let table = run.tables(for: .split(.push), goal: .hypertrophy)
        // The push blueprint: a chest and a shoulder main slot, then a chest compound and a triceps compound.
        func accessorySlot(_ group: TrainingGroup) throws -> Int {
            try #require(table.slots.indices.first { !table.slots[$0].isMain && table.slotGroups[$0] == GroupSet(group) })
        }
        let (chest, triceps) = (try accessorySlot(.chest), try accessorySlot(.triceps))
        #expect(chest < triceps)
        // A week whose only work so far is a set of triceps.
        var week = WeeklyBalance(
            volume: WeeklyVolume(), rules: rules,
            daysSinceTrained: [Int](repeating: 7, count: TrainingGroup.allCases.count))
        week.credit(sets: 1, groups: GroupSet(.triceps))
        let rest = table.slots.indices.filter { !table.slots[$0].isMain }
        var primaryOnly = week
        var withHelpers = week
        for (id, sets) in [("incline-barbell-bench-press", 4), ("barbell-overhead-press", 3)] {
            let trait = Fixtures.catalog.traits[try #require(Fixtures.catalog.position(ofId: id))]
            #expect(trait.helperGroups.contains(.triceps))
            primaryOnly.credit(sets: sets, groups: trait.primaryGroups)
            withHelpers.credit(sets: sets, groups: trait.primaryGroups, helpers: trait.helperGroups)
        }
        // Counting the lifts for their own groups only, the triceps look the most lacking.
        let before = run.accessoryOrder(rest, table: table, balance: primaryOnly)
        #expect(before.firstIndex(of: triceps)! < before.firstIndex(of: chest)!)
        // With the presses' help to the triceps counted, the chest's slot leads.
        let after = run.accessoryOrder(rest, table: table, balance: withHelpers)
        #expect(after.firstIndex(of: chest)! < after.firstIndex(of: triceps)!)
    }
}
