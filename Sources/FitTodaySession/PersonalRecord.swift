/// A best the person beat in a finished session (docs/sessions.md: heaviest weight, most reps at a weight, best estimated
/// one-rep max, best set volume).
public struct PersonalRecord: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable, CaseIterable {
        case heaviestWeight, mostReps, estimatedOneRepMax, setVolume
    }

    public var exerciseId: String
    public var name: String
    public var kind: Kind
    /// Kilograms, except `mostReps` (repetitions at `weightKg`).
    public var value: Double
    /// The best it beat (nil when the exercise had never been logged).
    public var previous: Double?
    /// The set that set it.
    public var setId: String
    public var weightKg: Double
    public var reps: Int

    public init(
        exerciseId: String, name: String, kind: Kind, value: Double, previous: Double?, setId: String, weightKg: Double,
        reps: Int
    ) {
        self.exerciseId = exerciseId
        self.name = name
        self.kind = kind
        self.value = value
        self.previous = previous
        self.setId = setId
        self.weightKg = weightKg
        self.reps = reps
    }
}

/// One exercise's bests so far, as the store keeps them.
public struct PersonalBests: Sendable, Equatable, Codable {
    public var heaviestWeightKg: Double?
    public var estimatedOneRepMaxKg: Double?
    public var setVolumeKg: Double?
    /// Most repetitions done at each weight (kilograms as text keys, for JSON).
    public var mostRepsAt: [String: Int]

    public init(
        heaviestWeightKg: Double? = nil, estimatedOneRepMaxKg: Double? = nil, setVolumeKg: Double? = nil,
        mostRepsAt: [String: Int] = [:]
    ) {
        self.heaviestWeightKg = heaviestWeightKg
        self.estimatedOneRepMaxKg = estimatedOneRepMaxKg
        self.setVolumeKg = setVolumeKg
        self.mostRepsAt = mostRepsAt
    }

    /// The key of a weight in `mostRepsAt`: kilograms with up to two decimals.
    public static func key(_ weightKg: Double) -> String {
        let hundredths = Int((weightKg * 100).rounded())
        return hundredths % 100 == 0 ? "\(hundredths / 100)" : "\(Double(hundredths) / 100)"
    }
}
