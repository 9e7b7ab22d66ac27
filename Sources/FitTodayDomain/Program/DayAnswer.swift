/// The day's answer (the plan's `day` object): its kind, why, and on a rest or recovery day the next day the
/// schedule lets the person train (`next`).
public struct DayAnswer: Codable, Sendable, Equatable {
    public var kind: DayKind
    public var why: [PrescriptionReason]
    public var next: CalendarDay?

    public init(kind: DayKind, why: [PrescriptionReason] = [], next: CalendarDay? = nil) {
        self.kind = kind
        self.why = why
        self.next = next
    }

    public static let training = DayAnswer(kind: .training)

    /// Whether the schedule or recovery advised against training.
    public var advisesAgainstTraining: Bool { kind == .rest || kind == .recovery }
}
