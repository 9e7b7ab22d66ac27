public import FitTodayDomain
public import FitTodaySession
public import Foundation

/// What applying a command needs from the caller, beyond what the store holds: the person's equipment and the
/// catalog (swaps), how records are counted, today's date (a `start` without one takes today's plan), and a body
/// weight for the energy estimate of the workout recorded in history.
public struct SessionSetting: Sendable {
    public var equipment: [Equipment]
    public var catalog: CatalogIndex?
    public var records: PersonalRecords
    public var today: CalendarDay
    public var bodyWeightKg: Double

    public init(
        equipment: [Equipment], catalog: CatalogIndex?, records: PersonalRecords = PersonalRecords(), today: CalendarDay,
        bodyWeightKg: Double
    ) {
        self.equipment = equipment
        self.catalog = catalog
        self.records = records
        self.today = today
        self.bodyWeightKg = bodyWeightKg
    }
}

/// Where live sessions are kept: an append-only event log and the current snapshot per session, the replies given
/// (by command id) and the personal bests. A command's events, snapshot and reply (and, at `finish`, the workout
/// recorded in history and the new bests) are written in one transaction before its reply is returned.
public protocol SessionStore: Sendable {
    /// Applies one command, durably. A command id seen before returns its first reply to the same command (a retry)
    /// and `commandIdReused` to another one, and changes nothing. A command out of `CommandLimits` is refused and
    /// not kept.
    func apply(_ command: SessionCommand, now: Date, setting: SessionSetting) async throws -> SessionReply
    /// The same, rolled back and refused (`HistoryStoreError.timedOut`) when the commit would land after `deadline`.
    func apply(_ command: SessionCommand, now: Date, setting: SessionSetting, deadline: Date?) async throws -> SessionReply
    /// The active session, else the most recent one.
    func latestSession() async throws -> Session?
    func session(id: String) async throws -> Session?
    /// A session's events with a revision above `after`, in order.
    func events(sessionId: String, after revision: Int) async throws -> [SessionEvent]
    /// Every exercise's bests, by exercise id.
    func personalBests() async throws -> [String: PersonalBests]
}

extension SessionStore {
    /// A store whose transactions cannot outlive a deadline (memory) applies at once.
    public func apply(_ command: SessionCommand, now: Date, setting: SessionSetting, deadline: Date?) async throws
        -> SessionReply
    {
        try await apply(command, now: now, setting: setting)
    }

    /// The active session, if one is open.
    public func activeSession() async throws -> Session? {
        try await latestSession().flatMap { $0.isOpen ? $0 : nil }
    }
}
