import NIOCore

/// Tells a streaming response that its client has gone, without waiting for a write to fail: put first on the
/// connection's pipeline, it sees the client's FIN (input closed: the server allows half-closed connections, so the
/// channel itself stays open until something is written) and the connection's end, and calls `gone` once. Every
/// event and read still passes on.
final class ClientCloseWatcher: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer

    private let gone: @Sendable () -> Void
    private var told = false

    init(gone: @escaping @Sendable () -> Void) {
        self.gone = gone
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if !context.channel.isActive { tell() }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if let event = event as? ChannelEvent, event == .inputClosed { tell() }
        context.fireUserInboundEventTriggered(event)
    }

    func channelInactive(context: ChannelHandlerContext) {
        tell()
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        tell()
        context.fireErrorCaught(error)
    }

    private func tell() {
        guard !told else { return }
        told = true
        gone()
    }

    /// Watches `channel` until the returned closure is called (the stream is over): `gone` when the client leaves
    /// first. A channel that takes no handler has closed already: `gone` at once.
    static func watch(_ channel: any Channel, gone: @escaping @Sendable () -> Void) async -> (@Sendable () -> Void) {
        let loop = channel.eventLoop
        let added: NIOLoopBound<ClientCloseWatcher>? = try? await loop.submit {
            let watcher = ClientCloseWatcher(gone: gone)
            try channel.pipeline.syncOperations.addHandler(watcher, position: .first)
            return NIOLoopBound(watcher, eventLoop: loop)
        }.get()
        guard let added else {
            gone()
            return {}
        }
        return {
            loop.execute {
                if let context = try? channel.pipeline.syncOperations.context(handler: added.value) {
                    channel.pipeline.syncOperations.removeHandler(context: context, promise: nil)
                }
            }
        }
    }
}
