/// The coaching numbers of the weekly schedule (`Config/fittoday.json`, `schedule`; COACHING.md, "Frequency and
/// rest").
public struct ScheduleRules: Codable, Sendable, Equatable {
    /// A number for each level.
    public struct PerLevel: Codable, Sendable, Equatable {
        public var beginner: Int
        public var intermediate: Int
        public var advanced: Int

        public init(beginner: Int, intermediate: Int, advanced: Int) {
            self.beginner = beginner
            self.intermediate = intermediate
            self.advanced = advanced
        }

        public subscript(level: Level) -> Int {
            switch level {
            case .beginner: beginner
            case .intermediate: intermediate
            case .advanced: advanced
            }
        }
    }

    /// Days per week when the person has not chosen.
    public var daysPerWeek: PerLevel
    /// The longest run of consecutive training days.
    public var maxConsecutiveDays: PerLevel
    /// Hours before the same heavy pattern (squat, hinge) may come back; 0: no limit for the level.
    public var heavyPatternHours: PerLevel
    /// A session rated at most this is a bad day.
    public var badDayRating: Int
    /// Minutes of a recovery day.
    public var recoveryMinutes: Int

    public init(
        daysPerWeek: PerLevel, maxConsecutiveDays: PerLevel,
        heavyPatternHours: PerLevel, badDayRating: Int, recoveryMinutes: Int
    ) {
        self.daysPerWeek = daysPerWeek
        self.maxConsecutiveDays = maxConsecutiveDays
        self.heavyPatternHours = heavyPatternHours
        self.badDayRating = badDayRating
        self.recoveryMinutes = recoveryMinutes
    }

    /// Days per week a person may choose (the contract of `--days-per-week` and `daysPerWeek`).
    public static let daysPerWeekRange = 2...6

    /// The patterns whose heavy work needs the wait of `heavyPatternHours`.
    public static let heavyPatterns: Set<MovementPattern> = [.squat, .hinge]
}
