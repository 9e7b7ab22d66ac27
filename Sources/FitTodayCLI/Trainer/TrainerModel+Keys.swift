import FitTodayUseCases
import FitTodayDomain
import FitTodaySession
import FitTodayLocalization
import Foundation

extension TrainerModel {
    /// What `key` does in the current mode: the next mode, the commands to apply (each with an id from `newId` and
    /// the revision on screen as `expectedRevision`) and a note for the status line.
    func react(to key: Key, newId: () -> String) -> Reaction {
        if key == .resize { return Reaction(mode: mode) }
        switch mode {
        case .main: return mainKey(key, newId: newId)
        case .editor(let editor): return editorKey(key, editor, newId: newId)
        case .swap(let picker): return swapKey(key, picker, newId: newId)
        case .rating: return ratingKey(key, newId: newId)
        case .summary, .quit: return Reaction(mode: .quit)
        }
    }

    private func mainKey(_ key: Key, newId: () -> String) -> Reaction {
        let index = session.currentExerciseIndex
        switch key {
        case .enter: return openEditor()
        case .left:
            guard index > 0 else { return Reaction(mode: .main, note: say(.trainerFirstExercise)) }
            return send(.goToExercise, newId) { $0.exerciseIndex = index - 1 }
        case .right:
            guard index + 1 < session.exercises.count else {
                return Reaction(mode: .main, note: say(.trainerLastExercise))
            }
            return send(.goToExercise, newId) { $0.exerciseIndex = index + 1 }
        case .character(let typed):
            switch typed.lowercased() {
            case "c": return openEditor()
            case "s": return send(.skipExercise, newId) { $0.exerciseIndex = index }
            case "t": return openSwap()
            case "p": return send(session.status == .paused ? .resume : .pause, newId)
            case "+", "=": return send(.adjustRest, newId) { $0.deltaSeconds = Self.restStep }
            case "-", "_": return send(.adjustRest, newId) { $0.deltaSeconds = -Self.restStep }
            case "r": return send(.startRest, newId)
            case "x": return send(.skipRest, newId)
            case "u": return undo(newId: newId)
            case "f": return Reaction(mode: .rating)
            case "q": return Reaction(mode: .quit)
            default: return Reaction(mode: .main)
            }
        default: return Reaction(mode: .main)
        }
    }

    /// A reaction that goes back to the main mode and sends one command.
    private func send(
        _ type: SessionCommand.Kind, _ newId: () -> String, mode: Mode = .main,
        _ fill: (inout SessionCommand) -> Void = { _ in }
    ) -> Reaction {
        var command = SessionCommand(
            commandId: newId(), deviceId: Self.deviceId, type: type, expectedRevision: session.revision)
        fill(&command)
        return Reaction(mode: mode, commands: [command])
    }

    /// The editor for the current exercise's next set, prefilled from its target.
    func openEditor() -> Reaction {
        let exercise = session.exercises[session.currentExerciseIndex]
        guard let next = exercise.sets.firstIndex(where: { $0.completedAt == nil }) else {
            return Reaction(mode: .main, note: say(.trainerNoSetLeft))
        }
        let target = exercise.sets[next].target
        let unit = target.unit
        let amount = switch unit {
        case .reps: target.reps
        case .seconds: target.seconds
        case .meters: target.meters
        }
        let place = Self.place(of: next, in: exercise.sets)
        let editor = SetEditor(
            setId: exercise.sets[next].setId, setNumber: place.number, totalSets: place.total, warmup: place.warmup,
            unit: unit, amount: amount.map(String.init) ?? "",
            weight: target.weightKg.map(Self.weightText) ?? "")
        return Reaction(mode: .editor(editor))
    }

    private func editorKey(_ key: Key, _ editor: SetEditor, newId: () -> String) -> Reaction {
        var editor = editor
        switch key {
        case .escape: return Reaction(mode: .main)
        case .tab, .up, .down: editor.field = editor.field == .amount ? .weight : .amount
        case .backspace:
            if editor.field == .amount { _ = editor.amount.popLast() } else { _ = editor.weight.popLast() }
        case .enter:
            let weight = editor.weight.isEmpty ? nil : Self.parseWeight(editor.weight)
            guard editor.weight.isEmpty || weight != nil else {
                return Reaction(mode: .editor(editor), note: say(.sessionReasonInvalidValue))
            }
            let amount = Int(editor.amount)
            return send(.completeSet, newId) { command in
                command.setId = editor.setId
                switch editor.unit {
                case .reps: command.reps = amount
                case .seconds: command.seconds = amount
                case .meters: command.meters = amount
                }
                command.weightKg = weight
            }
        case .character(let typed) where typed.isASCII && typed.isNumber:
            if editor.field == .amount {
                if editor.amount.count < 5 { editor.amount.append(typed) }
            } else if editor.weight.count < 7 {
                editor.weight.append(typed)
            }
        case .character(let typed) where typed == "," || typed == ".":
            if editor.field == .weight, !editor.weight.contains(where: { $0 == "," || $0 == "." }) {
                editor.weight.append(typed)
            }
        default: break
        }
        return Reaction(mode: .editor(editor))
    }

    /// The alternatives for the current exercise, or a note when there are none.
    func openSwap() -> Reaction {
        let index = session.currentExerciseIndex
        let options = catalog.map { session.swapOptions(for: index, catalog: $0) } ?? []
        guard !options.isEmpty else { return Reaction(mode: .main, note: say(.trainerSwapNone)) }
        let language = UserLanguage.current
        let picker = SwapPicker(
            exerciseIndex: index,
            options: options.map { SwapPicker.Option(exerciseId: $0.id, name: $0.displayName(language)) })
        return Reaction(mode: .swap(picker))
    }

    private func swapKey(_ key: Key, _ picker: SwapPicker, newId: () -> String) -> Reaction {
        var picker = picker
        switch key {
        case .escape: return Reaction(mode: .main)
        case .up: picker.selected = (picker.selected + picker.options.count - 1) % picker.options.count
        case .down: picker.selected = (picker.selected + 1) % picker.options.count
        case .enter:
            let choice = picker.options[picker.selected]
            return send(.swapExercise, newId) {
                $0.exerciseIndex = picker.exerciseIndex
                $0.exerciseId = choice.exerciseId
            }
        default: break
        }
        return Reaction(mode: .swap(picker))
    }

    private func ratingKey(_ key: Key, newId: () -> String) -> Reaction {
        switch key {
        case .escape: return Reaction(mode: .main)
        case .enter: return send(.finish, newId, mode: .summary)
        case .character(let typed):
            guard let rating = typed.wholeNumberValue, (1...5).contains(rating), typed.isASCII else {
                return Reaction(mode: .rating)
            }
            return send(.finish, newId, mode: .summary) { $0.rating = rating }
        default: return Reaction(mode: .rating)
        }
    }

    /// Uncompletes the set completed last, in any exercise.
    private func undo(newId: () -> String) -> Reaction {
        let done = session.exercises.flatMap(\.sets).compactMap { set in set.completedAt.map { (set.setId, $0) } }
        guard let last = done.max(by: { $0.1 < $1.1 }) else {
            return Reaction(mode: .main, note: say(.trainerNothingToUndo))
        }
        return send(.uncompleteSet, newId) { $0.setId = last.0 }
    }

    /// A weight as people type it: "42,5" in pt-BR, "42.5" in English, no trailing zeros.
    static func weightText(_ kilograms: Double) -> String {
        var text = String(format: "%.2f", kilograms)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return UserLanguage.current == .en ? text : text.replacingOccurrences(of: ".", with: ",")
    }

    /// "42,5" or "42.5"; nil when it is not a number.
    static func parseWeight(_ text: String) -> Double? {
        let normal = text.replacingOccurrences(of: ",", with: ".")
        guard normal.contains(where: \.isNumber) else { return nil }
        return Double(normal.hasSuffix(".") ? String(normal.dropLast()) : normal)
    }
}
