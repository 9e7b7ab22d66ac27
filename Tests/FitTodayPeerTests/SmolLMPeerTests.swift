import FitTodayJSON
import FitTodayDomain
import FitTodayGeneration
import FitTodayOpenAI
import Foundation
import Testing

extension PeerSuites {
    /// A real small model: SmolLM2-135M-Instruct on llama.cpp's server (xllamacpp), answering `json_schema`.
    /// It is slow on two cores (tens of seconds per plan), hence the long deadlines.
    @Suite("Peer: SmolLM2-135M on llama.cpp", .serialized, .enabled(if: Peers.available("FITTODAY_PEER_SMOLLM_URL")))
    struct SmolLMPeerTests {
        @Test func answersInTheStrictSchema() async throws {
            let url = try Peers.require(Peers.smollm, "FITTODAY_PEER_SMOLLM_URL")
            let ids = ["push-up", "goblet-squat", "plank"]
            let schema: JSONValue = .object([
                "type": .string("object"), "additionalProperties": .bool(false), "required": .array([.string("exercises")]),
                "properties": .object([
                    "exercises": .object([
                        "type": .string("array"), "minItems": .number(2), "maxItems": .number(2),
                        "items": .object([
                            "type": .string("object"), "additionalProperties": .bool(false),
                            "required": .array([.string("exerciseId"), .string("sets")]),
                            "properties": .object([
                                "exerciseId": .object(["type": .string("string"), "enum": .array(ids.map(JSONValue.string))]),
                                "sets": .object(["type": .string("integer"), "minimum": .number(1), "maximum": .number(5)]),
                            ]),
                        ]),
                    ])
                ]),
            ])
            let completion = try await PeerFixtures.client(url, model: Peers.smollmModel, timeout: .seconds(120))
                .complete(
                    ChatCompletionRequest(
                        model: Peers.smollmModel,
                        messages: [.system("Responda só com JSON."), .user("Escolha dois exercícios para hoje.")],
                        responseFormat: JSONSchemaFormat(name: "plan", schema: schema), seed: 7, temperature: 0.2,
                        maxCompletionTokens: 200),
                    deadline: .now + .seconds(150))
            #expect(completion.finishReason == "stop")
            #expect(completion.model == Peers.smollmModel)
            #expect((completion.usage?.completionTokens ?? 0) > 0)
            let answer = try JSONValue.parse(Data((completion.content ?? "").utf8))
            let items = try #require(answer["exercises"]?.arrayValue)
            #expect(items.count == 2)
            for item in items {
                #expect(item["exerciseId"]?.stringValue.map(ids.contains) == true)
                #expect(item["sets"]?.intValue.map { (1...5).contains($0) } == true)
            }
        }

        @Test func thePipelineTurnsItsAnswersIntoAValidPlanOrFallsBackWithTheReason() async throws {
            let url = try Peers.require(Peers.smollm, "FITTODAY_PEER_SMOLLM_URL")
            let request = PeerFixtures.request("home-dumbbells", focus: .muscles([.triceps]), minutes: 20)
            let plan = try await PeerFixtures.pipeline(
                PeerFixtures.client(url, model: Peers.smollmModel, maxRetries: 0, timeout: .seconds(240)),
                planRetries: 1, deadline: .seconds(480)
            ).generate(request, history: [], seed: 3)
            PeerFixtures.expectValid(plan, for: request)
            let attempts = plan.generation.attempts
            #expect(!attempts.isEmpty)
            // Every attempt reached the model and came back with an answer it judged (no transport failure).
            for attempt in attempts {
                #expect(attempt.outcome != "failed", "\(attempt.reason ?? "")")
                #expect(attempt.usage.map { $0.completionTokens > 0 } == true)
            }
            if plan.generation.source == .llm {
                #expect(attempts.last?.outcome == "accepted")
                #expect(plan.generation.fallbackReason == nil)
            } else {
                #expect(plan.generation.fallbackReason?.hasPrefix("retries-spent: ") == true)
            }
            print("SmolLM2 pipeline: \(plan.generation.source.rawValue), attempts \(attempts.map { "\($0.outcome) \($0.reason ?? "") \($0.latencyMilliseconds ?? 0) ms" })")
        }
    }
}
