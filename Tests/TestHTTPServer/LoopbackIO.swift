public import Foundation
#if canImport(Glibc)
import Glibc
#endif

// Socket reads and writes for tests that never block a thread of Swift's cooperative pool: every call is
// non-blocking (MSG_DONTWAIT), and when the socket has nothing to give or take the caller waits with
// `Task.sleep` and tries again, up to a deadline.

/// How long a poll waits between two tries.
private let pollInterval: Duration = .milliseconds(2)

/// Writes all of `bytes` to `fd`; false when the peer went away or `seconds` passed first.
public func sendAll(_ fd: Int32, _ bytes: [UInt8], seconds: Double = 20) async -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    var offset = 0
    while offset < bytes.count {
        let count = bytes[offset...].withUnsafeBytes { buffer in
            send(fd, buffer.baseAddress, buffer.count, Int32(MSG_DONTWAIT | MSG_NOSIGNAL))
        }
        if count > 0 {
            offset += count
        } else if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR, Date() < deadline {
            try? await Task.sleep(for: pollInterval)
        } else {
            return false
        }
    }
    return true
}

/// What a socket received, and whether its peer closed it (or it failed).
public struct Received: Sendable {
    public var data: Data
    public var closed: Bool
    public var text: String { String(decoding: data, as: UTF8.self) }
}

/// Reads from `fd` until `done` holds for everything received so far, the peer closes, or `seconds` pass.
public func receive(
    _ fd: Int32, seconds: Double = 20, until done: (Data) -> Bool = { _ in false }
) async -> Received {
    let deadline = Date().addingTimeInterval(seconds)
    var received = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = recv(fd, &buffer, buffer.count, Int32(MSG_DONTWAIT))
        if count > 0 {
            received.append(contentsOf: buffer[0..<count])
            if done(received) { return Received(data: received, closed: false) }
        } else if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR {
            guard Date() < deadline else { return Received(data: received, closed: false) }
            try? await Task.sleep(for: pollInterval)
        } else {
            return Received(data: received, closed: true)
        }
    }
}
