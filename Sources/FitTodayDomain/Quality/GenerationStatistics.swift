/// How the LLM path fared over a batch, read from the plans' `generation` blocks.
public struct GenerationStatistics: Codable, Sendable, Equatable {
    public struct Latency: Codable, Sendable, Equatable {
        public var p50: Int
        public var p95: Int
        public var max: Int
    }

    public struct Tokens: Codable, Sendable, Equatable {
        public var prompt: Int
        public var completion: Int
        public var total: Int
        /// Total tokens per plan.
        public var perPlan: Double
    }

    /// Plans for which the LLM was asked at least once.
    public var plans: Int
    public var attempts: Int
    /// Share of those plans whose first attempt was accepted.
    public var firstAttemptPassRate: Double
    /// New-seed attempts after the first, over all plans.
    public var retries: Int
    /// Share of those plans that came from the local composer in the end.
    public var fallbackRate: Double
    /// Fallbacks by reason kind (`retries-spent`, `timeout`, `network`, `auth`, `quota`, …).
    public var fallbackReasons: [String: Int]
    /// Attempts that ended without a plan to judge, by reason kind (`invalid-json`, `truncated-output`, …).
    public var rejections: [String: Int]
    /// Per attempt, in milliseconds.
    public var latencyMilliseconds: Latency
    public var tokens: Tokens

    /// Nil when no plan has an LLM attempt (an offline batch).
    public init?(plans all: [WorkoutPlan]) {
        let plans = all.filter { !$0.generation.attempts.isEmpty }
        guard !plans.isEmpty else { return nil }
        let attempts = plans.flatMap(\.generation.attempts)
        self.plans = plans.count
        self.attempts = attempts.count
        firstAttemptPassRate = Double(plans.count { $0.generation.attempts.first?.outcome == "accepted" })
            / Double(plans.count)
        retries = attempts.count - plans.count
        let fallbacks = plans.compactMap(\.generation.fallbackReason)
        fallbackRate = Double(fallbacks.count) / Double(plans.count)
        fallbackReasons = Dictionary(fallbacks.map { (Self.kind($0), 1) }, uniquingKeysWith: +)
        rejections = Dictionary(
            attempts.filter { $0.outcome == "rejected" }.compactMap(\.reason).map { (Self.kind($0), 1) },
            uniquingKeysWith: +)
        let latencies = attempts.compactMap(\.latencyMilliseconds).sorted()
        func rank(_ q: Double) -> Int {
            guard !latencies.isEmpty else { return 0 }
            return latencies[min(latencies.count, max(1, Int((q * Double(latencies.count)).rounded(.up)))) - 1]
        }
        latencyMilliseconds = Latency(p50: rank(0.5), p95: rank(0.95), max: latencies.last ?? 0)
        let prompt = attempts.compactMap(\.usage?.promptTokens).reduce(0, +)
        let completion = attempts.compactMap(\.usage?.completionTokens).reduce(0, +)
        tokens = Tokens(
            prompt: prompt, completion: completion, total: prompt + completion,
            perPlan: Double(prompt + completion) / Double(plans.count))
    }

    static func kind(_ reason: String) -> String { GenerationAttempt.kind(of: reason) }
}
