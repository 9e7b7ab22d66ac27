import FitTodayComposition
import FitTodayPostgres
import FitTodayServer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import TestPostgres
import FitTodayTestSupport
import Testing

/// Two replicas in this process, each with its own pool and LISTEN connection, over one PostgreSQL database.
@Suite("replicas on PostgreSQL: a command on one reaches live streams on the other")
struct ReplicaFanOutTests {
    func replica(_ url: String) async throws -> PostgresStores {
        PostgresStores(try await PostgresStore.open(url: url, maxConnections: 4, leaseTimeout: .seconds(20)))
    }

    func command(_ client: some TestClientProtocol, _ token: String, _ body: String) async throws -> TestResponse {
        try await client.execute(uri: "/v1/sessions/commands", method: .post, headers: .auth(token), body: .json(body))
    }

    @Test("SSE on replica B sees every revision committed through replica A, in order; after B's LISTEN connection is killed it listens again and misses nothing; a stream moved to A resumes with Last-Event-ID")
    func crossReplica() async throws {
        let url = try await TestDatabase.fresh(prefix: "fanout")
        let (a, b) = (try await replica(url), try await replica(url))
        let fixture = try await ServerFixture()
        let token = try await ServerFixture.person("ana", in: a)
        let appA = try buildApplication(fixture.configuration(ping: .milliseconds(200)), stores: a)
        let appB = try buildApplication(fixture.configuration(ping: .milliseconds(200)), stores: b)
        try await appA.test(.live) { clientA in
            try await appB.test(.live) { clientB in
                let ready = try await clientB.execute(uri: "/ready", method: .get)
                #expect(ready.status == .ok && ready.object["store"] as? String == "postgresql")
                _ = try await clientA.execute(
                    uri: "/v1/plans", method: .post, headers: .auth(token),
                    body: .json(#"{"profile":"full-gym","date":"2026-11-20","seed":5}"#))
                let started = try await command(clientA, token, #"{"commandId":"s","deviceId":"phone","type":"start","date":"2026-11-20"}"#)
                let sessionId = try #require(started.object["sessionId"] as? String, "\(started.text)")
                // The retry of the start, through B: the first reply.
                let again = try await command(clientB, token, #"{"commandId":"s","deviceId":"phone","type":"start","date":"2026-11-20"}"#)
                #expect(again.text == started.text)

                let sse = try SSEReader(
                    port: try #require(clientB.port), path: "/v1/sessions/\(sessionId)/stream",
                    headers: ["Authorization": "Bearer \(token)"])
                defer { sse.close() }
                #expect(await eventually { sse.messages.first?.event == "snapshot" })
                for index in 0..<5 {
                    let reply = try await command(
                        clientA, token, #"{"commandId":"hr-\#(index)","deviceId":"watch","type":"healthSample","heartRateBpm":\#(100 + index)}"#)
                    #expect(reply.status == .ok, "\(reply.text)")
                }
                #expect(await eventually { LiveMessages.revisions(sse.messages).map(\.0) == Array(2...6) })

                // B's LISTEN connection dies; commands go on through A meanwhile.
                try await TestDatabase.execute(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = '\(SessionListener.applicationName)' AND datname = current_database()",
                    on: url)
                for index in 5..<8 {
                    _ = try await command(
                        clientA, token, #"{"commandId":"hr-\#(index)","deviceId":"watch","type":"healthSample","heartRateBpm":\#(100 + index)}"#)
                }
                #expect(await eventually { LiveMessages.revisions(sse.messages).map(\.0) == Array(2...9) })
                // The stream moves to replica A (B went away, say) and resumes after the last revision it had.
                sse.close()
                let resumed = try SSEReader(
                    port: try #require(clientA.port), path: "/v1/sessions/\(sessionId)/stream",
                    headers: ["Authorization": "Bearer \(token)", "Last-Event-ID": "6"])
                defer { resumed.close() }
                #expect(await eventually { LiveMessages.revisions(resumed.messages).map(\.0) == Array(7...9) })
                #expect(!resumed.messages.contains { $0.event == "snapshot" })
                let metrics = try await clientB.execute(uri: "/metrics", method: .get).text
                #expect(metrics.contains("fittoday_listen_reconnects_total"))
                #expect(metrics.contains("fittoday_notifications_received_total"))
                #expect(metrics.contains("fittoday_postgres_connections_in_use"))
            }
        }
        await a.base.close()
        await b.base.close()
    }
}
