import FitTodayServer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import FitTodayTestSupport
import Testing

@Suite("HTTP routes (HummingbirdTesting, in memory)")
struct RouterTests {
    let plan = #"{"profile":"full-gym","focus":["chest"],"date":"2026-11-20","seed":3}"#

    @Test("open routes answer without a token; every other route needs one (401 problem with WWW-Authenticate)")
    func tokens() async throws {
        let fixture = try await ServerFixture()
        try await fixture.app().test(.router) { client in
            for path in ["/health", "/ready", "/metrics", "/openapi.json"] {
                let response = try await client.execute(uri: path, method: .get)
                #expect(response.status == .ok, "\(path)")
            }
            let document = try await client.execute(uri: "/openapi.json", method: .get)
            #expect((document.object["openapi"] as? String)?.hasPrefix("3.1") == true)
            for token in [nil, "ft_000000000000_forged", fixture.ana + "x"] {
                var headers: HTTPFields = [.contentType: "application/json"]
                if let token { headers[.authorization] = "Bearer \(token)" }
                let response = try await client.execute(uri: "/v1/plans", method: .post, headers: headers, body: .json(plan))
                #expect(response.status == .unauthorized)
                #expect(response.headers[.contentType] == "application/problem+json")
                #expect(response.headers[.wwwAuthenticate]?.hasPrefix("Bearer") == true)
                #expect(!response.text.contains(fixture.ana))
            }
        }
    }

    @Test("a plan is made, recorded for the person and day, and read back; unknown fields are ignored")
    func plans() async throws {
        let fixture = try await ServerFixture()
        try await fixture.app().test(.router) { client in
            let made = try await client.execute(
                uri: "/v1/plans", method: .post, headers: .auth(fixture.ana),
                body: .json(#"{"profile":"full-gym","focus":["peito"],"date":"20/11/2026","seed":3,"color":"blue"}"#))
            #expect(made.status == .ok)
            #expect(made.object["date"] as? String == "2026-11-20")
            #expect(((made.object["exercises"] as? [Any])?.count ?? 0) >= 3)
            let again = try await client.execute(uri: "/v1/plans/2026-11-20", method: .get, headers: .auth(fixture.ana))
            #expect(again.status == .ok)
            #expect(again.object["id"] as? String == made.object["id"] as? String)
            // Bia has no plan that day: 404, never Ana's.
            let other = try await client.execute(uri: "/v1/plans/2026-11-20", method: .get, headers: .auth(fixture.bia))
            #expect(other.status == .notFound)
            #expect(other.headers[.contentType] == "application/problem+json")
        }
    }

    @Test("bad bodies: not JSON 400, wrong type 422, unknown value 422 with did-you-mean, over 64 KiB 413; in the asked language")
    func badInput() async throws {
        let fixture = try await ServerFixture()
        try await fixture.app().test(.router) { client in
            let cases: [(String, HTTPResponse.Status, String)] = [
                (#"{"minutes": "#, .badRequest, "o corpo não é JSON"),
                (#"{"minutes": "sixty"}"#, .unprocessableContent, "o campo minutes tem um tipo inesperado"),
                (#"{"focus": ["pieto"]}"#, .unprocessableContent, "você quis dizer 'peito'"),
                (#"{"minutes": 5}"#, .unprocessableContent, "5"),
                (#"{"profile": "full-gym", "equipment": ["dumbbell"]}"#, .unprocessableContent, "--"),
            ]
            for (body, status, words) in cases {
                let response = try await client.execute(uri: "/v1/plans", method: .post, headers: .auth(fixture.ana), body: .json(body))
                #expect(response.status == status, "\(body)")
                #expect(response.headers[.contentType] == "application/problem+json")
                #expect(response.object["status"] as? Int == Int(status.code))
                if words != "--" { #expect((response.object["detail"] as? String)?.contains(words) == true, "\(response.text)") }
            }
            let english = try await client.execute(
                uri: "/v1/plans", method: .post, headers: .auth(fixture.ana, english: true), body: .json(#"{"focus":["chets"]}"#))
            #expect((english.object["detail"] as? String)?.contains("did you mean 'chest'") == true, "\(english.text)")
            let huge = "{\"notes\":\"" + String(repeating: "a", count: 70_000) + "\"}"
            let tooLarge = try await client.execute(uri: "/v1/plans", method: .post, headers: .auth(fixture.ana), body: .json(huge))
            #expect(tooLarge.status == .contentTooLarge)
            #expect(tooLarge.headers[.contentType] == "application/problem+json")
            let route = try await client.execute(uri: "/v1/nothing", method: .get, headers: .auth(fixture.ana))
            #expect(route.status == .notFound)
            #expect(route.headers[.contentType] == "application/problem+json")
        }
    }

    @Test("per-token rate limit: 429 with Retry-After once the burst is spent; another token is not affected")
    func rateLimit() async throws {
        let fixture = try await ServerFixture()
        try await fixture.app(rate: 1, burst: 3).test(.router) { client in
            for _ in 0..<3 {
                let response = try await client.execute(uri: "/v1/sessions/active", method: .get, headers: .auth(fixture.ana))
                #expect(response.status == .notFound)
            }
            let limited = try await client.execute(uri: "/v1/sessions/active", method: .get, headers: .auth(fixture.ana))
            #expect(limited.status == .tooManyRequests)
            #expect(limited.headers[.retryAfter] == "1")
            #expect(limited.headers[.contentType] == "application/problem+json")
            let other = try await client.execute(uri: "/v1/sessions/active", method: .get, headers: .auth(fixture.bia))
            #expect(other.status == .notFound)
        }
    }

    @Test("session commands: each reply with its status; duplicates answer the first reply; catalog and history")
    func commands() async throws {
        let fixture = try await ServerFixture()
        try await fixture.app().test(.router) { client in
            func send(_ body: String, _ token: String) async throws -> TestResponse {
                try await client.execute(uri: "/v1/sessions/commands", method: .post, headers: .auth(token), body: .json(body))
            }
            let none = try await send(#"{"commandId":"a0","deviceId":"phone","type":"pause"}"#, fixture.ana)
            #expect(none.status == .conflict)
            #expect(none.object["reasonCode"] as? String == "noActiveSession")
            // Asked again in English: the first reply, its message in English.
            let noneAgain = try await client.execute(
                uri: "/v1/sessions/commands", method: .post, headers: .auth(fixture.ana, english: true),
                body: .json(#"{"commandId":"a0","deviceId":"phone","type":"pause"}"#))
            #expect(noneAgain.status == .conflict)
            #expect(noneAgain.object["revision"] as? Int == none.object["revision"] as? Int)
            let messages = [none, noneAgain].map { $0.object["message"] as? String ?? "" }
            #expect(messages[0] != messages[1] && !messages[1].isEmpty, "\(messages)")
            _ = try await client.execute(uri: "/v1/plans", method: .post, headers: .auth(fixture.ana), body: .json(plan))
            let start = #"{"commandId":"a1","deviceId":"phone","type":"start","date":"2026-11-20"}"#
            let started = try await send(start, fixture.ana)
            #expect(started.status == .ok)
            #expect(started.object["ok"] as? Bool == true)
            let sessionId = try #require(started.object["sessionId"] as? String)
            let duplicate = try await send(start, fixture.ana)
            #expect(duplicate.status == .ok)
            #expect(duplicate.text == started.text)
            let second = try await send(#"{"commandId":"a2","deviceId":"watch","type":"start","date":"2026-11-20"}"#, fixture.ana)
            #expect(second.status == .conflict)
            #expect(second.object["reasonCode"] as? String == "alreadyActive")
            #expect(second.headers[.contentType]?.hasPrefix("application/json") == true)
            let unknown = try await send(#"{"commandId":"a3","deviceId":"watch","type":"teleport"}"#, fixture.ana)
            #expect(unknown.status == .unprocessableContent)
            #expect(unknown.object["reasonCode"] as? String == "invalidCommand")
            let wrongType = try await send(#"{"commandId":"a4","deviceId":"watch","type":"startRest","seconds":"long"}"#, fixture.ana)
            #expect(wrongType.status == .unprocessableContent)
            #expect(wrongType.object["reasonCode"] as? String == "invalidValue")
            let notJSON = try await send(#"{"commandId": "#, fixture.ana)
            #expect(notJSON.status == .badRequest)
            #expect(notJSON.headers[.contentType] == "application/problem+json")
            let empty = try await send("", fixture.ana)
            #expect(empty.status == .badRequest)
            var plain = HTTPFields.auth(fixture.ana)
            plain[.contentType] = "text/plain"
            let wrongMedia = try await client.execute(
                uri: "/v1/sessions/commands", method: .post, headers: plain, body: .json(#"{"commandId":"a9"}"#))
            #expect(wrongMedia.status == .unsupportedMediaType)
            #expect(wrongMedia.headers[.contentType] == "application/problem+json")
            let noPlan = try await send(#"{"commandId":"b1","deviceId":"phone","type":"start","planId":"nope"}"#, fixture.bia)
            #expect(noPlan.status == .notFound)
            // The same command id from Bia is Bia's own command.
            let biaPause = try await send(#"{"commandId":"a1","deviceId":"phone","type":"pause"}"#, fixture.bia)
            #expect(biaPause.object["reasonCode"] as? String == "noActiveSession")

            let rest = try await send(#"{"commandId":"a5","deviceId":"watch","type":"startRest","seconds":60}"#, fixture.ana)
            #expect(rest.status == .ok)
            let snapshot = try await client.execute(uri: "/v1/sessions/\(sessionId)", method: .get, headers: .auth(fixture.ana))
            #expect(snapshot.object["revision"] as? Int == 2)
            #expect(snapshot.object["liveActivity"] != nil)
            let active = try await client.execute(uri: "/v1/sessions/active", method: .get, headers: .auth(fixture.ana))
            #expect(active.object["id"] as? String == sessionId)
            let events = try await client.execute(uri: "/v1/sessions/\(sessionId)/events?after=1", method: .get, headers: .auth(fixture.ana))
            #expect((events.array as? [[String: Any]])?.map { $0["revision"] as? Int } == [2])
            for path in ["/v1/sessions/\(sessionId)", "/v1/sessions/\(sessionId)/events", "/v1/sessions/\(sessionId)/stream"] {
                let foreign = try await client.execute(uri: path, method: .get, headers: .auth(fixture.bia))
                #expect(foreign.status == .notFound, "\(path)")
            }
            let finish = try await send(#"{"commandId":"a6","deviceId":"phone","type":"finish","rating":4}"#, fixture.ana)
            #expect(finish.status == .ok)
            let history = try await client.execute(uri: "/v1/history", method: .get, headers: .auth(fixture.ana))
            #expect((history.array.first as? [String: Any])?["date"] as? String == "2026-11-20")
            let biaHistory = try await client.execute(uri: "/v1/history", method: .get, headers: .auth(fixture.bia))
            #expect(biaHistory.array.isEmpty)
            let export = try await client.execute(uri: "/v1/history/export?format=strong-csv", method: .get, headers: .auth(fixture.ana))
            #expect(export.status == .ok)
            #expect(export.text.hasPrefix("Date,Workout Name"))
            let records = try await client.execute(uri: "/v1/history/records", method: .get, headers: .auth(fixture.ana))
            #expect(records.status == .ok)
            let catalog = try await client.execute(uri: "/v1/catalog?muscle=peito&equipment=barbell,bench", method: .get, headers: .auth(fixture.ana))
            #expect(catalog.array.contains { ($0 as? [String: Any])?["id"] as? String == "barbell-bench-press" })
            let exercise = try await client.execute(uri: "/v1/catalog/barbell-bench-press", method: .get, headers: .auth(fixture.ana))
            #expect(exercise.object["id"] as? String == "barbell-bench-press")
            let missing = try await client.execute(uri: "/v1/catalog/no-such-lift", method: .get, headers: .auth(fixture.ana))
            #expect(missing.status == .notFound)
            let metrics = try await client.execute(uri: "/metrics", method: .get)
            #expect(metrics.text.contains(#"fittoday_session_commands_total{type="start",reason_code="alreadyActive"}"#))
            #expect(metrics.text.contains("fittoday_plans_total"))
            #expect(metrics.text.contains("hb_requests"))
        }
    }
}
