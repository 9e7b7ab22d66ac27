import FitTodayDomain
import FitTodayGeneration
import FitTodayResources
import FitTodaySession
import FitTodayStorage
import FitTodayTestSupport
import FitTodayUseCases
import Foundation
import Testing

/// `DayPlan.produce` doses bodyweight work from what was done: a person training every set at the top of its target.
@Suite("the day's plan takes the ladder rule after the load progression")
struct DayPlanLadderTests {
    typealias F = StoreFixtures
    let resources = F.resources

    func pipeline(_ composer: BlueprintComposer) -> GenerationPipeline {
        GenerationPipeline(
            composer: composer, languageModel: nil,
            settings: GenerationSettings(model: "none", temperature: 0, maxCompletionTokens: 1, planRetries: 0, deadline: .seconds(5)))
    }

    /// Trains the day's plan in a session: every set done at the top of its target, rated 4.
    func train(_ plan: WorkoutPlan, day: CalendarDay, store: InMemoryStore) throws {
        let setting = F.setting(today: day)
        var commands = [F.command(.start, "start-\(day)") { $0.date = day.description }]
        for (index, item) in plan.exercises.enumerated() {
            for set in 0..<item.sets {
                commands.append(F.command(.completeSet, "set-\(day)-\(index)-\(set)", at: Double(60 * commands.count)) {
                    $0.setId = "\(index + 1).\(set + 1)"
                    switch item.unit {
                    case .reps: $0.reps = item.target.max
                    case .seconds: $0.seconds = item.target.max
                    case .meters: $0.meters = item.target.max
                    }
                    $0.weightKg = item.suggestedWeightKg
                })
            }
        }
        commands.append(F.command(.finish, "finish-\(day)", at: 3_600) { $0.rating = 4 })
        for command in commands {
            let reply = try store.apply(command, now: F.t0, setting: setting)
            #expect(reply.ok, "\(command.type) \(reply.reasonCode.map { "\($0)" } ?? "")")
        }
    }

    @Test("over ten trained bodyweight days the plans differ from the composer's exactly by the ladder rule")
    func wired() async throws {
        let store = InMemoryStore()
        // Trained every day (against the schedule's advice), so that every day has a plan to compare.
        let choices = PlanChoices(equipment: EquipmentSet(), seed: 5, language: .ptBR, trainAnyway: true)
        let config = resources.config
        var changed = 0
        for offset in 0..<10 {
            let day = F.day.adding(days: offset)
            let outcome = try await DayPlan.produce(
                choices, day: day, replace: false, store: store, resources: resources, pipeline: pipeline)
            // What the composer and the block make for the same inputs, then the rule applied by hand.
            let request = try choices.request(resources: resources, date: day)
            let record = store.workouts(before: day, limit: config.blocks.historyPlans).filter { $0.dayKind != .rest }
            let history = Array(record.suffix(resources.composer.historyNeeded))
            let composed = try resources.composer.compose(request, history: history, seed: 5)
            let program = BlockProgram(
                rules: config.blocks, training: config.training, catalog: resources.catalog,
                window: resources.composer.validator.window, threshold: resources.composer.validator.threshold,
                staples: resources.rotations)
            let shaped = program.shape(composed, request: request, history: record)
            let rungs = config.bodyweight.ladderLogIds(
                for: shaped, catalog: resources.catalog, ladders: resources.ladders, equipment: request.equipment)
            let logs = store.lastLogged(of: shaped.exerciseIds + rungs, before: day)
            let context = BodyweightLadder.Context(
                catalog: resources.catalog, ladders: resources.ladders, equipment: request.equipment,
                language: .ptBR, history: history.map(\.exerciseIds), validator: resources.makeValidator(),
                energy: request.energy)
            let expected = config.bodyweight.apply(to: shaped, logs: logs, context: context)
            let dose = { (plan: WorkoutPlan) in plan.exercises.map { "\($0.exerciseId) \($0.sets)×\($0.target)" } }
            #expect(dose(outcome.plan) == dose(expected.plan), "day \(offset)")
            if dose(outcome.plan) != dose(shaped) { changed += 1 }
            try train(outcome.plan, day: day, store: store)
        }
        #expect(changed > 0, "some day's bodyweight dose came from the last exposure")
    }
}
