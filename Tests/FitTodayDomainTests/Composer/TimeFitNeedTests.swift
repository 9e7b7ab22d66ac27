@testable import FitTodayDomain
import Testing

/// The time fit and the week's need: an exercise for a group the week still lacks that does not fit the minutes at
/// its sets comes with fewer, down to 2, rather than leave its place to nothing (a kettlebell lifter's calf raise at
/// the end of a short session); with no need known it is left out, as before.
@Suite struct TimeFitNeedTests {
    @Test func anExerciseForAGroupTheWeekLacksComesWithFewerSetsRatherThanNone() throws {
        let equipment = EquipmentSet([.kettlebell])
        let composer = Fixtures.composer
        var run = CompositionRun(composer: composer, equipment: equipment, level: .intermediate)
        let request = PlanRequest(
            equipment: equipment, level: .intermediate, goal: .hypertrophy, minutes: 30, date: Fixtures.day)
        let rules = run.resolved(request)
        run.takeReach(request, rules: rules)
        func pick(_ id: String, slot: Int) throws -> CompositionRun.Pick {
            let position = try #require(Fixtures.catalog.position(ofId: id))
            let dose = run.dose(position, mainLift: false, rules: rules)
            return .init(
                position: position, slot: slot, value: 0, mainLift: false, kept: false, dose: dose, baseSets: dose.sets)
        }
        let calves = "kettlebell-calf-raise"
        let planned = [
            try pick("kettlebell-goblet-squat", slot: 0), try pick("kettlebell-romanian-deadlift", slot: 1),
            try pick("kettlebell-goblet-reverse-lunge", slot: 2), try pick(calves, slot: 3),
        ]
        // A week with nothing trained yet: every group lacks its minimum, the calves among them.
        let week = WeeklyBalance(
            volume: WeeklyVolume(), rules: rules,
            daysSinceTrained: [Int](repeating: 7, count: TrainingGroup.allCases.count))
        #expect(week.needing().contains(.calves))
        let backbone = [Bool](repeating: false, count: planned.count)
        var squeezed = 0
        for budget in stride(from: 600, through: 2400, by: 15) {
            var without = planned
            _ = run.fitToTime(
                &without, budget: budget, limit: rules.exercises, balance: nil, backbone: backbone, rules: rules)
            var with = planned
            _ = run.fitToTime(
                &with, budget: budget, limit: rules.exercises, balance: week, backbone: backbone, rules: rules)
            let upper = composer.rules.timeBounds(budget: budget).upper
            #expect(with.reduce(0) { $0 + run.cost(of: $1) } <= upper, "budget \(budget): within the minutes")
            let calf = with.first { Fixtures.catalog.exercises[$0.position].id == calves }
            if let calf { #expect(calf.dose.sets >= 2, "budget \(budget): never a single set") }
            if calf != nil, !without.contains(where: { Fixtures.catalog.exercises[$0.position].id == calves }) {
                squeezed += 1
            }
        }
        #expect(squeezed > 0, "some minutes have room for the calf raise at fewer sets only")
    }

    /// With time to spare, an accessory for a group the week lacks grows past the accessories' most sets
    /// (`maxAccessorySets`, 4) up to the main lifts' (`maxSets`, 5): one calf raise a week at 4 sets left an advanced
    /// garage lifter's calves a set under their minimum of 5 in most weeks. Without a need it stops at 4.
    @Test func anAccessoryForAGroupTheWeekLacksMayTakeAFifthSet() throws {
        let equipment = EquipmentSet([.barbell, .squatRack, .bench, .weightPlate, .pullUpBar, .dipStation])
        let composer = Fixtures.composer
        var run = CompositionRun(composer: composer, equipment: equipment, level: .advanced)
        let request = PlanRequest(equipment: equipment, level: .advanced, goal: .hypertrophy, minutes: 90, date: Fixtures.day)
        let rules = run.resolved(request)
        run.takeReach(request, rules: rules)
        let ids = ["barbell-back-squat", "barbell-romanian-deadlift", "barbell-standing-calf-raise"]
        let planned = try ids.enumerated().map { slot, id in
            let position = try #require(Fixtures.catalog.position(ofId: id))
            let dose = run.dose(position, mainLift: slot == 0, rules: rules)
            return CompositionRun.Pick(
                position: position, slot: slot, value: 0, mainLift: slot == 0, kept: false, dose: dose,
                baseSets: dose.sets)
        }
        let backbone = [Bool](repeating: false, count: planned.count)
        let fresh = WeeklyBalance(
            volume: WeeklyVolume(), rules: rules,
            daysSinceTrained: [Int](repeating: 7, count: TrainingGroup.allCases.count))
        // The same week with the calves at their minimum already.
        var calvesDone = WeeklyVolume()
        calvesDone.add(sets: 5, groups: GroupSet(.calves))
        let done = WeeklyBalance(
            volume: calvesDone, rules: rules, daysSinceTrained: [Int](repeating: 7, count: TrainingGroup.allCases.count))
        func calfSets(_ week: WeeklyBalance) -> Int {
            var picks = planned
            _ = run.fitToTime(&picks, budget: 90 * 60, limit: rules.exercises, balance: week, backbone: backbone, rules: rules)
            return picks.first { Fixtures.catalog.exercises[$0.position].id == ids[2] }?.dose.sets ?? 0
        }
        #expect(calfSets(fresh) == composer.rules.maxSets)
        #expect(calfSets(done) == composer.rules.maxAccessorySets)
    }
}
