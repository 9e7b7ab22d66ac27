public import FitTodayDomain

/// The words of a person's schedule: the options that set it, rest and recovery days, what comes next. In
/// `PortugueseScheduleTable` and `EnglishScheduleTable`; every case starts with `schedule`.
public enum ScheduleMessage: String, CaseIterable, Sendable {
    case scheduleHelpDaysPerWeek, scheduleHelpTrainAnyway, scheduleDaysOutOfRange
    case scheduleRestTitle, scheduleRecoveryTitle, scheduleNextTraining, scheduleNoNextTraining, scheduleTrainAnywayHint
    case scheduleAgainstAdvice, scheduleBatchRestDays
    case scheduleMonday, scheduleTuesday, scheduleWednesday, scheduleThursday, scheduleFriday, scheduleSaturday
    case scheduleSunday
}

extension Messages {
    /// The day's weekday name and date ("quinta-feira, 26/11/2026").
    public func weekdayAndDate(_ day: CalendarDay) -> String {
        let names: [ScheduleMessage] = [
            .scheduleMonday, .scheduleTuesday, .scheduleWednesday, .scheduleThursday, .scheduleFriday,
            .scheduleSaturday, .scheduleSunday,
        ]
        return self(names[day.weekday]) + ", " + date(day)
    }
}
