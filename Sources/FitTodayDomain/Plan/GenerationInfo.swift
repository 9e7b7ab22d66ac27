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

/// How a plan was made: its source, the model, the seed, every attempt and the variation verdict.
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
