/// A recorded day reduced to what the day decision reads.
public struct PastDay: Sendable, Equatable {
    public var date: CalendarDay
    public var kind: DayKind
    /// The session's rating (1–5), when it was trained and rated.
    public var rating: Int?
    /// Whether the day was planned for a tired person.
    public var tired: Bool

    public init(date: CalendarDay, kind: DayKind, rating: Int? = nil, tired: Bool = false) {
        self.date = date
        self.kind = kind
        self.rating = rating
        self.tired = tired
    }
}

extension CatalogIndex {
    /// A recorded plan as the day decision reads it: a plan with no `day` object is a training day.
    public func pastDay(_ plan: WorkoutPlan) -> PastDay {
        PastDay(
            date: plan.date, kind: plan.day?.kind ?? .training, rating: plan.performance?.rating,
            tired: plan.shorter?.reason == .tired)
    }
}
