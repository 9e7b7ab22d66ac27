import FitTodayDomain
import FitTodayLocalization

/// The day's answer in words: a rest day in place of the table, and under a plan's table what its `day` and its
/// exercises' `why` say (nothing at all for a plain training day, whose table stays as it was).
enum DayRendering {
    /// A rest day: the day, why, what comes next, and how to train anyway.
    static func rest(_ plan: WorkoutPlan, next: CalendarDay?, language: Language, isToday: Bool) -> String {
        let say = Messages(language)
        var text = say(.scheduleRestTitle, say.weekdayAndDate(plan.date)) + "\n\n"
        text += reasons(plan.day?.why ?? [], say: say)
        text += "\n" + nextLine(next, say: say) + "\n"
        text += say(.scheduleTrainAnywayHint) + "\n"
        return text
    }

    /// What goes under a plan's table: a recovery day's reasons and next day, training against advice, and each
    /// exercise's reasons by its number in the table.
    static func notes(_ plan: WorkoutPlan, next: CalendarDay?, language: Language) -> String {
        let say = Messages(language)
        var text = ""
        if let day = plan.day, day.kind == .recovery {
            text += "\n" + say(.scheduleRecoveryTitle, say.weekdayAndDate(plan.date)) + "\n"
            text += reasons(day.why.filter { $0 != .recoveryDay }, say: say)
            text += nextLine(next, say: say) + "\n"
        } else if plan.againstAdvice == true, let day = plan.day {
            text += "\n" + say(.scheduleAgainstAdvice, say.why(day.why.filter { $0 != .trainedAgainstAdvice })) + "\n"
        }
        let explained = plan.exercises.enumerated().filter { !$0.element.why.isEmpty }
        if !explained.isEmpty {
            text += "\n"
            // The labels of the table: a number, or "A1" in a superset or circuit.
            let labels = GroupRendering.labels(plan.exercises)
            for (index, item) in explained { text += " \(labels[index]). " + say.why(item.why) + "\n" }
        }
        return text
    }

    private static func reasons(_ why: [PrescriptionReason], say: Messages) -> String {
        why.map { " • " + say.why($0) + "\n" }.joined()
    }

    private static func nextLine(_ next: CalendarDay?, say: Messages) -> String {
        next.map { say(.scheduleNextTraining, say.weekdayAndDate($0)) } ?? say(.scheduleNoNextTraining)
    }
}
