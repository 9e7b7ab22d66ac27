@testable import FitTodayDomain
import FitTodayResources
import Testing

/// A split's pull toward the week's missing sets grows with the square root of its groups, not their average
/// (issue 24, session 15): a week short of chest, back and biceps sets takes an upper day that answers all three
/// rather than a pull day that answers two (the average made the pull day's three groups outweigh the upper day's
/// five, and a kettlebell lifter's thin pull day came twice a week while the chest waited).
@Suite struct SplitNeedTests {
    @Test func aWeekShortOfChestBackAndBicepsTakesTheUpperDay() {
        let request = PlanRequest(
            equipment: Fixtures.equipment("full-gym"), level: .intermediate, goal: .hypertrophy, minutes: 45,
            date: Fixtures.day)
        var run = CompositionRun(composer: Fixtures.composer, equipment: request.equipment, level: .intermediate)
        var week = WeeklyBalance(
            volume: WeeklyVolume(), rules: run.resolved(request),
            daysSinceTrained: [Int](repeating: 7, count: TrainingGroup.allCases.count))
        // Everything done but the chest (2 sets short), the back (3) and the biceps (2).
        let shortOf: [TrainingGroup: Double] = [.chest: 2, .back: 3, .biceps: 2]
        for group in TrainingGroup.allCases {
            let minimum = week.minimum[group.ordinal]
            let short = shortOf[group] ?? 0
            week.credit(sets: Int((minimum - short).rounded(.up)), groups: GroupSet(group))
        }
        for group in TrainingGroup.allCases {
            let expected = shortOf[group] ?? 0
            #expect(abs(week.missingSets(of: group.ordinal) - expected) < 1e-9, "\(group)")
        }
        let split = RecoveryPlanner().chooseSplit(
            history: [], on: Fixtures.day, catalog: Fixtures.catalog, balance: week, viable: [.push, .pull, .upper])
        #expect(split == .upper)
    }
}
