import FitTodayDomain
import FitTodayResources
import Testing

@Suite("training blocks: the block calendar")
struct BlockCalendarTests {
    let rules = BlockHistory.rules
    var calendar: BlockCalendar { BlockCalendar(rules: rules) }

    /// Plans grouped by block number, in order.
    static func blocks(_ plans: [WorkoutPlan]) -> [[WorkoutPlan]] {
        var result: [[WorkoutPlan]] = []
        for plan in plans {
            if let last = result.last?.last, last.block?.number == plan.block?.number {
                result[result.count - 1].append(plan)
            } else {
                result.append([plan])
            }
        }
        return result
    }

    @Test("a new calendar week is the next block week; a trained lifter's block ends with one deload week",
          arguments: [Level.intermediate, .advanced], [Goal.strength, .hypertrophy, .endurance])
    func weeksAndPhases(level: Level, goal: Goal) throws {
        let planned = rules.plannedWeeks(level: level, goal: goal)
        for seed in UInt64(1)...3 {
            let plans = try BlockHistory(level: level, goal: goal, seed: seed).run()
            #expect(plans.first?.block == .first(weeks: planned))
            for (before, after) in zip(plans, plans.dropFirst()) {
                let (a, b) = (try #require(before.block), try #require(after.block))
                if before.date.weekNumber == after.date.weekNumber {
                    #expect(a == b)
                } else if a.phase == .deload {
                    #expect(b == TrainingBlock(number: a.number + 1, week: 1, weeks: planned, phase: .accumulation))
                } else {
                    #expect(b.number == a.number && b.week == a.week + 1)
                }
            }
            let blocks = Self.blocks(plans)
            #expect(blocks.count >= 12 / planned)
            for block in blocks.dropLast() {
                let deloads = block.filter { $0.block?.phase == .deload }
                #expect(!deloads.isEmpty && deloads.allSatisfy { $0.block == TrainingBlock(
                    number: block[0].block!.number, week: planned, weeks: planned, phase: .deload) })
                #expect(Set(deloads.map(\.date.weekNumber)).count == 1, "one deload week per block")
            }
        }
    }

    @Test("a beginner who progresses stays in one open-ended block that grows; one who stalls deloads",
          arguments: [Goal.strength, .hypertrophy])
    func beginnerOpenEnded(goal: Goal) throws {
        let growing = try BlockHistory(level: .beginner, goal: goal).run()
        #expect(growing.allSatisfy { $0.block?.number == 1 && $0.block?.phase == .accumulation })
        #expect(growing.allSatisfy { $0.block!.weeks >= $0.block!.week })
        #expect(growing.last?.block?.week == 12)
        let stalling = try BlockHistory(level: .beginner, goal: goal, progressing: false).run()
        #expect(stalling.contains { $0.block?.phase == .deload })
        #expect(stalling.last!.block!.number > 1)
    }

    @Test("two main lifts without progress for two exposures end the block early with a deload week",
          arguments: [(Level.intermediate, [0, 2, 4]), (.advanced, [0, 1, 2, 3, 4])])
    func reactiveStall(level: Level, weekdays: [Int]) throws {
        let planned = rules.plannedWeeks(level: level, goal: .hypertrophy)
        let plans = try BlockHistory(level: level, goal: .hypertrophy, weekdays: weekdays, progressing: false).run()
        let first = try #require(plans.first { $0.block?.phase == .deload })
        #expect(first.block!.week < planned && first.block!.weeks == first.block!.week)
        let before = plans.filter { $0.date < first.date && $0.block?.number == first.block?.number }
        #expect(ReactiveDeload(rules: rules.reactive).stalledLifts(in: before).count >= rules.reactive.stalledLifts)
        // The lifter who progresses on the same days reaches the planned deload.
        let progressing = try BlockHistory(level: level, goal: .hypertrophy, weekdays: weekdays).run()
        #expect(progressing.first { $0.block?.phase == .deload }?.block?.week == planned)
    }

    @Test("two sessions rated 2 or less in the last week end the block at the next week")
    func reactiveRatings() throws {
        let plans = try BlockHistory(level: .intermediate, goal: .hypertrophy, rating: 2).run()
        let first = try #require(plans.first { $0.block?.phase == .deload })
        #expect(first.block == TrainingBlock(number: 1, week: 2, weeks: 2, phase: .deload))
        let fine = try BlockHistory(level: .intermediate, goal: .hypertrophy, rating: 3).run()
        #expect(fine.first { $0.block?.phase == .deload }?.block?.week == rules.plannedWeeks(level: .intermediate, goal: .hypertrophy))
    }

    @Test("no history starts block 1 week 1; a long break starts a new block; later plans are ignored")
    func startsAndBreaks() throws {
        let day = BlockHistory.monday
        #expect(calendar.block(on: day, history: [], level: .advanced, goal: .strength)
            == .first(weeks: rules.plannedWeeks(level: .advanced, goal: .strength)))
        let plans = try BlockHistory(level: .intermediate, goal: .hypertrophy, weeks: 2).run()
        let last = try #require(plans.last?.block)
        let afterBreak = day.adding(days: 7 * (2 + rules.restartAfterWeeks + 1))
        #expect(calendar.block(on: afterBreak, history: plans, level: .intermediate, goal: .hypertrophy)
            == TrainingBlock(number: last.number + 1, week: 1, weeks: last.weeks, phase: .accumulation))
        #expect(calendar.block(on: plans[0].date, history: plans, level: .intermediate, goal: .hypertrophy)
            == .first(weeks: last.weeks))
    }

    @Test("the calendar week is Monday to Sunday")
    func weekNumber() throws {
        let monday = BlockHistory.monday
        #expect((0..<7).allSatisfy { monday.adding(days: $0).weekNumber == monday.weekNumber })
        #expect(monday.adding(days: -1).weekNumber == monday.weekNumber - 1)
        #expect(CalendarDay(iso: "2026-11-23")!.weekNumber == CalendarDay(iso: "2026-11-29")!.weekNumber)
        #expect(CalendarDay(iso: "2026-11-30")!.weekNumber == CalendarDay(iso: "2026-11-29")!.weekNumber + 1)
    }
}
