import FitTodayJSON
public import FitTodayOpenAI

/// A key shaped like a real one, so that scrubbing is tested on what it would meet.
public let secretKey = "sk-proj-TESTKEY1234567890abcdefSECRET"

public func makeClient(_ baseURL: String, maxRetries: Int = 2, key: String? = secretKey, timeout: Duration = .seconds(5))
    -> OpenAIClient
{
    var client = OpenAIClient(
        configuration: OpenAIConfiguration(
            baseURL: baseURL + "/v1", model: "fake-model", apiKey: APIKey(key), requestTimeout: timeout,
            maxRetries: maxRetries),
        jitter: { 0 })
    // Short waits keep the suite quick; the rules are the same at any scale.
    client.retryPolicy.initialBackoff = 0.05
    client.retryPolicy.maxBackoff = 0.2
    return client
}

public func deadline(_ seconds: Double) -> ContinuousClock.Instant {
    .now + .milliseconds(Int64(seconds * 1_000))
}

public let planRequest = ChatCompletionRequest(
    model: "fake-model", messages: [.system("Você é um treinador."), .user("Monte o treino de hoje.")],
    responseFormat: JSONSchemaFormat(
        name: "workout_plan",
        schema: .object([
            "type": .string("object"), "additionalProperties": .bool(false), "required": .array([.string("x")]),
            "properties": .object(["x": .object(["type": .string("integer")])]),
        ])),
    seed: 4242, temperature: 0.7, maxCompletionTokens: 600)
