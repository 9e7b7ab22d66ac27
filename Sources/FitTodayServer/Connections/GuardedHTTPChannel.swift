import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1

/// Hummingbird's HTTP/1 channel with WebSocket upgrades, with every connection guarded: admitted by the
/// `ConnectionRegistry` (or refused when every connection is busy), timed and answered by its `ConnectionGuard`,
/// whose `ByteTap` sees bytes before the decoder does. The decoder's limits are the configured head limits.
struct GuardedHTTPChannel: ServerChildChannel {
    typealias Value = HTTP1WebSocketUpgradeChannel.Value

    let inner: HTTP1WebSocketUpgradeChannel
    let limits: ConnectionLimits
    let registry: ConnectionRegistry

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let (limits, registry) = (limits, registry)
        return inner.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let pipeline = channel.pipeline.syncOperations
            switch registry.admit(channel, now: .now()) {
            case .refused:
                logger.notice("connection refused: every connection is busy", metadata: ["connections": "\(registry.limit)"])
                ServiceMetrics.connectionClosed(reason: "refused")
                // Told first that no input comes, the upgrade handler closes without reporting a failure.
                pipeline.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
                channel.close(promise: nil)
            case .admitted(let id):
                let connectionGuard = ConnectionGuard(limits: limits, registry: registry, id: id)
                let decoder = try pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
                try pipeline.addHandler(connectionGuard, position: .after(decoder))
                try pipeline.addHandler(ByteTap(connectionGuard), position: .first)
            }
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}

extension HTTPServerBuilder {
    /// HTTP/1 with WebSocket upgrades through `webSocketRouter`, every connection held to `limits`;
    /// `additionalChannelHandlers` are made anew for each connection.
    static func guardedHTTP1(
        webSocketRouter: Router<FitTodayContext>, limits: ConnectionLimits, registry: ConnectionRegistry,
        additionalChannelHandlers: @escaping @Sendable () -> [any RemovableChannelHandler] = { [] }
    ) -> HTTPServerBuilder {
        let webSocketResponder = webSocketRouter.buildResponder()
        let decoder = HTTP1Channel.Configuration.DecoderConfiguration(
            maxHeaderFieldSize: limits.maxHeaderBytes, maxHeaderListSize: limits.maxHeaderBytes,
            maxHeaderFieldCount: limits.maxHeaderCount)
        let configuration = HTTP1WebSocketUpgradeChannel.Configuration(
            http1: .init(
                additionalChannelHandlers: additionalChannelHandlers(), idleTimeout: nil,
                httpDecoderConfiguration: decoder))
        return .init { responder in
            GuardedHTTPChannel(
                inner: HTTP1WebSocketUpgradeChannel(
                    responder: responder, webSocketResponder: webSocketResponder, configuration: configuration),
                limits: limits, registry: registry)
        }
    }
}
