import FitTodayUseCases
import FitTodayDomain
import FitTodaySession
import FitTodayLocalization
import Foundation

/// The `train` screen without a terminal: from the session, its plan and the time, the lines to show; from a key,
/// the next mode and the commands to send (TrainerModel+Keys.swift). `TrainerScreen` reads keys, applies the
/// commands to the store and draws the lines; nothing here touches ncurses or the store, so all of it is testable.
struct TrainerModel: Sendable {
    /// What the keys do now.
    enum Mode: Sendable, Equatable {
        case main
        /// Completing a set: its reps (or seconds, or metres) and weight, as typed.
        case editor(SetEditor)
        case swap(SwapPicker)
        /// Asking for the rating before `finish`.
        case rating
        /// The finished workout's figures, until any key.
        case summary
        case quit
    }

    struct SetEditor: Sendable, Equatable {
        enum Field: Sendable, Equatable { case amount, weight }

        var setId: String
        /// The set's number and the count among the sets of its kind (warm-ups apart from working sets).
        var setNumber: Int
        var totalSets: Int
        var warmup = false
        /// What the amount counts: repetitions, seconds (a hold) or metres (a carry), as the set's target.
        var unit: WorkUnit
        var amount: String
        var weight: String
        var field: Field = .amount
    }

    struct SwapPicker: Sendable, Equatable {
        struct Option: Sendable, Equatable {
            var exerciseId: String
            var name: String
        }

        var exerciseIndex: Int
        var options: [Option]
        var selected = 0
    }

    enum Key: Sendable, Equatable {
        case character(Character)
        case enter, escape, tab, backspace, up, down, left, right, resize
    }

    struct Line: Sendable, Equatable {
        enum Style: Sendable, Equatable { case plain, title, strong, dim, selected, alert, accent }

        var text: String
        var style: Style = .plain
    }

    /// What a key leads to: the next mode, the commands to apply in order, and a note for the status line.
    struct Reaction: Sendable, Equatable {
        var mode: Mode
        var commands: [SessionCommand] = []
        var note: String?
    }

    static let deviceId = "terminal"
    static let minimumWidth = 40
    static let minimumHeight = 12
    /// What + and - change the rest by.
    static let restStep = 15
    /// How many alternatives the swap list shows at once.
    static let swapRows = 8

    var session: Session
    /// The recorded plan the session started from: descriptions, the title, per-side doses.
    var plan: WorkoutPlan?
    var catalog: CatalogIndex?
    var bodyWeightKg: Double
    var mode: Mode = .main
    /// A refusal's reason or a note, shown until the next key.
    var status: String?

    // MARK: Lines

    /// Exactly `height` lines of at most `width` characters: the mode's body at the top, the status and key help at
    /// the bottom.
    func lines(now: Date, width: Int, height: Int) -> [Line] {
        guard width >= Self.minimumWidth, height >= Self.minimumHeight else {
            let note = Line(text: say(.trainerTooSmall, Self.minimumWidth, Self.minimumHeight), style: .alert)
            return ([note] + Array(repeating: Line(text: ""), count: max(0, height - 1))).prefix(height)
                .map { Self.clip($0, width) }
        }
        var footer: [Line] = []
        if let status { footer.append(Line(text: status, style: .alert)) }
        footer += Self.wrapItems(footerHelp(), width: width).map { Line(text: $0, style: .dim) }
        let room = max(0, height - footer.count)
        var body = mode == .summary
            ? summaryLines(now: now, width: width) : screenLines(now: now, width: width, room: room)
        body = Array(body.prefix(room))
        body += Array(repeating: Line(text: ""), count: room - body.count)
        return (body + footer).prefix(height).map { Self.clip($0, width) }
    }

    /// The header, the current exercise and, by mode, the exercise list, the set editor, the swap list or the
    /// rating prompt.
    private func screenLines(now: Date, width: Int, room: Int) -> [Line] {
        let live = session.liveActivity(at: now)
        let index = session.currentExerciseIndex
        let exercise = session.exercises[index]
        var left = plan?.title ?? "FitToday"
        left += " · " + CalendarDayText.shown(session.date)
        let elapsed = say(.trainerElapsed, SessionRendering.clock(live.workoutElapsedTime))
        var right = say(.trainerRevision, session.revision) + " · " + elapsed
        if live.isPaused { right = say(.trainerPaused) + " · " + right }
        var lines = [Line(text: Self.spread(left, right, width: width), style: .title)]
        lines.append(Line(text: String(repeating: "─", count: width), style: .dim))
        lines.append(Line(text: say(.trainerExercisePosition, index + 1, session.exercises.count), style: .dim))
        lines.append(Line(text: displayName(of: exercise), style: .strong))
        lines += groupLines(live)
        let tail = tailLines(now: now, width: width)
        // The description takes what the rest leaves, two to five lines (a short screen loses the list's end).
        let fixed = lines.count + 1 + setLines(now: now).count + tail.count
        let description = Self.wrap(description(of: exercise), width: width, indent: 2)
        let shown = min(description.count, 5, max(2, room - fixed))
        if shown > 0 {
            var kept = Array(description.prefix(shown))
            if description.count > shown, let last = kept.popLast() { kept.append(String(last.prefix(width - 1)) + "…") }
            lines += kept.map { Line(text: $0, style: .dim) }
        }
        lines.append(Line(text: ""))
        lines += setLines(now: now)
        return lines + tail
    }

    /// "Série 2 de 4", the target and suggested weight, the sets done, the rest countdown, the pause marker.
    private func setLines(now: Date) -> [Line] {
        let exercise = session.exercises[session.currentExerciseIndex]
        let next = exercise.sets.firstIndex { $0.completedAt == nil }
        var lines: [Line] = []
        if let next {
            let place = Self.place(of: next, in: exercise.sets)
            let heading = place.warmup
                ? say(.trainerWarmupOf, place.number, place.total) : say(.trainerSetOf, place.number, place.total)
            lines.append(Line(text: heading, style: .strong))
            let target = exercise.sets[next].target
            var parts: [String] = []
            let perSide = planned(exercise)?.perSide == true ? say(.perSide) : ""
            if let meters = target.meters {
                parts.append(say(.trainerTargetMeters, meters) + perSide)
            } else if let seconds = target.seconds {
                parts.append(say(.trainerTargetSeconds, seconds) + perSide)
            } else if let reps = target.reps {
                parts.append(say(.trainerTargetReps, reps) + perSide)
            }
            if let weight = target.weightKg, weight > 0 {
                let perHand = planned(exercise)?.perHand == true
                parts.append(say(.trainerSuggestedWeight, say(perHand ? .loadKgPerHand : .loadKg, say.number(weight))))
            }
            lines.append(Line(text: parts.joined(separator: " · ")))
        } else {
            lines.append(Line(text: say(.trainerAllSetsDone), style: .strong))
        }
        let done = exercise.sets.filter { $0.completedAt != nil }
            .map { say(.sessionSetDone, SessionRendering.amount($0.actual)) }
        let doneText = done.isEmpty ? say(.trainerNoSetsYet) : done.joined(separator: "  ")
        lines.append(Line(text: say(.trainerSetsDone, doneText)))
        if let rest = restLine(now: now) { lines.append(Line(text: rest, style: .accent)) }
        if session.status == .paused { lines.append(Line(text: say(.trainerPaused), style: .alert)) }
        return lines
    }

    /// "Descanso: 1:12 — até 10:32:05", counting down to the deadline; frozen while paused.
    func restLine(now: Date) -> String? {
        guard let rest = session.rest else { return nil }
        if let remaining = rest.remainingSeconds {
            return say(.trainerRestStopped, SessionRendering.clock(remaining.rounded(.up)))
        }
        let remaining = rest.endsAt.timeIntervalSince(now)
        guard remaining > 0 else { return say(.trainerRestOver, SessionRendering.time(rest.endsAt)) }
        return say(.trainerRest, SessionRendering.clock(remaining.rounded(.up)), SessionRendering.time(rest.endsAt))
    }

    /// Below the current exercise: the list of exercises, or what the mode asks.
    private func tailLines(now: Date, width: Int) -> [Line] {
        switch mode {
        case .editor(let editor): editorLines(editor)
        case .swap(let picker): swapLines(picker)
        case .rating: [Line(text: ""), Line(text: say(.trainerRatingPrompt), style: .selected)]
        case .main, .summary, .quit: listLines()
        }
    }

    private func listLines() -> [Line] {
        var lines = [Line(text: ""), Line(text: say(.trainerExercisesHeading), style: .strong)]
        for (index, exercise) in session.exercises.enumerated() {
            let current = index == session.currentExerciseIndex
            let (mark, state): (String, String) = switch exercise.status {
            case .done: ("✓", say(.trainerExerciseDone))
            case .skipped: ("✗", say(.trainerExerciseSkipped))
            case .active: ("·", say(.trainerExerciseActive))
            case .pending: ("·", say(.trainerExercisePending))
            }
            // Working sets, as the live activity counts them: warm-ups are not sets of the workout.
            let working = exercise.sets.filter { $0.kind != .warmup }
            let done = working.count { $0.completedAt != nil }
            let row = say(
                .trainerExerciseRow, index + 1, groupPrefix(of: index) + displayName(of: exercise), state, done, working.count)
            lines.append(Line(text: (current ? "▶ " : "\(mark) ") + row, style: current ? .strong : .plain))
        }
        return lines
    }

    private func editorLines(_ editor: SetEditor) -> [Line] {
        let name = displayName(of: session.exercises[session.currentExerciseIndex])
        let label = switch editor.unit {
        case .reps: say(.trainerEditorReps)
        case .seconds: say(.trainerEditorSeconds)
        case .meters: say(.trainerEditorMeters)
        }
        func field(_ label: String, _ value: String, _ active: Bool) -> Line {
            Line(text: "  \(label): \(value)\(active ? "_" : "")", style: active ? .selected : .plain)
        }
        return [
            Line(text: ""),
            Line(text: say(editor.warmup ? .trainerEditorWarmupTitle : .trainerEditorTitle, editor.setNumber,
                           editor.totalSets, name), style: .strong),
            field(label, editor.amount, editor.field == .amount),
            field(say(.trainerEditorWeight), editor.weight, editor.field == .weight),
        ]
    }

    private func swapLines(_ picker: SwapPicker) -> [Line] {
        let name = displayName(of: session.exercises[picker.exerciseIndex])
        var lines = [Line(text: ""), Line(text: say(.trainerSwapTitle, name), style: .strong)]
        // A window of the list around the choice.
        let first = max(0, min(picker.selected - Self.swapRows / 2, picker.options.count - Self.swapRows))
        for (index, option) in picker.options.enumerated().dropFirst(first).prefix(Self.swapRows) {
            let chosen = index == picker.selected
            lines.append(Line(text: (chosen ? "▶ " : "  ") + option.name, style: chosen ? .selected : .plain))
        }
        return lines
    }

    /// The finished workout: sets, volume, active time, energy (measured or estimated), rating and records.
    func summaryLines(now: Date, width: Int) -> [Line] {
        let summary = session.summary(at: now, bodyWeightKg: bodyWeightKg)
        let source = summary.energySource == .measured
            ? say(.sessionStatusEnergyMeasured) : say(.sessionStatusEnergyEstimated)
        let title = Self.spread(plan?.title ?? "FitToday", CalendarDayText.shown(session.date), width: width)
        var lines = [
            Line(text: title, style: .title),
            Line(text: String(repeating: "─", count: width), style: .dim),
            Line(text: say(.trainerSummaryTitle), style: .strong), Line(text: ""),
            Line(text: say(.trainerSummarySets, summary.setsCompleted, summary.setsPlanned)),
            Line(text: say(.trainerSummaryExercises, summary.exercisesCompleted, summary.exercisesSkipped)),
            Line(text: say(.trainerSummaryDuration, SessionRendering.clock(Double(summary.durationSeconds)))),
            Line(text: say(.trainerSummaryVolume, say.number(summary.volumeKg))),
            Line(text: say(.trainerSummaryEnergy, say.number(summary.activeEnergyKcal), source)),
            Line(text: summary.rating.map { say(.trainerSummaryRating, $0) } ?? say(.trainerSummaryNoRating)),
            Line(text: ""),
        ]
        if summary.personalRecords.isEmpty {
            lines.append(Line(text: say(.trainerSummaryNoRecords), style: .dim))
        } else {
            lines.append(Line(text: say(.trainerSummaryRecords), style: .strong))
            for record in summary.personalRecords {
                let text = say(.sessionStatusRecord, record.name, SessionRendering.describe(record))
                lines.append(Line(text: "  " + text, style: .accent))
            }
        }
        return lines
    }

    /// The key help of the mode, as items to wrap.
    private func footerHelp() -> [String] {
        switch mode {
        case .editor: [say(.trainerEditorHelp)]
        case .swap: [say(.trainerSwapHelp)]
        case .rating: [say(.trainerRatingHelp)]
        case .summary, .quit: [say(.trainerSummaryAnyKey)]
        case .main:
            [("Enter/c", say(.trainerKeyComplete)), ("s", say(.trainerKeySkip)), ("t", say(.trainerKeySwap)),
             ("p", session.status == .paused ? say(.trainerKeyResume) : say(.trainerKeyPause)),
             ("+/-", say(.trainerKeyAdjustRest)), ("r", say(.trainerKeyRest)), ("x", say(.trainerKeySkipRest)),
             ("←/→", say(.trainerKeyNavigate)), ("u", say(.trainerKeyUndo)), ("f", say(.trainerKeyFinish)),
             ("q", say(.trainerKeyQuit))].map { "\($0) \($1)" }
        }
    }

    // MARK: Names and text

    /// The plan's entry for an exercise of the session (none after a swap to an exercise the plan lacks).
    func planned(_ exercise: SessionExercise) -> PlannedExercise? {
        plan?.exercises.first { $0.exerciseId == exercise.exerciseId }
    }

    func displayName(of exercise: SessionExercise) -> String {
        planned(exercise)?.name ?? catalog?.exercise(id: exercise.exerciseId)?.displayName(UserLanguage.current)
            ?? exercise.name
    }

    func description(of exercise: SessionExercise) -> String {
        planned(exercise)?.description
            ?? catalog?.exercise(id: exercise.exerciseId)?.description(for: UserLanguage.current).text ?? ""
    }

    /// `left` and `right` on one line, `right` against the edge when both fit.
    static func spread(_ left: String, _ right: String, width: Int) -> String {
        let gap = width - left.count - right.count
        return gap >= 2 ? left + String(repeating: " ", count: gap) + right : left + " · " + right
    }

    static func wrap(_ text: String, width: Int, indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        return text.split(separator: "\n").flatMap { paragraph in
            HelpText.wrap(pad + paragraph.trimmingCharacters(in: .whitespaces), width: width, hanging: indent)
        }
    }

    /// Items joined by two spaces, a new line where the next would not fit.
    static func wrapItems(_ items: [String], width: Int) -> [String] {
        var lines: [String] = []
        for item in items {
            if let last = lines.last, last.count + 2 + item.count <= width {
                lines[lines.count - 1] = last + "  " + item
            } else {
                lines.append(item)
            }
        }
        return lines
    }

    static func clip(_ line: Line, _ width: Int) -> Line {
        line.text.count <= width ? line : Line(text: String(line.text.prefix(width)), style: line.style)
    }
}
