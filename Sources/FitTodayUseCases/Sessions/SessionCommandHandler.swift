public import FitTodayDomain
public import FitTodaySession
public import FitTodayStorage
public import Foundation

/// The one path of a session command, whatever brought it: `session apply` (a line), `session start` and `train`
/// (commands they build), `POST /v1/sessions/commands` (a body) and the live WebSocket (a message). A body is
/// parsed once (`CommandBody`); the command is applied in the person's store through the store transaction
/// (`SessionStore.apply`, which runs `SessionTransaction`), and the reply comes back with its words (`ReplyLine`).
///
/// Idempotency is decided in one place: the store transaction. It keeps every reply it gives under
/// (person, `commandId`) with the fingerprint of the command it answered, written in the same transaction as the
/// command's events and snapshot, so a retry (the same id and content) gets the first reply again from any entry
/// point, any replica and after a restart, and another command under a used id gets `commandIdReused`. Nothing
/// above the store (this handler, the CLI, the HTTP route, the WebSocket) remembers replies: a copy there could
/// only run ahead of or behind what was committed. (The stores' reply cache is a copy of that table, filled after
/// commit; the engine's own memo starts empty in every transaction.)
public struct SessionCommandHandler: Sendable {
    /// The setting every command is applied in; its `today` is replaced by `today()` for each command.
    public let setting: CommandSetting
    /// How long a command's transaction may take before it is rolled back and refused `timeout`; nil: no limit.
    public let timeout: TimeInterval?
    /// The time a command without `at` happened.
    let now: @Sendable () -> Date
    let today: @Sendable () -> CalendarDay

    /// `today` defaults to the setting's own day (a CLI run); a server that outlives a day passes its clock's.
    public init(
        setting: CommandSetting, timeout: TimeInterval? = nil, now: @escaping @Sendable () -> Date = { Date() },
        today: (@Sendable () -> CalendarDay)? = nil
    ) {
        self.setting = setting
        self.timeout = timeout
        self.now = now
        self.today = today ?? { [day = setting.today] in day }
    }

    /// A command built in code (`session start`, `train`): applied, its reply returned; a store that fails throws,
    /// and nothing of the command is kept.
    public func apply(_ command: SessionCommand, in store: any SessionStore) async throws -> SessionReply {
        var setting = setting
        setting.today = today()
        // The store's deadline is on the real clock (its transaction runs in real time), whatever clock dates the
        // commands.
        let deadline = timeout.map { Date().addingTimeInterval($0) }
        return try await store.apply(command, now: now(), setting: setting, deadline: deadline)
    }

    /// A body from a client: the reply line to it, never a throw. A body refused as it was read (not JSON, a field
    /// out of its bounds…) is answered from the latest session and kept nowhere: the same body earns the same
    /// refusal. A store that fails answers `busy` (locked or unreachable), `timeout` (rolled back at the deadline)
    /// or `unknown`, none remembered, so a retry with the same id goes through.
    public func answer(_ body: CommandBody, in store: any SessionStore) async -> ReplyLine {
        do {
            switch body.parsed {
            case .command(let command):
                return ReplyLine(try await apply(command, in: store))
            case .refused(let commandId, let reason, let message):
                let latest = try await store.latestSession()
                return ReplyLine(
                    reply: .refused(commandId, reason, revision: latest?.revision ?? 0, sessionId: latest?.id), message: message)
            }
        } catch {
            return ReplyLine(.refused(body.validCommandId, SessionReason(storeFailure: error), revision: 0))
        }
    }
}
