import FitTodayComposition
import FitTodayDomain
import FitTodayServer
import FitTodaySession
import FitTodayStorage
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOWebSocket
import FitTodayTestSupport
import Testing

@Suite("Revoking a person reaches their live connections")
struct LiveRevocationTests {
    static func scratchDatabase() -> (folder: URL, path: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fittoday-live-\(UUID().uuidString)")
        return (folder, folder.appendingPathComponent("service.sqlite").path)
    }

    @Test("users revoke in another process (a second connection to the SQLite file) ends Ana's SSE stream and closes her WebSocket with 1008; her token is refused; Bia's stream goes on")
    func revokeFromAnotherProcess() async throws {
        let (folder, path) = Self.scratchDatabase()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stores = try SQLiteStores(path: path)
        let ana = try await ServerFixture.person("ana", in: stores)
        let bia = try await ServerFixture.person("bia", in: stores)
        let configuration = try await ServerFixture().configuration()
        try await buildApplication(configuration, stores: stores).test(.live) { client in
            let port = try #require(client.port)
            let anaSession = try await ServerFixture.startSession(client, token: ana)
            let biaSession = try await ServerFixture.startSession(client, token: bia)
            let sse = try SSEReader(port: port, path: "/v1/sessions/\(anaSession)/stream", headers: ["Authorization": "Bearer \(ana)"])
            let biaSSE = try SSEReader(port: port, path: "/v1/sessions/\(biaSession)/stream", headers: ["Authorization": "Bearer \(bia)"])
            let socket = LiveSocketClient(port: port, path: "/v1/sessions/\(anaSession)/live", token: ana)
            defer {
                for reader in [sse, biaSSE] { reader.close() }
                socket.cancel()
            }
            #expect(await eventually { sse.messages.first?.event == "snapshot" && biaSSE.messages.first?.event == "snapshot" && socket.opened },
                "\(sse.statusLine ?? "-") \(biaSSE.statusLine ?? "-") \(String(decoding: biaSSE.body, as: UTF8.self).prefix(300)) \(socket.failure ?? "")")

            let other = try SQLiteStore(path: path)
            #expect(try other.revokeTokens(name: "ana", at: ServerFixture.now) == 1)
            #expect(await eventually(within: 5) { sse.ended && socket.closed })
            #expect(socket.closeCode == .policyViolation)
            #expect(!sse.messages.contains { $0.event == "retry" }, "a revoked stream is not asked to reconnect")

            let refused = try await client.execute(uri: "/v1/history", method: .get, headers: .auth(ana))
            #expect(refused.status == .unauthorized)
            // Bia's stream is untouched and still live: her next command reaches it.
            #expect(!biaSSE.ended)
            let sample = try await client.execute(
                uri: "/v1/sessions/commands", method: .post, headers: .auth(bia),
                body: .json(#"{"commandId":"hr","deviceId":"watch","type":"healthSample","heartRateBpm":110}"#))
            #expect(sample.status == .ok)
            #expect(await eventually { LiveMessages.revisions(biaSSE.messages).map(\.0) == [2] })
        }
    }

    @Test("a command sent on the WebSocket once the token's second has passed after revocation is not applied: the socket closes with 1008")
    func commandAfterRevocation() async throws {
        let fixture = try await ServerFixture()
        let clock = TokenCacheTests.Clock()
        var configuration = fixture.configuration()
        configuration.now = { clock.now }
        // The watch is far off: this is the command's own check.
        configuration.revocationInterval = .seconds(600)
        try await buildApplication(configuration, stores: fixture.stores).test(.live) { client in
            let port = try #require(client.port)
            let sessionId = try await ServerFixture.startSession(client, token: fixture.ana)
            let socket = LiveSocketClient(port: port, path: "/v1/sessions/\(sessionId)/live", token: fixture.ana)
            defer { socket.cancel() }
            #expect(await eventually { socket.opened })
            socket.send(#"{"commandId":"ws-1","deviceId":"phone","type":"healthSample","heartRateBpm":120}"#)
            #expect(await eventually { socket.replies.count == 1 })
            #expect(socket.replies.first?["status"] as? Int == 200)

            #expect(try await fixture.stores.people.revokeTokens(name: "ana", at: clock.now) == 1)
            clock.advance(1.5)
            socket.send(#"{"commandId":"ws-2","deviceId":"phone","type":"healthSample","heartRateBpm":121}"#)
            #expect(await eventually { socket.closed })
            #expect(socket.closeCode == .policyViolation)
            #expect(socket.replies.count == 1)
            let person = try #require(try await fixture.stores.people.people().first { $0.person.name == "ana" }?.person)
            let session = try await fixture.stores.store(for: person.id).session(id: sessionId)
            #expect(session?.revision == 2, "start and ws-1 only")
        }
    }
}
