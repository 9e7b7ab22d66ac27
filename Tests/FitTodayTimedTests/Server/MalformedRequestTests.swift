import FitTodayDomain
import FitTodayServer
import Foundation
import Hummingbird
import HummingbirdTesting
import FitTodayTestSupport
import Testing

/// Requests no HTTP library would send, over a raw socket to a real server on loopback: each one is answered
/// with the status its mistake deserves and the connection closes; none is left hanging.
@Suite("Malformed requests: the right status and a close")
struct MalformedRequestTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let bytes: [UInt8]
        let status: Int
        var testDescription: String { "\(name) → \(status)" }
    }

    static func request(_ line: String, headers: [String] = ["Host: fittoday"]) -> [UInt8] {
        Array((([line] + headers).joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    static let randomBytes: [UInt8] = {
        var generator = SeededGenerator(seed: 21)
        // Random bytes, but not a token and a space by chance: that would be an unknown method (501).
        return [0x80] + (0..<511).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }()

    static let cases: [Case] = [
        Case(name: "a control byte in a header", bytes: request("GET /health HTTP/1.1", headers: ["Host: x", "X-Note: a\u{01}b"]), status: 400),
        Case(name: "a 100 KB URL", bytes: request("GET /" + String(repeating: "a", count: 100_000) + " HTTP/1.1"), status: 414),
        Case(name: "a 100 KB header", bytes: request("GET /health HTTP/1.1", headers: ["Host: x", "X-Big: " + String(repeating: "b", count: 100_000)]), status: 431),
        Case(name: "1,000 headers", bytes: request("GET /health HTTP/1.1", headers: (0..<1_000).map { "X-H\($0): v" }), status: 431),
        Case(name: "the method BREW", bytes: request("BREW /pot HTTP/1.1"), status: 501),
        Case(name: "HTTP/0.9", bytes: Array("GET /health\r\n\r\n".utf8), status: 505),
        Case(name: "HTTP/2.0 in an HTTP/1 request line", bytes: request("GET /health HTTP/2.0"), status: 505),
        Case(name: "HTTP/1.7", bytes: request("GET /health HTTP/1.7"), status: 505),
        Case(name: "a negative Content-Length", bytes: request("POST /v1/plans HTTP/1.1", headers: ["Host: x", "Content-Length: -5"]), status: 400),
        Case(name: "a doubled Content-Length", bytes: request("POST /v1/plans HTTP/1.1", headers: ["Host: x", "Content-Length: 2", "Content-Length: 3"]) + Array("{}".utf8), status: 400),
        Case(name: "a NUL in the path", bytes: request("GET /hea\u{0}lth HTTP/1.1"), status: 400),
        Case(name: "random bytes", bytes: randomBytes, status: 400),
    ]

    @Test("a malformed request is answered with its status as a problem document, and the connection closes", arguments: cases)
    func answeredAndClosed(_ malformed: Case) async throws {
        let fixture = try await ServerFixture()
        try await fixture.app().test(.live) { client in
            let raw = try RawClient(port: try #require(client.port))
            await raw.send(malformed.bytes)
            #expect(await raw.closed(within: 10), "the connection is closed")
            #expect(raw.status == malformed.status, "\(raw.text.prefix(300))")
            #expect(raw.text.lowercased().contains("content-type: application/problem+json"))
            #expect(raw.text.lowercased().contains("connection: close"))
        }
    }

    @Test("/metrics counts the answers given before any route under the status sent")
    func metricsCountMalformed() async throws {
        let fixture = try await ServerFixture()
        try await fixture.app().test(.live) { client in
            let port = try #require(client.port)
            func count(_ status: Int) async throws -> Double {
                try await requestCount(client, route: "Malformed", status: status)
            }
            let before = (try await count(505), try await count(501))
            for bytes in [Self.request("GET /health HTTP/2.0"), Self.request("BREW /pot HTTP/1.1")] {
                let raw = try RawClient(port: port)
                await raw.send(bytes)
                #expect(await raw.closed(within: 10))
            }
            #expect(try await count(505) >= before.0 + 1)
            #expect(try await count(501) >= before.1 + 1)
        }
    }
}
