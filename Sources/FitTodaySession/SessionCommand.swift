public import Foundation

/// One command from a phone, a watch or the CLI (docs/sessions.md): the same flat JSON everywhere,
/// its payload fields beside the envelope's.
public struct SessionCommand: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable, CaseIterable {
        case start, completeSet, updateSet, uncompleteSet, addSet, skipExercise, goToExercise, swapExercise
        case startRest, adjustRest, skipRest, pause, resume, healthSample, finish, discard
    }

    public var commandId: String
    public var deviceId: String
    public var type: Kind
    /// When the device says the command happened; the engine's `now` when absent. No age limit: offline queues.
    public var at: Date?
    public var expectedRevision: Int?

    // Payload (each command reads its own fields).
    public var date: String?
    public var planId: String?
    public var setId: String?
    public var reps: Int?
    public var seconds: Int?
    /// A carry's distance (`completeSet`, `updateSet`), in metres.
    public var meters: Int?
    public var weightKg: Double?
    public var rpe: Double?
    public var exerciseIndex: Int?
    public var kind: SessionSet.Kind?
    public var exerciseId: String?
    public var deltaSeconds: Int?
    public var activeEnergyKcal: Double?
    public var heartRateBpm: Double?
    public var steps: Int?
    public var rating: Int?
    public var notes: String?

    public init(commandId: String, deviceId: String, type: Kind, at: Date? = nil, expectedRevision: Int? = nil) {
        self.commandId = commandId
        self.deviceId = deviceId
        self.type = type
        self.at = at
        self.expectedRevision = expectedRevision
    }
}
