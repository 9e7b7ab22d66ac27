import FitTodayLocalization
import Foundation
import HTTPTypes
import NIOCore
import NIOHTTP1

/// Sits right after NIO's HTTP/1 decoder of every connection and keeps the connection's promises: a request the
/// decoder refuses is answered with the status it deserves (400, 414, 431, 501, 505) and a close, never left
/// hanging; the connection's clock (`ConnectionTimeline`) closes it when idle, answers 408 to a head that trickles
/// in, and closes a body that does not arrive; and it tells the `ConnectionRegistry` when it is idle, so the
/// oldest idle connection can be closed to make room. Once the connection upgrades to a WebSocket it steps aside.
final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// Asks a connection to close because the service needs its descriptor (sent by `ConnectionRegistry`).
    struct Evict: Sendable {}

    /// How long a closing connection keeps reading (and dropping) what the client still sends, after our answer,
    /// so that closing does not reset the connection before the client has read the answer.
    static let linger: TimeAmount = .seconds(2)

    private var timeline: ConnectionTimeline
    private var evidence = RequestLineEvidence()
    private let registry: ConnectionRegistry
    private let id: Int
    private var timer: Scheduled<Void>?
    private var timerAt: NIODeadline?
    private var wasIdle = true
    /// A refusal waiting for the answers before it to be sent (pipelined requests).
    private var pendingRefusal: MalformedRequest?
    /// The decoder failed inside a body: the route answers it, then the connection closes.
    private var closeAfterAnswer = false
    /// Our last answer is written: everything further is dropped until the connection closes.
    private var closing = false
    /// The 101 of a WebSocket upgrade was written: the handler leaves at the next flush.
    private var upgrading = false

    init(limits: ConnectionLimits, registry: ConnectionRegistry, id: Int) {
        timeline = ConnectionTimeline(limits: limits, now: .now())
        self.registry = registry
        self.id = id
    }

    func handlerAdded(context: ChannelHandlerContext) {
        let (registry, id) = (registry, id)
        context.channel.closeFuture.whenComplete { _ in registry.remove(id) }
        rearm(context)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelTimer()
    }

    func channelInactive(context: ChannelHandlerContext) {
        timeline.finish()
        cancelTimer()
        // A client that leaves before its first request: the upgrade handler, told that no input comes, gives up
        // quietly instead of reporting a failed upgrade.
        context.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
        context.fireChannelInactive()
    }

    /// Bytes came off the socket (told by `ByteTap`, before the decoder sees them).
    func bytesArrived(_ buffer: ByteBuffer, context: ChannelHandlerContext) {
        guard !closing, timeline.phase != .done, timeline.phase != .body else { return }
        evidence.record(buffer.readableBytesView)
        timeline.bytesArrived(now: .now())
        changed(context)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !closing else { return }
        switch unwrapInboundIn(data) {
        case .head(let head):
            if let refusal = MalformedRequest.check(head) {
                refuse(refusal, context: context)
                return
            }
            evidence.reset()
            timeline.headReceived(now: .now())
        case .body:
            break
        case .end:
            timeline.requestEnded()
        }
        changed(context)
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard !closing else {
            promise?.fail(ChannelError.outputClosed)
            return
        }
        switch unwrapOutboundIn(data) {
        case .head(var head):
            if head.status == .switchingProtocols {
                context.write(data, promise: promise)
                upgrading = true
                timeline.finish()
                cancelTimer()
                return
            }
            if closeAfterAnswer {
                head.headers.replaceOrAdd(name: "connection", value: "close")
                context.write(wrapOutboundOut(.head(head)), promise: promise)
                return
            }
        case .body:
            break
        case .end:
            timeline.answerSent(now: .now())
            let lastAnswer = timeline.phase != .answering
            if lastAnswer, closeAfterAnswer {
                closing = true
                let written = context.writeAndFlush(data)
                if let promise { written.cascade(to: promise) }
                lingerThenClose(context, after: written)
                return
            }
            context.write(data, promise: promise)
            if lastAnswer, let refusal = pendingRefusal {
                pendingRefusal = nil
                send(refusal, context: context)
            } else {
                changed(context)
            }
            return
        }
        context.write(data, promise: promise)
    }

    /// The 101 is written with a flush: this handler leaves once that flush has passed, not in the middle of the
    /// write (a handler removed there would drop the flush, and the upgrade would never be sent).
    func flush(context: ChannelHandlerContext) {
        context.flush()
        if upgrading {
            upgrading = false
            upgraded(context)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let error = error as? HTTPParserError else {
            context.fireErrorCaught(error)
            return
        }
        guard !closing else { return }
        if timeline.phase == .body {
            // The route is reading this body: it answers 400 (ProblemMiddleware), then the connection closes.
            closeAfterAnswer = true
            context.fireErrorCaught(error)
        } else {
            refuse(MalformedRequest(error, evidence: evidence, limits: timeline.limits), context: context)
        }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is Evict {
            guard !closing else { return }
            ServiceMetrics.connectionClosed(reason: "evicted")
            close(context)
        } else if event is ChannelShouldQuiesceEvent, timeline.isIdle, !closing {
            // Shutting down: a connection with no request in progress closes now (before its first request no
            // handler above would close it); one in use finishes its answer first.
            close(context)
        } else {
            context.fireUserInboundEventTriggered(event)
        }
    }

    // MARK: - Answers and closing

    private func refuse(_ refusal: MalformedRequest, context: ChannelHandlerContext) {
        if timeline.phase == .answering {
            pendingRefusal = refusal
        } else {
            send(refusal, context: context)
        }
    }

    /// Writes a problem document with `Connection: close`, then closes once the client has had it.
    private func send(_ refusal: MalformedRequest, context: ChannelHandlerContext) {
        closing = true
        timeline.finish()
        cancelTimer()
        ServiceMetrics.connectionAnswered(status: refusal.status.code)
        let problem = Problem(refusal.status, detail: refusal.detail)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = ByteBuffer(bytes: (try? encoder.encode(problem)) ?? Data())
        var head = HTTPResponseHead(version: .http1_1, status: .init(statusCode: refusal.status.code))
        head.headers.add(name: "content-type", value: "application/problem+json")
        head.headers.add(name: "content-length", value: String(body.readableBytes))
        head.headers.add(name: "connection", value: "close")
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
        lingerThenClose(context, after: context.writeAndFlush(wrapOutboundOut(.end(nil))))
    }

    /// After `written`, stops sending (the client sees the end of the answer), keeps draining what it still
    /// sends for a moment, then closes.
    private func lingerThenClose(_ context: ChannelHandlerContext, after written: EventLoopFuture<Void>) {
        written.assumeIsolated().whenComplete { _ in
            context.close(mode: .output, promise: nil)
            context.eventLoop.assumeIsolated().scheduleTask(in: Self.linger) { self.close(context) }
        }
    }

    /// Closes quietly: the handlers above first hear that no more input comes (so none of them reports a
    /// failure), then the channel closes.
    private func close(_ context: ChannelHandlerContext) {
        closing = true
        timeline.finish()
        cancelTimer()
        guard context.channel.isActive else { return }
        context.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
        context.close(promise: nil)
    }

    /// A WebSocket from here on: its own pings watch it; this handler leaves the pipeline (the connection stays
    /// counted, busy, until it closes).
    private func upgraded(_ context: ChannelHandlerContext) {
        registry.update(id, idleSince: nil)
        context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    }

    // MARK: - The clock

    private func changed(_ context: ChannelHandlerContext) {
        let idle = timeline.isIdle
        if idle != wasIdle {
            wasIdle = idle
            registry.update(id, idleSince: idle ? .now() : nil)
        }
        rearm(context)
    }

    /// One timer, at the timeline's deadline: kept when it fires no later (it re-arms when it fires), moved when
    /// the deadline comes sooner.
    private func rearm(_ context: ChannelHandlerContext) {
        guard let deadline = timeline.deadline else {
            cancelTimer()
            return
        }
        if let timerAt, timerAt <= deadline.at { return }
        cancelTimer()
        timerAt = deadline.at
        timer = context.eventLoop.assumeIsolated().scheduleTask(deadline: deadline.at) { self.fire(context) }
    }

    private func fire(_ context: ChannelHandlerContext) {
        timer = nil
        timerAt = nil
        guard !closing else { return }
        guard let expiry = timeline.expired(now: .now()) else {
            rearm(context)
            return
        }
        ServiceMetrics.connectionClosed(reason: expiry.rawValue)
        switch expiry {
        case .head:
            let detail = say(.serverRequestTimeout, Self.seconds(timeline.limits.headTimeout))
            send(MalformedRequest(status: .requestTimeout, detail: detail), context: context)
        case .idle, .body:
            close(context)
        }
    }

    /// "10", or "0.25": a duration in seconds as people write it.
    static func seconds(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1_000 + duration.components.attoseconds / 1_000_000_000_000_000
        return milliseconds % 1_000 == 0 ? String(milliseconds / 1_000) : String(Double(milliseconds) / 1_000)
    }

    private func cancelTimer() {
        timer?.cancel()
        timer = nil
        timerAt = nil
    }
}
