public import FitTodayDomain
public import Foundation

/// A live workout's snapshot: what `session status --json` prints and what the store keeps beside the event log.
public struct Session: Sendable, Equatable, Codable {
    public enum Status: String, Sendable, Codable { case active, paused, finished, discarded }

    public struct RestTimer: Sendable, Equatable, Codable {
        public var startedAt: Date
        /// A deadline, so the timer never drifts.
        public var endsAt: Date
        /// Set while paused: what is left when the session resumes.
        public var remainingSeconds: Double?
    }

    public struct Pause: Sendable, Equatable, Codable {
        public var from: Date
        public var to: Date?
    }

    public struct Health: Sendable, Equatable, Codable {
        public struct HeartRate: Sendable, Equatable, Codable {
            public var last: Double
            public var avg: Double
            public var max: Double
            public var samples: Int
        }

        public var activeEnergyKcal: Double?
        public var heartRate: HeartRate?
        public var steps: Int?
    }

    public var id: String
    public var planId: String
    public var date: String
    public var status: Status
    public var revision: Int
    public var startedAt: Date
    public var finishedAt: Date?
    public var currentExerciseIndex: Int
    public var exercises: [SessionExercise]
    public var rest: RestTimer?
    public var pauses: [Pause]
    public var health: Health
    public var rating: Int?
    public var notes: String?
    /// The bests beaten, once finished.
    public var personalRecords: [PersonalRecord]?
    /// The person's equipment, for swaps.
    public var equipment: [Equipment]

    public var isOpen: Bool { status == .active || status == .paused }

    /// Seconds of training up to `now`: wall time less pauses.
    public func activeSeconds(at now: Date) -> Double {
        let end = finishedAt ?? now
        let paused = pauses.reduce(0.0) { $0 + (($1.to ?? end).timeIntervalSince($1.from)) }
        return max(0, end.timeIntervalSince(startedAt) - paused)
    }
}

public struct SessionExercise: Sendable, Equatable, Codable {
    public enum Status: String, Sendable, Codable { case pending, active, done, skipped }

    public var exerciseId: String
    public var name: String
    public var restSeconds: Int
    public var status: Status
    public var sets: [SessionSet]
    /// Why the plan prescribes it (the plan's `why` codes); nil for a session started before plans had them and
    /// for an exercise swapped in.
    public var why: [PrescriptionReason]?
    /// The plan's superset or circuit it belongs to (numbered from 1); nil for straight sets.
    public var group: Int?
    /// How its group is run; nil for straight sets.
    public var format: GroupFormat?
    /// The sets' load is per dumbbell or kettlebell, one in each hand (the plan's `perHand`); nil otherwise.
    public var perHand: Bool? = nil
}

public struct SessionSet: Sendable, Equatable, Codable {
    /// Warm-up, normal, drop set or to failure (the same values as a set in history).
    public typealias Kind = PerformedSet.Kind

    /// A set's dose in its exercise's unit (one of `reps`, `seconds` for a hold, `meters` for a carry), its load
    /// and effort.
    public struct Amount: Sendable, Equatable, Codable {
        public var reps: Int?
        public var seconds: Int?
        public var meters: Int?
        public var weightKg: Double?
        public var rpe: Double?

        public init(reps: Int? = nil, seconds: Int? = nil, meters: Int? = nil, weightKg: Double? = nil, rpe: Double? = nil) {
            self.reps = reps
            self.seconds = seconds
            self.meters = meters
            self.weightKg = weightKg
            self.rpe = rpe
        }

        /// The unit its dose is in: metres or seconds when it holds one, else repetitions.
        public var unit: WorkUnit { meters != nil ? .meters : seconds != nil && reps == nil ? .seconds : .reps }

        /// A target of `value` in `unit`, at `weightKg`.
        public static func target(_ value: Int, in unit: WorkUnit, weightKg: Double?) -> Amount {
            switch unit {
            case .reps: Amount(reps: value, weightKg: weightKg)
            case .seconds: Amount(seconds: value, weightKg: weightKg)
            case .meters: Amount(meters: value, weightKg: weightKg)
            }
        }
    }

    public var setId: String
    public var kind: Kind
    public var target: Amount
    public var actual: Amount?
    public var completedAt: Date?
}
