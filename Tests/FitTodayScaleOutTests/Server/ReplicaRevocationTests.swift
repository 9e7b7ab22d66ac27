import FitTodayComposition
import FitTodayPostgres
import FitTodayServer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOWebSocket
import TestPostgres
import FitTodayTestSupport
import Testing

/// Part of the PostgreSQL suite (Scripts/test.sh runs it in the PostgreSQL phase).
extension ReplicaFanOutTests {
    @Test("revoked through a third connection to PostgreSQL (another process), Ana's SSE stream on replica B ends and her WebSocket on replica A closes with 1008")
    func revocationAcrossReplicas() async throws {
        let url = try await TestDatabase.fresh(prefix: "revoke")
        let (a, b) = (try await replica(url), try await replica(url))
        let fixture = try await ServerFixture()
        let token = try await ServerFixture.person("ana", in: a)
        let appA = try buildApplication(fixture.configuration(), stores: a)
        let appB = try buildApplication(fixture.configuration(), stores: b)
        try await appA.test(.live) { clientA in
            try await appB.test(.live) { clientB in
                let sessionId = try await ServerFixture.startSession(clientA, token: token)
                let sse = try SSEReader(
                    port: try #require(clientB.port), path: "/v1/sessions/\(sessionId)/stream",
                    headers: ["Authorization": "Bearer \(token)"])
                let socket = LiveSocketClient(port: try #require(clientA.port), path: "/v1/sessions/\(sessionId)/live", token: token)
                defer {
                    sse.close()
                    socket.cancel()
                }
                #expect(await eventually { sse.messages.first?.event == "snapshot" && socket.opened })

                let other = try await PostgresStore.open(url: url, maxConnections: 1, leaseTimeout: .seconds(20))
                #expect(try await other.revokeTokens(name: "ana", at: ServerFixture.now) == 1)
                await other.close()
                #expect(await eventually(within: 5) { sse.ended && socket.closed })
                #expect(socket.closeCode == .policyViolation)
                let refused = try await clientB.execute(uri: "/v1/history", method: .get, headers: .auth(token))
                #expect(refused.status == .unauthorized)
            }
        }
        await a.base.close()
        await b.base.close()
    }
}
