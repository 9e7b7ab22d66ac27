/// One warm-up set before a main lift's working sets: a lighter weight for a few repetitions. For a barbell it also
/// says which plates go on each side (empty for the bar alone). When the working weight is not known yet (a first
/// exposure, no suggested load), the step is a `share` of the weight the person picks, with no `weightKg`.
public struct WarmupStep: Codable, Sendable, Equatable {
    /// The weight of the step: 0 for the movement without load (the working weight is the lightest the implement
    /// loads); nil for a step given as a share.
    public var weightKg: Double?
    public var reps: Int
    /// The plates on each side of the bar, heaviest first; nil when the implement is not a bar.
    public var perSide: [Double]?
    /// Share of the working weight the person picks, set only when `weightKg` is nil.
    public var share: Double?

    public init(weightKg: Double?, reps: Int, perSide: [Double]? = nil, share: Double? = nil) {
        self.weightKg = weightKg
        self.reps = reps
        self.perSide = perSide
        self.share = share
    }

    /// A step of the ramp to a working weight not known yet: `share` of it for `reps`.
    public static func share(_ share: Double, reps: Int) -> WarmupStep {
        WarmupStep(weightKg: nil, reps: reps, share: share)
    }
}
