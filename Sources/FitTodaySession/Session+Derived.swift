import FitTodayDomain
public import Foundation

extension Session {
    /// MET of resistance training at a moderate effort, for the energy estimate without a watch.
    public static let strengthMET = 5.0

    /// Sets and set numbers count working sets only: warm-ups come before set 1.
    public func liveActivity(at now: Date) -> LiveActivity {
        let exercise = exercises[currentExerciseIndex]
        let working = exercise.sets.filter { $0.kind != .warmup }
        let next = working.firstIndex { $0.completedAt == nil } ?? max(0, working.count - 1)
        let remaining: Double? = rest.map { rest in
            rest.remainingSeconds ?? max(0, rest.endsAt.timeIntervalSince(now))
        }
        var activity = LiveActivity(
            currentExerciseName: exercise.name, currentSet: next + 1, totalSets: working.count,
            restEndsAt: status == .paused ? nil : rest?.endsAt, restTimeRemaining: remaining, workoutStartedAt: startedAt,
            workoutElapsedTime: activeSeconds(at: now), isPaused: status == .paused, stateVersion: revision,
            why: exercise.why)
        if exercise.group != nil {
            let members = groupMembers(of: currentExerciseIndex)
            activity.format = exercise.format
            activity.group = exercise.group
            activity.groupPosition = (members.firstIndex(of: currentExerciseIndex) ?? 0) + 1
            activity.groupSize = members.count
            activity.rounds = members.map { exercises[$0].sets.count { $0.kind != .warmup } }.max()
            activity.nextExerciseName = following(currentExerciseIndex).map { exercises[$0].name }
        }
        return activity
    }

    /// The figures of the workout as it stands (final once finished). Energy is the watch's when it sent any,
    /// else MET × body weight × active hours. Sets, planned and completed, and volume count working sets only.
    public func summary(at now: Date, bodyWeightKg: Double) -> SessionSummary {
        let sets = exercises.flatMap(\.sets).filter { $0.kind != .warmup }
        let completed = sets.filter { $0.completedAt != nil }
        let volume = completed.filter { $0.target.unit == .reps }.reduce(0.0) { total, set in
            total + (set.actual?.weightKg ?? 0) * Double(set.actual?.reps ?? 0)
        }
        let seconds = activeSeconds(at: now)
        let measured = health.activeEnergyKcal
        return SessionSummary(
            durationSeconds: Int(seconds.rounded()), setsCompleted: completed.count, setsPlanned: sets.count,
            exercisesCompleted: exercises.count { $0.sets.contains { $0.kind != .warmup && $0.completedAt != nil } },
            exercisesSkipped: exercises.count { $0.status == .skipped }, volumeKg: volume,
            activeEnergyKcal: measured ?? Self.strengthMET * bodyWeightKg * seconds / 3_600,
            energySource: measured == nil ? .estimated : .measured, heartRate: health.heartRate, rating: rating,
            personalRecords: personalRecords ?? [])
    }
}
