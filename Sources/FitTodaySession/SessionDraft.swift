import FitTodayDomain
import Foundation

/// One command being applied to a copy of the session: its handlers change the copy and list the events and the
/// targets they touched, or return why the command is refused (then nothing is kept).
struct Draft {
    var session: Session
    let command: SessionCommand
    let at: Date
    var events: [(type: SessionEvent.Kind, payload: SessionEvent.Payload)] = []
    /// What the command changed, for `expectedRevision` checks.
    var targets: [String] = []

    static let repsRange = 0...1_000
    static let secondsRange = 0...36_000
    static let weightRange = 0.0...1_000.0
    static let rpeRange = 1.0...10.0

    mutating func emit(_ type: SessionEvent.Kind, target: String, _ fill: (inout SessionEvent.Payload) -> Void = { _ in }) {
        var payload = SessionEvent.Payload()
        fill(&payload)
        events.append((type, payload))
        if !targets.contains(target) { targets.append(target) }
    }

    /// The exercise and set a command names by `setId`.
    func locate(_ setId: String?) -> (exercise: Int, set: Int)? {
        guard let setId else { return nil }
        for (exerciseIndex, exercise) in session.exercises.enumerated() {
            if let setIndex = exercise.sets.firstIndex(where: { $0.setId == setId }) { return (exerciseIndex, setIndex) }
        }
        return nil
    }

    /// The command's amounts, each in range; nil when one is out of range.
    func amounts(defaults: SessionSet.Amount) -> SessionSet.Amount? {
        if let reps = command.reps, !Self.repsRange.contains(reps) { return nil }
        if let seconds = command.seconds, !Self.secondsRange.contains(seconds) { return nil }
        if let weight = command.weightKg, !Self.weightRange.contains(weight) { return nil }
        if let rpe = command.rpe, !Self.rpeRange.contains(rpe) { return nil }
        return SessionSet.Amount(
            reps: command.reps ?? defaults.reps, seconds: command.seconds ?? defaults.seconds,
            weightKg: command.weightKg ?? defaults.weightKg, rpe: command.rpe ?? defaults.rpe)
    }

    // MARK: Sets

    mutating func completeSet() -> SessionReason? {
        guard let (exercise, set) = locate(command.setId) else { return command.setId == nil ? .invalidCommand : .notFound }
        let current = session.exercises[exercise].sets[set]
        guard let actual = amounts(defaults: current.actual ?? SessionSet.Amount(
            reps: current.target.reps, seconds: current.target.seconds, weightKg: current.target.weightKg))
        else { return .invalidValue }
        session.exercises[exercise].sets[set].actual = actual
        session.exercises[exercise].sets[set].completedAt = at
        emit(.setToggledCompleted, target: "set:\(current.setId)") {
            $0.exerciseIndex = exercise
            $0.setId = current.setId
            $0.completed = true
            $0.reps = actual.reps
            $0.seconds = actual.seconds
            $0.weightKg = actual.weightKg
            $0.rpe = actual.rpe
        }
        if session.exercises[exercise].sets.allSatisfy({ $0.completedAt != nil }) {
            session.exercises[exercise].status = .done
            if exercise == session.currentExerciseIndex { moveToNextPending(after: exercise) }
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
        guard let (exercise, set) = locate(command.setId) else { return command.setId == nil ? .invalidCommand : .notFound }
        let current = session.exercises[exercise].sets[set]
        guard let amount = amounts(defaults: current.actual ?? current.target) else { return .invalidValue }
        if current.completedAt != nil {
            session.exercises[exercise].sets[set].actual = amount
        } else {
            session.exercises[exercise].sets[set].target = SessionSet.Amount(
                reps: amount.reps, seconds: amount.seconds, weightKg: amount.weightKg)
        }
        if let kind = command.kind { session.exercises[exercise].sets[set].kind = kind }
        emit(.setUpdated, target: "set:\(current.setId)") {
            $0.exerciseIndex = exercise
            $0.setId = current.setId
            $0.reps = amount.reps
            $0.seconds = amount.seconds
            $0.weightKg = amount.weightKg
            $0.rpe = amount.rpe
        }
        return nil
    }

    mutating func uncompleteSet() -> SessionReason? {
        guard let (exercise, set) = locate(command.setId) else { return command.setId == nil ? .invalidCommand : .notFound }
        let setId = session.exercises[exercise].sets[set].setId
        guard session.exercises[exercise].sets[set].completedAt != nil else { return .invalidCommand }
        session.exercises[exercise].sets[set].actual = nil
        session.exercises[exercise].sets[set].completedAt = nil
        if session.exercises[exercise].status == .done {
            session.exercises[exercise].status = exercise == session.currentExerciseIndex ? .active : .pending
        }
        emit(.setToggledCompleted, target: "set:\(setId)") {
            $0.exerciseIndex = exercise
            $0.setId = setId
            $0.completed = false
        }
        return nil
    }

    mutating func addSet() -> SessionReason? {
        let index = command.exerciseIndex ?? session.currentExerciseIndex
        guard session.exercises.indices.contains(index) else { return .invalidValue }
        let sets = session.exercises[index].sets
        let setId = "\(index + 1).\(sets.count + 1)"
        let target = sets.last?.target ?? SessionSet.Amount()
        session.exercises[index].sets.append(SessionSet(setId: setId, kind: command.kind ?? .normal, target: target))
        if session.exercises[index].status == .done {
            session.exercises[index].status = index == session.currentExerciseIndex ? .active : .pending
        }
        emit(.setAdded, target: "exercise:\(index)") {
            $0.exerciseIndex = index
            $0.setId = setId
        }
        return nil
    }
}
