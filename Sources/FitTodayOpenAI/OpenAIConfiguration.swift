import Foundation

/// An API key. It prints as `[redacted]` wherever it is interpolated, dumped or logged.
public struct APIKey: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    let value: String

    public init?(_ value: String?) {
        guard let value = value?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else { return nil }
        self.value = value
    }

    public var description: String { "[redacted]" }
    public var debugDescription: String { "[redacted]" }
    public var customMirror: Mirror { Mirror(self, children: []) }
}

/// Where and how to reach an OpenAI-compatible server.
public struct OpenAIConfiguration: Sendable, Equatable {
    /// e.g. `https://api.openai.com/v1`; requests go to `<baseURL>/chat/completions`.
    public var baseURL: String
    public var model: String
    public var apiKey: APIKey?
    /// The most one HTTP request may take.
    public var requestTimeout: Duration
    /// HTTP retries after the first try (the SDK's `max_retries`).
    public var maxRetries: Int
    /// Allows `http://` to hosts that are not loopback.
    public var allowInsecureHTTP: Bool

    public init(
        baseURL: String, model: String, apiKey: APIKey?, requestTimeout: Duration = .seconds(8), maxRetries: Int = 2,
        allowInsecureHTTP: Bool = false
    ) {
        self.baseURL = baseURL
        self.model = model
        self.apiKey = apiKey
        self.requestTimeout = requestTimeout
        self.maxRetries = maxRetries
        self.allowInsecureHTTP = allowInsecureHTTP
    }

    /// Settings from `Config/` with a key, a base URL and a model over them (`OPENAI_API_KEY`, `OPENAI_BASE_URL`
    /// and `OPENAI_MODEL`, read by the composition root). Nil when neither a key nor a base URL is given: the LLM
    /// is not configured.
    public static func resolve(
        defaults: OpenAIConfiguration, apiKey: APIKey?, baseURL: String?, model: String?
    ) -> OpenAIConfiguration? {
        guard apiKey != nil || baseURL != nil else { return nil }
        var configuration = defaults
        configuration.apiKey = apiKey
        if let baseURL { configuration.baseURL = baseURL }
        if let model { configuration.model = model }
        return configuration
    }

    var completionsURL: String {
        var base = baseURL
        while base.hasSuffix("/") { base.removeLast() }
        return base + "/chat/completions"
    }
}
