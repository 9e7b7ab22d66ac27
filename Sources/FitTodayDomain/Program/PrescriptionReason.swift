/// Why a day or a prescription is what it is: a closed list of codes, carried as codes in JSON and HTTP (`why`) and
/// rendered in the person's language by the `Why` message area of FitTodayLocalization.
public enum PrescriptionReason: String, CaseIterable, Codable, Sendable {
    // The day (schedule and recovery).
    /// The week already has the days the person's schedule asks for.
    case restFrequencyReached
    /// A rest day now keeps training days spread through the week.
    case restSpacing
    /// The run of training days reached the longest the level allows.
    case restLongRun
    /// The last two training days were rated bad.
    case restBadDays
    /// Two tired days in a row.
    case restTiredDays
    /// A heavy pattern trained too recently for the level.
    case restHeavyPatternTooSoon
    /// A short, light day in place of training, after bad or tired days.
    case recoveryDay
    /// The person asked to train on a day the schedule or recovery said to rest.
    case trainedAgainstAdvice

    // Prescriptions: where the exercise comes from.
    /// A main lift kept from the last day of the same focus, so its load keeps progressing through the block.
    case keptForProgression
    /// A main lift rotated in for a new block (another staple of the same pattern).
    case newBlock
    /// Chosen new against the recent workouts (the variation rule).
    case newForVariety
    /// Done in a recent workout and repeated today (the pool is too small, or it balances the day).
    case repeatedFromRecent
    /// The week is a deload week: fewer sets, lighter, more in reserve.
    case deloadWeek

    // Prescriptions: the dose.
    case loadUpAllSetsAtTop
    case microloaded
    case loadHeld
    case heldAfterTiredCheckIn
    case heldAfterBadRating
    case backOffAfterMisses
    case resetAfterStalls
    case autoregulatedDown
    case autoregulatedUp
    case convertedFromOtherRange
    case firstLoadFromRelatedLift
    /// Never logged and no related lift: choose a load that leaves the prescribed reps in reserve.
    case firstTimeChooseLoad
    case addedReps
    case addedSet
    case harderVariant
    case easierVariant
    case lengthenedHold
    /// Bodyweight or band work: more reps, the last ones were all at the top.
    case moreReps
    /// Bodyweight or band work: the same dose as last time (the target was not fully reached, or a tired day).
    case doseHeld
    /// Work without external load mastered at the end of its ladder (top of the range, the most sets): another
    /// move of the same pattern takes its place.
    case masteredMovedOn
    /// Loaded main lift: a ramp of lighter sets to the working load.
    case warmupRamp
}
