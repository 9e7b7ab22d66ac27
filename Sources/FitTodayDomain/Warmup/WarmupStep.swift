/// One warm-up set before a main lift's working sets: a lighter weight for a few repetitions. For a barbell it also
/// says which plates go on each side (empty for the bar alone).
public struct WarmupStep: Codable, Sendable, Equatable {
    public var weightKg: Double
    public var reps: Int
    /// The plates on each side of the bar, heaviest first; nil when the implement is not a bar.
    public var perSide: [Double]?

    public init(weightKg: Double, reps: Int, perSide: [Double]? = nil) {
        self.weightKg = weightKg
        self.reps = reps
        self.perSide = perSide
    }
}
