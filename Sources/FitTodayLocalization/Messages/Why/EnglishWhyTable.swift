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
        case .newBlock: "new block: main lift rotated"
        case .newForVariety: "new against your recent workouts"
        case .repeatedFromRecent: "repeated from a recent workout"
        case .deloadWeek: "deload week: less volume and load"
        case .loadUpAllSetsAtTop: "load up: every set at the top of the range"
        case .microloaded: "small load up: reps reached with effort to spare"
        case .loadHeld: "same as last time: the target was not fully reached"
        case .heldAfterTiredCheckIn: "load held: a tired day"
        case .heldAfterBadRating: "load held after a bad session (no cut: your sets were done)"
        case .backOffAfterMisses: "load lowered after missed reps"
        case .resetAfterStalls: "reset about 10 % after repeated stalls, to build past them"
        case .autoregulatedDown: "lighter: your logged RPE was above the target"
        case .autoregulatedUp: "heavier: your logged RPE was below the target"
        case .convertedFromOtherRange: "load converted from another rep range"
        case .firstLoadFromRelatedLift: "first load estimated from a related lift"
        case .firstTimeChooseLoad: "first time: choose a load that leaves the reps in reserve"
        case .addedReps: "more reps before the load goes up"
        case .addedSet: "one more set"
        case .harderVariant: "harder variant: the previous one was mastered"
        case .easierVariant: "easier variant: the reps were out of reach"
        case .lengthenedHold: "a longer hold"
        case .masteredMovedOn: "another move: the last one was mastered at its top"
        case .warmupRamp: "a warm-up ramp to the working load"
        }
    }
}
