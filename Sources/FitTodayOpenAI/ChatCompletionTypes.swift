import Foundation

/// One message of a chat.
public struct ChatMessage: Sendable, Equatable, Codable {
    public enum Role: String, Sendable, Codable { case system, user, assistant, developer }
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
public struct JSONSchemaFormat: Sendable, Equatable, Encodable {
    public var name: String
    public var schema: JSONValue
    public var strict: Bool

    public init(name: String, schema: JSONValue, strict: Bool = true) {
        self.name = name
        self.schema = schema
        self.strict = strict
    }

    public func encode(to encoder: any Encoder) throws {
        let body: JSONValue = .object([
            "type": .string("json_schema"),
            "json_schema": .object(["name": .string(name), "strict": .bool(strict), "schema": schema]),
        ])
        try body.encode(to: encoder)
    }
}

/// The body of `POST /chat/completions`.
public struct ChatCompletionRequest: Sendable, Equatable, Encodable {
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

    private enum CodingKeys: String, CodingKey {
        case model, messages, seed, temperature
        case responseFormat = "response_format"
        case maxCompletionTokens = "max_completion_tokens"
    }
}

/// Token counts of one completion.
public struct CompletionUsage: Sendable, Equatable, Decodable {
    public var promptTokens: Int
    public var completionTokens: Int
    public var totalTokens: Int

    public init(promptTokens: Int, completionTokens: Int, totalTokens: Int) {
        self.promptTokens = promptTokens
        self.completionTokens = completionTokens
        self.totalTokens = totalTokens
    }

    private enum CodingKeys: String, CodingKey {
        case promptTokens = "prompt_tokens"
        case completionTokens = "completion_tokens"
        case totalTokens = "total_tokens"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        promptTokens = try container.decodeIfPresent(Int.self, forKey: .promptTokens) ?? 0
        completionTokens = try container.decodeIfPresent(Int.self, forKey: .completionTokens) ?? 0
        totalTokens = try container.decodeIfPresent(Int.self, forKey: .totalTokens) ?? promptTokens + completionTokens
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

/// The wire shape of a completion response; only what `ChatCompletion` keeps.
struct ChatCompletionResponseBody: Decodable {
    struct Choice: Decodable {
        struct Message: Decodable {
            var content: String?
            var refusal: String?
        }
        var message: Message?
        var finishReason: String?

        private enum CodingKeys: String, CodingKey {
            case message
            case finishReason = "finish_reason"
        }
    }

    var id: String?
    var model: String?
    var choices: [Choice]
    var usage: CompletionUsage?
    var systemFingerprint: String?

    private enum CodingKeys: String, CodingKey {
        case id, model, choices, usage
        case systemFingerprint = "system_fingerprint"
    }
}

/// The wire shape of an error: `{"error": {"message", "type", "param", "code"}}`, where `code` is a string
/// (OpenAI), an integer (llama.cpp and others) or null.
struct APIErrorBody: Decodable {
    struct Detail: Decodable {
        var message: String?
        var type: String?
        var code: String?

        private enum CodingKeys: String, CodingKey { case message, type, code }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            message = try? container.decodeIfPresent(String.self, forKey: .message)
            type = try? container.decodeIfPresent(String.self, forKey: .type)
            if let text = try? container.decodeIfPresent(String.self, forKey: .code) {
                code = text
            } else if let number = try? container.decodeIfPresent(Int.self, forKey: .code) {
                code = String(number)
            } else {
                code = nil
            }
        }
    }

    var error: Detail
}
