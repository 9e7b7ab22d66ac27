/// The plan object (docs/generation.md, "The plan JSON"): what `generate --json` prints, the server returns and the session engine takes.
public struct WorkoutPlan: Codable, Sendable, Equatable {
    public var id: String
    public var date: CalendarDay
    /// The day's answer; `nil` on a plain training day (one with nothing to explain), so such plans keep their bytes.
    public var day: DayAnswer?
    /// `true` when the person trained on a day the schedule or recovery said to rest (`--train-anyway`).
    public var againstAdvice: Bool?
    public var title: String
    public var focus: [String]
    public var estimatedMinutes: Int
    public var exercises: [PlannedExercise]
    /// Set when the plan is more than 10 % shorter than the minutes asked for: why.
    public var shorter: ShortPlanNote?
    /// The training block and week the plan belongs to (absent on plans recorded before blocks existed).
    public var block: TrainingBlock?
    public var generation: GenerationInfo
    /// How it went, when a finished session replaced the plan with what was done.
    public var performance: WorkoutPerformance?

    public init(
        id: String, date: CalendarDay, title: String, focus: [String], estimatedMinutes: Int,
        exercises: [PlannedExercise], shorter: ShortPlanNote? = nil, block: TrainingBlock? = nil,
        generation: GenerationInfo, performance: WorkoutPerformance? = nil, day: DayAnswer? = nil,
        againstAdvice: Bool? = nil
    ) {
        self.id = id
        self.date = date
        self.day = day
        self.againstAdvice = againstAdvice
        self.title = title
        self.focus = focus
        self.estimatedMinutes = estimatedMinutes
        self.exercises = exercises
        self.shorter = shorter
        self.block = block
        self.generation = generation
        self.performance = performance
    }

    public var exerciseIds: [String] { exercises.map(\.exerciseId) }

    /// What the day is: the `day` object's kind, training when there is none.
    public var dayKind: DayKind { day?.kind ?? .training }

    /// A rest day: its date, its answer and no exercises.
    public static func rest(id: String, date: CalendarDay, answer: DayAnswer, generation: GenerationInfo) -> WorkoutPlan {
        WorkoutPlan(
            id: id, date: date, title: "", focus: [], estimatedMinutes: 0, exercises: [], generation: generation,
            day: answer)
    }
}

/// Why a plan uses less time than asked for.
public struct ShortPlanNote: Codable, Sendable, Equatable {
    public enum Reason: String, Codable, Sendable {
        /// A tired day is a shorter day (the energy rule's share of the minutes).
        case tired
        /// Few good exercises fit this focus, equipment and level: the plan holds fewer, better ones, each at its
        /// most sets, rather than filler.
        case smallPool = "small-pool"
        /// Every exercise is at the most sets the rules allow.
        case maxVolume = "max-volume"
        /// Every exercise is at the most sets the person's level takes (a beginner's 3 × 8–10 of each,
        /// `TrainingRules.maxSetsByLevel`): more would tire, not teach.
        case noviceVolume = "novice-volume"
        /// The week already holds the most sets its goal allows for the muscles today's exercises train: more
        /// today would be volume that no longer builds anything (`TrainingRules.weeklyScale`, the goal's
        /// `weeklySets`).
        case weeklyMax = "weekly-max"
    }

    public var reason: Reason
    public var requestedMinutes: Int

    public init(reason: Reason, requestedMinutes: Int) {
        self.reason = reason
        self.requestedMinutes = requestedMinutes
    }
}

/// A {min, max} range of repetitions, seconds or metres.
public struct RepRange: Codable, Sendable, Equatable, Hashable {
    public var min: Int
    public var max: Int

    public init(min: Int, max: Int) {
        self.min = min
        self.max = max
    }

    public var midpoint: Double { Double(min + max) / 2 }
}

public enum PlanSource: String, Codable, Sendable {
    case llm, local
}
