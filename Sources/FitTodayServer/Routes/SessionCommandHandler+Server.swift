import FitTodayDomain
import FitTodayUseCases
import FitTodaySession

extension SessionCommandHandler {
    /// A command of the signed-in person, for the HTTP route and the WebSocket alike: answered by the one handler
    /// (`answer(_:in:)`, in the person's store), its committed events published to the person's live connections
    /// (a retry's events again are dropped there: each connection skips revisions it has sent), and counted.
    func answer(_ body: CommandBody, scope: RequestScope, hub: LiveHub, metrics: ServiceMetrics) async -> ReplyLine {
        let line = await answer(body, in: scope.store)
        let reply = line.reply
        if reply.ok, let sessionId = reply.sessionId, let events = reply.events, !events.isEmpty {
            hub.publish(.init(person: scope.person.id, sessionId: sessionId), revision: reply.revision, events: events)
        }
        metrics.command(type: body.knownType, reasonCode: reply.reasonCode?.rawValue)
        return line
    }
}
