public import FitTodayDomain
import FitTodayHTTP
public import FitTodayOpenAI

/// How the LLM path is asked and how long it may take.
public struct GenerationSettings: Sendable, Equatable {
    public var model: String
    public var temperature: Double
    public var maxCompletionTokens: Int
    /// New-seed attempts after the first when a plan is rejected (decoding or variation).
    public var planRetries: Int
    /// The whole generation, fallback included, ends within this.
    public var deadline: Duration
    /// Kept back from the deadline for the local composer (which needs microseconds) and the caller.
    public var fallbackReserve: Duration = .milliseconds(50)
    /// The most exercises one slot offers the model.
    public var candidatesPerSlot: Int
    /// The most options one prompt offers over all its slots.
    public var maxOptions: Int

    public init(
        model: String, temperature: Double, maxCompletionTokens: Int, planRetries: Int, deadline: Duration,
        candidatesPerSlot: Int = 6, maxOptions: Int = 36
    ) {
        self.model = model
        self.temperature = temperature
        self.maxCompletionTokens = maxCompletionTokens
        self.planRetries = planRetries
        self.deadline = deadline
        self.candidatesPerSlot = candidatesPerSlot
        self.maxOptions = maxOptions
    }
}

/// Today's plan from the LLM when it can deliver one that passes, else from the local composer:
/// attempt → decode → variation check → on rejection a new seed (at most `planRetries` more) → local plan.
/// A network, timeout, auth, quota or other API failure goes straight to the local composer. Always returns a
/// plan, within the deadline; `generation` records every attempt and why the fallback was used.
public struct GenerationPipeline: Sendable {
    /// The LLM side: a client and the prompt templates it is asked with.
    public struct LanguageModel: Sendable {
        public var client: OpenAIClient
        public var templates: PromptTemplates

        public init(client: OpenAIClient, templates: PromptTemplates) {
            self.client = client
            self.templates = templates
        }
    }

    public let composer: BlueprintComposer
    /// Nil when no LLM is configured (or the caller asked for offline): the local composer alone.
    public let languageModel: LanguageModel?
    public let settings: GenerationSettings
    let assembler: PromptAssembler?
    let decoder: PlanDecoder

    public init(composer: BlueprintComposer, languageModel: LanguageModel?, settings: GenerationSettings) {
        self.composer = composer
        self.languageModel = languageModel
        self.settings = settings
        assembler = languageModel.map {
            PromptAssembler(
                templates: $0.templates, composer: composer, candidatesPerSlot: settings.candidatesPerSlot,
                maxOptions: settings.maxOptions)
        }
        decoder = PlanDecoder(composer: composer)
    }

    /// The seed of attempt `index` (0 = the request's own seed). Kept below 2^53 so JSON readers see it exactly.
    public static func attemptSeed(_ seed: UInt64, attempt index: Int) -> UInt64 {
        guard index > 0 else { return seed }
        var generator = SeededGenerator(seed: seed)
        var value: UInt64 = 0
        for _ in 0..<index { value = generator.next() }
        return value >> 11
    }

    /// Builds today's plan. Throws only when the local composer has nothing to offer (no exercise fits).
    public func generate(
        _ request: PlanRequest, history: [WorkoutPlan], seed: UInt64
    ) async throws(CompositionError) -> WorkoutPlan {
        guard let client = languageModel?.client, let assembler else {
            return try composer.compose(request, history: history, seed: seed)
        }
        let clock = ContinuousClock()
        let deadline = clock.now + settings.deadline - settings.fallbackReserve
        let focus = composer.resolvedFocus(request, history: history)

        var attempts: [GenerationAttempt] = []
        var fallbackReason = "no-attempt"
        attemptLoop: for index in 0...settings.planRetries {
            let attemptSeed = Self.attemptSeed(seed, attempt: index)
            let prompt = try assembler.assemble(request: request, focus: focus, history: history, seed: attemptSeed)
            let started = clock.now
            func record(_ outcome: String, _ reason: String?, _ completion: ChatCompletion? = nil) {
                attempts.append(
                    GenerationAttempt(
                        seed: attemptSeed, outcome: outcome, reason: reason,
                        latencyMilliseconds: started.duration(to: clock.now).milliseconds,
                        usage: completion?.usage.map {
                            TokenUsage(promptTokens: $0.promptTokens, completionTokens: $0.completionTokens)
                        }))
            }

            let completion: ChatCompletion
            do {
                completion = try await client.complete(
                    ChatCompletionRequest(
                        model: settings.model,
                        messages: [.system(prompt.system), .user(prompt.user)],
                        responseFormat: JSONSchemaFormat(name: prompt.schemaName, schema: prompt.schema),
                        seed: attemptSeed, temperature: settings.temperature,
                        // An answer is a few ids: asking no more than they need keeps a rambling model short.
                        maxCompletionTokens: min(settings.maxCompletionTokens, prompt.maxCompletionTokens)),
                    deadline: deadline)
            } catch {
                // What the HTTP layer could retry, it did: an API failure here is final for this generation.
                let reason = "\(error.kind.rawValue): \(error.description)"
                record("failed", reason)
                fallbackReason = reason
                break attemptLoop
            }

            let plan: WorkoutPlan
            do throws(PlanRejection) {
                if let rejection = PlanRejection.classify(
                    finishReason: completion.finishReason, refusal: completion.refusal)
                {
                    throw rejection
                }
                plan = try decoder.decode(completion.content ?? "", for: prompt, model: completion.model)
            } catch {
                record("rejected", error.reason, completion)
                fallbackReason = "retries-spent: \(error.reason)"
                continue
            }

            // The decoder judged the plan against the prompt's prohibition list: the last workouts of the window.
            let verdict = plan.generation.diversity
            guard verdict.passesAchievable else {
                let reason = "diversity: \(Self.percent(verdict.ratio)) new < \(Self.percent(verdict.threshold))"
                record("rejected", reason, completion)
                fallbackReason = "retries-spent: \(reason)"
                continue
            }
            record("accepted", nil, completion)
            var accepted = plan
            accepted.generation = GenerationInfo(
                source: .llm, model: completion.model ?? settings.model, seed: attemptSeed, attempts: attempts,
                diversity: verdict, fallbackReason: nil)
            return accepted
        }

        var local = try composer.compose(request, history: history, seed: seed)
        local.generation.model = settings.model
        local.generation.attempts = attempts
        local.generation.fallbackReason = fallbackReason
        return local
    }

    /// `count` sequential generations on consecutive days from `request.date`, each judged against the plans
    /// before it (a throw-away history), with the local batch's seed sequence. The loop runs on the HTTP transfer
    /// thread, so its requests need no thread hand-over.
    public func run(
        _ request: PlanRequest, count: Int, seed: UInt64, progress: (Int) -> Void = { _ in }
    ) async throws(CompositionError) -> [WorkoutPlan] {
        try await OpenAIClient.withTransferExecutor { () async throws(CompositionError) -> [WorkoutPlan] in
            var seeds = SeededGenerator(seed: seed)
            var plans: [WorkoutPlan] = []
            var dayRequest = request
            for index in 0..<count {
                dayRequest.date = request.date.adding(days: index)
                let planSeed = BatchRunner.nextPlanSeed(&seeds)
                plans.append(
                    try await generate(dayRequest, history: Array(plans.suffix(composer.historyNeeded)), seed: planSeed))
                progress(index + 1)
            }
            return plans
        }
    }

    private static func percent(_ ratio: Double) -> String { "\(Int((ratio * 100).rounded())) %" }
}
