import FitTodayComposition
import FitTodayServer
import Foundation
import Hummingbird
import HummingbirdTesting
import FitTodayTestSupport
import Testing

/// Each connection's timeouts and the connection budget, over raw sockets to a real server on loopback, with
/// short timeouts configured so the tests wait fractions of a second (and poll, with generous deadlines).
@Suite("Connection timeouts and the connection budget")
struct ConnectionLimitTests {
    static let short = ConnectionLimits(
        idleTimeout: .milliseconds(400), headTimeout: .milliseconds(400), bodyTimeout: .milliseconds(400))

    func app(_ fixture: ServerFixture, limits: ConnectionLimits = short) throws -> some ApplicationProtocol {
        var configuration = fixture.configuration()
        configuration.connections = limits
        return try buildApplication(configuration, stores: fixture.stores)
    }

    @Test("a head that never completes is answered 408 and closed after the head timeout")
    func slowHead() async throws {
        let fixture = try await ServerFixture()
        let limits = ConnectionLimits(idleTimeout: .seconds(60), headTimeout: .milliseconds(400))
        try await app(fixture, limits: limits).test(.live) { client in
            let raw = try RawClient(port: try #require(client.port))
            await raw.send("GET /health HTTP/1.1\r\nHost: fittoday\r\nX-Slow: ")
            #expect(await raw.closed(within: 10))
            #expect(raw.status == 408, "\(raw.text)")
        }
    }

    @Test("a connection that never sends anything is closed after the idle timeout")
    func silentClient() async throws {
        let fixture = try await ServerFixture()
        try await app(fixture).test(.live) { client in
            let raw = try RawClient(port: try #require(client.port))
            #expect(await raw.closed(within: 10))
            #expect(raw.received.isEmpty)
        }
    }

    @Test("an idle keep-alive connection is closed after the idle timeout; one in use is not")
    func idleKeepAlive() async throws {
        let fixture = try await ServerFixture()
        let limits = ConnectionLimits(idleTimeout: .seconds(3), headTimeout: .seconds(5), bodyTimeout: .seconds(5))
        try await app(fixture, limits: limits).test(.live) { client in
            let raw = try RawClient(port: try #require(client.port))
            for answers in 1...3 {
                await raw.send("GET /health HTTP/1.1\r\nHost: fittoday\r\n\r\n")
                #expect(await raw.wait(within: 10) { $0.text.components(separatedBy: "HTTP/1.1 200").count > answers })
                try await Task.sleep(for: .milliseconds(100))
            }
            #expect(raw.text.components(separatedBy: "HTTP/1.1 200").count == 4, "three answers on one connection")
            #expect(!raw.closedByServer)
            #expect(await raw.closed(within: 10))
        }
    }

    @Test("a body that stops arriving is closed after the body timeout")
    func slowBody() async throws {
        let fixture = try await ServerFixture()
        let limits = ConnectionLimits(idleTimeout: .seconds(60), headTimeout: .seconds(60), bodyTimeout: .milliseconds(400))
        try await app(fixture, limits: limits).test(.live) { client in
            let raw = try RawClient(port: try #require(client.port))
            await raw.send("POST /v1/plans HTTP/1.1\r\nHost: fittoday\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"pro")
            #expect(await raw.closed(within: 10))
        }
    }

    @Test("with the connections all taken by idle and slow clients, the oldest idle ones are closed to make room and a new client is served")
    func idleClientsMakeRoom() async throws {
        let fixture = try await ServerFixture()
        let limits = ConnectionLimits(
            idleTimeout: .seconds(60), headTimeout: .seconds(60), bodyTimeout: .seconds(60), maxConnections: 8)
        try await app(fixture, limits: limits).test(.live) { client in
            let port = try #require(client.port)
            var hogs: [RawClient] = []
            for index in 0..<20 {
                let hog = try RawClient(port: port)
                if index.isMultiple(of: 2) { await hog.send("GET /health HTTP/1.1\r\nHost: slow") }
                hogs.append(hog)
                try await Task.sleep(for: .milliseconds(5))
            }
            let served = try RawClient(port: port)
            await served.send("GET /health HTTP/1.1\r\nHost: fittoday\r\n\r\n")
            #expect(await served.response(within: 10))
            #expect(served.status == 200)
            // 20 hogs, the served client and, when it is still open, the test client's own connection: 21 or 22
            // connections with room for 8, so 13 or 14 closed, no more: 13 hogs, or 14 when the test client's
            // connection was open and stayed (12 was seen in earlier runs too). Which ones is the order the two
            // event loops admitted them in, not the order they connected: only the count is checked.
            var closed: [Int] = []
            let deadline = Date().addingTimeInterval(10)
            repeat {
                closed = []
                for (index, hog) in hogs.enumerated() where await hog.closed(within: 0) { closed.append(index) }
                if closed.count >= 12 { break }
                try await Task.sleep(for: .milliseconds(20))
            } while Date() < deadline
            try await Task.sleep(for: .milliseconds(200))
            closed = []
            for (index, hog) in hogs.enumerated() where await hog.closed(within: 0) { closed.append(index) }
            #expect((12...14).contains(closed.count), "closed: \(closed)")
        }
    }

    @Test("a WebSocket and an SSE stream outlive the idle, head and body timeouts: they are answers in progress")
    func liveStreamsStayOpen() async throws {
        let fixture = try await ServerFixture()
        let limits = ConnectionLimits(idleTimeout: .seconds(1), headTimeout: .seconds(1), bodyTimeout: .seconds(1))
        try await app(fixture, limits: limits).test(.live) { client in
            let port = try #require(client.port)
            // Each call on a connection of its own: the test client's kept-alive connection would be closed by
            // the 1 s idle timeout on a slow machine.
            func post(_ path: String, _ body: String) async throws -> String {
                let raw = try RawClient(port: port)
                await raw.send(
                    "POST \(path) HTTP/1.1\r\nHost: fittoday\r\nAuthorization: Bearer \(fixture.ana)\r\n"
                        + "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)")
                #expect(await raw.response())
                return raw.text
            }
            _ = try await post("/v1/plans", #"{"profile":"full-gym","date":"2026-11-20","seed":5}"#)
            let started = try await post(
                "/v1/sessions/commands", #"{"commandId":"s","deviceId":"phone","type":"start","date":"2026-11-20"}"#)
            let session = try #require(
                started.firstMatch(of: /"sessionId":"([^"]+)"/).map { String($0.output.1) }, "\(started)")
            let socket = try RawClient(port: port)
            await socket.send(
                "GET /v1/sessions/\(session)/live HTTP/1.1\r\nHost: fittoday\r\nAuthorization: Bearer \(fixture.ana)\r\n"
                    + "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                    + "Sec-WebSocket-Version: 13\r\n\r\n")
            let stream = try RawClient(port: port)
            await stream.send(
                "GET /v1/sessions/\(session)/stream HTTP/1.1\r\nHost: fittoday\r\nAuthorization: Bearer \(fixture.ana)\r\n\r\n")
            #expect(await socket.wait { $0.text.contains("101 Switching Protocols") && $0.text.contains("snapshot") })
            #expect(await stream.wait { $0.text.contains("200 OK") && $0.text.contains("snapshot") })
            // Past every timeout, both are still open.
            try await Task.sleep(for: .milliseconds(2_500))
            #expect(await !socket.closed(within: 0.1))
            #expect(await !stream.closed(within: 0.1))
        }
    }

    @Test("a chunked body past 64 KiB answers 413, a malformed chunk 400, and /metrics counts both under those statuses")
    func chunkedBodies() async throws {
        let fixture = try await ServerFixture()
        try await fixture.app().test(.live) { client in
            let port = try #require(client.port)
            func count(_ status: Int) async throws -> Double {
                try await requestCount(client, route: "/v1/plans", status: status)
            }
            let before = (try await count(413), try await count(400))
            let head = "POST /v1/plans HTTP/1.1\r\nHost: fittoday\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"

            let large = try RawClient(port: port)
            var chunks = head
            for _ in 0..<9 { chunks += "2000\r\n" + String(repeating: " ", count: 0x2000) + "\r\n" }
            await large.send(chunks + "0\r\n\r\n")
            #expect(await large.response(within: 10))
            #expect(large.status == 413, "\(large.text.prefix(300))")

            let broken = try RawClient(port: port)
            await broken.send(head + "5\r\n{\"a\":\r\nZZ\r\nnot a chunk\r\n")
            #expect(await broken.response(within: 10))
            #expect(broken.status == 400, "\(broken.text.prefix(300))")
            #expect(await broken.closed(within: 10))

            #expect(try await count(413) >= before.0 + 1)
            #expect(try await count(400) >= before.1 + 1)
        }
    }
}
