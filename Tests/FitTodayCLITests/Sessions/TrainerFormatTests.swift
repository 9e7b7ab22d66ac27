@testable import FitTodayCLI
import FitTodayDomain
import FitTodayLocalization
import FitTodayResources
import FitTodaySession
import Foundation
import FitTodayTestSupport
import Testing

/// `train` over a superset: the list labels A1/A2, the line under the exercise names the format, the place in the
/// group and the round, and what comes next; completing a set with Enter moves to the group's next exercise. The
/// plan table labels the group's rows and says how the group is run, in pt-BR and English.
@Suite("trainer and plan table: supersets and circuits")
struct TrainerFormatTests {
    typealias T = TrainerModelTests
    static let t0 = TrainerModelTests.t0

    /// A 30-minute full-gym hypertrophy day: supersets.
    static let plan: WorkoutPlan = {
        let request = PlanRequest(
            equipment: EquipmentSet(T.resources.profiles["full-gym"]!), goal: .hypertrophy, minutes: 30,
            date: CalendarDay(iso: "2026-12-01")!)
        return try! T.resources.composer.compose(request, history: [], seed: 1)
    }()

    static func model(_ engine: SessionEngine) -> TrainerModel {
        TrainerModel(session: engine.session!, plan: plan, catalog: T.resources.catalog, bodyWeightKg: 75)
    }

    @Test("the trainer names the superset, the round and what follows; Enter hands over to A2, then back to A1")
    func trainerSuperset() {
        T.ptBR {
            #expect(Self.plan.exercises[0].group == 1 && Self.plan.exercises[1].group == 1)
            var engine = SessionEngine()
            _ = engine.apply(
                SessionCommand(commandId: "start", deviceId: "terminal", type: .start), now: Self.t0, plan: Self.plan,
                equipment: T.resources.profiles["full-gym"]!)
            let ids = T.Ids()
            var screen = T.text(Self.model(engine).lines(now: Self.t0, width: 100, height: 40))
            let (first, second) = (Self.plan.exercises[0].name, Self.plan.exercises[1].name)
            #expect(screen.contains("Supersérie A · exercício 1 de 2 · rodada 1 de 3"), "\(screen)")
            #expect(screen.contains("A seguir: \(second)"), "\(screen)")
            #expect(screen.contains("1. A1 · \(first)") && screen.contains("2. A2 · \(second)"), "\(screen)")
            // Enter opens the editor prefilled with the target; Enter again completes the set.
            let reaction = T.type([.enter, .enter], into: Self.model(engine), ids: ids)
            let replies = reaction.commands.map { engine.apply($0, now: Self.t0.addingTimeInterval(60)) }
            #expect(replies.map(\.ok) == [true])
            #expect(engine.session?.currentExerciseIndex == 1)
            screen = T.text(Self.model(engine).lines(now: Self.t0.addingTimeInterval(61), width: 100, height: 40))
            #expect(screen.contains("Supersérie A · exercício 2 de 2 · rodada 1 de 3"), "\(screen)")
            #expect(screen.contains("A seguir: \(first)") && screen.contains("Descanso: 0:14"), "\(screen)")
            let back = T.type([.enter, .enter], into: Self.model(engine), ids: ids)
            _ = back.commands.map { engine.apply($0, now: Self.t0.addingTimeInterval(120)) }
            #expect(engine.session?.currentExerciseIndex == 0)
            screen = T.text(Self.model(engine).lines(now: Self.t0.addingTimeInterval(121), width: 100, height: 40))
            #expect(screen.contains("rodada 2 de 3") && screen.contains("Descanso: 1:29"), "\(screen)")
        }
    }

    @Test("the plan table labels A1, A2… and says how each group is run, in pt-BR and English; the why lines follow")
    func table() throws {
        let names = T.resources.names
        for (language, note) in [
            (Language.ptBR, "A: supersérie — uma série de cada exercício, alternando; 0:15 de descanso entre eles e 1:30 após cada rodada"),
            (.en, "A: superset — one set of each exercise in turn; 0:15 rest between them and 1:30 after each round"),
        ] {
            let text = PlanRendering.table(Self.plan, names: names, language: language, isToday: false, width: nil)
            let lines = text.split(separator: "\n").map(String.init)
            #expect(lines.contains { $0.hasPrefix(" A1  ") } && lines.contains { $0.hasPrefix(" A2  ") }, "\(text)")
            #expect(lines.contains(" " + note), "\(text)")
        }
        var why = Self.plan
        why.exercises[1].why = [.newForVariety]
        let notes = DayRendering.notes(why, next: nil, language: .en)
        #expect(notes.contains(" A2. "), "the why lines use the table's labels: \(notes)")
        let circuit = try #require({ () -> WorkoutPlan? in
            let request = PlanRequest(
                equipment: EquipmentSet(T.resources.profiles["home-dumbbells"]!), goal: .endurance, minutes: 20,
                date: CalendarDay(iso: "2026-12-01")!)
            return try? T.resources.composer.compose(request, history: [], seed: 1)
        }())
        let text = PlanRendering.table(circuit, names: names, language: .en, isToday: false, width: nil)
        let count = circuit.exercises.count { $0.group == 1 }
        let rounds = circuit.exercises.filter { $0.group == 1 }.map(\.sets).max() ?? 0
        #expect(text.contains(" A: circuit of \(count) exercises in \(rounds) rounds — one set of each per round"), "\(text)")
    }
}
