import Foundation
import TestHTTPServer
#if canImport(Glibc)
import Glibc
#endif

/// A TCP client for bytes no HTTP library would send: a non-blocking socket, driven by polling with
/// `Task.sleep` (never a blocking read on the cooperative pool).
final class RawClient {
    private let socket: Int32
    private(set) var received: [UInt8] = []
    private(set) var closedByServer = false

    init(port: Int) throws {
        guard let socket = connectLoopback(port: port) else { throw POSIXError(.ECONNREFUSED) }
        self.socket = socket
        _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
    }

    deinit { close(socket) }

    /// Sends every byte (waiting while the socket is full); false when the server closed first.
    @discardableResult
    func send(_ bytes: [UInt8], within seconds: Double = 10) async -> Bool {
        var offset = 0
        let deadline = Date().addingTimeInterval(seconds)
        while offset < bytes.count, Date() < deadline {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent > 0 {
                offset += sent
            } else if sent < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                drain()
                try? await Task.sleep(for: .milliseconds(2))
            } else {
                return false
            }
        }
        return offset == bytes.count
    }

    @discardableResult
    func send(_ text: String) async -> Bool { await send(Array(text.utf8)) }

    /// Reads what has arrived; notes the server's close.
    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count > 0 {
                received += buffer[0..<count]
            } else {
                if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK) { closedByServer = true }
                return
            }
        }
    }

    var text: String { String(decoding: received, as: UTF8.self) }

    /// The status code of the first response received, if any.
    var status: Int? {
        let line = text.split(separator: "\r\n", maxSplits: 1).first ?? ""
        let parts = line.split(separator: " ")
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1.") else { return nil }
        return Int(parts[1])
    }

    /// Polls until `condition` holds or `seconds` pass; returns whether it held.
    func wait(within seconds: Double = 10, until condition: (RawClient) -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            drain()
            if condition(self) { return true }
            if Date() >= deadline { return false }
            try? await Task.sleep(for: .milliseconds(5))
        }
    }

    /// Waits for the server to close the connection.
    func closed(within seconds: Double = 10) async -> Bool { await wait(within: seconds) { $0.closedByServer } }

    /// Waits for one complete response head (and a body of its Content-Length).
    func response(within seconds: Double = 10) async -> Bool {
        await wait(within: seconds) { client in
            guard let end = client.text.range(of: "\r\n\r\n") else { return false }
            let head = client.text[..<end.lowerBound].lowercased()
            let length = head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
                .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
            return client.text.utf8.count - client.text[..<end.upperBound].utf8.count >= length
        }
    }
}
