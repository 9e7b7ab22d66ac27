public import FitTodayOpenAI
import FitTodayDomain
import Foundation

/// Where translations are kept between runs (the history store's `translation` table).
public protocol TranslationCache: Sendable {
    func cachedTranslation(key: String) async -> String?
    func storeTranslation(_ text: String, key: String) async
}

/// English → pt-BR through the configured LLM, each text translated once (cached under model + text).
public struct LLMTranslator: PortugueseTranslator {
    public let client: OpenAIClient
    public let instructions: String
    public let cache: (any TranslationCache)?
    public var timeout: Duration = .seconds(60)

    /// - Parameter instructions: the system message (Prompts/translate-system.txt).
    public init(client: OpenAIClient, instructions: String, cache: (any TranslationCache)?) {
        self.client = client
        self.instructions = instructions
        self.cache = cache
    }

    public enum TranslationError: Error, CustomStringConvertible {
        case incomplete(String)

        public var description: String {
            switch self {
            case .incomplete(let reason): "translation incomplete: \(reason)"
            }
        }
    }

    /// The cache key of a text: model and a hash of instructions and text.
    public func key(for text: String) -> String {
        "\(client.configuration.model):\(String(StableHash.fnv1a(instructions + "\u{0}" + text), radix: 16))"
    }

    public func portuguese(fromEnglish text: String) async throws -> String {
        let key = key(for: text)
        if let cached = await cache?.cachedTranslation(key: key) { return cached }
        let completion = try await client.complete(
            ChatCompletionRequest(
                model: client.configuration.model, messages: [.system(instructions), .user(text)], temperature: 0.2,
                maxCompletionTokens: 1_500),
            deadline: .now + timeout)
        guard completion.finishReason == nil || completion.finishReason == "stop" else {
            throw TranslationError.incomplete(completion.finishReason ?? "")
        }
        guard let translated = completion.content?.trimmingCharacters(in: .whitespacesAndNewlines), !translated.isEmpty
        else { throw TranslationError.incomplete(completion.refusal.map { "refused: \($0)" } ?? "empty answer") }
        await cache?.storeTranslation(translated, key: key)
        return translated
    }
}
