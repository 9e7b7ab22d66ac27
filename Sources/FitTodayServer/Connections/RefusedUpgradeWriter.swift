import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// On every HTTP/1 connection's pipeline: when HummingbirdWebSocket answers a refused upgrade (its 400 with no body
/// and no type), and a problem was noted for this connection, the problem goes out instead, with its status and
/// headers, and the connection still closes. Every other response passes untouched.
final class RefusedUpgradeWriter: ChannelOutboundHandler, RemovableChannelHandler {
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    let refusals: UpgradeRefusals

    init(refusals: UpgradeRefusals) {
        self.refusals = refusals
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard case .head(let head) = unwrapOutboundIn(data), head.status == .badRequest,
              head.headerFields[.contentType] == nil, let problem = refusals.take(for: context.channel)
        else {
            context.write(data, promise: promise)
            return
        }
        let body = problem.body
        var fields = problem.fields
        fields[.contentLength] = String(body.readableBytes)
        fields[.connection] = "close"
        context.write(wrapOutboundOut(.head(HTTPResponse(status: problem.status, headerFields: fields))), promise: nil)
        context.write(wrapOutboundOut(.body(body)), promise: promise)
    }
}
