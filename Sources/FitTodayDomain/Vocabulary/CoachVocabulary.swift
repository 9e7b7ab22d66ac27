/// The attributes a coach reads from a catalog entry before programming it.

/// How often coaches program an exercise.
public enum Tier: String, CaseIterable, Codable, Sendable, Comparable {
    /// The lifts programmed week in, week out: squat, deadlift, bench press, rows, pull-ups, curls, pushdowns…
    case staple
    /// Widely used variants and accessories.
    case common
    /// Unusual or niche variants.
    case specialty

    public var rank: Int {
        switch self {
        case .staple: 0
        case .common: 1
        case .specialty: 2
        }
    }

    public static func < (lhs: Tier, rhs: Tier) -> Bool { lhs.rank < rhs.rank }
}

/// What an exercise is for in a plan.
public enum ExerciseRole: String, CaseIterable, Codable, Sendable {
    /// A loadable compound that can carry progressive overload.
    case main
    /// Every other working exercise.
    case accessory
    /// An easier variant for people who cannot yet do its parent (`regressionOf`).
    case regression
    /// Jumps, throws, Olympic-lift derivatives: low reps, full rest, never a main lift.
    case power
    /// Activation and mobility drills: never a working slot.
    case mobility
}

/// What an exercise improvises its set-up with: proper equipment comes first, so the composer picks such an
/// exercise only when nothing proper fits the slot.
public enum Improvisation: String, CaseIterable, Codable, Sendable {
    /// A table, chair, sofa or bed.
    case furniture
    /// A door frame or a door.
    case doorFrame = "door-frame"
    /// A training partner holds, resists or spots.
    case partner
}

/// What a set counts.
public enum WorkUnit: String, CaseIterable, Codable, Sendable {
    case reps, seconds, meters
}

/// Effort target of a working set: repetitions in reserve (for holds and carries, the same margin in seconds or
/// metres before failure).
public struct Effort: Codable, Sendable, Equatable, Hashable {
    public var rir: Int

    public init(rir: Int) { self.rir = rir }
}
