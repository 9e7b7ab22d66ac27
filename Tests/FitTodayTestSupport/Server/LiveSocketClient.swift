import FitTodayServer
import Foundation
import HTTPTypes
import HummingbirdWSClient
import Logging
public import NIOWebSocket
public import Synchronization

/// A WebSocket client for tests: keeps the server's text messages and the close frame it sent, and sends what the
/// test queues. Tests poll its state with `eventually`.
public final class LiveSocketClient: Sendable {
    public final class Inbox: Sendable {
        public let texts = Mutex<[String]>([])
        /// Set once the connection is over: the server's close code, if it sent one.
        public let ended = Mutex<(done: Bool, code: WebSocketErrorCode?, failure: String?)>((false, nil, nil))
    }

    public let inbox = Inbox()
    private let outgoing: AsyncStream<String>.Continuation
    private let task: Task<Void, Never>

    public init(port: Int, path: String, token: String) {
        let (queued, outgoing) = AsyncStream<String>.makeStream()
        self.outgoing = outgoing
        var configuration = WebSocketClientConfiguration()
        configuration.additionalHeaders = [.authorization: "Bearer \(token)"]
        let inbox = inbox
        task = Task {
            do {
                let frame = try await WebSocketClient.connect(
                    url: "ws://127.0.0.1:\(port)\(path)", configuration: configuration, logger: Logger(label: "test")
                ) { inbound, outbound, _ in
                    try await withThrowingTaskGroup(of: Void.self) { group in
                        group.addTask {
                            for await text in queued { try await outbound.write(.text(text)) }
                        }
                        for try await message in inbound.messages(maxSize: 1 << 20) {
                            if case .text(let text) = message { inbox.texts.withLock { $0.append(text) } }
                        }
                        group.cancelAll()
                    }
                }
                inbox.ended.withLock { $0 = (true, frame?.closeCode, nil) }
            } catch {
                inbox.ended.withLock { $0 = (true, nil, "\(error)") }
            }
        }
    }

    public func send(_ text: String) { outgoing.yield(text) }

    /// The messages received, as JSON objects.
    public var messages: [[String: Any]] { LiveMessages.objects(inbox.texts.withLock { $0 }) }

    /// The `reply` messages.
    public var replies: [[String: Any]] { messages.filter { $0["event"] as? String == "reply" } }

    public var opened: Bool { messages.contains { $0["event"] as? String == "snapshot" } }
    public var closed: Bool { inbox.ended.withLock { $0.done } }
    public var closeCode: WebSocketErrorCode? { inbox.ended.withLock { $0.code } }
    /// Why the connection failed, if it did (for expectations' messages).
    public var failure: String? { inbox.ended.withLock { $0.failure } }

    public func cancel() { task.cancel() }
}
