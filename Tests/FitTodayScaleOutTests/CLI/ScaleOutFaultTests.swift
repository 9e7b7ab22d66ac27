import FitTodayPostgres
import FitTodaySession
import FitTodayStorage
import Foundation
import TestPostgres
import TestHTTPServer
import FitTodayTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Real processes: replicas of `fittoday serve --postgres`, nginx in front (round-robin), PostgreSQL from Debian.
@Suite("scale-out: replicas behind nginx lose nothing when a replica is killed or PostgreSQL restarts", .serialized)
struct ScaleOutFaultTests {
    static let start = Date(timeIntervalSince1970: 1_795_000_000)

    static func at(_ seconds: Double) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: start.addingTimeInterval(seconds))
    }

    /// Today's plan and the session's start, through the cluster; the session's set ids.
    static func begin(_ cluster: ReplicaCluster, token: String, attempts: inout Int) async throws -> (sessionId: String, sets: [String]) {
        let plan = await cluster.request("POST", "/v1/plans", token: token, body: #"{"profile":"full-gym","date":"2026-11-20","seed":5}"#)
        #expect(plan?.status == 200, "\(plan?.body ?? "no answer")")
        let started = await cluster.send(
            #"{"commandId":"start","deviceId":"phone","type":"start","date":"2026-11-20","at":"\#(at(0))"}"#,
            token: token, attempts: &attempts)
        let object = try JSONSerialization.jsonObject(with: Data((started?.body ?? "{}").utf8)) as? [String: Any]
        let sessionId = try #require(object?["sessionId"] as? String, "\(started?.body ?? "no answer")")
        let store = try await PostgresStore.open(url: cluster.url, maxConnections: 2, leaseTimeout: .seconds(20))
        let session = try #require(try await store.scoped(to: try personId(token)).session(id: sessionId))
        await store.close()
        return (sessionId, session.exercises.flatMap(\.sets).map(\.setId))
    }

    static func personId(_ token: String) throws -> String {
        "person-\(try #require(AccessToken(token)).id)"
    }

    /// Two devices' commands, interleaved: the phone and the watch complete the sets in turn (each at its target, in
    /// its unit), the watch sends a heart rate after each.
    static func commands(sets: [String]) -> [String] {
        sets.enumerated().flatMap { index, setId -> [String] in
            let device = index % 2 == 0 ? "phone" : "watch"
            let time = Double(60 * (index + 1))
            return [
                #"{"commandId":"set-\#(index)","deviceId":"\#(device)","type":"completeSet","setId":"\#(setId)","weightKg":\#(20 + index),"at":"\#(at(time))"}"#,
                #"{"commandId":"hr-\#(index)","deviceId":"watch","type":"healthSample","heartRateBpm":\#(100 + index),"at":"\#(at(time + 5))"}"#,
            ]
        }
    }

    /// The session as stored, after every command of `commands` was answered 200 (retried as needed).
    static func stream(
        _ commands: [String], through cluster: ReplicaCluster, token: String, sessionId: String,
        onProgress: (Int) -> Void = { _ in }
    ) async throws -> (session: Session, attempts: Int) {
        var attempts = 0
        for (index, body) in commands.enumerated() {
            onProgress(index)
            let answer = await cluster.send(body, token: token, attempts: &attempts)
            #expect(answer?.status == 200, "command \(index): \(answer.map { "\($0.status) \($0.body)" } ?? "no answer in time")")
        }
        let store = try await PostgresStore.open(url: cluster.url, maxConnections: 2, leaseTimeout: .seconds(20))
        let session = try #require(try await store.scoped(to: try personId(token)).session(id: sessionId))
        let events = try await store.scoped(to: try personId(token)).events(sessionId: sessionId, after: 0)
        #expect(Set(events.map(\.revision)) == Set(1...session.revision), "no revision lost or skipped")
        #expect(Session.replay(events) == session)
        await store.close()
        return (session, attempts)
    }

    @Test("SIGKILL one of two replicas while two devices stream commands through nginx: every command answered once, the session equals the uninterrupted run")
    func killedReplica() async throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        // The uninterrupted run, on a database of its own.
        let calmURL = try await TestDatabase.fresh(prefix: "calm")
        let calmToken = try await ReplicaCluster.person("ana", url: calmURL, seed: 41)
        let calm = try await ReplicaCluster.start(url: calmURL, replicas: 2, scratch: scratch)
        var calmAttempts = 0
        let (calmSession, sets) = try await Self.begin(calm, token: calmToken, attempts: &calmAttempts)
        let commands = Self.commands(sets: sets)
        let expected = try await Self.stream(commands, through: calm, token: calmToken, sessionId: calmSession).session
        #expect(expected.revision == 1 + commands.count)

        let url = try await TestDatabase.fresh(prefix: "kill")
        let token = try await ReplicaCluster.person("ana", url: url, seed: 41)
        let cluster = try await ReplicaCluster.start(url: url, replicas: 2, scratch: scratch)
        var attempts = 0
        let (sessionId, _) = try await Self.begin(cluster, token: token, attempts: &attempts)
        // The kill comes from another task once a third of the commands went out, whatever is in flight then.
        let progress = Progress()
        let victim = cluster.replicas[0]
        let killer = Task {
            while progress.sent < commands.count / 3 { try? await Task.sleep(for: .milliseconds(1)) }
            await victim.kill()
        }
        let (session, retried) = try await Self.stream(
            commands, through: cluster, token: token, sessionId: sessionId, onProgress: { progress.sent = $0 })
        await killer.value
        #expect(!victim.isRunning, "the replica was killed mid-stream")
        #expect(session == expected, "the same session as the uninterrupted run: nothing lost, nothing applied twice")
        #expect(session.revision == 1 + commands.count)
        #expect(retried >= commands.count)
        await calm.stop()
        await cluster.stop()
    }

    @Test("PostgreSQL restarted under the replicas: requests answer 503 with Retry-After, then the same replicas recover by themselves")
    func restartedDatabase() async throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let environment = ["FITTODAY_PG_DIR": scratch.url("postgres").path, "FITTODAY_PG_PORT": String(try ScriptedServer.closedPort().port)]
        let url = try await Script.run("postgres.sh", ["start"], environment: environment)
        let token = try await ReplicaCluster.person("ana", url: url, seed: 42)
        let cluster = try await ReplicaCluster.start(url: url, replicas: 2, scratch: scratch)
        var attempts = 0
        let (_, sets) = try await Self.begin(cluster, token: token, attempts: &attempts)
        let commands = Self.commands(sets: sets)
        #expect(await cluster.send(commands[0], token: token, attempts: &attempts)?.status == 200)

        _ = try await Script.run("postgres.sh", ["stop"], environment: environment)
        let during = await ServeProcess.exchange(port: cluster.port, "POST", "/v1/sessions/commands", token: token, body: commands[1])
        #expect(during?.status == 503, "\(during.map { "\($0.status) \($0.body)" } ?? "no answer")")
        #expect(during?.head.lowercased().contains("retry-after: 1") == true)
        for replica in cluster.replicas {
            let ready = await ServeProcess.exchange(port: replica.port, "GET", "/ready", token: nil)
            #expect(ready?.status == 503 && ready?.head.lowercased().contains("retry-after") == true)
        }

        _ = try await Script.run("postgres.sh", ["start"], environment: environment)
        // The same command id again, as the device would: applied once the database answers, by the same replicas.
        let after = await cluster.send(commands[1], token: token, seconds: 60, attempts: &attempts)
        #expect(after?.status == 200, "\(after.map { "\($0.status) \($0.body)" } ?? "no answer in time")")
        for replica in cluster.replicas {
            #expect(replica.isRunning, "no replica was restarted")
            #expect(await ServeProcess.request(port: replica.port, "GET", "/ready", token: nil)?.status == 200)
        }
        for body in commands[2...] { #expect(await cluster.send(body, token: token, attempts: &attempts)?.status == 200) }
        await cluster.stop()
        _ = try await Script.run("postgres.sh", ["stop"], environment: environment)
    }
}

/// How far the device got, read by the killer task.
final class Progress: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    var sent: Int {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}
