public import FitTodayDomain

/// A plan as recorded for its day, with what produced it.
public struct RecordedPlan: Sendable, Equatable {
    public var plan: WorkoutPlan
    /// `PlanRequest.fingerprint` plus the seed: tells whether a re-run asked for the same thing.
    public var fingerprint: String
    /// 0 for the day's first plan; `--new` increments it.
    public var revision: Int

    public init(plan: WorkoutPlan, fingerprint: String, revision: Int) {
        self.plan = plan
        self.fingerprint = fingerprint
        self.revision = revision
    }
}

/// Where workouts are kept: one recorded plan per day.
public protocol HistoryStore: Sendable {
    /// Up to `limit` workouts dated strictly before `date`, oldest first.
    func workouts(before date: CalendarDay, limit: Int) async throws -> [WorkoutPlan]
    func recorded(on date: CalendarDay) async throws -> RecordedPlan?
    /// The revision of the plan recorded for `date`, without reading the plan (a replacement needs no more).
    func recordedRevision(on date: CalendarDay) async throws -> Int?
    /// Whether the day holds a workout done (a finished session recorded in its place), without decoding the plan
    /// where the store can: every `generate --new` asks it twice.
    func isTrained(on date: CalendarDay) async throws -> Bool
    /// Records the day's plan; a plan already recorded that day is kept aside as replaced, never dropped.
    func record(_ plan: RecordedPlan) async throws
    /// Per exercise id, the last time it was trained before `date` (from finished sessions).
    func lastLogged(of exerciseIds: [String], before date: CalendarDay) async throws -> [String: LoggedExercise]
    /// What the person set once (their schedule); empty settings when they set nothing.
    func settings() async throws -> PersonSettings
    /// Replaces the person's settings.
    func saveSettings(_ settings: PersonSettings) async throws
}

extension HistoryStore {
    public func recordedRevision(on date: CalendarDay) async throws -> Int? {
        try await recorded(on: date)?.revision
    }

    public func isTrained(on date: CalendarDay) async throws -> Bool {
        try await recorded(on: date)?.plan.performance != nil
    }
}
