/// Why an exercise's suggested load (or its reps and sets) is what it is: one code per exercise, for the plan's
/// `why` (the message tables render it).
public enum LoadDecision: String, Sendable, Equatable, Codable, CaseIterable {
    /// Every set at the top of the range last time: one step up.
    case upAllSetsAtTop
    /// An advanced lifter's sets reached the range with effort to spare: the smallest plate pair up.
    case microloaded
    /// The target was not fully reached: the same load.
    case held
    /// A tired check-in today: the same load instead of a step up.
    case heldAfterTired
    /// A session rated bad, without misses on this exercise: the same load, never a cut.
    case heldAfterBadRating
    /// The step is coarse: more reps at the same load before it.
    case addedReps
    /// The step is coarse and the widened range was reached: one more set before it.
    case addedSet
    /// Reps missed on this exercise's own sets: lighter, from the prescribed load.
    case backOffAfterMisses
    /// An advanced lifter held at one load for several exposures: about 10 % off, to build back past it.
    case resetAfterStalls
    /// A logged RPE above the target: lighter or held, toward the target effort.
    case autoregulatedDown
    /// A logged RPE below the target: heavier, toward the target effort.
    case autoregulatedUp
    /// Today's range is another goal's: the same strength carried over through the estimated one-rep max.
    case convertedFromOtherRange
    /// No history of its own: a conservative first load from a related lift's estimated one-rep max.
    case firstLoadFromRelatedLift
}

/// A suggested load with its reason, and the prescription changes that go with it (wider range, one more set).
public struct LoadSuggestion: Sendable, Equatable {
    public var weightKg: Double
    public var decision: LoadDecision
    /// Today's range when the decision widens it (`addedReps`, `addedSet`).
    public var target: RepRange?
    /// Today's sets when the decision adds one (`addedSet`).
    public var sets: Int?

    public init(weightKg: Double, decision: LoadDecision, target: RepRange? = nil, sets: Int? = nil) {
        self.weightKg = weightKg
        self.decision = decision
        self.target = target
        self.sets = sets
    }
}
