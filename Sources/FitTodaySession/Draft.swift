import FitTodayDomain
import Foundation

/// One command being applied to a copy of the session: its handlers check the command, then emit events, and each
/// event changes the copy through `Session.evolve` (the function a replay of the log uses). A handler that returns a
/// reason refuses the command, and nothing is kept.
struct Draft {
    var session: Session
    let command: SessionCommand
    let at: Date
    var events: [SessionEvent] = []
    /// What the command changed: the target it names, then side effects.
    var targets: [String] = []

    static let repsRange = CommandLimits.reps
    static let secondsRange = CommandLimits.seconds
    static let metersRange = CommandLimits.meters
    static let weightRange = CommandLimits.weightKg
    static let rpeRange = CommandLimits.rpe

    /// The revision the command's events carry.
    var revision: Int { session.revision + (events.isEmpty ? 1 : 0) }

    init(session: Session, command: SessionCommand, at: Date) {
        self.session = session
        self.command = command
        self.at = at
    }

    mutating func emit(_ type: SessionEvent.Kind, target: String, _ fill: (inout SessionEvent.Payload) -> Void = { _ in }) {
        var payload = SessionEvent.Payload()
        fill(&payload)
        let event = SessionEvent(
            sessionId: session.id, eventId: "\(session.id)-\(revision)-\(events.count + 1)", revision: revision,
            timestamp: at, deviceId: command.deviceId, type: type, payload: payload)
        events.append(event)
        session.evolve(event)
        if !targets.contains(target) { targets.append(target) }
    }

    /// The command's amounts for a set whose dose is in `unit`, each in range; nil when one is out of range or
    /// the dose is in another unit (repetitions for a carry, metres for a lift).
    func amounts(defaults: SessionSet.Amount, unit: WorkUnit) -> SessionSet.Amount? {
        if let reps = command.reps, !Self.repsRange.contains(reps) || unit != .reps { return nil }
        if let seconds = command.seconds, !Self.secondsRange.contains(seconds) || unit != .seconds { return nil }
        if let meters = command.meters, !Self.metersRange.contains(meters) || unit != .meters { return nil }
        if let weight = command.weightKg, !Self.weightRange.contains(weight) { return nil }
        if let rpe = command.rpe, !Self.rpeRange.contains(rpe) { return nil }
        return SessionSet.Amount(
            reps: command.reps ?? defaults.reps, seconds: command.seconds ?? defaults.seconds,
            meters: command.meters ?? defaults.meters, weightKg: command.weightKg ?? defaults.weightKg,
            rpe: command.rpe ?? defaults.rpe)
    }

    /// The set a command names, or why it cannot be found.
    func named() -> Result<(exercise: Int, set: Int), SessionReason> {
        guard let setId = command.setId else { return .failure(.invalidCommand) }
        guard let found = session.locate(setId) else { return .failure(.notFound) }
        return .success(found)
    }

    mutating func emitSet(_ type: SessionEvent.Kind, exercise: Int, setId: String, completed: Bool?, _ amount: SessionSet.Amount?) {
        let kind = type == .setUpdated ? command.kind : nil
        emit(type, target: "set:\(setId)") {
            $0.exerciseIndex = exercise
            $0.setId = setId
            $0.completed = completed
            $0.reps = amount?.reps
            $0.seconds = amount?.seconds
            $0.meters = amount?.meters
            $0.weightKg = amount?.weightKg
            $0.rpe = amount?.rpe
            $0.kind = kind
        }
    }

    // MARK: Sets

    mutating func completeSet() -> SessionReason? {
        let (exercise, set): (Int, Int)
        switch named() {
        case .failure(let reason): return reason
        case .success(let found): (exercise, set) = found
        }
        let current = session.exercises[exercise].sets[set]
        guard let actual = amounts(defaults: current.actual ?? SessionSet.Amount(
            reps: current.target.reps, seconds: current.target.seconds, meters: current.target.meters,
            weightKg: current.target.weightKg), unit: current.target.unit)
        else { return .invalidValue }
        emitSet(.setToggledCompleted, exercise: exercise, setId: current.setId, completed: true, actual)
        // In a superset or circuit, a working set hands over to the group's next exercise.
        if session.exercises[exercise].group != nil, current.kind != .warmup, exercise == session.currentExerciseIndex {
            continueGroup(after: exercise)
            return nil
        }
        if session.exercises[exercise].status == .done, exercise == session.currentExerciseIndex {
            moveToNextPending(after: exercise)
        }
        // Rest follows a set, unless the workout has nothing left (then a running timer stops).
        if session.exercises.contains(where: { $0.status == .active || $0.status == .pending }) {
            _ = startRest(seconds: nil)
        } else if session.rest != nil {
            _ = skipRest()
        }
        return nil
    }

    mutating func updateSet() -> SessionReason? {
        let (exercise, set): (Int, Int)
        switch named() {
        case .failure(let reason): return reason
        case .success(let found): (exercise, set) = found
        }
        let current = session.exercises[exercise].sets[set]
        guard let amount = amounts(defaults: current.actual ?? current.target, unit: current.target.unit) else {
            return .invalidValue
        }
        emitSet(.setUpdated, exercise: exercise, setId: current.setId, completed: nil, amount)
        return nil
    }

    mutating func uncompleteSet() -> SessionReason? {
        let (exercise, set): (Int, Int)
        switch named() {
        case .failure(let reason): return reason
        case .success(let found): (exercise, set) = found
        }
        let current = session.exercises[exercise].sets[set]
        guard current.completedAt != nil else { return .invalidCommand }
        emitSet(.setToggledCompleted, exercise: exercise, setId: current.setId, completed: false, nil)
        return nil
    }

    mutating func addSet() -> SessionReason? {
        let index = command.exerciseIndex ?? session.currentExerciseIndex
        guard session.exercises.indices.contains(index) else { return .invalidValue }
        // The next number after the sets numbered without a "w" (planned warm-ups are 1.w1…), never one in use.
        let sets = session.exercises[index].sets
        var number = sets.count { !$0.setId.contains("w") } + 1
        while sets.contains(where: { $0.setId == "\(index + 1).\(number)" }) { number += 1 }
        let setId = "\(index + 1).\(number)"
        let kind = command.kind
        emit(.setAdded, target: "exercise:\(index)") {
            $0.exerciseIndex = index
            $0.setId = setId
            $0.kind = kind
        }
        return nil
    }
}
