/// Whether a day is for training, recovery or rest: a pure function of the date, the recorded days before it, the
/// person's schedule, level and energy (COACHING.md, "Frequency and rest"). Weeks run Monday to Sunday.
public struct DayDecision: Sendable {
    public var rules: ScheduleRules

    public init(rules: ScheduleRules) { self.rules = rules }

    /// How many recorded days before the date the decision reads (the current week and a long run before it).
    public static let lookbackDays = 14

    /// The answer for `date`. `history` holds the recorded days before it (any order; days on or after `date` and
    /// days older than `lookbackDays` are ignored). `daysPerWeek` is clamped to `ScheduleRules.daysPerWeekRange`.
    public func decide(
        date: CalendarDay, history: [PastDay], daysPerWeek: Int, level: Level, energy: Energy
    ) -> DayAnswer {
        let days = history.filter { $0.date < date && $0.date.dayNumber >= date.dayNumber - Self.lookbackDays }
        var byDay: [Int: PastDay] = [:]
        for day in days { byDay[day.date.dayNumber] = day }
        let trained = { (offset: Int) -> Bool in byDay[date.dayNumber - offset]?.kind.countsAsTraining ?? false }

        // Recovery first: a body that says stop outranks the calendar.
        let recent = days.filter(\.kind.countsAsTraining).sorted { $0.date < $1.date }.suffix(2)
        if let last = recent.last, date.dayNumber - last.date.dayNumber <= 2, !hadRestSince(last.date, before: date, byDay) {
            if recent.count == 2, recent.allSatisfy({ ($0.rating ?? Int.max) <= rules.badDayRating }) {
                return DayAnswer(kind: .recovery, why: [.restBadDays, .recoveryDay])
            }
            if last.tired, energy == .tired || (recent.count == 2 && recent.first!.tired) {
                return DayAnswer(kind: .recovery, why: [.restTiredDays, .recoveryDay])
            }
        }

        var run = 0
        while trained(run + 1) { run += 1 }
        if run >= rules.maxConsecutiveDays[level] { return DayAnswer(kind: .rest, why: [.restLongRun]) }

        let weekday = date.weekday
        let trainedThisWeek = (1...max(1, weekday)).filter { weekday > 0 && trained($0) }.count
        let wanted = min(max(daysPerWeek, ScheduleRules.daysPerWeekRange.lowerBound), ScheduleRules.daysPerWeekRange.upperBound)
        let remainingSessions = wanted - trainedThisWeek
        if remainingSessions <= 0 { return DayAnswer(kind: .rest, why: [.restFrequencyReached]) }

        // A heavy pattern trained too recently (`heavyPatternHours`) does not rest the day: the composer trains it
        // light that day, with other patterns as the main lifts (`CompositionRun.lightPatterns`).

        // Spread the week: after a training day, rest when the sessions left still fit every other day after today.
        let daysLeft = 7 - weekday
        if trained(1), 2 * remainingSessions <= daysLeft {
            return DayAnswer(kind: .rest, why: [.restSpacing])
        }
        return .training
    }

    /// The next day, from `date` on, that the schedule alone would let the person train, assuming they rest on
    /// `date` and train on that day (what a rest day's "next training" says). `nil` past two weeks.
    public func nextTraining(
        after date: CalendarDay, history: [PastDay], daysPerWeek: Int, level: Level
    ) -> CalendarDay? {
        var assumed = history.filter { $0.date < date }
        assumed.append(PastDay(date: date, kind: .rest))
        for offset in 1...14 {
            let day = date.adding(days: offset)
            let answer = decide(date: day, history: assumed, daysPerWeek: daysPerWeek, level: level, energy: .normal)
            if answer.kind == .training { return day }
            assumed.append(PastDay(date: day, kind: .rest))
        }
        return nil
    }

    private func hadRestSince(_ day: CalendarDay, before date: CalendarDay, _ byDay: [Int: PastDay]) -> Bool {
        var number = day.dayNumber + 1
        while number < date.dayNumber {
            if let entry = byDay[number], !entry.kind.countsAsTraining { return true }
            number += 1
        }
        return false
    }
}

extension CalendarDay {
    /// 0 for Monday through 6 for Sunday (1970-01-01 was a Thursday).
    public var weekday: Int { ((dayNumber + 3) % 7 + 7) % 7 }
}
