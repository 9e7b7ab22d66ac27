import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// An address where nothing listens, for a server the test starts on a port of its choosing (nginx, PostgreSQL) or
/// for a peer that must refuse connections.
///
/// Ports come from 20000–32767, below Linux's ephemeral range (32768–60999): the kernel never hands these out to
/// a `bind` on port 0 or to an outgoing connection, so a port picked here cannot be taken by a server started with
/// `--port 0` or by a client socket between the pick and its use (the nginx fault test failed so once). Within one
/// test process a counter never gives the same port twice; each process starts at an offset of its own, and every
/// candidate is proven free by binding it.
public struct ClosedPort: Sendable {
    public let port: Int
    public var baseURL: String { "http://127.0.0.1:\(port)" }

    static let range = 20000...32767
    private static let next = Mutex(range.lowerBound + Int(getpid() % 1200) * 10)

    public static func pick() throws -> ClosedPort {
        for _ in 0..<range.count {
            let candidate = next.withLock { value -> Int in
                let port = value
                value = port + 1 > range.upperBound ? range.lowerBound : port + 1
                return port
            }
            if isFree(candidate) { return ClosedPort(port: candidate) }
        }
        throw POSIXError(.EADDRINUSE)
    }

    private static func isFree(_ port: Int) -> Bool {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }
}

extension ScriptedServer {
    public static func closedPort() throws -> ClosedPort { try ClosedPort.pick() }
}
