import FitTodayComposition
import FitTodayDomain
import FitTodayServer
import FitTodayStorage
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import HummingbirdWSClient
import Logging
import Synchronization
import FitTodayTestSupport
import Testing

@Suite("session commands over HTTP and WebSocket: bounded fields, strict JSON, reused ids")
struct CommandBoundsTests {
    static let huge = String(repeating: "x", count: 60_000)
    static let plan = #"{"profile":"full-gym","date":"2026-11-20","seed":5}"#

    /// How many replies the store keeps for the person `name`.
    static func kept(_ fixture: ServerFixture, _ name: String) async throws -> Int {
        let id = try #require(try await fixture.stores.people.people().first { $0.person.name == name }?.person.id)
        return try #require(fixture.stores.store(for: id) as? InMemoryStore).storedReplyCount()
    }

    @Test("POST: 60 KB ids, year 99999, Int.max deltaSeconds and trailing commas are refused, named, and not kept")
    func refusedAndNotKept() async throws {
        let fixture = try await ServerFixture()
        try await fixture.app().test(.router) { client in
            func send(_ body: String) async throws -> TestResponse {
                try await client.execute(uri: "/v1/sessions/commands", method: .post, headers: .auth(fixture.ana), body: .json(body))
            }
            _ = try await client.execute(uri: "/v1/plans", method: .post, headers: .auth(fixture.ana), body: .json(Self.plan))
            #expect(try await send(#"{"commandId":"s","deviceId":"phone","type":"start","date":"2026-11-20"}"#).status == .ok)
            #expect(try await send(#"{"commandId":"r","deviceId":"phone","type":"startRest","seconds":60}"#).status == .ok)
            let keptBefore = try await Self.kept(fixture, "ana")

            for index in 0..<20 {
                let reply = try await send(#"{"commandId":"\#(Self.huge)\#(index)","deviceId":"phone","type":"pause"}"#)
                #expect(reply.status == .unprocessableContent)
                #expect(reply.object["reasonCode"] as? String == "invalidValue")
                #expect(reply.object["commandId"] == nil, "a 60 KB id is not echoed")
                #expect((reply.object["message"] as? String)?.contains("commandId") == true)
                #expect((reply.object["message"] as? String)?.contains("128") == true)
                #expect(reply.text.utf8.count < 1_000)
            }
            let device = try await send(#"{"commandId":"d","deviceId":"\#(Self.huge)","type":"pause"}"#)
            #expect(device.status == .unprocessableContent && device.object["commandId"] as? String == "d")
            #expect((device.object["message"] as? String)?.contains("deviceId") == true)
            let far = try await send(#"{"commandId":"y","deviceId":"phone","type":"pause","at":"+99999-01-01T00:00:00Z"}"#)
            let farther = try await send(#"{"commandId":"y2","deviceId":"phone","type":"pause","at":"9999-01-01T00:00:00Z"}"#)
            #expect(far.status == .unprocessableContent && farther.status == .unprocessableContent)
            #expect((farther.object["message"] as? String)?.contains("at") == true)
            let delta = try await send(#"{"commandId":"m","deviceId":"phone","type":"adjustRest","deltaSeconds":9223372036854775807}"#)
            #expect(delta.status == .unprocessableContent)
            #expect((delta.object["message"] as? String)?.contains("deltaSeconds") == true)
            let comma = try await send(#"{"commandId":"c","deviceId":"phone","type":"pause",}"#)
            #expect(comma.status == .badRequest && comma.headers[.contentType] == "application/problem+json")
            let twice = try await send(#"{"commandId":"t","deviceId":"phone","type":"pause","type":"discard"}"#)
            #expect(twice.status == .badRequest)
            #expect(try await Self.kept(fixture, "ana") == keptBefore, "no refusal at reading is kept")

            // Corrected, the same id goes through: nothing was kept under it.
            let fixed = try await send(#"{"commandId":"m","deviceId":"phone","type":"adjustRest","deltaSeconds":30}"#)
            #expect(fixed.status == .ok)
            let session = try await client.execute(uri: "/v1/sessions/active", method: .get, headers: .auth(fixture.ana))
            #expect(session.object["status"] as? String == "active", "year 99999 paused nothing")
        }
    }

    @Test("every JSON body is strict: a trailing comma or a member named twice is the 400 of a body that is not JSON")
    func strictBodies() async throws {
        let fixture = try await ServerFixture()
        try await fixture.app().test(.router) { client in
            let bodies = [
                #"{"profile":"full-gym","date":"2026-11-20","seed":5,}"#,
                #"{"profile":"full-gym","date":"2026-11-20","seed":5,"seed":6}"#,
                #"{"profile":"full-gym","date":"2026-11-20","seed":1e999}"#,
            ]
            for body in bodies {
                let response = try await client.execute(uri: "/v1/plans", method: .post, headers: .auth(fixture.ana), body: .json(body))
                #expect(response.status == .badRequest, "\(body)")
                #expect(response.headers[.contentType] == "application/problem+json")
                #expect((response.object["detail"] as? String)?.contains("JSON") == true, "\(response.text)")
            }
            let none = try await client.execute(uri: "/v1/plans/2026-11-20", method: .get, headers: .auth(fixture.ana))
            #expect(none.status == .notFound, "the refused bodies recorded nothing")
            let plain = try await client.execute(uri: "/v1/plans", method: .post, headers: .auth(fixture.ana), body: .json(Self.plan))
            #expect(plain.status == .ok)
        }
    }

    @Test("POST: a reused commandId with another body is commandIdReused (409), not applied; a true retry gets the first reply")
    func reusedId() async throws {
        let fixture = try await ServerFixture()
        try await fixture.app().test(.router) { client in
            func send(_ body: String, english: Bool = false) async throws -> TestResponse {
                try await client.execute(
                    uri: "/v1/sessions/commands", method: .post, headers: .auth(fixture.ana, english: english), body: .json(body))
            }
            _ = try await client.execute(uri: "/v1/plans", method: .post, headers: .auth(fixture.ana), body: .json(Self.plan))
            #expect(try await send(#"{"commandId":"s","deviceId":"phone","type":"start","date":"2026-11-20"}"#).status == .ok)
            let first = try await send(#"{"commandId":"h","deviceId":"phone","type":"healthSample","heartRateBpm":120}"#)
            #expect(first.status == .ok)
            let kept = try await Self.kept(fixture, "ana")
            // Twice: once past the route's cache, once from the store (the cache keeps neither).
            for english in [false, true] {
                let other = try await send(#"{"commandId":"h","deviceId":"phone","type":"pause"}"#, english: english)
                #expect(other.status == .conflict)
                #expect(other.object["reasonCode"] as? String == "commandIdReused")
                #expect(other.object["ok"] as? Bool == false && other.object["revision"] as? Int == 2)
                #expect((other.object["message"] as? String)?.contains("commandId") == true)
            }
            let retry = try await send(#"{"deviceId":"phone","heartRateBpm":120.0,"type":"healthSample","commandId":"h","extra":1}"#)
            #expect(retry.status == .ok && retry.text == first.text, "the same command, written otherwise, is a retry")
            let session = try await client.execute(uri: "/v1/sessions/active", method: .get, headers: .auth(fixture.ana))
            #expect(session.object["status"] as? String == "active" && session.object["revision"] as? Int == 2)
            #expect(try await Self.kept(fixture, "ana") == kept)
        }
    }

    @Test("WebSocket: the same bounds, strict JSON and commandIdReused as POST")
    func webSocket() async throws {
        let fixture = try await ServerFixture()
        try await fixture.app().test(.live) { client in
            let port = try #require(client.port)
            _ = try await client.execute(uri: "/v1/plans", method: .post, headers: .auth(fixture.ana), body: .json(Self.plan))
            let started = try await client.execute(
                uri: "/v1/sessions/commands", method: .post, headers: .auth(fixture.ana),
                body: .json(#"{"commandId":"s","deviceId":"phone","type":"start","date":"2026-11-20"}"#))
            let sessionId = try #require(started.object["sessionId"] as? String)
            let kept = try await Self.kept(fixture, "ana")
            // A WebSocket frame is at most 16 KiB: an over-long id that fits in one.
            let long = String(repeating: "x", count: 10_000)
            let sent = [
                #"{"commandId":"\#(long)","deviceId":"watch","type":"pause"}"#,
                #"{"commandId":"w1","deviceId":"watch","type":"adjustRest","deltaSeconds":-9223372036854775808}"#,
                #"{"commandId":"w2","deviceId":"watch","type":"pause",}"#,
                #"{"commandId":"w3","deviceId":"watch","type":"healthSample","heartRateBpm":99}"#,
                #"{"commandId":"w3","deviceId":"watch","type":"healthSample","heartRateBpm":98}"#,
                #"{"commandId":"w3","deviceId":"watch","type":"healthSample","heartRateBpm":99}"#,
            ]
            let replies = Mutex<[String]>([])
            var configuration = WebSocketClientConfiguration()
            configuration.additionalHeaders = [.authorization: "Bearer \(fixture.ana)"]
            let socket = Task {
                try await WebSocketClient.connect(
                    url: "ws://127.0.0.1:\(port)/v1/sessions/\(sessionId)/live", configuration: configuration,
                    logger: Logger(label: "test")
                ) { inbound, outbound, _ in
                    for text in sent { try await outbound.write(.text(text)) }
                    for try await message in inbound.messages(maxSize: 1 << 20) {
                        guard case .text(let text) = message, text.hasPrefix(#"{"event":"reply""#) else { continue }
                        replies.withLock { $0.append(text) }
                    }
                }
            }
            #expect(await eventually { replies.withLock { $0.count } == sent.count })
            socket.cancel()
            let answers = replies.withLock { $0 }.map { text in
                let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
                return object?["reply"] as? [String: Any] ?? [:]
            }
            let codes = answers.map { $0["reasonCode"] as? String ?? "ok" }
            #expect(codes == ["invalidValue", "invalidValue", "invalidCommand", "ok", "commandIdReused", "ok"], "\(codes)")
            try #require(answers.count == sent.count)
            #expect(answers[0]["commandId"] == nil)
            #expect(answers[3]["revision"] as? Int == answers[5]["revision"] as? Int, "the retry gets the first reply")
            #expect(try await Self.kept(fixture, "ana") == kept + 1)
        }
    }
}
