import NIOCore

/// The first handler of a connection: tells its `ConnectionGuard` that bytes arrived, before the decoder sees
/// them (a head that never completes is otherwise invisible).
final class ByteTap: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private let connectionGuard: ConnectionGuard
    private var guardContext: ChannelHandlerContext?

    init(_ connectionGuard: ConnectionGuard) {
        self.connectionGuard = connectionGuard
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if guardContext == nil {
            guardContext = try? context.pipeline.syncOperations.context(handler: connectionGuard)
        }
        if let guardContext {
            connectionGuard.bytesArrived(unwrapInboundIn(data), context: guardContext)
        }
        context.fireChannelRead(data)
    }
}
