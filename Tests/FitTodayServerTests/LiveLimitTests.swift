import FitTodayComposition
import FitTodayDomain
import FitTodayServer
import FitTodaySession
import FitTodayStorage
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Synchronization
import FitTodayTestSupport
import Testing

@Suite("Live connections and tokens under limits: WebSocket commands rate limited, bad tokens stopped before the store, refused upgrades answered, a client that leaves released")
struct LiveLimitTests {
    /// The headers of a WebSocket upgrade request.
    static func upgrade(token: String?, english: Bool = false) -> [String: String] {
        var fields = [
            "Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
            "Sec-WebSocket-Version": "13",
        ]
        if let token { fields["Authorization"] = "Bearer \(token)" }
        if english { fields["Accept-Language"] = "en" }
        return fields
    }

    @Test("commands over the WebSocket count against the token's limit: past the burst each is refused (429, busy) and not applied; a new upgrade then answers the 429 problem")
    func socketCommandsLimited() async throws {
        let fixture = try await ServerFixture()
        // The fixture's clock stands still: the burst never refills.
        try await fixture.app(rate: 1, burst: 8).test(.live) { client in
            let port = try #require(client.port)
            // Two requests (the plan, the start) and the upgrade: 5 of the 8 are left.
            let sessionId = try await ServerFixture.startSession(client, token: fixture.ana)
            let socket = LiveSocketClient(port: port, path: "/v1/sessions/\(sessionId)/live", token: fixture.ana)
            defer { socket.cancel() }
            #expect(await eventually { socket.opened })
            for index in 0..<9 {
                socket.send(#"{"commandId":"hr-\#(index)","deviceId":"watch","type":"healthSample","heartRateBpm":\#(100 + index)}"#)
            }
            #expect(await eventually { socket.replies.count == 9 })
            let replies = socket.replies
            #expect(replies.map { $0["status"] as? Int } == Array(repeating: 200, count: 5) + Array(repeating: 429, count: 4))
            let refused = try #require(replies.last?["reply"] as? [String: Any])
            #expect(refused["reasonCode"] as? String == "busy")
            #expect(refused["commandId"] as? String == "hr-8")
            #expect((refused["message"] as? String)?.contains("não foi aplicado") == true)
            let token = try #require(AccessToken(fixture.ana))
            let person = try #require(try await fixture.stores.people.person(for: token))
            #expect(try await fixture.stores.store(for: person.id).session(id: sessionId)?.revision == 6, "start and 5 samples")
            // With the burst spent, a new upgrade is refused with the 429 problem and when to retry.
            let again = try SSEReader(port: port, path: "/v1/sessions/\(sessionId)/live", headers: Self.upgrade(token: fixture.ana))
            defer { again.close() }
            #expect(await eventually { again.closed })
            #expect(again.head?.hasPrefix("HTTP/1.1 429") == true, "\(again.head ?? "")")
            #expect(again.head?.lowercased().contains("retry-after: ") == true)
            let problem = (try? JSONSerialization.jsonObject(with: again.body)) as? [String: Any] ?? [:]
            #expect(problem["status"] as? Int == 429)
        }
    }

    @Test("bad tokens from one address are refused (429) before the store is asked once the address's budget is spent; a token seen in the last second still passes")
    func badTokensBeforeTheStore() async throws {
        let stores = CountingStores()
        let ana = try await ServerFixture.person("ana", in: stores)
        var configuration = try await ServerFixture().configuration()
        configuration.badTokenBurst = 5
        try await buildApplication(configuration, stores: stores).test(.live) { client in
            #expect(try await client.execute(uri: "/v1/history", method: .get, headers: .auth(ana)).status == .ok)
            let before = stores.counted.lookups.withLock { $0 }
            var generator = SeededGenerator(seed: 21)
            var statuses: [Int] = []
            for _ in 0..<30 {
                let forged = AccessToken.issue(using: &generator).text
                statuses.append(try await client.execute(uri: "/v1/history", method: .get, headers: .auth(forged)).status.code)
            }
            #expect(statuses == Array(repeating: 401, count: 5) + Array(repeating: 429, count: 25))
            #expect(stores.counted.lookups.withLock { $0 } - before == 5)
            let limited = try await client.execute(uri: "/v1/history", method: .get, headers: .auth("not-a-token"))
            #expect(limited.status == .tooManyRequests)
            #expect(limited.headers[.retryAfter] != nil)
            #expect(limited.headers[.contentType] == "application/problem+json")
            // Ana's token, recognized a moment ago, is not held up.
            #expect(try await client.execute(uri: "/v1/history", method: .get, headers: .auth(ana)).status == .ok)
        }
    }

    @Test("refused WebSocket upgrades answer the problem documents of openapi.yaml: 401 without or with a bad token, 404 for another person's or an unknown session, in the person's language")
    func refusedUpgrades() async throws {
        let fixture = try await ServerFixture()
        try await fixture.app().test(.live) { client in
            let port = try #require(client.port)
            let sessionId = try await ServerFixture.startSession(client, token: fixture.ana)
            let path = "/v1/sessions/\(sessionId)/live"
            let cases: [([String: String], String, Int, String)] = [
                (Self.upgrade(token: nil), path, 401, "token ausente"),
                (Self.upgrade(token: "ft_000000000000_" + String(repeating: "x", count: 43), english: true), path, 401, "missing, invalid or revoked token"),
                (Self.upgrade(token: fixture.bia), path, 404, "nenhuma sessão"),
                (Self.upgrade(token: fixture.ana, english: true), "/v1/sessions/no-such-session/live", 404, "no session no-such-session"),
            ]
            for (headers, uri, status, words) in cases {
                // A plain socket: the request really asks for the upgrade, and the answer is read as sent.
                let refused = try SSEReader(port: port, path: uri, headers: headers)
                defer { refused.close() }
                #expect(await eventually { refused.closed })
                let head = refused.head ?? ""
                #expect(head.hasPrefix("HTTP/1.1 \(status)"), "\(uri): \(head)")
                #expect(head.lowercased().contains("content-type: application/problem+json"))
                let problem = (try? JSONSerialization.jsonObject(with: refused.body)) as? [String: Any] ?? [:]
                #expect(problem["status"] as? Int == status)
                #expect((problem["detail"] as? String)?.contains(words) == true, "\(String(decoding: refused.body, as: UTF8.self))")
                if status == 401 { #expect(head.lowercased().contains("www-authenticate: bearer")) }
            }
            // Ana's own session still upgrades.
            let socket = LiveSocketClient(port: port, path: path, token: fixture.ana)
            defer { socket.cancel() }
            #expect(await eventually { socket.opened })
        }
    }

    @Test("an SSE client that goes away is released at once, not at the next ping 20 s later")
    func leavingClientReleased() async throws {
        let fixture = try await ServerFixture()
        try await fixture.app(ping: .seconds(20)).test(.live) { client in
            let port = try #require(client.port)
            let sessionId = try await ServerFixture.startSession(client, token: fixture.ana)
            let sse = try SSEReader(port: port, path: "/v1/sessions/\(sessionId)/stream", headers: ["Authorization": "Bearer \(fixture.ana)"])
            defer { sse.close() }
            #expect(await eventually { sse.messages.first?.event == "snapshot" })
            sse.leave()
            // The server ends the stream (and, the client's side being closed, the connection) well before a ping.
            #expect(await eventually(within: 5) { sse.closed })
            #expect(sse.comments.isEmpty, "no ping was needed")
        }
    }
}
