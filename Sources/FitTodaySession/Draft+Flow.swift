import FitTodayDomain
import Foundation

extension Draft {
    // MARK: Exercises

    /// Makes the next pending exercise after `index` (or, failing that, the first) the current one.
    mutating func moveToNextPending(after index: Int) {
        let order = Array(session.exercises.indices.dropFirst(index + 1)) + Array(session.exercises.indices.prefix(index))
        guard let next = order.first(where: { session.exercises[$0].status == .pending }) else { return }
        emit(.exerciseIndexChanged, target: "session") { $0.exerciseIndex = next }
    }

    mutating func skipExercise() -> SessionReason? {
        let index = command.exerciseIndex ?? session.currentExerciseIndex
        guard session.exercises.indices.contains(index) else { return .invalidValue }
        guard session.exercises[index].status != .skipped, session.exercises[index].status != .done else {
            return .invalidCommand
        }
        emit(.exerciseSkipped, target: "exercise:\(index)") { $0.exerciseIndex = index }
        if index == session.currentExerciseIndex { moveToNextPending(after: index) }
        return nil
    }

    mutating func goToExercise() -> SessionReason? {
        guard let index = command.exerciseIndex else { return .invalidCommand }
        guard session.exercises.indices.contains(index) else { return .invalidValue }
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
        guard Self.fits(new, in: old, equipment: session.equipment) else { return .invalidValue }
        emit(.exerciseSwapped, target: "exercise:\(index)") {
            $0.exerciseIndex = index
            $0.exerciseId = new.id
            $0.name = new.name
        }
        return nil
    }

    /// Whether `new` may stand in for `old`: same movement pattern, a shared primary muscle, equipment the person has,
    /// and the same unit (the sets' targets and what was done stay in it: a plank's seconds are no dead bug's reps).
    static func fits(_ new: Exercise, in old: Exercise, equipment: [Equipment]) -> Bool {
        new.pattern == old.pattern && new.unit == old.unit && !Set(new.primaryMuscles).isDisjoint(with: old.primaryMuscles)
            && new.isAvailable(with: EquipmentSet(equipment)) && new.id != old.id
    }

    // MARK: Rest

    mutating func startRest(seconds: Int?) -> SessionReason? {
        if let seconds, !Self.secondsRange.contains(seconds) { return .invalidValue }
        let length = Double(seconds ?? session.exercises[session.currentExerciseIndex].restSeconds)
        setRest(Session.RestTimer(
            startedAt: at, endsAt: at.addingTimeInterval(length), remainingSeconds: session.status == .paused ? length : nil))
        return nil
    }

    mutating func adjustRest() -> SessionReason? {
        guard let delta = command.deltaSeconds else { return .invalidCommand }
        guard CommandLimits.deltaSeconds.contains(delta) else { return .invalidValue }
        guard var rest = session.rest else { return .notFound }
        if let remaining = rest.remainingSeconds {
            rest.remainingSeconds = max(0, remaining + Double(delta))
        } else {
            rest.endsAt = max(at, rest.endsAt.addingTimeInterval(Double(delta)))
        }
        setRest(rest)
        return nil
    }

    mutating func skipRest() -> SessionReason? {
        guard session.rest != nil else { return .notFound }
        setRest(nil)
        return nil
    }

    private mutating func setRest(_ rest: Session.RestTimer?) {
        emit(.restUpdated, target: "rest") {
            $0.rest = rest
            $0.restEndsAt = rest?.endsAt
        }
    }

    // MARK: The session

    mutating func pause() -> SessionReason? {
        guard session.status == .active else { return .invalidCommand }
        emit(.sessionPaused, target: "session")
        return nil
    }

    mutating func resume() -> SessionReason? {
        guard session.status == .paused else { return .invalidCommand }
        let endsAt = session.rest?.remainingSeconds.map { at.addingTimeInterval($0) } ?? session.rest?.endsAt
        emit(.sessionResumed, target: "session") { $0.restEndsAt = endsAt }
        return nil
    }

    mutating func healthSample() -> SessionReason? {
        if let energy = command.activeEnergyKcal, !CommandLimits.activeEnergyKcal.contains(energy) { return .invalidValue }
        if let rate = command.heartRateBpm, !CommandLimits.heartRateBpm.contains(rate) { return .invalidValue }
        if let steps = command.steps, !CommandLimits.steps.contains(steps) { return .invalidValue }
        guard command.activeEnergyKcal != nil || command.heartRateBpm != nil || command.steps != nil else {
            return .invalidCommand
        }
        let sample = command
        emit(.healthUpdate, target: "health") {
            $0.activeEnergyKcal = sample.activeEnergyKcal
            $0.heartRateBpm = sample.heartRateBpm
            $0.steps = sample.steps
        }
        return nil
    }

    mutating func finish(records: PersonalRecords, bests: [String: PersonalBests]) -> SessionReason? {
        if let rating = command.rating, !CommandLimits.rating.contains(rating) { return .invalidValue }
        if let notes = command.notes, notes.unicodeScalars.count > CommandLimits.notesLength { return .invalidValue }
        let found = records.detect(in: session, before: bests)
        let (rating, notes) = (command.rating, command.notes)
        emit(.sessionFinished, target: "session") {
            $0.rating = rating
            $0.notes = notes
            $0.personalRecords = found
        }
        return nil
    }

    mutating func discard() -> SessionReason? {
        emit(.sessionDiscarded, target: "session")
        return nil
    }
}
