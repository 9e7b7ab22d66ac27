public import Foundation

/// How a recorded workout went, once it was trained: present on a history entry that a finished session replaced.
public struct WorkoutPerformance: Codable, Sendable, Equatable {
    public enum EnergySource: String, Codable, Sendable { case measured, estimated }

    public var sessionId: String
    /// The plan it was trained from (kept aside in history as replaced).
    public var plannedId: String
    public var startedAt: Date
    public var finishedAt: Date
    /// Active time: wall time less pauses.
    public var durationSeconds: Int
    public var activeEnergyKcal: Double
    public var energySource: EnergySource
    public var averageHeartRate: Double?
    public var maxHeartRate: Double?
    /// Σ weight × reps over completed sets that are not warm-ups (holds and carries count 0).
    public var volumeKg: Double
    public var setsCompleted: Int
    public var setsPlanned: Int
    /// 1 (hard day) to 5 (great), when given.
    public var rating: Int?
    public var notes: String?

    public init(
        sessionId: String, plannedId: String, startedAt: Date, finishedAt: Date, durationSeconds: Int,
        activeEnergyKcal: Double, energySource: EnergySource, averageHeartRate: Double? = nil,
        maxHeartRate: Double? = nil, volumeKg: Double, setsCompleted: Int, setsPlanned: Int, rating: Int? = nil,
        notes: String? = nil
    ) {
        self.sessionId = sessionId
        self.plannedId = plannedId
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.durationSeconds = durationSeconds
        self.activeEnergyKcal = activeEnergyKcal
        self.energySource = energySource
        self.averageHeartRate = averageHeartRate
        self.maxHeartRate = maxHeartRate
        self.volumeKg = volumeKg
        self.setsCompleted = setsCompleted
        self.setsPlanned = setsPlanned
        self.rating = rating
        self.notes = notes
    }
}

/// One set as it was done, in its exercise's unit: `reps`, `seconds` (a hold) or `meters` (a carry).
public struct PerformedSet: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable { case warmup, normal, dropset, failure }

    public var kind: Kind
    public var reps: Int?
    public var seconds: Int?
    public var meters: Int?
    public var weightKg: Double?
    public var rpe: Double?
    public var completedAt: Date

    public init(
        kind: Kind, reps: Int?, seconds: Int?, meters: Int? = nil, weightKg: Double?, rpe: Double?, completedAt: Date
    ) {
        self.kind = kind
        self.reps = reps
        self.seconds = seconds
        self.meters = meters
        self.weightKg = weightKg
        self.rpe = rpe
        self.completedAt = completedAt
    }
}

/// The last time an exercise was trained: its prescription that day, the sets done, and how the day was rated.
public struct LoggedExercise: Sendable, Equatable {
    public var date: CalendarDay
    public var exercise: PlannedExercise
    public var rating: Int?

    public init(date: CalendarDay, exercise: PlannedExercise, rating: Int?) {
        self.date = date
        self.exercise = exercise
        self.rating = rating
    }
}
