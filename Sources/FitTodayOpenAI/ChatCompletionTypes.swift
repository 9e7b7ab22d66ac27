public import FitTodayJSON
public import Foundation

/// One message of a chat.
public struct ChatMessage: Sendable, Equatable {
    public enum Role: String, Sendable { case system, user, assistant, developer }
    public var role: Role
    public var content: String

    public init(role: Role, content: String) {
        self.role = role
        self.content = content
    }

    public static func system(_ text: String) -> ChatMessage { ChatMessage(role: .system, content: text) }
    public static func user(_ text: String) -> ChatMessage { ChatMessage(role: .user, content: text) }
}

/// `response_format`: a JSON schema the answer must follow (`strict` = the server enforces it).
public struct JSONSchemaFormat: Sendable, Equatable {
    public var name: String
    public var schema: JSONValue
    public var strict: Bool

    public init(name: String, schema: JSONValue, strict: Bool = true) {
        self.name = name
        self.schema = schema
        self.strict = strict
    }

    /// `{"json_schema": {"name", "schema", "strict"}, "type": "json_schema"}`
    var json: JSONValue {
        .object([
            "type": .string("json_schema"),
            "json_schema": .object(["name": .string(name), "strict": .bool(strict), "schema": schema]),
        ])
    }
}

/// The body of `POST /chat/completions`.
public struct ChatCompletionRequest: Sendable, Equatable {
    public var model: String
    public var messages: [ChatMessage]
    public var responseFormat: JSONSchemaFormat?
    public var seed: UInt64?
    public var temperature: Double?
    public var maxCompletionTokens: Int?

    public init(
        model: String, messages: [ChatMessage], responseFormat: JSONSchemaFormat? = nil, seed: UInt64? = nil,
        temperature: Double? = nil, maxCompletionTokens: Int? = nil
    ) {
        self.model = model
        self.messages = messages
        self.responseFormat = responseFormat
        self.seed = seed
        self.temperature = temperature
        self.maxCompletionTokens = maxCompletionTokens
    }

    /// The request as JSON bytes, keys sorted; absent options are left out.
    public var body: Data {
        var writer = JSONWriter(capacity: 2_048)
        writer.beginObject()
        if let maxCompletionTokens {
            writer.key("max_completion_tokens")
            writer.write(integer: maxCompletionTokens)
        }
        writer.key("messages")
        writer.beginArray()
        for message in messages {
            writer.separate()
            writer.beginObject()
            writer.key("content")
            writer.write(message.content)
            writer.key("role")
            writer.write(message.role.rawValue)
            writer.end("}")
        }
        writer.end("]")
        writer.key("model")
        writer.write(model)
        if let responseFormat {
            writer.key("response_format")
            writer.write(responseFormat.json)
        }
        if let seed {
            writer.key("seed")
            writer.write(integer: seed)
        }
        if let temperature {
            writer.key("temperature")
            writer.write(temperature)
        }
        writer.end("}")
        return writer.data
    }
}

/// Token counts of one completion.
public struct CompletionUsage: Sendable, Equatable {
    public var promptTokens: Int
    public var completionTokens: Int
    public var totalTokens: Int

    public init(promptTokens: Int, completionTokens: Int, totalTokens: Int) {
        self.promptTokens = promptTokens
        self.completionTokens = completionTokens
        self.totalTokens = totalTokens
    }

    /// `{"prompt_tokens", "completion_tokens", "total_tokens"}`; missing counts read as 0.
    init?(json: JSONValue?) {
        guard let json, json.objectValue != nil else { return nil }
        promptTokens = json["prompt_tokens"]?.intValue ?? 0
        completionTokens = json["completion_tokens"]?.intValue ?? 0
        totalTokens = json["total_tokens"]?.intValue ?? promptTokens + completionTokens
    }
}

/// What the client returns: the first choice of a completion, with the metadata callers log.
public struct ChatCompletion: Sendable, Equatable {
    /// The answer's text; nil when the model refused or produced no content.
    public var content: String?
    /// The model's refusal message, when it declined.
    public var refusal: String?
    /// `stop`, `length`, `content_filter`, … as the server said.
    public var finishReason: String?
    public var usage: CompletionUsage?
    public var model: String?
    public var systemFingerprint: String?
    /// `x-request-id`, else the completion's id.
    public var requestId: String?
    /// HTTP requests made to get it (1 = no retry).
    public var httpAttempts: Int

    public init(
        content: String?, refusal: String? = nil, finishReason: String?, usage: CompletionUsage? = nil,
        model: String? = nil, systemFingerprint: String? = nil, requestId: String? = nil, httpAttempts: Int = 1
    ) {
        self.content = content
        self.refusal = refusal
        self.finishReason = finishReason
        self.usage = usage
        self.model = model
        self.systemFingerprint = systemFingerprint
        self.requestId = requestId
        self.httpAttempts = httpAttempts
    }
}

extension ChatCompletion {
    /// Reads a completion response: the first choice's message, its finish reason, usage and metadata, every text
    /// through `scrubber`.
    init?(json: JSONValue, requestId: String?, httpAttempts: Int, scrubber: UpstreamScrubber) {
        guard let choice = json["choices"]?.arrayValue?.first, choice.objectValue != nil else { return nil }
        let message = choice["message"]
        typealias Limit = UpstreamScrubber.Limit
        self.init(
            content: scrubber.text(message?["content"]?.stringValue),
            refusal: scrubber.line(message?["refusal"]?.stringValue, limit: Limit.message),
            finishReason: scrubber.line(choice["finish_reason"]?.stringValue, limit: Limit.finishReason),
            usage: CompletionUsage(json: json["usage"]),
            model: scrubber.line(json["model"]?.stringValue, limit: Limit.model),
            systemFingerprint: scrubber.line(json["system_fingerprint"]?.stringValue, limit: Limit.code),
            requestId: scrubber.line(requestId ?? json["id"]?.stringValue, limit: Limit.requestId),
            httpAttempts: httpAttempts)
    }
}

/// An error body: `{"error": {"message", "type", "param", "code"}}`, where `code` is a string (OpenAI), an
/// integer (llama.cpp and others) or null.
struct APIErrorBody {
    var message: String?
    var code: String?

    init?(json: JSONValue) {
        guard let error = json["error"] else { return nil }
        // Some servers put a bare string in `error`.
        message = error.stringValue ?? error["message"]?.stringValue
        switch error["code"] {
        case .string(let text): code = text
        case .number(let number): code = Int(exactly: number).map(String.init) ?? String(number)
        default: code = nil
        }
    }
}
