/// A recorded day reduced to what the day decision reads.
public struct PastDay: Sendable, Equatable {
    public var date: CalendarDay
    public var kind: DayKind
    /// The session's rating (1–5), when it was trained and rated.
    public var rating: Int?
    /// Whether the day was planned for a tired person.
    public var tired: Bool
    /// The heavy patterns (`ScheduleRules.heavyPatterns`) its main lifts trained.
    public var heavyPatterns: Set<MovementPattern>

    public init(
        date: CalendarDay, kind: DayKind, rating: Int? = nil, tired: Bool = false,
        heavyPatterns: Set<MovementPattern> = []
    ) {
        self.date = date
        self.kind = kind
        self.rating = rating
        self.tired = tired
        self.heavyPatterns = heavyPatterns
    }
}

extension CatalogIndex {
    /// A recorded plan as the day decision reads it: a plan with no `day` object is a training day.
    public func pastDay(_ plan: WorkoutPlan) -> PastDay {
        var heavy = Set<MovementPattern>()
        for item in plan.exercises where item.mainLift {
            if let pattern = exercise(id: item.exerciseId)?.pattern, ScheduleRules.heavyPatterns.contains(pattern) {
                heavy.insert(pattern)
            }
        }
        return PastDay(
            date: plan.date, kind: plan.day?.kind ?? .training, rating: plan.performance?.rating,
            tired: plan.shorter?.reason == .tired, heavyPatterns: heavy)
    }
}
