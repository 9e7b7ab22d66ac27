import FitTodayDomain
import FitTodayGeneration
import FitTodayHTTP
import FitTodayOpenAI
import FitTodayResources
import FitTodayTestSupport
import Foundation
import Testing

/// The project's catalog, config and prompts, and helpers to build clients and pipelines for a peer.
enum PeerFixtures {
    static let root = TestProject.root
    static var resources: LoadedResources { TestProject.resources }
    static var templates: PromptTemplates { GenerationFixtures.templates }
    static let day = CalendarDay(iso: "2026-11-22")!

    static func request(_ profile: String, focus: Focus?, minutes: Int = 45) -> PlanRequest {
        PlanRequest(
            focus: focus, equipment: EquipmentSet(resources.profiles[profile]!), minutes: minutes, date: day)
    }

    static func client(_ baseURL: String, model: String, maxRetries: Int = 2, timeout: Duration = .seconds(10))
        -> OpenAIClient
    {
        OpenAIClient(
            configuration: OpenAIConfiguration(
                baseURL: baseURL, model: model, apiKey: APIKey("sk-peer-test"), requestTimeout: timeout,
                maxRetries: maxRetries))
    }

    static func pipeline(_ client: OpenAIClient, planRetries: Int, deadline: Duration, maxTokens: Int = 640)
        -> GenerationPipeline
    {
        GenerationPipeline(
            composer: resources.composer, languageModel: .init(client: client, templates: templates),
            settings: GenerationSettings(
                model: client.configuration.model, temperature: 0.2, maxCompletionTokens: maxTokens,
                planRetries: planRetries, deadline: deadline,
                candidatesPerSlot: resources.config.llm.candidatesPerSlot, maxOptions: resources.config.llm.maxOptions))
    }

    /// Every exercise is in the catalog, fits the equipment, and appears once.
    static func expectValid(_ plan: WorkoutPlan, for request: PlanRequest) {
        #expect(!plan.exercises.isEmpty)
        #expect(Set(plan.exerciseIds).count == plan.exerciseIds.count)
        for item in plan.exercises {
            let exercise = resources.catalog.exercise(id: item.exerciseId)
            #expect(exercise != nil, "\(item.exerciseId) is not in the catalog")
            #expect(exercise.map { EquipmentSet($0.equipment).isSubset(of: request.equipment) } == true)
        }
    }
}
