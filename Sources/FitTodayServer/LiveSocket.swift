import FitTodayService
import FitTodayResources
import FitTodayDomain
import HTTPTypes
import FitTodaySession
import FitTodayStorage
import FitTodayText
import Foundation
import Hummingbird
import HummingbirdWebSocket
import NIOWebSocket
import ServiceLifecycle

/// `GET /v1/sessions/{id}/live`: the same stream as SSE over a WebSocket, as JSON text messages
/// (`{"event":"snapshot","revision",…,"data"}`, `{"event":"revision","revision","events"}`), and commands sent on
/// the socket answered there (`{"event":"reply","status","reply"}`). The inbound and outbound loops run together:
/// when the client closes, both stop at once. On shutdown the socket closes with 1012 (service restart: reconnect).
struct LiveSocket {
    let hub: LiveHub
    let desk: CommandDesk
    let bodyWeightKg: Double
    let pingInterval: Duration
    let now: @Sendable () -> Date

    func add(to router: Router<FitTodayContext>) {
        let (hub, desk, weight, interval, now) = (hub, desk, bodyWeightKg, pingInterval, now)
        router.ws("/v1/sessions/:id/live") { _, context in
            _ = try await LiveRoutes.session(context)
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, wsContext in
            let context = wsContext.requestContext
            guard let (scope, session) = try? await LiveRoutes.session(context) else { return }
            let key = LiveHub.Key(person: scope.person.id, sessionId: session.id)
            guard let (id, signals, continuation) = hub.subscribe(key, kind: "websocket") else {
                try await outbound.close(.unknown(1012), reason: "restarting")
                return
            }
            defer { hub.unsubscribe(key, id: id, kind: "websocket") }
            try await withGracefulShutdownHandler {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask {
                        // Inbound: commands in, replies out through the one writer below.
                        for try await message in inbound.messages(maxSize: 64 * 1024) {
                            guard case .text(let text) = message else { continue }
                            let (status, line) = await RequestScope.$current.withValue(scope) {
                                await desk.apply(text, scope: scope)
                            }
                            continuation.yield(.reply(try Self.replyMessage(status: status, line: line)))
                        }
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
                            if case .shutdown = signal {
                                try await outbound.close(.unknown(1012), reason: "restarting")
                                return
                            }
                            for frame in try await live.frames(for: signal) {
                                try await outbound.writeTextMessage(try Self.message(frame))
                            }
                        }
                    }
                    // Whichever loop ends first (the client closed, the service stops) ends the others.
                    try await group.next()
                    group.cancelAll()
                }
            } onGracefulShutdown: {
                continuation.yield(.shutdown)
            }
        }
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
