public import FitTodayOpenAI

/// The OpenAI-compatible server to ask for plans and translations, over `Config/fittoday.json`'s `llm` block:
/// `OPENAI_API_KEY`, `OPENAI_BASE_URL`, `OPENAI_MODEL`, and the time limits `FITTODAY_LLM_DEADLINE_SECONDS` and
/// `FITTODAY_LLM_REQUEST_TIMEOUT_SECONDS`. With neither a key nor a base URL the LLM is not configured.
public struct LLMSettings: Sendable, Equatable {
    public var apiKey: APIKey?
    public var baseURL: String?
    public var model: String?
    /// The time limits in seconds, or the first bad one: it is reported when the LLM is about to be used (an
    /// offline run never fails on it).
    public var deadlineSeconds: Result<Double?, SettingsProblem>
    public var requestTimeoutSeconds: Result<Double?, SettingsProblem>

    /// No LLM (tests, offline servers).
    public static let none = LLMSettings(apiKey: nil, baseURL: nil, model: nil)

    public init(
        apiKey: APIKey?, baseURL: String?, model: String?, deadlineSeconds: Double? = nil,
        requestTimeoutSeconds: Double? = nil
    ) {
        self.apiKey = apiKey
        self.baseURL = baseURL
        self.model = model
        self.deadlineSeconds = .success(deadlineSeconds)
        self.requestTimeoutSeconds = .success(requestTimeoutSeconds)
    }

    init(_ values: SettingValues) {
        apiKey = values.raw(.apiKey).flatMap { APIKey($0) }
        baseURL = values.text(.baseURL)
        model = values.text(.model)
        deadlineSeconds = Self.seconds(values, .llmDeadline)
        requestTimeoutSeconds = Self.seconds(values, .llmRequestTimeout)
    }

    private static func seconds(_ values: SettingValues, _ setting: SettingKey) -> Result<Double?, SettingsProblem> {
        guard let text = values.text(setting) else { return .success(nil) }
        guard let value = Double(text), value > 0, value <= 3_600 else {
            return .failure(SettingsProblem(name: setting.variable, value: text, need: .seconds))
        }
        return .success(value)
    }
}
