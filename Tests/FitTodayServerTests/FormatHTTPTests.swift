import FitTodayServer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import FitTodayTestSupport
import Testing

@Suite("HTTP: supersets in the plan, the session snapshot and the live activity")
struct FormatHTTPTests {
    @Test("a 30-minute hypertrophy plan carries group and format; a set of A1 from the watch makes A2 current")
    func superset() async throws {
        let fixture = try await ServerFixture()
        try await fixture.app().test(.router) { client in
            func send(_ body: String) async throws -> TestResponse {
                try await client.execute(
                    uri: "/v1/sessions/commands", method: .post, headers: .auth(fixture.ana), body: .json(body))
            }
            let made = try await client.execute(
                uri: "/v1/plans", method: .post, headers: .auth(fixture.ana),
                body: .json(#"{"profile":"full-gym","goal":"hypertrophy","minutes":30,"date":"2026-12-01","seed":1,"offline":true}"#))
            #expect(made.status == .ok, "\(made.text)")
            let exercises = try #require(made.object["exercises"] as? [[String: Any]])
            #expect(exercises[0]["group"] as? Int == 1 && exercises[1]["group"] as? Int == 1, "\(made.text)")
            #expect(exercises[0]["format"] as? String == "superset")
            #expect(exercises.allSatisfy { $0["group"] == nil || $0["format"] != nil })

            #expect(try await send(#"{"commandId":"s","deviceId":"phone","type":"start","date":"2026-12-01"}"#).status == .ok)
            let done = try await send(
                #"{"commandId":"w1","deviceId":"watch","type":"completeSet","setId":"1.1","reps":8,"weightKg":60}"#)
            #expect(done.status == .ok, "\(done.text)")
            let types = (done.object["events"] as? [[String: Any]])?.compactMap { $0["type"] as? String }
            #expect(types == ["set_toggled_completed", "exercise_index_changed", "rest_updated"], "\(done.text)")

            let active = try await client.execute(uri: "/v1/sessions/active", method: .get, headers: .auth(fixture.ana))
            #expect(active.status == .ok)
            #expect(active.object["currentExerciseIndex"] as? Int == 1, "\(active.text)")
            let live = try #require(active.object["liveActivity"] as? [String: Any])
            #expect(live["format"] as? String == "superset" && live["group"] as? Int == 1, "\(active.text)")
            #expect(live["groupPosition"] as? Int == 2 && live["groupSize"] as? Int == 2)
            #expect(live["nextExerciseName"] as? String == exercises[0]["name"] as? String)
            let snapshotExercises = try #require(active.object["exercises"] as? [[String: Any]])
            #expect(snapshotExercises[0]["group"] as? Int == 1 && snapshotExercises[0]["format"] as? String == "superset")
            #expect(snapshotExercises.last?["group"] as? Int != nil || snapshotExercises.last?["format"] == nil)
        }
    }
}
