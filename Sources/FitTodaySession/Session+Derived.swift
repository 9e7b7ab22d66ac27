public import FitTodayDomain
public import Foundation

/// What a phone's Live Activity or a watch face shows: derived from the snapshot at `now`, never stored.
public struct LiveActivity: Sendable, Equatable, Codable {
    public var currentExerciseName: String
    /// 1-based; the first set of the current exercise not yet completed (its last when all are).
    public var currentSet: Int
    public var totalSets: Int
    public var restEndsAt: Date?
    public var restTimeRemaining: Double?
    public var workoutStartedAt: Date
    public var workoutElapsedTime: Double
    public var isPaused: Bool
    /// The session's revision: a widget shows only newer states.
    public var stateVersion: Int
}

/// A finished workout in figures.
public struct SessionSummary: Sendable, Equatable, Codable {
    /// Measured by a watch, or estimated (the same values as a history entry's).
    public typealias EnergySource = WorkoutPerformance.EnergySource

    /// Active time: wall time less pauses.
    public var durationSeconds: Int
    public var setsCompleted: Int
    public var setsPlanned: Int
    /// Exercises with at least one completed set.
    public var exercisesCompleted: Int
    public var exercisesSkipped: Int
    /// Σ weight × reps over completed sets that are not warm-ups (a set without weight counts 0, and so do holds
    /// and carries: seconds and metres are not repetitions).
    public var volumeKg: Double
    public var activeEnergyKcal: Double
    public var energySource: EnergySource
    public var heartRate: Session.Health.HeartRate?
    public var rating: Int?
    public var personalRecords: [PersonalRecord]
}

extension Session {
    /// MET of resistance training at a moderate effort, for the energy estimate without a watch.
    public static let strengthMET = 5.0

    public func liveActivity(at now: Date) -> LiveActivity {
        let exercise = exercises[currentExerciseIndex]
        let next = exercise.sets.firstIndex { $0.completedAt == nil } ?? max(0, exercise.sets.count - 1)
        let remaining: Double? = rest.map { rest in
            rest.remainingSeconds ?? max(0, rest.endsAt.timeIntervalSince(now))
        }
        return LiveActivity(
            currentExerciseName: exercise.name, currentSet: next + 1, totalSets: exercise.sets.count,
            restEndsAt: status == .paused ? nil : rest?.endsAt, restTimeRemaining: remaining, workoutStartedAt: startedAt,
            workoutElapsedTime: activeSeconds(at: now), isPaused: status == .paused, stateVersion: revision)
    }

    /// The figures of the workout as it stands (final once finished). Energy is the watch's when it sent any,
    /// else MET × body weight × active hours.
    public func summary(at now: Date, bodyWeightKg: Double) -> SessionSummary {
        let sets = exercises.flatMap(\.sets)
        let completed = sets.filter { $0.completedAt != nil }
        let volume = completed.filter { $0.kind != .warmup && $0.target.unit == .reps }.reduce(0.0) { total, set in
            total + (set.actual?.weightKg ?? 0) * Double(set.actual?.reps ?? 0)
        }
        let seconds = activeSeconds(at: now)
        let measured = health.activeEnergyKcal
        return SessionSummary(
            durationSeconds: Int(seconds.rounded()), setsCompleted: completed.count, setsPlanned: sets.count,
            exercisesCompleted: exercises.count { $0.sets.contains { $0.completedAt != nil } },
            exercisesSkipped: exercises.count { $0.status == .skipped }, volumeKg: volume,
            activeEnergyKcal: measured ?? Self.strengthMET * bodyWeightKg * seconds / 3_600,
            energySource: measured == nil ? .estimated : .measured, heartRate: health.heartRate, rating: rating,
            personalRecords: personalRecords ?? [])
    }
}
