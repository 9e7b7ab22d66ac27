import FitTodayDomain
import Foundation

extension Session {
    /// The session an event log describes: `session_started` gives the first snapshot, each later event changes it.
    /// The engine changes its state through the same function, so replaying a session's log rebuilds its snapshot
    /// exactly. Nil for an empty log or one that does not begin with `session_started`.
    public static func replay(_ events: some Sequence<SessionEvent>) -> Session? {
        var session: Session?
        for event in events {
            if event.type == .sessionStarted {
                session = event.payload.session
                session?.revision = event.revision
            } else {
                session?.evolve(event)
            }
        }
        return session
    }

    /// Applies one event (any but `session_started`) to the snapshot.
    public mutating func evolve(_ event: SessionEvent) {
        let payload = event.payload
        let at = event.timestamp
        revision = event.revision
        switch event.type {
        case .sessionStarted:
            if let started = payload.session { self = started; revision = event.revision }
        case .setUpdated:
            guard let (exercise, set) = locate(payload.setId) else { return }
            let amount = SessionSet.Amount(
                reps: payload.reps, seconds: payload.seconds, meters: payload.meters, weightKg: payload.weightKg,
                rpe: payload.rpe)
            if exercises[exercise].sets[set].completedAt != nil {
                exercises[exercise].sets[set].actual = amount
            } else {
                exercises[exercise].sets[set].target = SessionSet.Amount(
                    reps: amount.reps, seconds: amount.seconds, meters: amount.meters, weightKg: amount.weightKg)
            }
            if let kind = payload.kind { exercises[exercise].sets[set].kind = kind }
        case .setToggledCompleted:
            guard let (exercise, set) = locate(payload.setId) else { return }
            if payload.completed == true {
                exercises[exercise].sets[set].actual = SessionSet.Amount(
                    reps: payload.reps, seconds: payload.seconds, meters: payload.meters, weightKg: payload.weightKg,
                    rpe: payload.rpe)
                exercises[exercise].sets[set].completedAt = at
                if exercises[exercise].sets.allSatisfy({ $0.completedAt != nil }) { exercises[exercise].status = .done }
            } else {
                exercises[exercise].sets[set].actual = nil
                exercises[exercise].sets[set].completedAt = nil
                reopen(exercise)
            }
        case .setAdded:
            guard let index = payload.exerciseIndex, let setId = payload.setId, exercises.indices.contains(index) else {
                return
            }
            let target = exercises[index].sets.last?.target ?? SessionSet.Amount()
            exercises[index].sets.append(SessionSet(setId: setId, kind: payload.kind ?? .normal, target: target))
            reopen(index)
        case .exerciseIndexChanged:
            guard let index = payload.exerciseIndex, exercises.indices.contains(index) else { return }
            if exercises[currentExerciseIndex].status == .active { exercises[currentExerciseIndex].status = .pending }
            currentExerciseIndex = index
            if exercises[index].status != .done { exercises[index].status = .active }
        case .exerciseSkipped:
            guard let index = payload.exerciseIndex, exercises.indices.contains(index) else { return }
            exercises[index].status = .skipped
        case .exerciseSwapped:
            guard let index = payload.exerciseIndex, let id = payload.exerciseId, exercises.indices.contains(index) else {
                return
            }
            exercises[index].exerciseId = id
            exercises[index].name = payload.name ?? id
            // The plan's per-hand note was the old exercise's.
            exercises[index].perHand = nil
        case .restUpdated:
            rest = payload.rest
        case .sessionPaused:
            status = .paused
            pauses.append(Pause(from: at))
            if var timer = rest {
                timer.remainingSeconds = max(0, timer.endsAt.timeIntervalSince(at))
                rest = timer
            }
        case .sessionResumed:
            status = .active
            if let last = pauses.indices.last { pauses[last].to = at }
            if var timer = rest, let remaining = timer.remainingSeconds {
                timer.endsAt = at.addingTimeInterval(remaining)
                timer.remainingSeconds = nil
                rest = timer
            }
        case .healthUpdate:
            if let energy = payload.activeEnergyKcal { health.activeEnergyKcal = (health.activeEnergyKcal ?? 0) + energy }
            if let steps = payload.steps { health.steps = (health.steps ?? 0) + steps }
            if let rate = payload.heartRateBpm {
                let old = health.heartRate
                let samples = (old?.samples ?? 0) + 1
                health.heartRate = Health.HeartRate(
                    last: rate, avg: ((old?.avg ?? 0) * Double(samples - 1) + rate) / Double(samples),
                    max: Swift.max(old?.max ?? 0, rate), samples: samples)
            }
        case .sessionFinished, .sessionDiscarded:
            if let last = pauses.indices.last, pauses[last].to == nil { pauses[last].to = at }
            status = event.type == .sessionFinished ? .finished : .discarded
            finishedAt = at
            rest = nil
            if event.type == .sessionFinished {
                rating = payload.rating
                notes = payload.notes
                personalRecords = payload.personalRecords ?? []
            }
        }
    }

    /// The exercise and set a `setId` names.
    func locate(_ setId: String?) -> (exercise: Int, set: Int)? {
        guard let setId else { return nil }
        for (exerciseIndex, exercise) in exercises.enumerated() {
            if let setIndex = exercise.sets.firstIndex(where: { $0.setId == setId }) { return (exerciseIndex, setIndex) }
        }
        return nil
    }

    /// A done exercise with a set to do again becomes the current one again, or waits its turn.
    private mutating func reopen(_ exercise: Int) {
        if exercises[exercise].status == .done {
            exercises[exercise].status = exercise == currentExerciseIndex ? .active : .pending
        }
    }
}
