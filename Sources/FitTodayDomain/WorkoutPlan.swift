/// The plan object of DESIGN.md: what `generate --json` prints, the server returns and the session engine takes.
public struct WorkoutPlan: Codable, Sendable, Equatable {
    public var id: String
    public var date: CalendarDay
    public var title: String
    public var focus: [String]
    public var estimatedMinutes: Int
    public var exercises: [PlannedExercise]
    /// Set when the plan is more than 10 % shorter than the minutes asked for: why.
    public var shorter: ShortPlanNote?
    public var generation: GenerationInfo
    /// How it went, when a finished session replaced the plan with what was done.
    public var performance: WorkoutPerformance?

    public init(
        id: String, date: CalendarDay, title: String, focus: [String], estimatedMinutes: Int,
        exercises: [PlannedExercise], shorter: ShortPlanNote? = nil, generation: GenerationInfo,
        performance: WorkoutPerformance? = nil
    ) {
        self.id = id
        self.date = date
        self.title = title
        self.focus = focus
        self.estimatedMinutes = estimatedMinutes
        self.exercises = exercises
        self.shorter = shorter
        self.generation = generation
        self.performance = performance
    }

    public var exerciseIds: [String] { exercises.map(\.exerciseId) }
}

/// Why a plan uses less time than asked for.
public struct ShortPlanNote: Codable, Sendable, Equatable {
    public enum Reason: String, Codable, Sendable {
        /// A tired day is a shorter day (the energy rule's share of the minutes).
        case tired
        /// The focus's pool of exercises for this equipment and level ran out.
        case smallPool = "small-pool"
        /// Every exercise is at the most sets the rules allow.
        case maxVolume = "max-volume"
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

/// Tokens a model spent on one attempt, as the server reported them.
public struct TokenUsage: Codable, Sendable, Equatable {
    public var promptTokens: Int
    public var completionTokens: Int

    public init(promptTokens: Int, completionTokens: Int) {
        self.promptTokens = promptTokens
        self.completionTokens = completionTokens
    }

    public var totalTokens: Int { promptTokens + completionTokens }
}

/// One try of a generator (the LLM path records one per request; the local composer records none).
public struct GenerationAttempt: Codable, Sendable, Equatable {
    public var seed: UInt64
    public var outcome: String
    public var reason: String?
    public var latencyMilliseconds: Int?
    public var usage: TokenUsage?

    public init(
        seed: UInt64, outcome: String, reason: String? = nil, latencyMilliseconds: Int? = nil,
        usage: TokenUsage? = nil
    ) {
        self.seed = seed
        self.outcome = outcome
        self.reason = reason
        self.latencyMilliseconds = latencyMilliseconds
        self.usage = usage
    }

    /// A reason's kind, the fixed word before its first colon: "timeout: request … timed out" → "timeout",
    /// "retries-spent: diversity: …" → "retries-spent".
    public static func kind(of reason: String) -> String { String(reason.prefix { $0 != ":" }) }
}

public struct GenerationInfo: Codable, Sendable, Equatable {
    public var source: PlanSource
    /// The model that wrote the plan or was asked to (nil when no LLM was configured).
    public var model: String?
    public var seed: UInt64
    public var attempts: [GenerationAttempt]
    public var diversity: VariationVerdict
    public var fallbackReason: String?

    public init(
        source: PlanSource, model: String? = nil, seed: UInt64, attempts: [GenerationAttempt] = [],
        diversity: VariationVerdict, fallbackReason: String? = nil
    ) {
        self.source = source
        self.model = model
        self.seed = seed
        self.attempts = attempts
        self.diversity = diversity
        self.fallbackReason = fallbackReason
    }

    private enum CodingKeys: String, CodingKey {
        case source, model, seed, attempts, diversity, fallbackReason
    }

    // Written by hand so that `fallbackReason` appears as `null` rather than vanishing, as the contract shows.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(source, forKey: .source)
        try container.encodeIfPresent(model, forKey: .model)
        try container.encode(seed, forKey: .seed)
        try container.encode(attempts, forKey: .attempts)
        try container.encode(diversity, forKey: .diversity)
        try container.encode(fallbackReason, forKey: .fallbackReason)
    }
}
