public import FitTodayDomain
public import FitTodayGeneration
public import FitTodayOpenAI
public import FitTodayResources
import FitTodayUseCases
import FitTodayLocalization

/// The LLM built from the settings over `Config/fittoday.json`'s `llm` block: the client's configuration, the
/// time limits, and the generation pipeline around the local composer.
extension LLMSettings {
    /// The whole generation's deadline and one HTTP request's timeout, in seconds: `Config/`'s, with the settings'
    /// over them, so a slow local model needs no config edit. A deadline longer than the request timeout, with no
    /// timeout of its own, lifts the timeout to it: a slow model needs one long request more than several short ones.
    public typealias Times = (deadline: Double, requestTimeout: Double)

    /// The time limits; a usage error (exit 64) when one of the settings is bad.
    public func times(_ resources: LoadedResources) throws -> Times {
        let llm = resources.config.llm
        let deadline: Double?
        let timeout: Double?
        do {
            deadline = try deadlineSeconds.get()
            timeout = try requestTimeoutSeconds.get()
        } catch {
            throw AppError.usage(error.message)
        }
        return (deadline ?? llm.deadlineSeconds, timeout ?? max(llm.requestTimeoutSeconds, deadline ?? 0))
    }

    /// The OpenAI-compatible server to use, nil when neither a key nor a base URL is set.
    public func openAIConfiguration(_ resources: LoadedResources, times: Times? = nil) throws -> OpenAIConfiguration? {
        let llm = resources.config.llm
        let times = try times ?? self.times(resources)
        let defaults = OpenAIConfiguration(
            baseURL: llm.baseURL, model: llm.model, apiKey: nil,
            requestTimeout: .milliseconds(Int64(times.requestTimeout * 1_000)), maxRetries: llm.httpRetries,
            allowInsecureHTTP: llm.allowInsecureHTTP)
        return OpenAIConfiguration.resolve(defaults: defaults, apiKey: apiKey, baseURL: baseURL, model: model)
    }

    /// The generator around `composer`: LLM first when one is configured and `offline` is false, the composer
    /// alone otherwise. Prompt templates are read only when the LLM will be asked.
    public func pipeline(
        _ resources: LoadedResources, composer: BlueprintComposer, offline: Bool
    ) throws -> GenerationPipeline {
        let llm = resources.config.llm
        let times = offline ? nil : try self.times(resources)
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
