import FitTodayDomain
import Testing

/// The day decision over simulated weeks: a person asks every day (or skips some), rates sessions and is
/// sometimes tired; whatever they do, the answers keep the schedule's promises.
@Suite struct DayDecisionTests {
    static let rules = ScheduleRules(
        daysPerWeek: .init(beginner: 3, intermediate: 4, advanced: 5),
        maxConsecutiveDays: .init(beginner: 2, intermediate: 3, advanced: 5),
        heavyPatternHours: .init(beginner: 72, intermediate: 0, advanced: 0), badDayRating: 2, recoveryMinutes: 20)
    static let decision = DayDecision(rules: rules)
    /// A Monday.
    static let start = CalendarDay(year: 2026, month: 11, day: 23)!

    /// Simulates `days` days: on each asked day the person follows the answer (a recovery day is recorded as
    /// recovery); ratings and energy are drawn from `seed`.
    static func simulate(
        seed: UInt64, level: Level, daysPerWeek: Int, days: Int, askShare: UInt64 = 10, badShare: UInt64 = 2,
        tiredShare: UInt64 = 2
    ) -> [(day: CalendarDay, energy: Energy, answer: DayAnswer)] {
        var random = SeededGenerator(seed: seed)
        var history: [PastDay] = []
        var result: [(CalendarDay, Energy, DayAnswer)] = []
        for offset in 0..<days {
            let date = start.adding(days: offset)
            guard random.next() % 10 < askShare else { continue }
            let energy: Energy = random.next() % 10 < tiredShare ? .tired : .normal
            let answer = decision.decide(
                date: date, history: history, daysPerWeek: daysPerWeek, level: level, energy: energy)
            let rating = random.next() % 10 < badShare ? 2 : 4
            history.append(PastDay(
                date: date, kind: answer.kind, rating: answer.kind.countsAsTraining ? rating : nil,
                tired: energy == .tired))
            result.append((date, energy, answer))
        }
        return result
    }

    static let cases: [(Level, Int)] = Level.allCases.flatMap { level in (2...6).map { (level, $0) } }

    @Test(arguments: cases)
    func neverMoreConsecutiveTrainingDaysThanTheLevelAllows(level: Level, daysPerWeek: Int) {
        for seed in UInt64(1)...40 {
            var run = 0
            var previous: CalendarDay?
            for entry in Self.simulate(seed: seed, level: level, daysPerWeek: daysPerWeek, days: 84) {
                let follows = previous.map { entry.day.dayNumber == $0.dayNumber + 1 } ?? false
                run = entry.answer.kind.countsAsTraining ? (follows ? run + 1 : 1) : 0
                previous = entry.answer.kind.countsAsTraining ? entry.day : nil
                #expect(run <= Self.rules.maxConsecutiveDays[level], "seed \(seed) \(entry.day)")
            }
        }
    }

    @Test(arguments: cases)
    func trainedDaysPerWeekNeverExceedTheSchedule(level: Level, daysPerWeek: Int) {
        for seed in UInt64(1)...40 {
            var perWeek: [Int: Int] = [:]
            for entry in Self.simulate(seed: seed, level: level, daysPerWeek: daysPerWeek, days: 84)
            where entry.answer.kind.countsAsTraining {
                perWeek[(entry.day.dayNumber - entry.day.weekday), default: 0] += 1
            }
            #expect(perWeek.values.allSatisfy { $0 <= daysPerWeek }, "seed \(seed): \(perWeek.values.sorted())")
        }
    }

    @Test(arguments: [Level.intermediate, .advanced])
    func aPersonWhoAsksEveryDayTrainsTheirDaysPerWeek(level: Level) {
        // No bad or tired days: the week's count is exactly the schedule (weeks after the first, which starts Monday).
        for days in 2...5 {
            let entries = Self.simulate(seed: 7, level: level, daysPerWeek: days, days: 56, badShare: 0, tiredShare: 0)
            var perWeek: [Int: Int] = [:]
            for entry in entries where entry.answer.kind.countsAsTraining {
                perWeek[entry.day.dayNumber - entry.day.weekday, default: 0] += 1
            }
            #expect(perWeek.values.allSatisfy { $0 == days }, "\(days) days: \(perWeek.values.sorted())")
        }
    }

    @Test func twoBadDaysInARowAreNotANormalTrainingDay() {
        for level in Level.allCases {
            let history = [
                PastDay(date: Self.start, kind: .training, rating: 2),
                PastDay(date: Self.start.adding(days: 1), kind: .training, rating: 1),
            ]
            let answer = Self.decision.decide(
                date: Self.start.adding(days: 2), history: history, daysPerWeek: 6, level: .advanced, energy: .normal)
            #expect(answer.kind == .recovery, "\(level)")
            #expect(answer.why == [.restBadDays, .recoveryDay])
        }
    }

    @Test func aTiredDayAfterATiredDayIsRecovery() {
        let history = [PastDay(date: Self.start, kind: .training, rating: 4, tired: true)]
        let tired = Self.decision.decide(
            date: Self.start.adding(days: 1), history: history, daysPerWeek: 6, level: .advanced, energy: .tired)
        #expect(tired == DayAnswer(kind: .recovery, why: [.restTiredDays, .recoveryDay]))
        let rested = Self.decision.decide(
            date: Self.start.adding(days: 1), history: history, daysPerWeek: 6, level: .advanced, energy: .normal)
        #expect(rested == .training)
    }

    /// A beginner's full body (heavy squats) two days ago does not rest the day: the decision reads no patterns, the
    /// composer trains a too-recent heavy pattern light (`CompositionRun.lightPatterns`, tested in
    /// `NoviceFullBodyTests`; COACHING.md: "a light or technique day may come sooner").
    @Test func aBeginnersHeavyPatternTwoDaysAgoDoesNotRestTheDay() {
        let history = [PastDay(date: Self.start, kind: .training, rating: 4)]
        let twoDaysLater = Self.decision.decide(
            date: Self.start.adding(days: 2), history: history, daysPerWeek: 3, level: .beginner, energy: .normal)
        #expect(twoDaysLater == .training)
        let threeDaysLater = Self.decision.decide(
            date: Self.start.adding(days: 3), history: history, daysPerWeek: 3, level: .beginner, energy: .normal)
        #expect(threeDaysLater == .training)
    }

    @Test func theWeeksDaysReachedMeansRestUntilMonday() {
        let history = (0..<3).map { PastDay(date: Self.start.adding(days: 2 * $0), kind: .training, rating: 4) }
        let saturday = Self.start.adding(days: 5)
        let answer = Self.decision.decide(
            date: saturday, history: history, daysPerWeek: 3, level: .intermediate, energy: .normal)
        #expect(answer == DayAnswer(kind: .rest, why: [.restFrequencyReached]))
        let next = Self.decision.nextTraining(after: saturday, history: history, daysPerWeek: 3, level: .intermediate)
        #expect(next == Self.start.adding(days: 7))
        #expect(next?.weekday == 0)
    }

    @Test func theSameInputsGiveTheSameAnswers() {
        let first = Self.simulate(seed: 99, level: .beginner, daysPerWeek: 3, days: 84).map(\.answer)
        let second = Self.simulate(seed: 99, level: .beginner, daysPerWeek: 3, days: 84).map(\.answer)
        #expect(first == second)
    }
}
