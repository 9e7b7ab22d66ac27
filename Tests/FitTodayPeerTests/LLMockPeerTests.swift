import FitTodayJSON
import FitTodayDomain
import FitTodayGeneration
import FitTodayHTTP
import FitTodayOpenAI
import FitTodayResources
import Foundation
import Testing

/// llmock 0.2.2's control API: scripted faults and the journal of what it received.
struct LLMock {
    let baseURL: String
    var origin: String { baseURL.hasSuffix("/v1") ? String(baseURL.dropLast(3)) : baseURL }
    let transport = HTTPTransport()

    func reset() async throws { _ = try await post("/_llmock/reset", "{}") }

    func scenario(_ behaviors: String) async throws {
        let response = try await post("/_llmock/scenario", #"{"behaviors":[\#(behaviors)]}"#)
        try #require(response.status == 201, "llmock refused the scenario: \(String(decoding: response.body, as: UTF8.self))")
    }

    /// Status codes of the chat requests received so far, in order, and their start times (server seconds).
    func journal() async throws -> [(status: Int, started: Double)] {
        let response = try await transport.send(HTTPRequest(url: origin + "/_llmock/requests", timeout: .seconds(10)))
        let json = try JSONValue.parse(response.body)
        return (json["requests"]?.arrayValue ?? []).map {
            ($0["status"]?.intValue ?? 0, $0["started_at"]?.numberValue ?? 0)
        }
    }

    private func post(_ path: String, _ body: String) async throws -> HTTPResponse {
        try await transport.send(
            HTTPRequest(
                method: .post, url: origin + path, headers: ["Content-Type": "application/json"],
                body: Data(body.utf8), timeout: .seconds(10)))
    }
}

extension PeerSuites {
    /// The client and the pipeline against llmock's scripted faults. Serialized: llmock's script is global.
    @Suite("Peer: llmock 0.2.2", .serialized, .enabled(if: Peers.available("FITTODAY_PEER_LLMOCK_URL")))
    struct LLMockPeerTests {
        let request = ChatCompletionRequest(
            model: "gpt-4o-mini", messages: [.system("Você monta treinos."), .user("Treino de hoje.")], seed: 1,
            temperature: 0.2, maxCompletionTokens: 200)

        func mock() async throws -> LLMock {
            let mock = LLMock(baseURL: try Peers.require(Peers.llmock, "FITTODAY_PEER_LLMOCK_URL"))
            try await mock.reset()
            return mock
        }

        @Test func a429WithRetryAfterIsWaitedForThenRetried() async throws {
            let mock = try await mock()
            try await mock.scenario(#"{"type":"fail","status":429,"retry_after":0.5}"#)
            let completion = try await PeerFixtures.client(mock.baseURL, model: "gpt-4o-mini")
                .complete(request, deadline: .now + .seconds(10))
            #expect(completion.httpAttempts == 2)
            let journal = try await mock.journal()
            #expect(journal.map(\.status) == [429, 200])
            #expect(journal[1].started - journal[0].started >= 0.45)
        }

        @Test func a500StormIsRetriedUpToTheLimitThenReported() async throws {
            let mock = try await mock()
            try await mock.scenario(#"{"type":"fail","status":500,"times":3}"#)
            await #expect(throws: OpenAIError.self) {
                try await PeerFixtures.client(mock.baseURL, model: "gpt-4o-mini", maxRetries: 2)
                    .complete(request, deadline: .now + .seconds(20))
            }
            #expect(try await mock.journal().map(\.status) == [500, 500, 500])

            try await mock.reset()
            try await mock.scenario(#"{"type":"fail","status":503,"times":2}"#)
            let completion = try await PeerFixtures.client(mock.baseURL, model: "gpt-4o-mini", maxRetries: 2)
                .complete(request, deadline: .now + .seconds(20))
            #expect(completion.httpAttempts == 3)
            #expect(try await mock.journal().map(\.status) == [503, 503, 200])
        }

        @Test func a400IsNeverRetried() async throws {
            let mock = try await mock()
            try await mock.scenario(#"{"type":"fail","status":400,"message":"Invalid schema.","code":"invalid_json_schema"}"#)
            await #expect(throws: OpenAIError.api(status: 400, code: "invalid_json_schema", message: "Invalid schema.", requestId: nil)) {
                try await PeerFixtures.client(mock.baseURL, model: "gpt-4o-mini").complete(request, deadline: .now + .seconds(10))
            }
            #expect(try await mock.journal().map(\.status) == [400])
        }

        @Test func aDelayPastTheDeadlineEndsWithinIt() async throws {
            let mock = try await mock()
            try await mock.scenario(#"{"type":"delay","seconds":8,"times":3}"#)
            let clock = ContinuousClock()
            let start = clock.now
            await #expect {
                try await PeerFixtures.client(mock.baseURL, model: "gpt-4o-mini", timeout: .seconds(30))
                    .complete(request, deadline: .now + .seconds(1))
            } throws: { error in
                (error as? OpenAIError)?.kind == .timeout
            }
            #expect(clock.now - start < .seconds(4))
        }

        @Test func thePipelineRejectsATruncatedAnswerAndAcceptsTheNextPlan() async throws {
            let mock = try await mock()
            let request = PeerFixtures.request("home-dumbbells", focus: .split(.push))
            // The ids a well-behaved model would pick: the first candidates of the first attempt's prompt.
            let prompt = try PromptAssembler(templates: PeerFixtures.templates, composer: PeerFixtures.resources.composer)
                .assemble(request: request, history: [], seed: 21)
            let choices = prompt.binding.asked.map { (SlotSchema.key($0.index), $0.slot.candidates[0]) }
            let plan = "{" + choices.map { #"\"\#($0.0)\":\"\#($0.1)\""# }.joined(separator: ",") + "}"
            try await mock.scenario(#"{"type":"reply","text":"{\"slot1\":\"","finish_reason":"length"}"#)
            try await mock.scenario(#"{"type":"reply","text":"\#(plan)"}"#)
            let result = try await PeerFixtures.pipeline(
                PeerFixtures.client(mock.baseURL, model: "gpt-4o-mini"), planRetries: 2, deadline: .seconds(20)
            ).generate(request, history: [], seed: 21)
            #expect(result.generation.source == .llm)
            #expect(result.generation.attempts.map(\.outcome) == ["rejected", "accepted"])
            #expect(result.generation.attempts.first?.reason == "truncated-output")
            for (index, slot) in prompt.binding.asked { #expect(result.exerciseIds[index] == slot.candidates[0]) }
            PeerFixtures.expectValid(result, for: request)
        }

        @Test func thePipelineFallsBackOnAServerStormAndSaysWhy() async throws {
            let mock = try await mock()
            try await mock.scenario(#"{"type":"fail","status":500,"times":null}"#)
            let request = PeerFixtures.request("bodyweight", focus: nil)
            let plan = try await PeerFixtures.pipeline(
                PeerFixtures.client(mock.baseURL, model: "gpt-4o-mini", maxRetries: 2), planRetries: 2, deadline: .seconds(20)
            ).generate(request, history: [], seed: 5)
            #expect(plan.generation.source == .local)
            #expect(plan.generation.fallbackReason?.hasPrefix("server: HTTP 500 internal_error") == true)
            #expect(try await mock.journal().count == 3)
            PeerFixtures.expectValid(plan, for: request)
        }
    }
}
