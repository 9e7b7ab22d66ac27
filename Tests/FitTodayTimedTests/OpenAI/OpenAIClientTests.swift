import FitTodayJSON
import FitTodayHTTP
import FitTodayOpenAI
import Foundation
import TestHTTPServer
import FitTodayTestSupport
import Testing

@Suite("OpenAI Chat Completions client")
struct OpenAIClientTests {
    @Test func sendsTheRequestTheAPIExpects() async throws {
        let server = try await ScriptedServer.start()
        server.enqueue(.chatCompletion(content: #"{"x":1}"#))
        _ = try await makeClient(server.baseURL).complete(planRequest, deadline: deadline(30))
        let recorded = try #require(server.requests.first)
        #expect(recorded.method == "POST")
        #expect(recorded.target == "/v1/chat/completions")
        #expect(recorded.headers["authorization"] == "Bearer \(secretKey)")
        #expect(recorded.headers["content-type"] == "application/json")
        let body = try JSONValue.parse(recorded.body)
        #expect(body["model"] == .string("fake-model"))
        #expect(body["seed"] == .number(4242))
        #expect(body["temperature"] == .number(0.7))
        #expect(body["max_completion_tokens"] == .number(600))
        #expect(body["messages"]?.arrayValue?.count == 2)
        #expect(body["messages"]?.arrayValue?.first?["role"] == .string("system"))
        let format = try #require(body["response_format"])
        #expect(format["type"] == .string("json_schema"))
        #expect(format["json_schema"]?["strict"] == .bool(true))
        #expect(format["json_schema"]?["name"] == .string("workout_plan"))
        #expect(format["json_schema"]?["schema"]?["additionalProperties"] == .bool(false))
    }

    @Test func readsContentFinishReasonUsageFingerprintAndRequestId() async throws {
        let server = try await ScriptedServer.start()
        server.enqueue(.chatCompletion(content: #"{"x":1}"#, finishReason: "stop", promptTokens: 900, completionTokens: 77, requestId: "req_abc"))
        let completion = try await makeClient(server.baseURL).complete(planRequest, deadline: deadline(30))
        #expect(completion.content == #"{"x":1}"#)
        #expect(completion.finishReason == "stop")
        #expect(completion.usage == CompletionUsage(promptTokens: 900, completionTokens: 77, totalTokens: 977))
        #expect(completion.systemFingerprint == "fp_test")
        #expect(completion.requestId == "req_abc")
        #expect(completion.model == "fake-model")
        #expect(completion.httpAttempts == 1)
    }

    @Test func readsARefusalAndATruncation() async throws {
        let server = try await ScriptedServer.start()
        server.enqueue(.chatCompletion(content: nil, refusal: "Não posso ajudar com isso."))
        server.enqueue(.chatCompletion(content: #"{"exercises":[{"exerc"#, finishReason: "length"))
        let client = makeClient(server.baseURL)
        let refused = try await client.complete(planRequest, deadline: deadline(30))
        #expect(refused.content == nil)
        #expect(refused.refusal == "Não posso ajudar com isso.")
        let truncated = try await client.complete(planRequest, deadline: deadline(30))
        #expect(truncated.finishReason == "length")
    }

    @Test(arguments: [
        ("\"rate_limit_exceeded\"", "rate_limit_exceeded"), ("429", "429"), ("null", nil),
    ] as [(String, String?)])
    func errorCodeDecodesAsStringOrInteger(code: String, expected: String?) async throws {
        let server = try await ScriptedServer.start()
        server.enqueue(.json(#"{"error":{"message":"bad","type":"invalid_request_error","code":\#(code)}}"#, status: 400))
        await #expect(throws: OpenAIError.api(status: 400, code: expected, message: "bad", requestId: nil)) {
            try await makeClient(server.baseURL).complete(planRequest, deadline: deadline(30))
        }
    }

    @Test(arguments: [("retry-after-ms", "300", Duration.milliseconds(300)), ("retry-after", "1", .seconds(1))])
    func retriesA429AfterTheWaitTheServerAsks(header: String, value: String, wait: Duration) async throws {
        let server = try await ScriptedServer.start()
        server.enqueue(.apiError(status: 429, code: "rate_limit_exceeded", headers: [(header, value)]))
        server.enqueue(.chatCompletion(content: "{}"))
        let clock = ContinuousClock()
        let start = clock.now
        let completion = try await makeClient(server.baseURL).complete(planRequest, deadline: deadline(30))
        #expect(completion.httpAttempts == 2)
        #expect(server.requests.count == 2)
        #expect(clock.now - start >= wait)
    }

    @Test func aRetryAfterBeyondTheDeadlineFallsBackToBackoff() async throws {
        let server = try await ScriptedServer.start()
        server.enqueue(.apiError(status: 503, headers: [("retry-after", "60")]))
        server.enqueue(.chatCompletion(content: "{}"))
        let clock = ContinuousClock()
        let start = clock.now
        _ = try await makeClient(server.baseURL).complete(planRequest, deadline: deadline(3))
        #expect(server.requests.count == 2)
        #expect(clock.now - start < .seconds(3))
    }

    @Test(arguments: [408, 409, 429, 500, 502, 503, 504])
    func retriesRetryableStatusesUpToMaxRetries(status: Int) async throws {
        let server = try await ScriptedServer.start { _ in .apiError(status: status, message: "storm") }
        await #expect(throws: OpenAIError.api(status: status, code: nil, message: "storm", requestId: nil)) {
            try await makeClient(server.baseURL, maxRetries: 2).complete(planRequest, deadline: deadline(30))
        }
        #expect(server.requests.count == 3)
    }

    @Test(arguments: [400, 401, 403, 404, 422])
    func neverRetriesClientErrors(status: Int) async throws {
        let server = try await ScriptedServer.start { _ in .apiError(status: status) }
        await #expect(throws: OpenAIError.self) {
            try await makeClient(server.baseURL).complete(planRequest, deadline: deadline(30))
        }
        #expect(server.requests.count == 1)
    }

    @Test func xShouldRetryOverridesTheStatus() async throws {
        let server = try await ScriptedServer.start()
        server.enqueue(.apiError(status: 500, headers: [("x-should-retry", "false")]))
        let client = makeClient(server.baseURL)
        await #expect(throws: OpenAIError.self) { try await client.complete(planRequest, deadline: deadline(30)) }
        #expect(server.requests.count == 1)
        server.enqueue(.apiError(status: 400, headers: [("x-should-retry", "true")]), .chatCompletion(content: "{}"))
        let completion = try await client.complete(planRequest, deadline: deadline(30))
        #expect(completion.httpAttempts == 2)
    }

    @Test func retriesTimeoutsAndConnectionErrors() async throws {
        let server = try await ScriptedServer.start()
        server.enqueue(.chatCompletion(content: "{}", delay: .seconds(6)), .chatCompletion(content: "{}"))
        let completion = try await makeClient(server.baseURL, timeout: .seconds(1)).complete(planRequest, deadline: deadline(30))
        #expect(completion.httpAttempts == 2)

        let client = makeClient(try ScriptedServer.closedPort().baseURL)
        await #expect {
            try await client.complete(planRequest, deadline: deadline(30))
        } throws: { error in
            (error as? OpenAIError)?.kind == .network
        }
    }

    @Test func neverRunsPastTheDeadline() async throws {
        let server = try await ScriptedServer.start { _ in .chatCompletion(content: "{}", delay: .seconds(20)) }
        let clock = ContinuousClock()
        let start = clock.now
        await #expect {
            try await makeClient(server.baseURL, timeout: .seconds(30)).complete(planRequest, deadline: deadline(0.8))
        } throws: { error in
            (error as? OpenAIError)?.kind == .timeout
        }
        // Without the deadline this would take 20 s per try; the margin is for a loaded machine.
        #expect(clock.now - start < .seconds(4))
    }

    @Test func theAPIKeyNeverAppearsInErrorsOrDescriptions() async throws {
        let server = try await ScriptedServer.start()
        server.enqueue(
            .apiError(status: 401, code: "invalid_api_key", message: "Incorrect API key provided: \(secretKey). Also sk-abc***wxyz."))
        let client = makeClient(server.baseURL)
        do {
            _ = try await client.complete(planRequest, deadline: deadline(30))
            Issue.record("expected a 401")
        } catch {
            #expect(error.kind == .auth)
            let texts = [error.description, "\(error)", String(reflecting: error)]
            for text in texts {
                #expect(!text.contains(secretKey))
                #expect(!text.contains("TESTKEY"))
                #expect(!text.contains("abc***wxyz"))
            }
        }
        let configuration = client.configuration
        for text in ["\(configuration)", String(reflecting: configuration), "\(configuration.apiKey!)"] {
            #expect(!text.contains("TESTKEY"))
        }
    }

    @Test func configurationComesFromConfigWithSettingsOverIt() {
        let defaults = OpenAIConfiguration(baseURL: "https://api.openai.com/v1", model: "gpt-4o-mini", apiKey: nil)
        #expect(OpenAIConfiguration.resolve(defaults: defaults, apiKey: nil, baseURL: nil, model: "x") == nil)
        let keyed = OpenAIConfiguration.resolve(defaults: defaults, apiKey: APIKey("sk-x"), baseURL: nil, model: nil)
        #expect(keyed?.baseURL == "https://api.openai.com/v1")
        #expect(keyed?.model == "gpt-4o-mini")
        #expect(keyed?.apiKey == APIKey("sk-x"))
        let local = OpenAIConfiguration.resolve(
            defaults: defaults, apiKey: nil, baseURL: "http://127.0.0.1:8080/v1", model: "smollm2")
        #expect(local?.baseURL == "http://127.0.0.1:8080/v1")
        #expect(local?.model == "smollm2")
        #expect(local?.apiKey == nil)
    }
}
