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

    // Prescriptions (loads, blocks, variants, warm-ups).
    case keptForProgression
    case loadUpAllSetsAtTop
    case loadHeld
    case heldAfterTiredCheckIn
    case backOffAfterMisses
    case deloadWeek
    case newBlock
    case firstLoadFromRelatedLift
    case harderVariant
    case addedReps
    case addedSet
    case warmupRamp
}
