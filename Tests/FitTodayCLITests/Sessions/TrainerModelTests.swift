@testable import FitTodayCLI
import FitTodayDomain
import FitTodayResources
import FitTodaySession
import FitTodayLocalization
import Foundation
import FitTodayTestSupport
import Testing

/// The `train` screen without a terminal: its lines for a session at a given time, and what each key sends.
@Suite("trainer model")
struct TrainerModelTests {
    static let resources: LoadedResources = {
        do { return try ResourceLoader(files: ProjectFiles(root: CLI.packageRoot)).load() } catch {
            fatalError("project data does not load: \(error)")
        }
    }()
    static let equipment = resources.profiles["home-gym"]!
    /// A push day whose first exercise suggests 40 kg.
    static let plan: WorkoutPlan = {
        let request = PlanRequest(
            focus: .split(.push), equipment: EquipmentSet(equipment), minutes: 45, date: CalendarDay(iso: "2026-11-22")!)
        var plan = try! resources.composer.compose(request, history: [], seed: 1)
        plan.exercises[0].suggestedWeightKg = 40
        return plan
    }()
    static let t0 = Date(timeIntervalSince1970: 1_795_000_000)

    /// The engine after `start` at t0, and a way to apply the model's commands to it.
    struct Workout {
        var engine = SessionEngine()

        init() {
            _ = engine.apply(
                SessionCommand(commandId: "start", deviceId: "terminal", type: .start), now: TrainerModelTests.t0,
                plan: TrainerModelTests.plan, equipment: TrainerModelTests.equipment)
        }

        var session: Session { engine.session! }

        var model: TrainerModel {
            TrainerModel(session: session, plan: TrainerModelTests.plan, catalog: TrainerModelTests.resources.catalog, bodyWeightKg: 75)
        }

        @discardableResult
        mutating func apply(_ reaction: TrainerModel.Reaction, at now: Date) -> [SessionReply] {
            reaction.commands.map { engine.apply($0, now: now, catalog: TrainerModelTests.resources.catalog) }
        }
    }

    /// Ids "k1", "k2", … for the commands of a test.
    final class Ids: @unchecked Sendable {
        var count = 0
        func next() -> String {
            count += 1
            return "k\(count)"
        }
    }

    static func text(_ lines: [TrainerModel.Line]) -> String { lines.map(\.text).joined(separator: "\n") }

    static func ptBR<T>(_ body: () throws -> T) rethrows -> T { try UserLanguage.$current.withValue(.ptBR, operation: body) }

    /// Types `keys` into the model, one reaction at a time, the mode carried along (no command applied).
    static func type(_ keys: [TrainerModel.Key], into model: TrainerModel, ids: Ids) -> TrainerModel.Reaction {
        var model = model
        var last = TrainerModel.Reaction(mode: model.mode)
        for key in keys {
            last = model.react(to: key, newId: ids.next)
            model.mode = last.mode
        }
        return last
    }

    @Test("the screen shows set k of n, the target, the suggested weight, the sets done and a countdown with its end clock")
    func screenDuringRest() throws {
        try Self.ptBR {
            var workout = Workout()
            let ids = Ids()
            let editing = Self.type([.enter, .tab, .backspace, .backspace, .character("4"), .character("2"),
                                     .character(","), .character("5"), .enter], into: workout.model, ids: ids)
            let replies = workout.apply(editing, at: Self.t0.addingTimeInterval(60))
            #expect(replies.map(\.ok) == [true])
            let session = workout.session
            let first = session.exercises[0]
            let rest = try #require(session.rest)
            let now = Self.t0.addingTimeInterval(60 + 30.4)
            let lines = workout.model.lines(now: now, width: 100, height: 32)
            let screen = Self.text(lines)
            #expect(lines.count == 32)
            #expect(lines.allSatisfy { $0.text.count <= 100 })
            #expect(screen.contains("Série 2 de \(first.sets.count)"), "\(screen)")
            #expect(screen.contains(Self.plan.exercises[0].name))
            #expect(screen.contains("Carga sugerida: 40 kg"), "\(screen)")
            #expect(screen.contains("Feitas: ✓ \(first.sets[0].target.reps!) × 42,5 kg"), "\(screen)")
            let left = rest.endsAt.timeIntervalSince(now).rounded(.up)
            let countdown = "Descanso: \(SessionRendering.clock(left)) — até \(SessionRendering.time(rest.endsAt))"
            #expect(screen.contains(countdown), "\(screen)")
            #expect(!screen.contains("PAUSADO"))
            #expect(screen.contains("revisão \(session.revision)"))
            #expect(screen.contains("q Sair"))
            let description = Self.plan.exercises[0].description.split(separator: " ").prefix(3).joined(separator: " ")
            #expect(screen.contains(description), "\(screen)")
        }
    }

    @Test("paused: the marker, the frozen rest and the resume key")
    func pausedScreen() {
        Self.ptBR {
            var workout = Workout()
            let ids = Ids()
            workout.apply(Self.type([.character("r")], into: workout.model, ids: ids), at: Self.t0.addingTimeInterval(10))
            workout.apply(Self.type([.character("p")], into: workout.model, ids: ids), at: Self.t0.addingTimeInterval(20))
            #expect(workout.session.status == .paused)
            let screen = Self.text(workout.model.lines(now: Self.t0.addingTimeInterval(500), width: 90, height: 30))
            #expect(screen.contains("PAUSADO"))
            let rest = Double(workout.session.exercises[0].restSeconds - 10)
            #expect(screen.contains("Descanso: \(SessionRendering.clock(rest)) (parado)"), "\(screen)")
            #expect(screen.contains("p Retomar"))
            let resume = workout.model.react(to: .character("p"), newId: ids.next)
            #expect(resume.commands.map(\.type) == [.resume])
        }
    }

    @Test("the editor is prefilled from the target and takes a decimal comma or point; Esc cancels")
    func editor() throws {
        try Self.ptBR {
            let workout = Workout()
            let ids = Ids()
            let target = workout.session.exercises[0].sets[0].target
            guard case .editor(let editor) = workout.model.react(to: .character("c"), newId: ids.next).mode else {
                Issue.record("c does not open the editor")
                return
            }
            #expect(editor.setId == "1.1")
            #expect(editor.amount == String(target.reps ?? target.seconds!))
            #expect(editor.weight == "40")
            #expect(editor.field == .amount)
            let typed = Self.type([.enter, .backspace, .character("6"), .tab, .character("."), .character("5"), .enter],
                                  into: workout.model, ids: ids)
            let command = try #require(typed.commands.first)
            #expect(command.type == .completeSet)
            #expect(command.setId == "1.1")
            #expect(command.deviceId == "terminal")
            #expect(command.weightKg == 40.5)
            #expect((editor.unit == .seconds ? command.seconds : command.reps) == Int(String(editor.amount.dropLast()) + "6"))
            #expect(typed.mode == .main)
            #expect(TrainerModel.parseWeight("42,5") == 42.5)
            #expect(TrainerModel.parseWeight("42.") == 42)
            #expect(TrainerModel.parseWeight(",") == nil)
            #expect(TrainerModel.weightText(42.5) == "42,5")
            let cancelled = Self.type([.enter, .character("9"), .escape], into: workout.model, ids: ids)
            #expect(cancelled.mode == .main)
            #expect(cancelled.commands.isEmpty)
        }
    }

    @Test("each key sends its command, and the engine accepts it")
    func keysToCommands() throws {
        try Self.ptBR {
            var workout = Workout()
            let ids = Ids()
            func press(_ key: TrainerModel.Key) -> TrainerModel.Reaction { workout.model.react(to: key, newId: ids.next) }
            #expect(press(.left).commands.isEmpty)
            #expect(press(.left).note == "Este já é o primeiro exercício")
            #expect(press(.character("u")).note == "Nenhuma série concluída para desfazer")
            let right = press(.right)
            #expect(right.commands.map(\.type) == [.goToExercise])
            #expect(right.commands.first?.exerciseIndex == 1)
            #expect(right.commands.first?.expectedRevision == workout.session.revision)
            #expect(workout.apply(right, at: Self.t0).map(\.ok) == [true])
            #expect(workout.apply(press(.left), at: Self.t0).map(\.ok) == [true])
            #expect(workout.session.currentExerciseIndex == 0)
            workout.apply(Self.type([.enter, .enter], into: workout.model, ids: ids), at: Self.t0.addingTimeInterval(30))
            let endsAt = try #require(workout.session.rest?.endsAt)
            let plus = press(.character("+"))
            #expect(plus.commands.first?.deltaSeconds == 15)
            workout.apply(plus, at: Self.t0.addingTimeInterval(31))
            #expect(workout.session.rest?.endsAt == endsAt.addingTimeInterval(15))
            #expect(press(.character("-")).commands.first?.deltaSeconds == -15)
            let skipRest = press(.character("x"))
            #expect(skipRest.commands.map(\.type) == [.skipRest])
            workout.apply(skipRest, at: Self.t0.addingTimeInterval(32))
            #expect(workout.session.rest == nil)
            #expect(press(.character("r")).commands.map(\.type) == [.startRest])
            let undo = press(.character("u"))
            #expect(undo.commands.first?.type == .uncompleteSet)
            #expect(undo.commands.first?.setId == "1.1")
            #expect(press(.character("p")).commands.map(\.type) == [.pause])
            let skip = press(.character("s"))
            #expect(skip.commands.map(\.type) == [.skipExercise])
            #expect(skip.commands.first?.exerciseIndex == 0)
            #expect(press(.character("q")).mode == .quit)
            #expect(press(.resize) == TrainerModel.Reaction(mode: .main))
            // Fresh ids, one per command.
            let sent = [right, plus, skipRest, undo, skip].flatMap(\.commands).map(\.commandId)
            #expect(Set(sent).count == sent.count)
        }
    }

    @Test("swap lists exercises the engine accepts; Esc cancels")
    func swap() throws {
        try Self.ptBR {
            var workout = Workout()
            let ids = Ids()
            let index = try #require(workout.session.exercises.indices.first { index in
                !workout.session.swapOptions(for: index, catalog: Self.resources.catalog).isEmpty
            })
            if index > 0 {
                var go = SessionCommand(commandId: "go", deviceId: "terminal", type: .goToExercise)
                go.exerciseIndex = index
                _ = workout.engine.apply(go, now: Self.t0)
            }
            let opened = workout.model.react(to: .character("t"), newId: ids.next)
            guard case .swap(let picker) = opened.mode else {
                Issue.record("t does not open the swap list: \(opened)")
                return
            }
            for option in picker.options {
                var trial = workout.engine
                var command = SessionCommand(commandId: "try-\(option.exerciseId)", deviceId: "terminal", type: .swapExercise)
                (command.exerciseIndex, command.exerciseId) = (index, option.exerciseId)
                #expect(trial.apply(command, now: Self.t0, catalog: Self.resources.catalog).ok, "\(option.exerciseId)")
            }
            var model = workout.model
            model.mode = opened.mode
            #expect(Self.text(model.lines(now: Self.t0, width: 100, height: 32)).contains(picker.options[0].name))
            #expect(Self.type([.character("t"), .escape], into: workout.model, ids: ids).mode == .main)
            let chosen = Self.type([.character("t"), .down, .enter], into: workout.model, ids: ids)
            let command = try #require(chosen.commands.first)
            #expect(command.type == .swapExercise)
            #expect(command.exerciseIndex == index)
            #expect(command.exerciseId == picker.options[1 % picker.options.count].exerciseId)
            #expect(workout.apply(chosen, at: Self.t0).map(\.ok) == [true])
            #expect(workout.session.exercises[index].exerciseId == command.exerciseId)
        }
    }

    @Test("f asks for a rating 1–5, Esc cancels, a digit finishes; the summary shows the figures")
    func finish() {
        Self.ptBR {
            var workout = Workout()
            let ids = Ids()
            workout.apply(Self.type([.enter, .enter], into: workout.model, ids: ids), at: Self.t0.addingTimeInterval(60))
            #expect(Self.type([.character("f"), .escape], into: workout.model, ids: ids).mode == .main)
            var model = workout.model
            model.mode = .rating
            #expect(Self.text(model.lines(now: Self.t0, width: 100, height: 32)).contains("Nota de 1 a 5"))
            #expect(Self.type([.character("f"), .character("9")], into: workout.model, ids: ids).mode == .rating)
            let finish = Self.type([.character("f"), .character("4")], into: workout.model, ids: ids)
            #expect(finish.mode == .summary)
            #expect(finish.commands.first?.type == .finish)
            #expect(finish.commands.first?.rating == 4)
            #expect(workout.apply(finish, at: Self.t0.addingTimeInterval(600)).map(\.ok) == [true])
            model = workout.model
            model.mode = .summary
            let screen = Self.text(model.lines(now: Self.t0.addingTimeInterval(700), width: 100, height: 32))
            #expect(screen.contains("Treino encerrado"))
            #expect(screen.contains("Séries: 1 de"))
            #expect(screen.contains("Nota: 4 de 5"))
            #expect(screen.contains("kcal (estimado)"))
            #expect(model.react(to: .character("z"), newId: ids.next).mode == .quit)
        }
    }

    @Test("English words, and a terminal too small says so")
    func englishAndSmall() {
        UserLanguage.$current.withValue(.en) {
            let workout = Workout()
            let screen = Self.text(workout.model.lines(now: Self.t0, width: 80, height: 24))
            #expect(screen.contains("Set 1 of \(workout.session.exercises[0].sets.count)"))
            #expect(screen.contains("Enter/c Complete set"))
            #expect(!screen.contains("Série"))
            let small = workout.model.lines(now: Self.t0, width: 30, height: 5)
            #expect(small.count == 5)
            #expect(small[0].text.hasPrefix("Make the terminal larger"))
            #expect(small.allSatisfy { $0.text.count <= 30 })
        }
    }

    @Test("every trainer message has words in both languages, with the same placeholders")
    func table() {
        for message in TrainerMessage.allCases {
            let (pt, en) = (Messages(.ptBR).template(message), Messages(.en).template(message))
            #expect(!pt.isEmpty && !en.isEmpty)
            let holes = { (text: String) in text.matches(of: #/\{[0-9]\}/#).map { String(text[$0.range]) }.sorted() }
            #expect(holes(pt) == holes(en), "\(message)")
        }
    }
}
