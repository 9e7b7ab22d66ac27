@testable import FitTodayDomain
import Testing

/// Which week the composer plans against (issue 24, session 13): the weekly minimum is owed by the calendar week,
/// Monday to Sunday, as the schedule counts its days and the audit its sets; the maximum and the share's
/// exceptions read the last seven days, so a Monday after a heavy weekend neither piles on nor repeats.
@Suite struct WeekViewTests {
    let catalog = Fixtures.catalog

    func workout(_ date: CalendarDay, _ id: String, sets: Int) throws -> PastWorkout {
        let position = try #require(catalog.position(ofId: id))
        return PastWorkout(date: date, positions: [position], sets: [sets], split: nil, focus: nil, mainLifts: [])
    }

    @Test func aMondayOwesTheWholeMinimumButKeepsTheWeekendsSetsAgainstTheMaximum() throws {
        let request = PlanRequest(
            equipment: EquipmentSet([.barbell, .bench]), level: .intermediate, goal: .hypertrophy, minutes: 60,
            date: Fixtures.day)
        var run = CompositionRun(composer: Fixtures.composer, equipment: request.equipment, level: request.level)
        let rules = run.resolved(request)
        let chest = TrainingGroup.allCases.firstIndex(of: .chest)!
        // A Monday: the bench press on Friday and Sunday of the week before, 8 sets each.
        var monday = Fixtures.day
        while monday.weekday != 0 { monday = monday.adding(days: 1) }
        let history = [
            try workout(monday.adding(days: -3), "barbell-bench-press", sets: 8),
            try workout(monday.adding(days: -1), "barbell-bench-press", sets: 8),
        ]
        let week = WeeklyVolume.week(before: monday, history: history[...], catalog: catalog)
        #expect(week.volume.halfSets[chest] == 0)
        #expect(week.trailing?.halfSets[chest] == 32)
        let balance = WeeklyBalance(
            volume: week.volume, trailing: week.trailing, rules: rules, daysSinceTrained: week.daysSinceTrained)
        // This week owes the chest its whole minimum...
        #expect(balance.need[chest] == 1)
        // ...but 16 sets in two days leave 8 of the 24 below the maximum, and the chest does not lack over the
        // last seven days, so a resting chest exercise is no reason to repeat today.
        #expect(balance.setsLeft(GroupSet(.chest)) == Int(rules.weeklyMax[chest]) - 16)
        #expect(balance.lacking(GroupSet(.chest), share: 0.25).isEmpty)

        // The Saturday after: Monday's sets count for this week, the Friday before no longer against the maximum.
        let saturday = monday.adding(days: 5)
        let later = history + [try workout(monday, "barbell-bench-press", sets: 4)]
        let midweek = WeeklyVolume.week(before: saturday, history: later[...], catalog: catalog)
        #expect(midweek.volume.halfSets[chest] == 8)
        #expect(midweek.trailing?.halfSets[chest] == 24)
        // A Tuesday reads Monday alone: the rolling week is this week.
        let tuesday = WeeklyVolume.week(before: monday.adding(days: 1), history: later.suffix(1), catalog: catalog)
        #expect(tuesday.trailing == nil && tuesday.volume.halfSets[chest] == 8)
    }
}
