import FitTodayDomain
import FitTodayGeneration
import FitTodayOpenAI
import Foundation
import TestHTTPServer
import FitTodayTestSupport
import Testing

/// The pipeline end to end against an in-process OpenAI-compatible server.
@Suite("Generation pipeline: LLM → validate → retry → local fallback")
struct GenerationPipelineTests {
    static let key = "sk-proj-PIPELINEKEY0123456789secret"

    func pipeline(
        _ server: ScriptedServer?, deadline: Duration = .seconds(30), planRetries: Int = 2, httpRetries: Int = 0,
        requestTimeout: Duration = .seconds(30), baseURL: String? = nil
    ) -> GenerationPipeline {
        let settings = GenerationSettings(
            model: "fake-model", temperature: 0.7, maxCompletionTokens: 600, planRetries: planRetries,
            deadline: deadline)
        guard let url = baseURL ?? server.map({ $0.baseURL + "/v1" }) else {
            return GenerationPipeline(composer: Fixtures.composer, languageModel: nil, settings: settings)
        }
        var client = OpenAIClient(
            configuration: OpenAIConfiguration(
                baseURL: url, model: "fake-model", apiKey: APIKey(Self.key), requestTimeout: requestTimeout,
                maxRetries: httpRetries),
            jitter: { 0 })
        client.retryPolicy.initialBackoff = 0.05
        return GenerationPipeline(
            composer: Fixtures.composer, languageModel: .init(client: client, templates: Fixtures.templates),
            settings: settings)
    }

    let request = Fixtures.request("home-gym")

    @Test func aGoodAnswerBecomesAnLLMPlan() async throws {
        let server = try await ScriptedServer.start { .planFromSchema($0) }
        let history = try Fixtures.history(for: request, days: 3)
        let plan = try await pipeline(server).generate(request, history: history, seed: 99)
        #expect(plan.generation.source == .llm)
        #expect(plan.generation.model == "fake-model")
        #expect(plan.generation.fallbackReason == nil)
        #expect(plan.generation.attempts.count == 1)
        let attempt = try #require(plan.generation.attempts.first)
        #expect(attempt.outcome == "accepted")
        #expect(attempt.seed == 99)
        #expect(attempt.usage == TokenUsage(promptTokens: 120, completionTokens: 40))
        #expect(attempt.latencyMilliseconds != nil)
        #expect(plan.generation.diversity.passes)
        // One exercise per slot: each asked slot's first candidate, a kept lift in its fixed slot.
        let asked = server.requests[0].schemaSlots
        #expect(!asked.isEmpty && plan.exercises.count >= asked.count)
        for (key, ids) in asked {
            let index = Int(key.dropFirst(4))! - 1
            #expect(plan.exercises[index].exerciseId == ids[0], "\(key)")
        }
        // Built only from catalog exercises the person can do.
        for item in plan.exercises {
            let exercise = try #require(Fixtures.catalog.exercise(id: item.exerciseId))
            #expect(exercise.equipment.allSatisfy(request.equipment.contains))
        }
    }

    @Test func aModelIgnoringTheSchemaIsRetriedWithNewSeedsThenReplacedByTheLocalPlan() async throws {
        // A server that ignores the schema and repeats yesterday's exercises: the decoder checks every slot again.
        let history = try Fixtures.history(for: request, days: 3)
        let repeated = history.last!.exerciseIds
        let server = try await ScriptedServer.start { recorded in
            .slots(recorded.schemaSlots.enumerated().map { ($1.key, repeated[$0 % repeated.count]) })
        }
        let plan = try await pipeline(server).generate(request, history: history, seed: 7)
        #expect(server.requests.count == 3)
        let seeds = server.requests.compactMap(\.seed)
        #expect(Set(seeds).count == 3)
        #expect(seeds.first == 7)
        #expect(plan.generation.source == .local)
        #expect(plan.generation.attempts.map(\.outcome) == ["rejected", "rejected", "rejected"])
        // Yesterday's exercises are none of the slots' options (or repeat a kept lift): rejected before any plan.
        let kinds = Set(plan.generation.attempts.compactMap { $0.reason.map(GenerationAttempt.kind(of:)) })
        #expect(kinds.isSubset(of: ["schema-violation", "duplicate"]) && !kinds.isEmpty, "\(plan.generation.attempts.map(\.reason))")
        #expect(plan.generation.fallbackReason?.hasPrefix("retries-spent: ") == true)
        #expect(plan.generation.diversity.passes)
        #expect(plan.generation.attempts.map(\.seed) == seeds)
    }

    @Test func badAnswersAreRejectedWithTheirReasonThenRetried() async throws {
        let server = try await ScriptedServer.start { .planFromSchema($0) }
        server.enqueue(
            .chatCompletion(content: "isto não é JSON"),
            .chatCompletion(content: #"{"slot1":"#, finishReason: "length"))
        let plan = try await pipeline(server).generate(request, history: [], seed: 5)
        #expect(plan.generation.source == .llm)
        #expect(plan.generation.attempts.map(\.outcome) == ["rejected", "rejected", "accepted"])
        #expect(plan.generation.attempts.map(\.reason) == ["invalid-json", "truncated-output", nil])
    }

    @Test func refusalsAndUnknownExercisesAreRejected() async throws {
        let server = try await ScriptedServer.start { .planFromSchema($0) }
        server.enqueue(
            .chatCompletion(content: nil, refusal: "Não posso."),
            .slots([("slot1", "levantamento-de-geladeira")]))
        let plan = try await pipeline(server, planRetries: 1).generate(request, history: [], seed: 5)
        #expect(plan.generation.source == .local)
        #expect(plan.generation.attempts.map(\.reason) == ["refusal: Não posso.", "unknown-exercise: levantamento-de-geladeira"])
        #expect(plan.generation.fallbackReason == "retries-spent: unknown-exercise: levantamento-de-geladeira")
    }

    @Test(arguments: [
        (401, "invalid_api_key", "auth"), (429, "insufficient_quota", "quota"), (400, "bad_schema", "bad-request"),
        (500, "server_error", "server"),
    ])
    func apiFailuresGoStraightToTheLocalComposer(status: Int, code: String, kind: String) async throws {
        let server = try await ScriptedServer.start { _ in
            .apiError(status: status, code: code, message: "failure with \(Self.key) inside")
        }
        let plan = try await pipeline(server).generate(request, history: [], seed: 3)
        #expect(server.requests.count == 1)
        #expect(plan.generation.source == .local)
        #expect(plan.generation.attempts.count == 1)
        #expect(plan.generation.attempts.first?.outcome == "failed")
        #expect(plan.generation.fallbackReason?.hasPrefix("\(kind): HTTP \(status)") == true)
        let json = String(decoding: try JSONEncoder().encode(plan), as: UTF8.self)
        #expect(!json.contains("PIPELINEKEY"))
    }

    @Test func aSlowServerCannotPushPastTheDeadline() async throws {
        let server = try await ScriptedServer.start { _ in .chatCompletion(content: "{}", delay: .seconds(20)) }
        let clock = ContinuousClock()
        let start = clock.now
        let plan = try await pipeline(server, deadline: .milliseconds(800), httpRetries: 2, requestTimeout: .seconds(8))
            .generate(request, history: [], seed: 3)
        // The server would take 20 s for each of three tries; the margin over the deadline is for a loaded machine.
        #expect(clock.now - start < .seconds(4))
        #expect(plan.generation.source == .local)
        #expect(plan.generation.fallbackReason?.hasPrefix("timeout:") == true)
    }

    @Test func noNetworkMeansALocalPlanWithTheReason() async throws {
        let url = try ScriptedServer.closedPort().baseURL + "/v1"
        // A long deadline: a refused connection fails at once, and a starved test machine must not turn it into a timeout.
        let plan = try await pipeline(nil, deadline: .seconds(60), httpRetries: 1, baseURL: url)
            .generate(request, history: [], seed: 3)
        #expect(plan.generation.source == .local)
        #expect(plan.generation.fallbackReason?.hasPrefix("network:") == true, "\(plan.generation.fallbackReason ?? "")")
    }

    @Test func withoutAModelThePlanIsTheLocalComposersOwn() async throws {
        let local = try Fixtures.composer.compose(request, history: [], seed: 11)
        let plan = try await pipeline(nil).generate(request, history: [], seed: 11)
        #expect(plan == local)
        #expect(plan.generation.fallbackReason == nil)
        #expect(plan.generation.attempts.isEmpty)
    }

    @Test func attemptSeedsDifferAndStayBelowTwoToThe53() {
        let seeds = (0..<5).map { GenerationPipeline.attemptSeed(42, attempt: $0) }
        #expect(seeds[0] == 42)
        #expect(Set(seeds).count == 5)
        #expect(seeds.allSatisfy { $0 < 1 << 53 })
    }

    @Test func aBatchThroughTheLLMReportsItsFigures() async throws {
        let server = try await ScriptedServer.start { .planFromSchema($0) }
        server.enqueue(.chatCompletion(content: "nope"))
        let plans = try await pipeline(server).run(request, count: 6, seed: 1)
        #expect(plans.count == 6)
        #expect(zip(plans, plans.dropFirst()).allSatisfy { $0.date.adding(days: 1) == $1.date })
        let statistics = try #require(GenerationStatistics(plans: plans))
        #expect(statistics.plans == 6)
        #expect(statistics.attempts == server.requests.count)
        #expect(statistics.retries == server.requests.count - 6)
        #expect(statistics.firstAttemptPassRate < 1)
        #expect(statistics.rejections["invalid-json"] == 1)
        #expect(statistics.tokens.prompt == 120 * server.requests.count)
        #expect(BatchSummary(plans: plans, threshold: 0.6, elapsedSeconds: 1).llm == statistics)
    }
}
