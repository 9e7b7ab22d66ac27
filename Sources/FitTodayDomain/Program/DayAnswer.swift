/// The day's answer (the plan's `day` object): its kind and why.
public struct DayAnswer: Codable, Sendable, Equatable {
    public var kind: DayKind
    public var why: [PrescriptionReason]

    public init(kind: DayKind, why: [PrescriptionReason] = []) {
        self.kind = kind
        self.why = why
    }

    public static let training = DayAnswer(kind: .training)

    /// Whether the schedule or recovery advised against training.
    public var advisesAgainstTraining: Bool { kind == .rest || kind == .recovery }
}
