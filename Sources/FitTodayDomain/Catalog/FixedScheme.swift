/// A dose the movement itself fixes, whatever the goal: Barbell 21s are 3 × 21 (7 + 7 + 7), an eccentric-only
/// move is a few slow repetitions, a skill move a few clean ones. Read from the catalog key `scheme`;
/// `TrainingRules.prescription` puts it over the goal's repetitions (and sets, when it names them).
public struct FixedScheme: Codable, Sendable, Hashable {
    /// Repetitions per set (per side for a one-side exercise).
    public var reps: RepRange
    /// Sets, when the scheme fixes them (still kept within the level's set limits); nil keeps the goal's.
    public var sets: Int?

    public init(reps: RepRange, sets: Int? = nil) {
        self.reps = reps
        self.sets = sets
    }

    /// At least one repetition, a range in order, and at least one set when sets are given.
    public var isWellFormed: Bool {
        reps.min >= 1 && reps.min <= reps.max && (sets ?? 1) >= 1
    }
}
