public import Foundation
import HTTPTypes
import Logging
import Hummingbird
import NIOCore
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A real HTTP/1.1 server on 127.0.0.1 (Hummingbird) that answers from a script, records every request and
/// counts client connections. Tests use it as an OpenAI-compatible peer and as a paged API.
///
/// Servers are never stopped: cancelling a Hummingbird application while a delayed reply is still pending trips a
/// fatal error in NIO's async writer, and the test process ends soon anyway. `closedPort()` gives an address where
/// nothing listens.
public final class ScriptedServer: Sendable {
    /// What the server answers to one request.
    public struct Reply: Sendable {
        public var status: Int
        public var headers: [(name: String, value: String)]
        public var body: Data
        /// Waits this long before answering.
        public var delay: Duration

        public init(status: Int = 200, headers: [(name: String, value: String)] = [], body: Data = Data(), delay: Duration = .zero) {
            self.status = status
            self.headers = headers
            self.body = body
            self.delay = delay
        }

        public static func json(_ text: String, status: Int = 200, headers: [(name: String, value: String)] = [], delay: Duration = .zero) -> Reply {
            Reply(status: status, headers: [("Content-Type", "application/json")] + headers, body: Data(text.utf8), delay: delay)
        }
    }

    /// One request as the server saw it.
    public struct Recorded: Sendable {
        public var method: String
        /// Path and query.
        public var target: String
        /// Header names in lower case.
        public var headers: [String: String]
        public var body: Data
        /// The client's port: one per TCP connection.
        public var clientPort: Int
        /// The Host the client addressed ("127.0.0.1:PORT").
        public var authority: String?
    }

    private struct State {
        var script: [Reply] = []
        var recorded: [Recorded] = []
    }

    private let state = Mutex(State())
    private let fallback: @Sendable (Recorded) -> Reply
    public let port: Int

    public var baseURL: String { "http://127.0.0.1:\(port)" }

    /// Starts a server; `fallback` answers whenever the script is empty.
    public static func start(
        fallback: @escaping @Sendable (Recorded) -> Reply = { _ in Reply(status: 404) }
    ) async throws -> ScriptedServer {
        let (portStream, portContinuation) = AsyncStream.makeStream(of: Int.self)
        let box = ServerBox()
        let router = Router(context: ScriptedContext.self)
        router.on("**", method: .get) { request, context in try await box.server!.respond(request, context) }
        router.on("**", method: .post) { request, context in try await box.server!.respond(request, context) }
        let app = Application(
            router: router,
            configuration: .init(address: .hostname("127.0.0.1", port: 0), serverName: "scripted"),
            onServerRunning: { channel in portContinuation.yield(channel.localAddress?.port ?? 0) },
            logger: quietLogger
        )
        let task = Task { try await app.run() }
        var iterator = portStream.makeAsyncIterator()
        guard let port = await iterator.next(), port > 0 else {
            task.cancel()
            throw CancellationError()
        }
        let server = ScriptedServer(port: port, fallback: fallback)
        box.server = server
        return server
    }

    private init(port: Int, fallback: @escaping @Sendable (Recorded) -> Reply) {
        self.port = port
        self.fallback = fallback
    }

    /// Queues replies, answered in order before the fallback.
    public func enqueue(_ replies: Reply...) {
        state.withLock { $0.script.append(contentsOf: replies) }
    }

    public var requests: [Recorded] { state.withLock { $0.recorded } }

    /// Distinct client connections seen so far.
    public var connectionCount: Int { Set(requests.map(\.clientPort)).count }

    fileprivate func respond(_ request: Request, _ context: ScriptedContext) async throws -> Response {
        let body = try await request.body.collect(upTo: 64 << 20)
        var headers: [String: String] = [:]
        for field in request.headers { headers[field.name.canonicalName] = field.value }
        let recorded = Recorded(
            method: request.method.rawValue, target: request.uri.description, headers: headers,
            body: Data(body.readableBytesView), clientPort: context.clientPort, authority: request.head.authority)
        let reply = state.withLock { state in
            state.recorded.append(recorded)
            return state.script.isEmpty ? nil : state.script.removeFirst()
        } ?? fallback(recorded)
        if reply.delay > .zero { try await Task.sleep(for: reply.delay) }
        var fields = HTTPFields()
        for (name, value) in reply.headers {
            if let fieldName = HTTPField.Name(name) { fields.append(HTTPField(name: fieldName, value: value)) }
        }
        return Response(
            status: .init(code: reply.status), headers: fields,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: reply.body)))
    }
}

/// Tests read their own output; the server speaks only when something is badly wrong.
private let quietLogger: Logger = {
    var logger = Logger(label: "scripted-server")
    logger.logLevel = .critical
    return logger
}()

/// Lets the router's handlers reach the server, which exists only once the port is known.
private final class ServerBox: @unchecked Sendable {
    // Written once before the first request can arrive (the port is unknown to clients until then).
    var server: ScriptedServer?
}

struct ScriptedContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    let clientPort: Int

    init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        clientPort = source.channel.remoteAddress?.port ?? 0
    }
}
