/// What a day is for: training, a deload day (lighter training in a block), a recovery day (short and light) or
/// rest (no exercises).
public enum DayKind: String, CaseIterable, Codable, Sendable {
    case training, deload, recovery, rest

    /// Whether the day counts as a training day for the schedule (the week's count, runs of days).
    public var countsAsTraining: Bool { self == .training || self == .deload }
}
