/// How a one-rep max is estimated from a set of `reps` at `weightKg` (sets of at most 12 reps).
public enum OneRepMaxFormula: String, Sendable, Codable, CaseIterable {
    case epley, brzycki

    public static let maxReps = 12

    public func estimate(weightKg: Double, reps: Int) -> Double {
        switch self {
        case .epley: reps == 1 ? weightKg : weightKg * (1 + Double(reps) / 30)
        case .brzycki: weightKg * 36 / Double(37 - reps)
        }
    }
}
