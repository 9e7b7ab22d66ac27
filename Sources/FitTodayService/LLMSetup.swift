public import FitTodayDomain
public import FitTodayGeneration
public import FitTodayOpenAI
public import FitTodayResources
import FitTodayText
public import Foundation

extension AppContext {
    /// The OpenAI-compatible server to use: `Config/fittoday.json`'s `llm` block with `OPENAI_API_KEY`,
    /// `OPENAI_BASE_URL`, `OPENAI_MODEL` and the time limits of `llmTimes` over it. Nil when neither a key nor a
    /// base URL is set.
    public static func openAIConfiguration(
        _ resources: LoadedResources, times: LLMTimes? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> OpenAIConfiguration? {
        let llm = resources.config.llm
        let times = try times ?? llmTimes(resources, environment: environment)
        let defaults = OpenAIConfiguration(
            baseURL: llm.baseURL, model: llm.model, apiKey: nil,
            requestTimeout: .milliseconds(Int64(times.requestTimeout * 1_000)), maxRetries: llm.httpRetries,
            allowInsecureHTTP: llm.allowInsecureHTTP)
        return OpenAIConfiguration.resolve(defaults: defaults, environment: environment)
    }

    /// The whole generation's deadline and one HTTP request's timeout, in seconds: `Config/`'s, with
    /// `FITTODAY_LLM_DEADLINE_SECONDS` and `FITTODAY_LLM_REQUEST_TIMEOUT_SECONDS` over them, so a slow local model
    /// needs no config edit. A deadline longer than the request timeout, with no timeout of its own, lifts the
    /// timeout to it: a slow model needs one long request more than several short ones.
    public typealias LLMTimes = (deadline: Double, requestTimeout: Double)

    public static func llmTimes(
        _ resources: LoadedResources, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> LLMTimes {
        let llm = resources.config.llm
        func seconds(_ name: String) throws -> Double? {
            guard let text = environment[name], !text.isEmpty else { return nil }
            guard let value = Double(text), value > 0, value <= 3_600 else {
                throw AppError.usage(say(.badEnvironmentSeconds, name, text))
            }
            return value
        }
        let deadline = try seconds("FITTODAY_LLM_DEADLINE_SECONDS")
        let timeout = try seconds("FITTODAY_LLM_REQUEST_TIMEOUT_SECONDS")
        return (deadline ?? llm.deadlineSeconds, timeout ?? max(llm.requestTimeoutSeconds, deadline ?? 0))
    }

    /// The generator around `composer`: LLM first when one is configured and `offline` is false, the composer
    /// alone otherwise. Prompt templates are read only when the LLM will be asked.
    public static func makePipeline(
        _ resources: LoadedResources, composer: BlueprintComposer, offline: Bool
    ) throws -> GenerationPipeline {
        let llm = resources.config.llm
        let times = offline ? nil : try llmTimes(resources)
        let deadline = times?.deadline ?? llm.deadlineSeconds
        let settings = GenerationSettings(
            model: llm.model, temperature: llm.temperature, maxCompletionTokens: llm.maxCompletionTokens,
            planRetries: llm.planRetries, deadline: .milliseconds(Int64(deadline * 1_000)),
            candidatesPerSlot: llm.candidatesPerSlot, maxOptions: llm.maxOptions)
        let configuration = try times.flatMap { try openAIConfiguration(resources, times: $0) }
        guard let configuration else {
            return GenerationPipeline(composer: composer, languageModel: nil, settings: settings)
        }
        let templates: PromptTemplates
        do {
            templates = try PromptTemplates.load(from: resources.files.prompts)
        } catch {
            throw AppError(.dataFile, say(.promptsUnreadable, error.description))
        }
        var modelSettings = settings
        modelSettings.model = configuration.model
        return GenerationPipeline(
            composer: composer,
            languageModel: .init(client: OpenAIClient(configuration: configuration), templates: templates),
            settings: modelSettings)
    }
}

extension GenerationInfo {
    /// "LLM plan not used, local plan instead (timed out)" when the LLM was asked and the local composer answered.
    /// The reason is said by its kind (`timeout`, `auth`, …); the technical detail stays in `--json`.
    public var fallbackNotice: String? {
        guard source == .local, let fallbackReason else { return nil }
        return say(.noteLLMFallback, Self.reasonText(fallbackReason))
    }

    /// A fallback or rejection reason (`timeout: …`, `invalid-json`) said by its kind in the user's language.
    public static func reasonText(_ reason: String) -> String {
        let message: Message = switch GenerationAttempt.kind(of: reason) {
        case "network": .fallbackNetwork
        case "timeout", "no-attempt": .fallbackTimeout
        case "auth": .fallbackAuth
        case "quota": .fallbackQuota
        case "rate-limited": .fallbackRateLimited
        case "server": .fallbackServer
        case "bad-request": .fallbackBadRequest
        case "invalid-response": .fallbackInvalidResponse
        case "cancelled": .fallbackCancelled
        case "retries-spent": .fallbackRetriesSpent
        case "truncated-output": .rejectTruncated
        case "refusal": .rejectRefusal
        case "invalid-json": .rejectInvalidJSON
        case "schema-violation": .rejectSchema
        case "unknown-exercise": .rejectUnknownExercise
        case "equipment": .rejectEquipment
        case "level": .rejectLevel
        case "duplicate": .rejectDuplicate
        case "diversity": .rejectDiversity
        default: .fallbackOther
        }
        return say(message)
    }
}
