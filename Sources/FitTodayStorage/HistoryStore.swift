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
    /// Records the day's plan; a plan already recorded that day is kept aside as replaced, never dropped.
    func record(_ plan: RecordedPlan) async throws
}

/// An in-memory store for tests and throw-away runs.
public actor MemoryHistoryStore: HistoryStore {
    private var byDate: [CalendarDay: RecordedPlan] = [:]
    public private(set) var replaced: [RecordedPlan] = []

    public init(_ plans: [RecordedPlan] = []) {
        for plan in plans { byDate[plan.plan.date] = plan }
    }

    public func workouts(before date: CalendarDay, limit: Int) -> [WorkoutPlan] {
        Array(byDate.values.map(\.plan).filter { $0.date < date }.sorted { $0.date < $1.date }.suffix(limit))
    }

    public func recorded(on date: CalendarDay) -> RecordedPlan? { byDate[date] }

    public func record(_ plan: RecordedPlan) {
        if let old = byDate.updateValue(plan, forKey: plan.plan.date) { replaced.append(old) }
    }
}
