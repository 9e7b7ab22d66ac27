public import Foundation

/// One change to a session, in order: receivers apply only events newer than their revision.
public struct SessionEvent: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable, CaseIterable {
        case sessionStarted = "session_started", setUpdated = "set_updated"
        case setToggledCompleted = "set_toggled_completed", setAdded = "set_added"
        case exerciseIndexChanged = "exercise_index_changed", exerciseSkipped = "exercise_skipped"
        case exerciseSwapped = "exercise_swapped", restUpdated = "rest_updated", sessionPaused = "session_paused"
        case sessionResumed = "session_resumed", healthUpdate = "health_update", sessionFinished = "session_finished"
        case sessionDiscarded = "session_discarded"
    }

    /// What changed, in the fields that apply to the event.
    public struct Payload: Sendable, Equatable, Codable {
        public var exerciseIndex: Int?
        public var setId: String?
        public var completed: Bool?
        public var reps: Int?
        public var seconds: Int?
        public var meters: Int?
        public var weightKg: Double?
        public var rpe: Double?
        public var exerciseId: String?
        public var restEndsAt: Date?
        public var activeEnergyKcal: Double?
        public var heartRateBpm: Double?
        public var steps: Int?
        public var rating: Int?
        public var kind: SessionSet.Kind?
        /// The new exercise's name (`exercise_swapped`).
        public var name: String?
        /// The rest timer after the change (`rest_updated`); absent when rest ended.
        public var rest: Session.RestTimer?
        public var notes: String?
        /// The first snapshot (`session_started`), so that the log alone rebuilds the session.
        public var session: Session?
        /// The records the session set (`session_finished`).
        public var personalRecords: [PersonalRecord]?

        public init() {}
    }

    public var sessionId: String
    public var eventId: String
    public var revision: Int
    public var timestamp: Date
    public var deviceId: String
    public var type: Kind
    public var payload: Payload
}
