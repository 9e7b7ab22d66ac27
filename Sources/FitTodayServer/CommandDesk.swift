import FitTodayDomain
import HTTPTypes
import FitTodayResources
import FitTodayService
import FitTodaySession
import FitTodayStorage
import FitTodayText
import Foundation

/// Applies session commands for the HTTP route and the WebSocket alike: reads the JSON as `session apply` does,
/// applies it durably in the person's store, publishes the committed events to live connections, and gives the
/// reply with its HTTP status. A store that fails answers `busy`, `timeout` or `unknown`, none remembered, so a
/// retry with the same `commandId` goes through.
struct CommandDesk: Sendable {
    let resources: LoadedResources
    let hub: LiveHub
    let metrics: ServiceMetrics
    let timeout: Duration
    let now: @Sendable () -> Date
    /// The configured default profile's equipment, the catalog and the records formula: read once, not per command.
    let base: SessionSetting

    init(resources: LoadedResources, hub: LiveHub, metrics: ServiceMetrics, timeout: Duration, now: @escaping @Sendable () -> Date)
        throws
    {
        self.resources = resources
        self.hub = hub
        self.metrics = metrics
        self.timeout = timeout
        self.now = now
        base = try SessionSupport.setting(resources, profile: nil, equipment: nil, now: now())
    }

    func apply(_ text: String, scope: RequestScope) async -> (status: Int, reply: ReplyLine) {
        await apply(CommandLineReader.Body(Data(text.utf8)), scope: scope)
    }

    /// A command's body, already read by the caller (`CommandLineReader.Body`): the body is parsed once.
    func apply(_ body: CommandLineReader.Body, scope: RequestScope) async -> (status: Int, reply: ReplyLine) {
        await apply(CommandLineReader.read(body), body: body, scope: scope)
    }

    /// The same, with the body already read as a command (`CommandLineReader.read`).
    func apply(_ outcome: CommandLineReader.Outcome, body: CommandLineReader.Body, scope: RequestScope) async
        -> (status: Int, reply: ReplyLine)
    {
        let line = await reply(to: outcome, commandId: body.commandId, scope: scope)
        count(body.knownType, reasonCode: line.reply.reasonCode)
        return (Self.status(of: line.reply), line)
    }

    /// The metrics' count of one command (applied, refused, or answered again).
    func count(_ type: String, reasonCode: SessionReason?) {
        metrics.command(type: type, reasonCode: reasonCode?.rawValue)
    }

    /// A command refused as it was read (not JSON, out of bounds…) is answered from the latest session and kept
    /// nowhere: the same body earns the same refusal.
    private func reply(to outcome: CommandLineReader.Outcome, commandId: String?, scope: RequestScope) async -> ReplyLine {
        let store = scope.store
        do {
            switch outcome {
            case .command(let command):
                var setting = base
                setting.today = CalendarDay.today(now: now())
                // The store's deadline is on the real clock (its transaction runs in real time), whatever clock
                // dates the commands.
                let deadline = Date().addingTimeInterval(Double(timeout.components.seconds))
                let reply = try await store.apply(command, now: now(), setting: setting, deadline: deadline)
                if reply.ok, let sessionId = reply.sessionId, let events = reply.events, !events.isEmpty {
                    hub.publish(.init(person: scope.person.id, sessionId: sessionId), revision: reply.revision, events: events)
                }
                return ReplyLine(reply: reply, message: SessionSupport.explain(reply))
            case .refused(let commandId, let reason, let message):
                let latest = try await store.latestSession()
                return ReplyLine(
                    reply: .refused(commandId, reason, revision: latest?.revision ?? 0, sessionId: latest?.id), message: message)
            }
        } catch {
            let reason = SessionSupport.reason(forStoreFailure: error)
            let valid = commandId.flatMap { CommandLimits.idFault($0) == nil ? $0 : nil }
            let reply = SessionReply.refused(valid, reason, revision: 0)
            return ReplyLine(reply: reply, message: SessionSupport.explain(reply))
        }
    }

    /// DESIGN.md's statuses: 200 ok; 404 notFound; 409 alreadyActive, staleRevision, sessionEnded,
    /// noActiveSession, commandIdReused; 422 invalidCommand, invalidValue; 503 busy, timeout; 500 unknown.
    static func status(of reply: SessionReply) -> Int {
        guard let reason = reply.reasonCode else { return 200 }
        return switch reason {
        case .notFound: 404
        case .alreadyActive, .staleRevision, .sessionEnded, .noActiveSession, .commandIdReused: 409
        case .invalidCommand, .invalidValue: 422
        case .busy, .timeout: 503
        case .unknown: 500
        }
    }
}
