import FitTodayDomain
import Foundation

extension Draft {
    // MARK: Exercises

    /// Makes the next pending exercise after `index` (or, failing that, the first) the current one.
    mutating func moveToNextPending(after index: Int) {
        let order = Array(session.exercises.indices.dropFirst(index + 1)) + Array(session.exercises.indices.prefix(index))
        guard let next = order.first(where: { session.exercises[$0].status == .pending }) else { return }
        session.currentExerciseIndex = next
        session.exercises[next].status = .active
        emit(.exerciseIndexChanged, target: "session") { $0.exerciseIndex = next }
    }

    mutating func skipExercise() -> SessionReason? {
        let index = command.exerciseIndex ?? session.currentExerciseIndex
        guard session.exercises.indices.contains(index) else { return .invalidValue }
        guard session.exercises[index].status != .skipped, session.exercises[index].status != .done else {
            return .invalidCommand
        }
        session.exercises[index].status = .skipped
        emit(.exerciseSkipped, target: "exercise:\(index)") { $0.exerciseIndex = index }
        if index == session.currentExerciseIndex { moveToNextPending(after: index) }
        return nil
    }

    mutating func goToExercise() -> SessionReason? {
        guard let index = command.exerciseIndex else { return .invalidCommand }
        guard session.exercises.indices.contains(index) else { return .invalidValue }
        let previous = session.currentExerciseIndex
        if session.exercises[previous].status == .active { session.exercises[previous].status = .pending }
        session.currentExerciseIndex = index
        if session.exercises[index].status != .done { session.exercises[index].status = .active }
        emit(.exerciseIndexChanged, target: "session") { $0.exerciseIndex = index }
        return nil
    }

    /// Another exercise in the slot: same movement pattern, a shared primary muscle, the person's equipment.
    mutating func swapExercise(catalog: CatalogIndex?) -> SessionReason? {
        guard let index = command.exerciseIndex, let id = command.exerciseId else { return .invalidCommand }
        guard session.exercises.indices.contains(index) else { return .invalidValue }
        guard let catalog, let old = catalog.exercise(id: session.exercises[index].exerciseId),
              let new = catalog.exercise(id: id)
        else { return .notFound }
        let fits = new.pattern == old.pattern && !Set(new.primaryMuscles).isDisjoint(with: old.primaryMuscles)
            && new.equipment.allSatisfy(session.equipment.contains) && new.id != old.id
        guard fits else { return .invalidValue }
        session.exercises[index].exerciseId = new.id
        session.exercises[index].name = new.name
        emit(.exerciseSwapped, target: "exercise:\(index)") {
            $0.exerciseIndex = index
            $0.exerciseId = new.id
        }
        return nil
    }

    // MARK: Rest

    mutating func startRest(seconds: Int?) -> SessionReason? {
        if let seconds, !Self.secondsRange.contains(seconds) { return .invalidValue }
        let length = Double(seconds ?? session.exercises[session.currentExerciseIndex].restSeconds)
        let endsAt = at.addingTimeInterval(length)
        session.rest = Session.RestTimer(
            startedAt: at, endsAt: endsAt, remainingSeconds: session.status == .paused ? length : nil)
        emit(.restUpdated, target: "rest") { $0.restEndsAt = endsAt }
        return nil
    }

    mutating func adjustRest() -> SessionReason? {
        guard let delta = command.deltaSeconds else { return .invalidCommand }
        guard var rest = session.rest else { return .notFound }
        if let remaining = rest.remainingSeconds {
            rest.remainingSeconds = max(0, remaining + Double(delta))
        } else {
            rest.endsAt = max(at, rest.endsAt.addingTimeInterval(Double(delta)))
        }
        session.rest = rest
        emit(.restUpdated, target: "rest") { $0.restEndsAt = rest.endsAt }
        return nil
    }

    mutating func skipRest() -> SessionReason? {
        guard session.rest != nil else { return .notFound }
        session.rest = nil
        emit(.restUpdated, target: "rest")
        return nil
    }

    // MARK: The session

    mutating func pause() -> SessionReason? {
        guard session.status == .active else { return .invalidCommand }
        session.status = .paused
        session.pauses.append(Session.Pause(from: at))
        if var rest = session.rest {
            rest.remainingSeconds = max(0, rest.endsAt.timeIntervalSince(at))
            session.rest = rest
        }
        emit(.sessionPaused, target: "session")
        return nil
    }

    mutating func resume() -> SessionReason? {
        guard session.status == .paused else { return .invalidCommand }
        session.status = .active
        if let last = session.pauses.indices.last { session.pauses[last].to = at }
        if var rest = session.rest, let remaining = rest.remainingSeconds {
            rest.endsAt = at.addingTimeInterval(remaining)
            rest.remainingSeconds = nil
            session.rest = rest
        }
        let endsAt = session.rest?.endsAt
        emit(.sessionResumed, target: "session") { $0.restEndsAt = endsAt }
        return nil
    }

    mutating func healthSample() -> SessionReason? {
        if let energy = command.activeEnergyKcal, !(0...10_000).contains(energy) { return .invalidValue }
        if let rate = command.heartRateBpm, !(20...260).contains(rate) { return .invalidValue }
        if let steps = command.steps, steps < 0 { return .invalidValue }
        guard command.activeEnergyKcal != nil || command.heartRateBpm != nil || command.steps != nil else {
            return .invalidCommand
        }
        if let energy = command.activeEnergyKcal { session.health.activeEnergyKcal = (session.health.activeEnergyKcal ?? 0) + energy }
        if let steps = command.steps { session.health.steps = (session.health.steps ?? 0) + steps }
        if let rate = command.heartRateBpm {
            let old = session.health.heartRate
            let samples = (old?.samples ?? 0) + 1
            session.health.heartRate = Session.Health.HeartRate(
                last: rate, avg: ((old?.avg ?? 0) * Double(samples - 1) + rate) / Double(samples),
                max: max(old?.max ?? 0, rate), samples: samples)
        }
        let sample = command
        emit(.healthUpdate, target: "health") {
            $0.activeEnergyKcal = sample.activeEnergyKcal
            $0.heartRateBpm = sample.heartRateBpm
            $0.steps = sample.steps
        }
        return nil
    }

    mutating func finish() -> SessionReason? {
        if let rating = command.rating, !(1...5).contains(rating) { return .invalidValue }
        if let last = session.pauses.indices.last, session.pauses[last].to == nil { session.pauses[last].to = at }
        session.status = .finished
        session.finishedAt = at
        session.rest = nil
        session.rating = command.rating
        session.notes = command.notes
        let rating = command.rating
        emit(.sessionFinished, target: "session") { $0.rating = rating }
        return nil
    }

    mutating func discard() -> SessionReason? {
        session.status = .discarded
        session.finishedAt = at
        session.rest = nil
        emit(.sessionDiscarded, target: "session")
        return nil
    }
}
