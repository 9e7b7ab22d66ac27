/// The words of a person's schedule in English.
enum EnglishScheduleTable {
    static func text(_ message: ScheduleMessage) -> String {
        switch message {
        case .scheduleHelpDaysPerWeek: "Training days per week ({1}–{2}); remembered for the person (default: the level's)."
        case .scheduleHelpTrainAnyway: "Train on a day the schedule or recovery says to rest (the plan says it was against advice)."
        case .scheduleDaysOutOfRange: "{1} must be between {3} and {4} (got {2})"
        case .scheduleRestTitle: "{1}: rest day"
        case .scheduleRecoveryTitle: "{1}: recovery day"
        case .scheduleNextTraining: "next training: {1}"
        case .scheduleNoNextTraining: "next training: when you feel ready"
        case .scheduleTrainAnywayHint: "to train anyway: --train-anyway"
        case .scheduleAgainstAdvice: "training against advice: {1}"
        case .scheduleBatchRestDays: "rest days"
        case .scheduleMonday: "Monday"
        case .scheduleTuesday: "Tuesday"
        case .scheduleWednesday: "Wednesday"
        case .scheduleThursday: "Thursday"
        case .scheduleFriday: "Friday"
        case .scheduleSaturday: "Saturday"
        case .scheduleSunday: "Sunday"
        }
    }
}
