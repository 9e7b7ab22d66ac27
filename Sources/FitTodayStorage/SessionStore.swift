import FitTodayDomain
public import FitTodaySession
public import Foundation

/// Where live sessions are kept: an append-only event log and the current snapshot per session, the replies given
/// (by command id) and the personal bests. A command's events, snapshot and reply (and, at `finish`, the workout
/// recorded in history and the new bests) are written in one transaction before its reply is returned.
public protocol SessionStore: Sendable {
    /// Applies one command, durably. A command id seen before returns its first reply to the same command (a retry)
    /// and `commandIdReused` to another one, and changes nothing. A command out of `CommandLimits` is refused and
    /// not kept.
    func apply(_ command: SessionCommand, now: Date, setting: CommandSetting) async throws -> SessionReply
    /// The same, rolled back and refused (`HistoryStoreError.timedOut`) when the commit would land after `deadline`.
    func apply(_ command: SessionCommand, now: Date, setting: CommandSetting, deadline: Date?) async throws -> SessionReply
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
    public func apply(_ command: SessionCommand, now: Date, setting: CommandSetting, deadline: Date?) async throws
        -> SessionReply
    {
        try await apply(command, now: now, setting: setting)
    }

    /// The active session, if one is open.
    public func activeSession() async throws -> Session? {
        try await latestSession().flatMap { $0.isOpen ? $0 : nil }
    }
}
