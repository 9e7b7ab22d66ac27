public import FitTodayDomain

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
