import FitTodayUseCases
import FitTodayResources
import FitTodayDomain
import HTTPTypes
import FitTodaySession
import FitTodayStorage
import FitTodayLocalization
import Foundation
import Hummingbird
import HummingbirdWebSocket
import NIOWebSocket
import ServiceLifecycle

/// `GET /v1/sessions/{id}/live`: the same stream as SSE over a WebSocket, as JSON text messages
/// (`{"event":"snapshot","revision",…,"data"}`, `{"event":"revision","revision","events"}`), and commands sent on
/// the socket answered there (`{"event":"reply","status","reply"}`). The inbound and outbound loops run together:
/// when the client closes, both stop at once. On shutdown the socket closes with 1012 (service restart: reconnect).
/// Each command is counted against the token's rate limit, as a request is: past it the reply is status 429,
/// reason `busy`, and the command is not applied. A revoked token closes the socket with 1008 (policy), as soon as
/// a command finds it revoked or the revocation watch does (within its second); nothing is applied after that.
/// Replies speak the language the upgrade request asked for.
struct LiveSocket {
    let hub: LiveHub
    let handler: SessionCommandHandler
    let metrics: ServiceMetrics
    let gate: Gatekeeper
    let bodyWeightKg: Double
    let pingInterval: Duration
    let now: @Sendable () -> Date

    func add(to router: Router<FitTodayContext>) {
        let (hub, handler, metrics, gate) = (hub, handler, metrics, gate)
        let (weight, interval, now) = (bodyWeightKg, pingInterval, now)
        router.ws("/v1/sessions/:id/live") { _, context in
            _ = try await LiveRoutes.session(context)
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, wsContext in
            let context = wsContext.requestContext
            let language = ProblemMiddleware<FitTodayContext>.language(wsContext.request.headers[.acceptLanguage])
            guard let (scope, session) = try? await LiveRoutes.session(context) else { return }
            let key = LiveHub.Key(person: scope.person.id, sessionId: session.id)
            guard let (id, signals, continuation) = hub.subscribe(key, kind: "websocket", token: scope.token) else {
                try await outbound.close(.unknown(1012), reason: "restarting")
                return
            }
            defer { hub.unsubscribe(key, id: id, kind: "websocket") }
            try await UserLanguage.$current.withValue(language) {
                try await withGracefulShutdownHandler {
                    try await withThrowingTaskGroup(of: Bool.self) { group in
                        group.addTask {
                            // Inbound: commands in, replies out through the one writer below.
                            for try await message in inbound.messages(maxSize: 64 * 1024) {
                                guard case .text(let text) = message else { continue }
                                let body = CommandBody(text: text)
                                switch await gate.command(token: scope.token) {
                                case .revoked:
                                    // Not applied; the writer closes the socket with 1008.
                                    continuation.yield(.revoked)
                                    return false
                                case .limited(let seconds):
                                    continuation.yield(.reply(try Self.limitedMessage(body, seconds: seconds, metrics: metrics)))
                                case .go:
                                    let line = await RequestScope.$current.withValue(scope) {
                                        await handler.answer(body, scope: scope, hub: hub, metrics: metrics)
                                    }
                                    continuation.yield(.reply(try Self.replyMessage(status: line.reply.httpStatus, line: line)))
                                }
                            }
                            return true
                        }
                        group.addTask {
                            while true {
                                try await Task.sleep(for: interval)
                                continuation.yield(.ping)
                            }
                        }
                        group.addTask {
                            var live = LiveStream(store: scope.store, sessionId: session.id, bodyWeightKg: weight, now: now)
                            for frame in try await live.opening(after: nil, session: session) {
                                try await outbound.writeTextMessage(try Self.message(frame))
                            }
                            for await signal in signals {
                                switch signal {
                                case .shutdown:
                                    try await outbound.close(.unknown(1012), reason: "restarting")
                                    return true
                                case .revoked:
                                    try await outbound.close(.policyViolation, reason: say(.liveTokenRevoked))
                                    return true
                                default:
                                    for frame in try await live.frames(for: signal) {
                                        try await outbound.writeTextMessage(try Self.message(frame))
                                    }
                                }
                            }
                            return true
                        }
                        // The first loop that ends the connection (the client closed, the service stops, the token
                        // was revoked) ends the others; an inbound loop that found the token revoked leaves the
                        // close to the writer.
                        while let ends = try await group.next(), !ends {}
                        group.cancelAll()
                    }
                } onGracefulShutdown: {
                    continuation.yield(.shutdown)
                }
            }
        }
    }

    /// The reply to a command over the token's limit: not applied, reason `busy`, status 429, with when to retry.
    static func limitedMessage(_ body: CommandBody, seconds: Int, metrics: ServiceMetrics) throws -> String {
        metrics.command(type: body.knownType, reasonCode: SessionReason.busy.rawValue)
        let reply = SessionReply.refused(body.validCommandId, .busy, revision: 0)
        return try replyMessage(status: 429, line: ReplyLine(reply: reply, message: say(.liveCommandsLimited, seconds)))
    }

    static func message(_ frame: LiveStream.Frame) throws -> String {
        switch frame {
        case .snapshot(let revision, let view):
            return #"{"event":"snapshot","revision":\#(revision),"data":\#(try LiveRoutes.json(view))}"#
        case .revision(let revision, let events):
            return #"{"event":"revision","revision":\#(revision),"events":\#(try LiveRoutes.json(events))}"#
        case .reply(let text):
            return text
        case .ping:
            return #"{"event":"ping"}"#
        }
    }

    static func replyMessage(status: Int, line: ReplyLine) throws -> String {
        #"{"event":"reply","status":\#(status),"reply":\#(try LiveRoutes.json(line))}"#
    }
}
