@testable import FitTodayCLI
import FitTodayDomain
import FitTodayResources
import FitTodaySession
import FitTodayLocalization
import Foundation
import FitTodayTestSupport
import Testing

/// The `train` screen for a main lift with a warm-up ramp: warm-up sets are labelled as warm-ups, numbered apart,
/// and the working sets count from 1 after them, as the live activity counts them.
@Suite("trainer warm-up sets")
struct TrainerWarmupTests {
    typealias T = TrainerModelTests

    /// A bench press at 60 kg for 3 sets, with a two-step ramp.
    static let plan: WorkoutPlan = {
        var plan = T.plan
        var bench = PlannedExercise(
            T.resources.catalog.exercise(id: "barbell-bench-press")!,
            prescription: .init(sets: 3, target: RepRange(min: 6, max: 8), restSeconds: 120), language: .ptBR,
            mainLift: true)
        bench.suggestedWeightKg = 60
        bench.warmup = [WarmupStep(weightKg: 20, reps: 8, perSide: []), WarmupStep(weightKg: 40, reps: 5, perSide: [10])]
        plan.exercises = [bench]
        return plan
    }()

    func screens(_ language: Language) -> (warmup: String, editor: String, working: String) {
        UserLanguage.$current.withValue(language) {
            var engine = SessionEngine()
            _ = engine.apply(
                SessionCommand(commandId: "start", deviceId: "terminal", type: .start), now: T.t0, plan: Self.plan,
                equipment: [.barbell, .bench])
            func model() -> TrainerModel {
                TrainerModel(session: engine.session!, plan: Self.plan, catalog: T.resources.catalog, bodyWeightKg: 75)
            }
            let warmup = T.text(model().lines(now: T.t0, width: 100, height: 32))
            guard case .editor(let editor) = model().react(to: .character("c"), newId: T.Ids().next).mode else {
                Issue.record("c does not open the editor")
                return ("", "", "")
            }
            #expect(editor.warmup && editor.setNumber == 1 && editor.totalSets == 2, "\(editor)")
            var editing = model()
            editing.mode = .editor(editor)
            let editorScreen = T.text(editing.lines(now: T.t0, width: 100, height: 32))
            for (index, id) in ["1.w1", "1.w2"].enumerated() {
                let done = SessionCommand(commandId: id, deviceId: "terminal", type: .completeSet).with {
                    $0.setId = id
                    $0.reps = 5
                    $0.weightKg = 20
                }
                #expect(engine.apply(done, now: T.t0.addingTimeInterval(Double(index + 1) * 60)).ok)
            }
            let working = T.text(model().lines(now: T.t0.addingTimeInterval(200), width: 100, height: 32))
            return (warmup, editorScreen, working)
        }
    }

    @Test("a warm-up set says so in pt-BR; the working sets count 1 of 3 after the ramp")
    func portuguese() {
        let screens = screens(.ptBR)
        #expect(screens.warmup.contains("Aquecimento 1 de 2 (fora das séries, do volume e dos recordes)"), "\(screens.warmup)")
        #expect(!screens.warmup.contains("Série 1 de 5"), "\(screens.warmup)")
        #expect(screens.editor.contains("Concluir aquecimento 1 de 2"), "\(screens.editor)")
        #expect(screens.working.contains("Série 1 de 3"), "\(screens.working)")
        #expect(screens.working.contains("(0/3)"), "the exercise list counts working sets: \(screens.working)")
    }

    @Test("a warm-up set says so in English; the working sets count 1 of 3 after the ramp")
    func english() {
        let screens = screens(.en)
        #expect(screens.warmup.contains("Warm-up 1 of 2 (not counted in sets, volume or records)"), "\(screens.warmup)")
        #expect(screens.editor.contains("Complete warm-up 1 of 2"), "\(screens.editor)")
        #expect(screens.working.contains("Set 1 of 3"), "\(screens.working)")
    }
}
