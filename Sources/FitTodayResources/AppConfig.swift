public import FitTodayDomain

/// `Config/fittoday.json`.
public struct AppConfig: Codable, Sendable, Equatable {
    public struct Variation: Codable, Sendable, Equatable {
        /// Minimum share of new exercises, inclusive.
        public var threshold: Double
        /// How many recent workouts the validator compares with.
        public var window: Int
        /// How many recent workouts the composer avoids, softly, beyond the window.
        public var preferenceWindow: Int
        /// How often one accessory may come back on its split's days; `AccessoryShare.standard` when absent.
        public var accessoryShare: AccessoryShare?
    }

    public struct Defaults: Codable, Sendable, Equatable {
        public var profile: String
        public var energy: Energy
        public var level: Level
        public var goal: Goal
        public var minutes: Int
    }

    /// The LLM path. `OPENAI_API_KEY`, `OPENAI_BASE_URL` and `OPENAI_MODEL` override what they name.
    public struct LLM: Codable, Sendable, Equatable {
        /// OpenAI or any OpenAI-compatible server; requests go to `<baseURL>/chat/completions`.
        public var baseURL: String
        public var model: String
        public var temperature: Double
        public var maxCompletionTokens: Int
        /// The most exercises one slot of the plan offers the model (its best, by the composer's quality score).
        public var candidatesPerSlot: Int
        /// The most options one prompt offers over all its slots: a long plan gets fewer per slot (never under 3),
        /// so a small model still reads it within the deadline.
        public var maxOptions: Int
        /// The most one HTTP request may take.
        public var requestTimeoutSeconds: Double
        /// The most a whole generation may take, retries and fallback included.
        public var deadlineSeconds: Double
        /// HTTP retries per attempt (429, 5xx, timeouts, connection errors).
        public var httpRetries: Int
        /// New-seed retries after a plan fails decoding or the variation check.
        public var planRetries: Int
        /// Allows `http://` to hosts that are not loopback.
        public var allowInsecureHTTP: Bool
    }

    /// Live sessions and what they feed back.
    public struct Sessions: Codable, Sendable, Equatable {
        /// For the energy estimate (MET × body weight × active time) when no watch sent any.
        public var bodyWeightKg: Double
        /// How personal records estimate a one-rep max.
        public var oneRepMax: OneRepMaxFormula
        /// Warm-up ramps before loaded main lifts, and the bars and plates they are loaded with.
        public var warmup: WarmupRules
        /// Suggested weights from the last logged performance.
        public var progression: LoadProgression
    }

    public var variation: Variation
    public var defaults: Defaults
    public var llm: LLM
    public var training: TrainingRules
    /// Training blocks: length, effort ramp, deload, reactive deload.
    public var blocks: BlockRules
    public var sessions: Sessions
    /// Progression without external load: reps, a set, then the harder variant; holds lengthen.
    public var bodyweight: BodyweightLadder
    /// Days per week, runs of training days and rest (COACHING.md, "Frequency and rest").
    public var schedule: ScheduleRules
    /// Supersets and circuits for short sessions: which goals, up to how many minutes, the rests (docs/generation.md).
    public var formats: FormatRules
}
