import TestHTTPServer
public import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A plain-socket Server-Sent Events client for tests: connects, sends the GET, and parses messages on its own
/// thread into `messages`, which tests poll.
public final class SSEReader: Sendable {
    public struct Message: Sendable, Equatable {
        public var id: String?
        public var event: String?
        public var data: String
    }

    private let socket: Int32
    private let state = Mutex<(messages: [Message], comments: [String], head: String?, closed: Bool, ended: Bool, body: Data)>(
        ([], [], nil, false, false, Data()))

    public init(port: Int, path: String, headers: [String: String]) throws {
        guard let socket = connectLoopback(port: port) else { throw POSIXError(.ECONNREFUSED) }
        self.socket = socket
        var request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        request += "\r\n"
        _ = request.withCString { send(socket, $0, strlen($0), 0) }
        let thread = Thread { [self] in read() }
        thread.start()
    }

    public var messages: [Message] { state.withLock { $0.messages } }
    public var comments: [String] { state.withLock { $0.comments } }
    public var statusLine: String? { state.withLock { $0.head?.components(separatedBy: "\r\n").first } }
    public var closed: Bool { state.withLock { $0.closed } }
    /// The head, as sent.
    public var head: String? { state.withLock { $0.head } }
    /// Every byte after the head, as sent (a plain response's body; chunk sizes left in).
    public var body: Data { state.withLock { $0.body } }
    /// The response is over: its last (empty) chunk came, or the connection closed.
    public var ended: Bool { state.withLock { $0.ended || $0.closed } }

    /// Shuts the connection down; the reader closes the descriptor. Both under the lock, so a shutdown never reaches
    /// a descriptor number the process has reused since (another test's connection).
    public func close() { state.withLock { if !$0.closed { _ = shutdown(socket, Int32(SHUT_RDWR)) } } }

    /// Closes the sending side only (a FIN, as a client that goes away sends), still reading what the server says.
    public func leave() { state.withLock { if !$0.closed { _ = shutdown(socket, Int32(SHUT_WR)) } } }

    private func read() {
        var pending = Data()
        var headDone = false
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { break }
            pending.append(contentsOf: buffer[0..<count])
            if !headDone, let range = pending.range(of: Data("\r\n\r\n".utf8)) {
                let head = String(decoding: pending[..<range.lowerBound], as: UTF8.self)
                state.withLock { $0.head = head }
                pending = Data(pending[range.upperBound...])
                headDone = true
                state.withLock { $0.body.append(pending) }
            } else if headDone {
                state.withLock { $0.body.append(contentsOf: buffer[0..<count]) }
            }
            guard headDone else { continue }
            parse(&pending)
        }
        state.withLock {
            Glibc.close(socket)
            $0.closed = true
        }
    }

    /// Chunked transfer: the chunk sizes are dropped and the remaining text split into blank-line-separated blocks.
    private func parse(_ pending: inout Data) {
        let raw = String(decoding: pending, as: UTF8.self)
        let unchunked = Self.dechunk(raw)
        if unchunked.last { state.withLock { $0.ended = true } }
        guard let lastBlock = unchunked.text.range(of: "\n\n", options: .backwards) else { return }
        let complete = String(unchunked.text[..<lastBlock.upperBound])
        for block in complete.components(separatedBy: "\n\n") where !block.isEmpty {
            var message = Message(id: nil, event: nil, data: "")
            var comment: String?
            for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix(":") { comment = String(line.dropFirst()).trimmingCharacters(in: .whitespaces) }
                else if line.hasPrefix("id: ") { message.id = String(line.dropFirst(4)) }
                else if line.hasPrefix("event: ") { message.event = String(line.dropFirst(7)) }
                else if line.hasPrefix("data: ") { message.data += String(line.dropFirst(6)) }
                else if line.hasPrefix("retry: ") { message.event = "retry" }
            }
            state.withLock { state in
                if let comment { state.comments.append(comment) } else { state.messages.append(message) }
            }
        }
        // Keep only the bytes not yet consumed: the raw chunks after the consumed text.
        pending = Data(unchunked.rest(complete.utf8.count).utf8)
    }

    /// The body text of complete chunks, and a way to rebuild the unconsumed remainder as one chunk.
    private static func dechunk(_ raw: String) -> (text: String, rest: (Int) -> String, last: Bool) {
        var text = ""
        var index = raw.startIndex
        var last = false
        while let lineEnd = raw.range(of: "\r\n", range: index..<raw.endIndex),
              let size = Int(raw[index..<lineEnd.lowerBound], radix: 16)
        {
            if size == 0 {
                last = true
                break
            }
            let start = lineEnd.upperBound
            let bytes = Array(raw[start...].utf8)
            guard bytes.count >= size + 2 else { break }
            let chunk = String(decoding: bytes[0..<size], as: UTF8.self)
            text += chunk
            index = raw.utf8.index(start, offsetBy: size + 2)
        }
        let leftover = String(raw[index...])
        return (text, { consumed in
            let remaining = String(decoding: Array(text.utf8).dropFirst(consumed), as: UTF8.self)
            let head = remaining.isEmpty ? "" : String(remaining.utf8.count, radix: 16) + "\r\n" + remaining + "\r\n"
            return head + leftover
        }, last)
    }
}
