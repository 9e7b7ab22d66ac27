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
    /// Why the current exercise is prescribed as it is (the plan's `why` codes), when the plan gave them.
    public var why: [PrescriptionReason]?
    /// In a superset or circuit (absent for straight sets): its format, group number, the current exercise's place
    /// in it (1-based) and its size, and its rounds (the most working sets of its exercises).
    public var format: GroupFormat?
    public var group: Int?
    public var groupPosition: Int?
    public var groupSize: Int?
    public var rounds: Int?
    /// In a group: the exercise after the current set (the next of the group, or after its last round the next
    /// exercise of the workout); absent when nothing follows.
    public var nextExerciseName: String?
}
