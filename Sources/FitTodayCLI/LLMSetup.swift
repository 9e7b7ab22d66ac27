import FitTodayDomain
import FitTodayGeneration
import FitTodayOpenAI
import FitTodayResources
import FitTodayText
import Foundation

extension AppContext {
    /// The OpenAI-compatible server to use: `Config/fittoday.json`'s `llm` block with `OPENAI_API_KEY`,
    /// `OPENAI_BASE_URL` and `OPENAI_MODEL` over it. Nil when neither a key nor a base URL is set.
    static func openAIConfiguration(
        _ resources: LoadedResources, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> OpenAIConfiguration? {
        let llm = resources.config.llm
        let defaults = OpenAIConfiguration(
            baseURL: llm.baseURL, model: llm.model, apiKey: nil,
            requestTimeout: .milliseconds(Int64(llm.requestTimeoutSeconds * 1_000)), maxRetries: llm.httpRetries,
            allowInsecureHTTP: llm.allowInsecureHTTP)
        return OpenAIConfiguration.resolve(defaults: defaults, environment: environment)
    }

    /// The generator around `composer`: LLM first when one is configured and `offline` is false, the composer
    /// alone otherwise. Prompt templates are read only when the LLM will be asked.
    static func makePipeline(
        _ resources: LoadedResources, composer: BlueprintComposer, offline: Bool
    ) throws -> GenerationPipeline {
        let llm = resources.config.llm
        let settings = GenerationSettings(
            model: llm.model, temperature: llm.temperature, maxCompletionTokens: llm.maxCompletionTokens,
            planRetries: llm.planRetries, deadline: .milliseconds(Int64(llm.deadlineSeconds * 1_000)))
        let configuration = offline ? nil : openAIConfiguration(resources)
        guard let configuration else {
            return GenerationPipeline(composer: composer, languageModel: nil, settings: settings)
        }
        let templates: PromptTemplates
        do {
            templates = try PromptTemplates.load(from: resources.files.prompts)
        } catch {
            throw CLIError(.dataFile, say(.promptsUnreadable, error.description))
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
    var fallbackNotice: String? {
        guard source == .local, let fallbackReason else { return nil }
        return say(.noteLLMFallback, Self.reasonText(fallbackReason))
    }

    /// A fallback or rejection reason (`timeout: …`, `invalid-json`) said by its kind in the user's language.
    static func reasonText(_ reason: String) -> String {
        let kind = reason.split(separator: ":", maxSplits: 1).first.map(String.init) ?? reason
        let message: Message = switch kind {
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
        case "too-few-exercises": .rejectTooFew
        case "diversity": .rejectDiversity
        default: .fallbackOther
        }
        return say(message)
    }
}
