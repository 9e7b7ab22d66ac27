import FitTodayUseCases
import FitTodayResources
import FitTodayDomain
import FitTodaySession
import FitTodayStorage
import FitTodayLocalization
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import ServiceLifecycle

/// `GET /v1/sessions/{id}/stream`: Server-Sent Events, hand-written (described in openapi.yaml). The snapshot first
/// (`event: snapshot`), or with `Last-Event-ID`/`?after=` the revisions the client missed; then each committed
/// revision (`event: revision`, `id:` its number, `data:` {"revision", "events"}); `: ping` every interval; on
/// shutdown `retry:` and the end of the stream, so the client reconnects. A revoked token ends the stream (within
/// the revocation watch's second); a client that closes its connection releases the stream at once.
struct LiveRoutes {
    let hub: LiveHub
    let bodyWeightKg: Double
    let pingInterval: Duration
    let now: @Sendable () -> Date

    func add(to router: Router<FitTodayContext>) {
        router.get("/v1/sessions/:id/stream") { request, context in try await stream(request, context) }
    }

    /// The session asked for, if it is the person's; else 404 (another person's id too).
    static func session(_ context: FitTodayContext) async throws -> (RequestScope, Session) {
        guard let scope = context.scope else { throw Problem(.unauthorized, detail: say(.serverUnauthorized)) }
        let id = try context.parameters.require("id")
        guard let session = try await scope.store.session(id: id) else {
            throw Problem(.notFound, detail: say(.serverSessionNotFound, id))
        }
        return (scope, session)
    }

    /// The revision the client already has: `Last-Event-ID`, else `?after=`.
    static func after(_ request: Request) throws -> Int? {
        let text = request.headers[HTTPField.Name("Last-Event-ID")!] ?? request.uri.queryParameters.get("after").map { String($0) }
        guard let text else { return nil }
        guard let value = Int(text), value >= 0 else { throw Problem(.unprocessableContent, detail: say(.serverBadParameter, "after")) }
        return value
    }

    private func stream(_ request: Request, _ context: FitTodayContext) async throws -> Response {
        let (scope, session) = try await Self.session(context)
        let after = try Self.after(request)
        let key = LiveHub.Key(person: scope.person.id, sessionId: session.id)
        guard let (id, signals, continuation) = hub.subscribe(key, kind: "sse", token: scope.token) else {
            throw Problem(.serviceUnavailable, detail: say(.serverNotReady), retryAfter: 1)
        }
        var headers = HTTPFields()
        headers[.contentType] = "text/event-stream"
        headers[.cacheControl] = "no-cache"
        let (hub, interval, weight, now, channel) = (hub, pingInterval, bodyWeightKg, now, context.channel)
        let body = ResponseBody { writer in
            // A client that leaves ends the stream now, not at the next ping's failed write.
            let unwatch = await ClientCloseWatcher.watch(channel) { continuation.yield(.clientGone) }
            let pinger = Task {
                while !Task.isCancelled {
                    try await Task.sleep(for: interval)
                    continuation.yield(.ping)
                }
            }
            defer {
                pinger.cancel()
                unwatch()
                hub.unsubscribe(key, id: id, kind: "sse")
            }
            var live = LiveStream(store: scope.store, sessionId: session.id, bodyWeightKg: weight, now: now)
            try await writer.write(Self.text(try await live.opening(after: after, session: session)))
            var ending = LiveSignal.clientGone
            try await withGracefulShutdownHandler {
                signals: for await signal in signals {
                    switch signal {
                    case .shutdown, .revoked, .clientGone:
                        ending = signal
                        break signals
                    default:
                        let frames = try await live.frames(for: signal)
                        if !frames.isEmpty { try await writer.write(Self.text(frames)) }
                    }
                }
            } onGracefulShutdown: {
                continuation.yield(.shutdown)
            }
            switch ending {
            case .shutdown:
                // The client reconnects (to another replica, or to this one restarted).
                try await writer.write(ByteBuffer(string: "retry: 1000\n\n"))
                try await writer.finish(nil)
            case .revoked:
                // The stream just ends; a reconnect is refused (401).
                try await writer.finish(nil)
            default:
                // Nobody left to write to (or half-closed: end the response if it still can be).
                try? await writer.finish(nil)
            }
        }
        return Response(status: .ok, headers: headers, body: body)
    }

    static func text(_ frames: [LiveStream.Frame]) throws -> ByteBuffer {
        var text = ""
        for frame in frames {
            switch frame {
            case .snapshot(let revision, let view):
                text += "id: \(revision)\nevent: snapshot\ndata: \(try json(view))\n\n"
            case .revision(let revision, let events):
                text += "id: \(revision)\nevent: revision\ndata: \(try json(RevisionMessage(revision: revision, events: events)))\n\n"
            case .ping:
                text += ": ping\n\n"
            case .reply:
                break
            }
        }
        return ByteBuffer(string: text)
    }

    static func json(_ value: some Encodable) throws -> String {
        String(decoding: try SessionWire.encoder().encode(value), as: UTF8.self)
    }
}

/// One applied command on a live connection.
struct RevisionMessage: Encodable {
    var revision: Int
    var events: [SessionEvent]
}
