import Foundation
import TestHTTPServer
import TestPostgres
import FitTodayTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// nginx as the project configures it (`Scripts/nginx.sh`) in front of two replicas: requests are spread round-robin,
/// Server-Sent Events are not buffered, and a WebSocket is upgraded through it.
@Suite("nginx in front of replicas: round-robin, live streams and WebSocket upgrade")
struct LoadBalancerTests {
    /// Reads from `fd` until `done` holds for what arrived or the peer closes, at most `seconds` (polling, so no
    /// thread waits).
    static func read(_ fd: Int32, seconds: Double, until done: (String) -> Bool) async -> String {
        await receive(fd, seconds: seconds) { done(String(decoding: $0, as: UTF8.self)) }.text
    }

    static func open(port: Int, _ head: String) async throws -> Int32 {
        let fd = try #require(connectLoopback(port: port))
        #expect(await sendAll(fd, Array(head.utf8)))
        return fd
    }

    @Test("plans spread over both replicas; SSE and a WebSocket through nginx see a command applied on the other replica")
    func throughNginx() async throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let url = try await TestDatabase.fresh(prefix: "nginx")
        let token = try await ReplicaCluster.person("ana", url: url, seed: 43)
        let cluster = try await ReplicaCluster.start(url: url, replicas: 2, scratch: scratch)
        var attempts = 0
        let (sessionId, _) = try await ScaleOutFaultTests.begin(cluster, token: token, attempts: &attempts)
        for _ in 0..<3 { _ = await cluster.request("GET", "/v1/plans/2026-11-20", token: token) }
        // Round-robin: each replica logged requests (debug lines carry the route).
        #expect(cluster.replicas.allSatisfy { $0.log.contains("/v1/plans") }, "both replicas answered")

        let sse = try await Self.open(port: cluster.port, """
            GET /v1/sessions/\(sessionId)/stream HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(token)\r\n\
            Accept: text/event-stream\r\n\r\n
            """)
        defer { close(sse) }
        #expect(await Self.read(sse, seconds: 10) { $0.contains("event: snapshot") }.contains("event: snapshot"))
        let socket = try await Self.open(port: cluster.port, """
            GET /v1/sessions/\(sessionId)/live HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(token)\r\n\
            Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\
            Sec-WebSocket-Version: 13\r\n\r\n
            """)
        defer { close(socket) }
        let opened = await Self.read(socket, seconds: 10) { $0.contains(#""event":"snapshot""#) }
        #expect(opened.hasPrefix("HTTP/1.1 101"), "\(opened.prefix(200))")
        #expect(opened.contains(#""event":"snapshot""#))

        // A command through nginx, on whichever replica: both live connections get its revision (unbuffered).
        let sample = await cluster.send(
            #"{"commandId":"hr-1","deviceId":"watch","type":"healthSample","heartRateBpm":120}"#, token: token, attempts: &attempts)
        #expect(sample?.status == 200)
        #expect(await Self.read(sse, seconds: 10) { $0.contains("event: revision") }.contains("id: 2"))
        #expect(await Self.read(socket, seconds: 10) { $0.contains(#""event":"revision""#) }.contains(#""revision":2"#))
        await cluster.stop()
    }
}
