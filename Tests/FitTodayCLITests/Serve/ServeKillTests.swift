import FitTodayDomain
import Foundation
import Synchronization
import TestHTTPServer
import FitTodayTestSupport
import Testing

@Suite("fittoday serve: durable replies, SIGKILL and SIGTERM", .serialized)
struct ServeKillTests {
    static func json(_ text: String) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
    }

    @Test("killed with SIGKILL while two devices send commands, restarted: every acknowledged command is there once, revisions have no gap, retries change nothing", arguments: [11, 29, 47] as [UInt64])
    func killed(seed: UInt64) async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            let token = try await CLI.run(["users", "add", "ana", "--db", db]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            var server = try await ServeProcess(db: db, scratch: scratch)
            #expect(await server.request("POST", "/v1/plans", token: token, body: #"{"profile":"full-gym","date":"2026-11-20"}"#)?.status == 200)
            let start = await server.request("POST", "/v1/sessions/commands", token: token,
                                       body: #"{"commandId":"start","deviceId":"phone","type":"start","date":"2026-11-20"}"#)
            let sessionId = try #require(Self.json(start?.body ?? "")["sessionId"] as? String)

            var generator = SeededGenerator(seed: seed)
            let killAfter = Int.random(in: 5...40, using: &generator)
            // Acknowledged: command id → the reply's revision.
            let acknowledged = Mutex<[String: Int]>([:])
            let port = server.port
            let senders = ["phone", "watch"].map { device in
                Task { @Sendable in
                    for index in 0..<10_000 {
                        let id = "\(device)-\(index)"
                        let body = #"{"commandId":"\#(id)","deviceId":"\#(device)","type":"healthSample","heartRateBpm":\#(90 + index % 50)}"#
                        guard let reply = await ServeProcess.request(port: port, "POST", "/v1/sessions/commands", token: token, body: body) else { return }
                        guard reply.status == 200, let revision = Self.json(reply.body)["revision"] as? Int else { return }
                        acknowledged.withLock { $0[id] = revision }
                    }
                }
            }
            let deadline = Date().addingTimeInterval(60)
            while acknowledged.withLock({ $0.count }) < killAfter, Date() < deadline {
                try await Task.sleep(for: .milliseconds(5))
            }
            await server.kill()
            // A reply read just before the kill is acknowledged too: the senders end (no answer) before counting.
            for sender in senders { await sender.value }
            let acked = acknowledged.withLock { $0 }
            #expect(acked.count >= killAfter)

            server = try await ServeProcess(db: db, scratch: scratch, name: "restarted")
            let events = try #require(await server.request("GET", "/v1/sessions/\(sessionId)/events?after=0", token: token))
            let list = (try JSONSerialization.jsonObject(with: Data(events.body.utf8))) as? [[String: Any]] ?? []
            let revisions = list.compactMap { $0["revision"] as? Int }
            let highest = revisions.max() ?? 0
            #expect(Set(revisions) == Set(1...highest), "revisions without gaps")
            #expect(highest >= (acked.values.max() ?? 0))
            // Every acknowledged command answers its first reply again, and nothing is applied twice.
            for (id, revision) in acked.sorted(by: { $0.value < $1.value }).prefix(40) {
                let device = id.hasPrefix("phone") ? "phone" : "watch"
                // The same command (its heart rate too): another one under the id would be commandIdReused.
                let rate = 90 + (Int(id.split(separator: "-").last ?? "") ?? 0) % 50
                let retry = await server.request("POST", "/v1/sessions/commands", token: token,
                                           body: #"{"commandId":"\#(id)","deviceId":"\#(device)","type":"healthSample","heartRateBpm":\#(rate)}"#)
                #expect(Self.json(retry?.body ?? "")["revision"] as? Int == revision, "\(id)")
            }
            let snapshot = Self.json(await server.request("GET", "/v1/sessions/\(sessionId)", token: token)?.body ?? "")
            #expect(snapshot["revision"] as? Int == highest)
            await server.kill()
        }
    }

    @Test("SIGTERM: live streams are told to reconnect and closed, the process ends by itself")
    func terminated() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            let token = try await CLI.run(["users", "add", "ana", "--db", db]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            let server = try await ServeProcess(db: db, scratch: scratch)
            _ = await server.request("POST", "/v1/plans", token: token, body: #"{"profile":"full-gym","date":"2026-11-20"}"#)
            let start = await server.request("POST", "/v1/sessions/commands", token: token,
                                       body: #"{"commandId":"start","deviceId":"phone","type":"start","date":"2026-11-20"}"#)
            let sessionId = try #require(Self.json(start?.body ?? "")["sessionId"] as? String)
            let stream = try StreamSocket(port: server.port, path: "/v1/sessions/\(sessionId)/stream", token: token)
            let deadline = Date().addingTimeInterval(20)
            while !stream.text.contains("event: snapshot"), Date() < deadline { try await Task.sleep(for: .milliseconds(10)) }
            #expect(stream.text.contains("event: snapshot"))
            #expect(await server.terminate())
            #expect(server.process.terminationReason == .exit)
            #expect(server.process.terminationStatus == 0)
            while !stream.closed, Date() < deadline { try await Task.sleep(for: .milliseconds(10)) }
            #expect(stream.text.contains("retry: "))
            #expect(stream.closed)
            // The token's secret never reaches the log: all of it (`ft_<id>_<secret>`, and a secret may hold "_"
            // itself: its last piece alone can be a few letters any log holds).
            let secret = String(token.split(separator: "_", maxSplits: 2).last ?? "")
            #expect(secret.count >= 40)
            #expect(!server.log.contains(secret))
            #expect(server.log.contains("hb.request.id="))
        }
    }
}

/// A raw socket reading a streaming response into `text` on a thread of its own (not the cooperative pool: its
/// blocking reads hold no task back).
final class StreamSocket: Sendable {
    private let state = Mutex<(text: String, closed: Bool)>(("", false))

    init(port: Int, path: String, token: String) throws {
        guard let fd = connectLoopback(port: port) else { throw POSIXError(.ECONNREFUSED) }
        let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(token)\r\n\r\n".utf8)
        _ = send(fd, request, request.count, 0)
        Thread { [self] in read(fd) }.start()
    }

    private func read(_ fd: Int32) {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = recv(fd, &buffer, buffer.count, 0)
            if count <= 0 { break }
            let chunk = String(decoding: buffer[0..<count], as: UTF8.self)
            state.withLock { $0.text += chunk }
        }
        close(fd)
        state.withLock { $0.closed = true }
    }

    var text: String { state.withLock { $0.text } }
    var closed: Bool { state.withLock { $0.closed } }
}
