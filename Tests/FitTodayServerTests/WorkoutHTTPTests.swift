import FitTodayServer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import FitTodayTestSupport
import Testing

@Suite("HTTP: a workout kept whole (a trained day, a carry in metres)")
struct WorkoutHTTPTests {
    static let plan = #"{"profile":"full-gym","focus":["chest"],"date":"2026-11-20","seed":3}"#
    static let newPlan = #"{"profile":"full-gym","focus":["chest"],"date":"2026-11-20","seed":4,"new":true}"#

    @Test("new: true answers 409 while a session trains the day's plan and once the day is trained; other days are free")
    func replaceRefused() async throws {
        let fixture = try await ServerFixture()
        try await fixture.app().test(.router) { client in
            func post(_ body: String, english: Bool = false) async throws -> TestResponse {
                try await client.execute(
                    uri: "/v1/plans", method: .post, headers: .auth(fixture.ana, english: english), body: .json(body))
            }
            func send(_ body: String) async throws -> TestResponse {
                try await client.execute(uri: "/v1/sessions/commands", method: .post, headers: .auth(fixture.ana), body: .json(body))
            }
            let made = try await post(Self.plan)
            #expect(made.status == .ok)
            // Before any session, new: true replaces the plan.
            let replaced = try await post(Self.newPlan)
            #expect(replaced.status == .ok && replaced.object["id"] as? String != made.object["id"] as? String)
            #expect(try await send(#"{"commandId":"s","deviceId":"phone","type":"start","date":"2026-11-20"}"#).status == .ok)

            let open = try await post(Self.newPlan)
            #expect(open.status == .conflict, "\(open.text)")
            #expect(open.headers[.contentType] == "application/problem+json")
            #expect((open.object["detail"] as? String)?.contains("sessão em andamento") == true, "\(open.text)")

            #expect(try await send(#"{"commandId":"c","deviceId":"phone","type":"completeSet","setId":"1.1","weightKg":20}"#).status == .ok)
            #expect(try await send(#"{"commandId":"f","deviceId":"phone","type":"finish"}"#).status == .ok)
            let trained = try await client.execute(uri: "/v1/plans/2026-11-20", method: .get, headers: .auth(fixture.ana))
            #expect(trained.object["performance"] != nil)

            let refused = try await post(Self.newPlan, english: true)
            #expect(refused.status == .conflict, "\(refused.text)")
            #expect(refused.object["status"] as? Int == 409)
            #expect((refused.object["detail"] as? String)?.contains("was already trained") == true, "\(refused.text)")
            let after = try await client.execute(uri: "/v1/plans/2026-11-20", method: .get, headers: .auth(fixture.ana))
            #expect(after.text == trained.text, "the trained workout is still the day's")
            let history = try await client.execute(uri: "/v1/history", method: .get, headers: .auth(fixture.ana))
            #expect((history.array.first as? [String: Any])?["status"] as? String == "trained")
            // Without new, the day's workout is answered; another day gets its new plan.
            let kept = try await post(Self.plan)
            #expect(kept.status == .ok && kept.object["performance"] != nil)
            let other = try await post(#"{"profile":"full-gym","focus":["chest"],"date":"2026-11-21","new":true}"#)
            #expect(other.status == .ok)
        }
    }

    @Test("a carry over HTTP: its target in metres, meters accepted and reps refused (422), Distance in the export")
    func carryOverHTTP() async throws {
        let fixture = try await ServerFixture()
        try await fixture.app().test(.router) { client in
            func send(_ body: String) async throws -> TestResponse {
                try await client.execute(uri: "/v1/sessions/commands", method: .post, headers: .auth(fixture.ana), body: .json(body))
            }
            let plan = try await client.execute(
                uri: "/v1/plans", method: .post, headers: .auth(fixture.ana),
                body: .json(#"{"profile":"home-dumbbells","focus":["core"],"date":"2026-02-03","offline":true}"#))
            let items = try #require(plan.object["exercises"] as? [[String: Any]])
            let index = try #require(items.firstIndex { $0["meters"] != nil }, "a core day with dumbbells has a carry")
            #expect(items[index]["reps"] == nil)
            #expect(try await send(#"{"commandId":"s","deviceId":"phone","type":"start","date":"2026-02-03"}"#).status == .ok)
            let setId = "\(index + 1).1"
            let reps = try await send(#"{"commandId":"r","deviceId":"phone","type":"completeSet","setId":"\#(setId)","reps":40}"#)
            #expect(reps.status == .unprocessableContent && reps.object["reasonCode"] as? String == "invalidValue")
            let meters = try await send(
                #"{"commandId":"m","deviceId":"phone","type":"completeSet","setId":"\#(setId)","meters":35,"weightKg":20}"#)
            #expect(meters.status == .ok, "\(meters.text)")
            let active = try await client.execute(uri: "/v1/sessions/active", method: .get, headers: .auth(fixture.ana))
            let sets = try #require((active.object["exercises"] as? [[String: Any]])?[index]["sets"] as? [[String: Any]])
            #expect((sets[0]["target"] as? [String: Any])?["meters"] != nil && (sets[0]["target"] as? [String: Any])?["reps"] == nil)
            #expect(sets[0]["actual"] as? [String: Double] == ["meters": 35, "weightKg": 20])
            #expect(try await send(#"{"commandId":"f","deviceId":"phone","type":"finish"}"#).status == .ok)
            let export = try await client.execute(
                uri: "/v1/history/export?format=strong-csv", method: .get, headers: .auth(fixture.ana))
            // Set Order 1, Weight 20, Reps empty, Distance 35, Seconds empty.
            #expect(export.text.contains(",1,20,,35,,"), "\(export.text)")
            let history = try await client.execute(uri: "/v1/history", method: .get, headers: .auth(fixture.ana))
            #expect((history.array.first as? [String: Any])?["volumeKg"] as? Double == 0, "a carry adds no volume")
        }
    }
}
