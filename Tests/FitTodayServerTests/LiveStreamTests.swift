import FitTodayServer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import HummingbirdWSClient
import Logging
import NIOCore
import Synchronization
import FitTodayTestSupport
import Testing

@Suite("Live sessions over loopback: SSE and WebSocket")
struct LiveStreamTests {
    @Test("phone and watch send at once; an SSE stream and a WebSocket see every revision once, in the same order; a reconnect with Last-Event-ID gets what it missed")
    func twoDevicesTwoStreams() async throws {
        let fixture = try await ServerFixture()
        try await fixture.app(ping: .milliseconds(200)).test(.live) { client in
            let port = try #require(client.port)
            let token = fixture.ana
            _ = try await client.execute(
                uri: "/v1/plans", method: .post, headers: .auth(token),
                body: .json(#"{"profile":"full-gym","date":"2026-11-20","seed":5}"#))
            let started = try await client.execute(
                uri: "/v1/sessions/commands", method: .post, headers: .auth(token),
                body: .json(#"{"commandId":"s","deviceId":"phone","type":"start","date":"2026-11-20"}"#))
            let sessionId = try #require(started.object["sessionId"] as? String)

            let sse = try SSEReader(port: port, path: "/v1/sessions/\(sessionId)/stream", headers: ["Authorization": "Bearer \(token)"])
            // The stream's snapshot first (revision 1), then the socket, whose first command makes revision 2: the
            // stream must be listening before it, or its snapshot already holds revision 2.
            #expect(await eventually { sse.messages.first?.event == "snapshot" })
            let socketTexts = Mutex<[String]>([])
            let socketReady = Mutex(false)
            var configuration = WebSocketClientConfiguration()
            configuration.additionalHeaders = [.authorization: "Bearer \(token)"]
            let socketTask = Task {
                try await WebSocketClient.connect(
                    url: "ws://127.0.0.1:\(port)/v1/sessions/\(sessionId)/live", configuration: configuration,
                    logger: Logger(label: "test")
                ) { inbound, outbound, _ in
                    try await outbound.write(.text(#"{"commandId":"ws-1","deviceId":"phone","type":"healthSample","heartRateBpm":120}"#))
                    for try await message in inbound.messages(maxSize: 1 << 20) {
                        guard case .text(let text) = message else { continue }
                        socketTexts.withLock { $0.append(text) }
                        if text.hasPrefix(#"{"event":"snapshot""#) { socketReady.withLock { $0 = true } }
                    }
                }
            }
            #expect(await eventually { sse.messages.first?.event == "snapshot" && socketReady.withLock { $0 } })
            #expect(sse.statusLine?.contains("200") == true)

            // Two devices at once: the watch runs the rest timer, the phone sends heart rates.
            try await withThrowingTaskGroup(of: Void.self) { group in
                for device in ["phone", "watch"] {
                    group.addTask {
                        for index in 0..<10 {
                            let body = device == "watch"
                                ? #"{"commandId":"\#(device)-\#(index)","deviceId":"watch","type":"\#(index % 2 == 0 ? "startRest" : "skipRest")"}"#
                                : #"{"commandId":"\#(device)-\#(index)","deviceId":"phone","type":"healthSample","heartRateBpm":\#(100 + index)}"#
                            let reply = try await client.execute(
                                uri: "/v1/sessions/commands", method: .post, headers: .auth(token), body: .json(body))
                            #expect(reply.status == .ok, "\(reply.text)")
                        }
                    }
                }
                try await group.waitForAll()
            }
            // start (1) + the socket's command (1) + 20 from the devices.
            let final = 22
            #expect(await eventually { LiveMessages.revisions(sse.messages).last?.0 == final })
            #expect(await eventually { LiveMessages.objects(socketTexts.withLock { $0 }).last { $0["event"] as? String == "revision" }?["revision"] as? Int == final })
            let viaSSE = LiveMessages.revisions(sse.messages)
            let socketMessages = LiveMessages.objects(socketTexts.withLock { $0 })
            let viaSocket: [(Int, [String])] = socketMessages.filter { $0["event"] as? String == "revision" }.compactMap { object in
                    guard let revision = object["revision"] as? Int, let events = object["events"] as? [[String: Any]] else { return nil }
                    return (revision, events.compactMap { $0["eventId"] as? String })
                }
            #expect(viaSSE.map(\.0) == Array(2...final))
            #expect(viaSocket.map(\.0) == viaSSE.map(\.0))
            #expect(viaSocket.map(\.1) == viaSSE.map(\.1))
            let reply = socketMessages.first { $0["event"] as? String == "reply" }
            #expect(reply?["status"] as? Int == 200)
            #expect(await eventually { sse.comments.contains("ping") })

            // A client that had revision 15 reconnects: it gets 16…22 from the store, no snapshot.
            let again = try SSEReader(
                port: port, path: "/v1/sessions/\(sessionId)/stream",
                headers: ["Authorization": "Bearer \(token)", "Last-Event-ID": "15"])
            #expect(await eventually { LiveMessages.revisions(again.messages).last?.0 == final })
            #expect(again.messages.first?.event == "revision")
            #expect(LiveMessages.revisions(again.messages).map(\.0) == Array(16...final))
            #expect(LiveMessages.revisions(again.messages).map(\.1) == Array(viaSSE.map(\.1).suffix(7)))
            let byQuery = try SSEReader(port: port, path: "/v1/sessions/\(sessionId)/stream?after=20", headers: ["Authorization": "Bearer \(token)"])
            #expect(await eventually { LiveMessages.revisions(byQuery.messages).map(\.0) == [21, 22] })

            // Bia cannot listen to Ana's session.
            let foreign = try SSEReader(port: port, path: "/v1/sessions/\(sessionId)/stream", headers: ["Authorization": "Bearer \(fixture.bia)"])
            #expect(await eventually { foreign.statusLine != nil })
            #expect(foreign.statusLine?.contains("404") == true)
            for reader in [sse, again, byQuery, foreign] { reader.close() }
            socketTask.cancel()
        }
    }
}
