/// The reasons of days and prescriptions in English.
enum EnglishWhyTable {
    static func text(_ message: WhyMessage) -> String {
        switch message {
        case .restFrequencyReached: "this week already has your schedule's training days"
        case .restSpacing: "a rest between training days, to spread the week"
        case .restLongRun: "your run of training days reached your level's longest"
        case .restBadDays: "your last two sessions were rated bad"
        case .restTiredDays: "two tired days in a row"
        case .restHeavyPatternTooSoon: "heavy squats or deadlifts too soon for your level"
        case .recoveryDay: "a recovery day: short and light"
        case .trainedAgainstAdvice: "training asked for against the advice to rest"
        case .keptForProgression: "kept to progress its load"
        case .loadUpAllSetsAtTop: "load up: every set at the top of the range"
        case .loadHeld: "load held"
        case .heldAfterTiredCheckIn: "load held: a tired day"
        case .backOffAfterMisses: "load lowered after missed reps"
        case .deloadWeek: "deload week: less volume and load"
        case .newBlock: "new block"
        case .firstLoadFromRelatedLift: "first load estimated from a related lift"
        case .harderVariant: "harder variant: the previous one was mastered"
        case .addedReps: "more reps before the load goes up"
        case .addedSet: "one more set"
        case .warmupRamp: "a warm-up ramp to the working load"
        }
    }
}
