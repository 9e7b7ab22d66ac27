public import FitTodayDomain

/// Why a day or a prescription is what it is, in words: one key per `PrescriptionReason` code (same spelling), the
/// brief form the plan table shows. In `PortugueseWhyTable` and `EnglishWhyTable`.
public enum WhyMessage: String, CaseIterable, Sendable {
    case restFrequencyReached, restSpacing, restLongRun, restBadDays, restTiredDays, restHeavyPatternTooSoon
    case recoveryDay, trainedAgainstAdvice
    case keptForProgression, newBlock, newForVariety, repeatedFromRecent, deloadWeek
    case loadUpAllSetsAtTop, microloaded, loadHeld, heldAfterTiredCheckIn, heldAfterBadRating, backOffAfterMisses
    case resetAfterStalls, autoregulatedDown, autoregulatedUp, convertedFromOtherRange, firstLoadFromRelatedLift
    case firstTimeChooseLoad, addedReps, addedSet, harderVariant, easierVariant, lengthenedHold, moreReps, doseHeld, masteredMovedOn
    case warmupRamp

    /// The words of a reason code.
    public init(_ reason: PrescriptionReason) {
        // Same raw values by construction; `WhyMessageTests` proves every code has its key.
        self = WhyMessage(rawValue: reason.rawValue)!
    }
}

extension Messages {
    /// A reason code in the person's language.
    public func why(_ reason: PrescriptionReason) -> String { self(WhyMessage(reason)) }

    /// Reason codes as one brief line ("; " between them).
    public func why(_ reasons: [PrescriptionReason]) -> String { reasons.map(why).joined(separator: "; ") }
}
