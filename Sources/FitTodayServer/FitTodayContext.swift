import FitTodaySession
import FitTodayUseCases
import FitTodayResources
import FitTodayDomain
import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import NIOCore

/// The request context of both routers (HTTP and WebSocket upgrades): Hummingbird's core, the WebSocket handler
/// slot, and who is asking once the token is checked (the WebSocket handler runs after the middleware chain, so it
/// reads the person here rather than from the task-local scope).
struct FitTodayContext: RequestContext, WebSocketRequestContext {
    var coreContext: CoreRequestContextStorage
    let webSocket: WebSocketHandlerReference<Self>
    var scope: RequestScope?
    /// The connection the request came on: its peer address (the bad-token limit), its close (live streams), and
    /// where a refused WebSocket upgrade is answered.
    let channel: any Channel

    init(source: Source) {
        coreContext = .init(source: source)
        webSocket = .init()
        channel = source.channel
    }
}
