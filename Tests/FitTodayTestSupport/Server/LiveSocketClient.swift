import FitTodayServer
import Foundation
import HTTPTypes
import HummingbirdWSClient
import Logging
import NIOWebSocket
import Synchronization

/// A WebSocket client for tests: keeps the server's text messages and the close frame it sent, and sends what the
/// test queues. Tests poll its state with `eventually`.
final class LiveSocketClient: Sendable {
    final class Inbox: Sendable {
        let texts = Mutex<[String]>([])
        /// Set once the connection is over: the server's close code, if it sent one.
        let ended = Mutex<(done: Bool, code: WebSocketErrorCode?, failure: String?)>((false, nil, nil))
    }

    let inbox = Inbox()
    private let outgoing: AsyncStream<String>.Continuation
    private let task: Task<Void, Never>

    init(port: Int, path: String, token: String) {
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

    func send(_ text: String) { outgoing.yield(text) }

    /// The messages received, as JSON objects.
    var messages: [[String: Any]] { LiveStreamTests.objects(inbox.texts.withLock { $0 }) }

    /// The `reply` messages.
    var replies: [[String: Any]] { messages.filter { $0["event"] as? String == "reply" } }

    var opened: Bool { messages.contains { $0["event"] as? String == "snapshot" } }
    var closed: Bool { inbox.ended.withLock { $0.done } }
    var closeCode: WebSocketErrorCode? { inbox.ended.withLock { $0.code } }
    /// Why the connection failed, if it did (for expectations' messages).
    var failure: String? { inbox.ended.withLock { $0.failure } }

    func cancel() { task.cancel() }
}
