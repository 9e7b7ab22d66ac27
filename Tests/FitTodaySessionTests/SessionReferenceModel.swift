import FitTodayDomain
import FitTodaySession
import Foundation

/// A deliberately small, independent model of a live session, written from the rules of docs/sessions.md ("The session
/// engine") rather than from the engine: what the person did with each set, which exercises were skipped, where the
/// session stands, its revision, and the outcome remembered for every command id. The property tests feed it the
/// commands the engine receives, in the same order, and compare what both say.
///
/// Where docs/sessions.md is silent the model states its own reading, in one place each: value ranges (`Limits`), how an
/// exercise's progress moves (`move(to:)`, `advance(after:)`, `reopen(_:)`) and the rest timer's existence.
struct SessionReferenceModel {
    enum Status: String { case active, paused, finished, discarded }
    enum Progress: String { case pending, active, done, skipped }
    enum Outcome: Equatable, CustomStringConvertible {
        case ok
        case refused(SessionReason)
        var description: String { if case .refused(let reason) = self { "refused(\(reason))" } else { "ok" } }
    }

    /// Reps, seconds (a hold) or metres (a carry), weight and effort of one set, planned or done.
    struct Amount: Equatable, CustomStringConvertible {
        var reps: Int?, seconds: Int?, meters: Int?, weightKg: Double?, rpe: Double?
        var description: String {
            [reps.map { "\($0)r" }, seconds.map { "\($0)s" }, meters.map { "\($0)m" }, weightKg.map { "\($0)kg" },
             rpe.map { "@\($0)" }].compactMap(\.self).joined(separator: " ")
        }

        /// A planned set is in one unit for good: the one its plan gave it.
        var unit: WorkUnit { meters != nil ? .meters : (seconds != nil && reps == nil) ? .seconds : .reps }
    }

    struct SetRecord: Equatable {
        var setId: String
        /// What is planned; a planned set carries no effort.
        var target: Amount
        /// What was done, while completed.
        var actual: Amount?
        var completed: Bool { actual != nil }
    }

    struct ExerciseRecord: Equatable {
        var exerciseId: String
        var progress: Progress
        var sets: [SetRecord]
    }

    /// What people can plausibly log; a value outside is `invalidValue`.
    enum Limits {
        static let reps = 0...1_000, seconds = 0...36_000, meters = 0...10_000, weightKg = 0.0...1_000.0, rpe = 1.0...10.0
        static let energyKcal = 0.0...10_000.0, heartRateBpm = 20.0...260.0, steps = 0...1_000_000
        static let rating = 1...5, notesLength = 2_000
        /// Health samples still count this long after `finish` (the watch's backfill).
        static let backfillSeconds: TimeInterval = 300
    }

    private(set) var status = Status.active
    private(set) var revision = 1
    private(set) var exercises: [ExerciseRecord]
    private(set) var current = 0
    private(set) var resting = false
    private(set) var outcomes: [String: Outcome]
    private var endedAt: Date?
    private let catalog: CatalogIndex
    private let equipment: [Equipment]

    /// The session right after `start` (revision 1): the plan's exercises, the first one under way.
    init(plan: WorkoutPlan, startCommandId: String, catalog: CatalogIndex, equipment: [Equipment]) {
        exercises = plan.exercises.enumerated().map { index, item in
            let planned = switch item.unit {
            case .reps: Amount(reps: item.target.max, weightKg: item.suggestedWeightKg)
            case .seconds: Amount(seconds: item.target.max, weightKg: item.suggestedWeightKg)
            case .meters: Amount(meters: item.target.max, weightKg: item.suggestedWeightKg)
            }
            let sets = (0..<item.sets).map { SetRecord(setId: "\(index + 1).\($0 + 1)", target: planned) }
            return ExerciseRecord(exerciseId: item.exerciseId, progress: index == 0 ? .active : .pending, sets: sets)
        }
        outcomes = [startCommandId: .ok]
        self.catalog = catalog
        self.equipment = equipment
    }

    /// Takes one delivered command: a known id gets its remembered outcome and changes nothing; otherwise the
    /// command applies whole (revision + 1) or not at all, and its outcome is remembered.
    @discardableResult
    mutating func receive(_ command: SessionCommand) -> Outcome {
        if let known = outcomes[command.commandId] { return known }
        var next = self
        let outcome: Outcome
        if let reason = next.change(command) {
            outcome = .refused(reason)
        } else {
            next.revision += 1
            self = next
            outcome = .ok
        }
        outcomes[command.commandId] = outcome
        return outcome
    }

    // MARK: The rules

    private var isOpen: Bool { status == .active || status == .paused }

    private mutating func change(_ command: SessionCommand) -> SessionReason? {
        let at = command.at ?? .distantPast
        if command.type == .start { return isOpen ? .alreadyActive : .notFound }  // no plan is offered after start
        if !isOpen {
            guard command.type == .healthSample else { return .sessionEnded }
            guard status == .finished, let endedAt, at.timeIntervalSince(endedAt) <= Limits.backfillSeconds else {
                return .noActiveSession
            }
        }
        switch command.type {
        case .start: return .invalidCommand
        case .completeSet, .updateSet, .uncompleteSet: return changeSet(command)
        case .addSet:
            let index = command.exerciseIndex ?? current
            guard exercises.indices.contains(index) else { return .invalidValue }
            let count = exercises[index].sets.count
            let target = exercises[index].sets.last?.target ?? Amount()
            exercises[index].sets.append(SetRecord(setId: "\(index + 1).\(count + 1)", target: target))
            reopen(index)
        case .skipExercise:
            let index = command.exerciseIndex ?? current
            guard exercises.indices.contains(index) else { return .invalidValue }
            guard exercises[index].progress != .skipped, exercises[index].progress != .done else { return .invalidCommand }
            exercises[index].progress = .skipped
            if index == current { advance(after: index) }
        case .goToExercise:
            guard let index = command.exerciseIndex else { return .invalidCommand }
            guard exercises.indices.contains(index) else { return .invalidValue }
            move(to: index)
        case .swapExercise:
            guard let index = command.exerciseIndex, let newId = command.exerciseId else { return .invalidCommand }
            guard exercises.indices.contains(index) else { return .invalidValue }
            guard let old = catalog.exercise(id: exercises[index].exerciseId), let new = catalog.exercise(id: newId) else {
                return .notFound
            }
            let fits = new.id != old.id && new.pattern == old.pattern && new.unit == old.unit
                && !Set(new.primaryMuscles).isDisjoint(with: old.primaryMuscles) && new.equipment.allSatisfy(equipment.contains)
            guard fits else { return .invalidValue }
            exercises[index].exerciseId = new.id
        case .startRest:
            if let seconds = command.seconds, !Limits.seconds.contains(seconds) { return .invalidValue }
            resting = true
        case .adjustRest:
            guard command.deltaSeconds != nil else { return .invalidCommand }
            guard resting else { return .notFound }
        case .skipRest:
            guard resting else { return .notFound }
            resting = false
        case .pause:
            guard status == .active else { return .invalidCommand }
            status = .paused
        case .resume:
            guard status == .paused else { return .invalidCommand }
            status = .active
        case .healthSample:
            if let energy = command.activeEnergyKcal, !Limits.energyKcal.contains(energy) { return .invalidValue }
            if let rate = command.heartRateBpm, !Limits.heartRateBpm.contains(rate) { return .invalidValue }
            if let steps = command.steps, !Limits.steps.contains(steps) { return .invalidValue }
            if command.activeEnergyKcal == nil, command.heartRateBpm == nil, command.steps == nil { return .invalidCommand }
        case .finish, .discard:
            if command.type == .finish {
                if let rating = command.rating, !Limits.rating.contains(rating) { return .invalidValue }
                if let notes = command.notes, notes.count > Limits.notesLength { return .invalidValue }
            }
            status = command.type == .finish ? .finished : .discarded
            endedAt = at
            resting = false
        }
        return nil
    }

    /// completeSet, updateSet and uncompleteSet: one set, by id.
    private mutating func changeSet(_ command: SessionCommand) -> SessionReason? {
        guard let setId = command.setId else { return .invalidCommand }
        guard let e = exercises.firstIndex(where: { $0.sets.contains { $0.setId == setId } }),
              let s = exercises[e].sets.firstIndex(where: { $0.setId == setId })
        else { return .notFound }
        let set = exercises[e].sets[s]
        if command.type == .uncompleteSet {
            guard set.completed else { return .invalidCommand }
            exercises[e].sets[s].actual = nil
            reopen(e)
            return nil
        }
        // Unsent fields keep what the set says now: what was done, else what is planned.
        let base = set.actual ?? set.target
        let amount = Amount(
            reps: command.reps ?? base.reps, seconds: command.seconds ?? base.seconds, meters: command.meters ?? base.meters,
            weightKg: command.weightKg ?? base.weightKg, rpe: command.rpe ?? base.rpe)
        if let reps = command.reps, !Limits.reps.contains(reps) { return .invalidValue }
        if let seconds = command.seconds, !Limits.seconds.contains(seconds) { return .invalidValue }
        if let meters = command.meters, !Limits.meters.contains(meters) { return .invalidValue }
        // A dose in another unit than the set's (repetitions of a carry, seconds of a lift) is refused.
        let unit = set.target.unit
        if (command.reps != nil && unit != .reps) || (command.seconds != nil && unit != .seconds)
            || (command.meters != nil && unit != .meters)
        {
            return .invalidValue
        }
        if let weight = command.weightKg, !Limits.weightKg.contains(weight) { return .invalidValue }
        if let rpe = command.rpe, !Limits.rpe.contains(rpe) { return .invalidValue }
        if command.type == .updateSet {
            // An edit of a done set corrects what was done; of a planned set, what is planned.
            if set.completed { exercises[e].sets[s].actual = amount } else { exercises[e].sets[s].target = amount.planned }
            return nil
        }
        exercises[e].sets[s].actual = amount
        if exercises[e].sets.allSatisfy(\.completed) {
            exercises[e].progress = .done
            if e == current { advance(after: e) }
        }
        // A finished set starts the rest, unless nothing is left to do (then any rest stops).
        resting = exercises.contains { $0.progress == .pending || $0.progress == .active }
        return nil
    }

    /// The person turns to exercise `index`: the one left, if under way, waits again; the new one is under way
    /// unless already done (a skipped exercise one goes back to is taken up again).
    private mutating func move(to index: Int) {
        if exercises[current].progress == .active { exercises[current].progress = .pending }
        current = index
        if exercises[index].progress != .done { exercises[index].progress = .active }
    }

    /// After the current exercise is done or skipped: the next waiting one, looking forward then from the top.
    private mutating func advance(after index: Int) {
        let order = Array(exercises.indices.dropFirst(index + 1)) + Array(exercises.indices.prefix(index))
        if let next = order.first(where: { exercises[$0].progress == .pending }) { move(to: next) }
    }

    /// A done exercise with a set to do again is open again: under way if current, else waiting.
    private mutating func reopen(_ index: Int) {
        if exercises[index].progress == .done { exercises[index].progress = index == current ? .active : .pending }
    }
}

extension SessionReferenceModel.Amount {
    init(_ amount: SessionSet.Amount) {
        self.init(reps: amount.reps, seconds: amount.seconds, meters: amount.meters, weightKg: amount.weightKg, rpe: amount.rpe)
    }

    var planned: Self { Self(reps: reps, seconds: seconds, meters: meters, weightKg: weightKg) }
}

/// The fields both the model and the engine answer for, side by side.
struct SessionProjection: Equatable {
    var status: String
    var revision: Int
    var current: Int
    var resting: Bool
    var exercises: [SessionReferenceModel.ExerciseRecord]
    var outcomes: [String: SessionReferenceModel.Outcome]

    init(_ model: SessionReferenceModel) {
        status = model.status.rawValue
        revision = model.revision
        current = model.current
        resting = model.resting
        exercises = model.exercises
        outcomes = model.outcomes
    }

    init(_ engine: SessionEngine) {
        let session = engine.session
        status = session?.status.rawValue ?? "none"
        revision = session?.revision ?? 0
        current = session?.currentExerciseIndex ?? -1
        resting = session?.rest != nil
        exercises = (session?.exercises ?? []).map { exercise in
            SessionReferenceModel.ExerciseRecord(
                exerciseId: exercise.exerciseId, progress: SessionReferenceModel.Progress(rawValue: exercise.status.rawValue)!,
                sets: exercise.sets.map {
                    SessionReferenceModel.SetRecord(
                        setId: $0.setId, target: .init($0.target), actual: $0.completedAt == nil ? nil : $0.actual.map { .init($0) })
                })
        }
        outcomes = engine.replies.mapValues { $0.ok ? .ok : .refused($0.reasonCode ?? .unknown) }
    }

    /// One line per fact, for a readable difference.
    var lines: [String] {
        ["status \(status) revision \(revision) current \(current) resting \(resting)"]
            + exercises.enumerated().flatMap { index, exercise in
                ["exercise \(index) \(exercise.exerciseId) \(exercise.progress)"]
                    + exercise.sets.map { "  set \($0.setId) target [\($0.target)] actual \($0.actual.map { "[\($0)]" } ?? "-")" }
            }
            + outcomes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
    }

    /// The lines where `self` and `other` differ, `-` for self's and `+` for other's.
    func difference(from other: Self) -> String {
        let mine = lines, theirs = other.lines
        let removed = mine.filter { !theirs.contains($0) }.map { "- \($0)" }
        let added = theirs.filter { !mine.contains($0) }.map { "+ \($0)" }
        return (removed + added).joined(separator: "\n")
    }
}
