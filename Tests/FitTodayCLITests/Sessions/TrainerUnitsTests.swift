@testable import FitTodayCLI
import FitTodayDomain
import FitTodayResources
import FitTodaySession
import FitTodayLocalization
import Foundation
import FitTodayTestSupport
import Testing

/// The `train` screen for a carry in metres and a hold in seconds: the target says its unit, the editor asks for it
/// and sends it in the command field of that unit.
@Suite("trainer units")
struct TrainerUnitsTests {
    typealias T = TrainerModelTests

    /// A farmer's carry of 40 m at 24 kg, then a plank of 45 s.
    static let plan: WorkoutPlan = {
        var plan = T.plan
        let catalog = T.resources.catalog
        var carry = PlannedExercise(
            catalog.exercise(id: "dumbbell-farmers-carry")!,
            prescription: .init(sets: 2, target: RepRange(min: 30, max: 40), unit: .meters, restSeconds: 60), language: .ptBR)
        carry.suggestedWeightKg = 24
        let plank = PlannedExercise(
            catalog.exercise(id: "forearm-plank")!,
            prescription: .init(sets: 2, target: RepRange(min: 30, max: 45), unit: .seconds, restSeconds: 60), language: .ptBR)
        plan.exercises = [carry, plank]
        return plan
    }()

    @Test("a carry: 'Alvo: 40 m', the editor in metres sends meters; a plank: 'Alvo: 45 s', sends seconds")
    func carryAndHold() throws {
        try T.ptBR {
            var engine = SessionEngine()
            _ = engine.apply(
                SessionCommand(commandId: "start", deviceId: "terminal", type: .start), now: T.t0, plan: Self.plan,
                equipment: [.dumbbell])
            func model() -> TrainerModel {
                TrainerModel(session: engine.session!, plan: Self.plan, catalog: T.resources.catalog, bodyWeightKg: 75)
            }
            let ids = T.Ids()
            let screen = T.text(model().lines(now: T.t0, width: 100, height: 32))
            #expect(screen.contains("Alvo: 40 m · Carga sugerida: 24 kg"), "\(screen)")
            #expect(!screen.contains("repetições"), "\(screen)")

            guard case .editor(let editor) = model().react(to: .character("c"), newId: ids.next).mode else {
                Issue.record("c does not open the editor")
                return
            }
            #expect(editor.unit == .meters && editor.amount == "40" && editor.weight == "24")
            var editing = model()
            editing.mode = .editor(editor)
            let editorScreen = T.text(editing.lines(now: T.t0, width: 100, height: 32))
            #expect(editorScreen.contains("Metros: 40"), "\(editorScreen)")
            let typed = T.type([.character("c"), .backspace, .backspace, .character("3"), .character("5"), .enter],
                               into: model(), ids: ids)
            let command = try #require(typed.commands.first)
            #expect(command.meters == 35 && command.reps == nil && command.seconds == nil && command.weightKg == 24)
            #expect(engine.apply(command, now: T.t0.addingTimeInterval(60)).ok)
            let done = T.text(model().lines(now: T.t0.addingTimeInterval(61), width: 100, height: 32))
            #expect(done.contains("Feitas: ✓ 35 m × 24 kg"), "\(done)")

            _ = engine.apply(SessionCommand(commandId: "go", deviceId: "terminal", type: .goToExercise).with { $0.exerciseIndex = 1 },
                             now: T.t0.addingTimeInterval(90))
            let plank = T.text(model().lines(now: T.t0.addingTimeInterval(91), width: 100, height: 32))
            #expect(plank.contains("Alvo: 45 s"), "\(plank)")
            let hold = T.type([.character("c"), .enter], into: model(), ids: ids)
            let timed = try #require(hold.commands.first)
            #expect(timed.seconds == 45 && timed.reps == nil && timed.meters == nil)
            #expect(engine.apply(timed, now: T.t0.addingTimeInterval(120)).ok)
        }
    }

    @Test("the editor names its unit in both languages")
    func editorLabels() {
        T.ptBR {
            #expect(say(.trainerTargetMeters, 40) == "Alvo: 40 m")
            #expect(say(.trainerEditorMeters) == "Metros")
        }
        UserLanguage.$current.withValue(.en) {
            #expect(say(.trainerTargetMeters, 40) == "Target: 40 m")
            #expect(say(.trainerEditorMeters) == "Metres")
        }
    }
}

extension SessionCommand {
    /// The command with `fill` applied.
    func with(_ fill: (inout SessionCommand) -> Void) -> SessionCommand {
        var copy = self
        fill(&copy)
        return copy
    }
}
