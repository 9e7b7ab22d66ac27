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

        /// The slot-bound prompt on the real model, five days in a row: at least four plans come from the model,
        /// and every prompt stays within 1,000 tokens (the server's own count). The deadline is generous so a loaded
        /// machine cannot make it flaky; `Scripts/benchmark-llm.sh` measures the same at the default 10 s.
        @Test func atLeastFourOfFivePlansComeFromTheModelWithCompactPrompts() async throws {
            let url = try Peers.require(Peers.smollm, "FITTODAY_PEER_SMOLLM_URL")
            let pipeline = PeerFixtures.pipeline(
                PeerFixtures.client(url, model: Peers.smollmModel, maxRetries: 0, timeout: .seconds(120)),
                planRetries: 2, deadline: .seconds(300))
            var history: [WorkoutPlan] = []
            var sources: [String] = []
            for day in 0..<5 {
                var request = PeerFixtures.request("home-dumbbells", focus: nil)
                request.date = request.date.adding(days: day)
                let plan = try await pipeline.generate(request, history: history, seed: UInt64(100 + day))
                PeerFixtures.expectValid(plan, for: request)
                #expect(plan.generation.diversity.passesAchievable)
                for attempt in plan.generation.attempts {
                    #expect(attempt.outcome != "failed", "\(attempt.reason ?? "")")
                    let prompt = attempt.usage?.promptTokens ?? 0
                    #expect(prompt > 0 && prompt <= 1_000, "prompt tokens \(prompt)")
                }
                sources.append(plan.generation.source.rawValue)
                print("SmolLM2 day \(day): \(plan.generation.source.rawValue), attempts \(plan.generation.attempts.map { "\($0.outcome) \($0.reason ?? "") \($0.latencyMilliseconds ?? 0) ms \($0.usage?.promptTokens ?? 0) tokens" })")
                history.append(plan)
            }
            #expect(sources.count { $0 == "llm" } >= 4, "\(sources)")
        }
    }
}
