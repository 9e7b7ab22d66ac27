import FitTodayServer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import FitTodayTestSupport
import Testing

@Suite("HTTP: daysPerWeek is remembered for the person and decides rest days; trainAnyway")
struct ScheduleHTTPTests {
    @Test("a schedule of two days, given once: the third day of the week is rest, and trainAnyway trains it")
    func daysPerWeekStoredAndUsed() async throws {
        let fixture = try await ServerFixture()
        try await fixture.app().test(.router) { client in
            func plan(_ body: String, _ token: String) async throws -> [String: Any] {
                let response = try await client.execute(
                    uri: "/v1/plans", method: .post, headers: .auth(token), body: .json(body))
                #expect(response.status == .ok, "\(body): \(response.text)")
                return response.object
            }
            let level = #""level": "advanced", "profile": "full-gym""#
            // Monday with daysPerWeek 2, Tuesday against the spacing advice: the week has its two days.
            _ = try await plan(#"{"date": "2026-11-23", "daysPerWeek": 2, "# + level + "}", fixture.ana)
            let tuesday = try await plan(#"{"date": "2026-11-24", "trainAnyway": true, "# + level + "}", fixture.ana)
            #expect(tuesday["againstAdvice"] as? Bool == true)
            let wednesday = try await plan(#"{"date": "2026-11-25", "# + level + "}", fixture.ana)
            let day = try #require(wednesday["day"] as? [String: Any], "\(wednesday)")
            #expect(day["kind"] as? String == "rest")
            #expect(day["why"] as? [String] == ["restFrequencyReached"])
            #expect((wednesday["exercises"] as? [Any])?.isEmpty == true)
            // What comes next, and the block's week the rest day belongs to.
            #expect(day["next"] as? String == "2026-11-30", "\(day)")
            #expect(wednesday["block"] is [String: Any], "\(wednesday)")
            // Bia set nothing: the advanced level's five days, so her Wednesday is a training day.
            _ = try await plan(#"{"date": "2026-11-23", "# + level + "}", fixture.bia)
            _ = try await plan(#"{"date": "2026-11-24", "trainAnyway": true, "# + level + "}", fixture.bia)
            let hers = try await plan(#"{"date": "2026-11-25", "# + level + "}", fixture.bia)
            #expect((hers["exercises"] as? [Any])?.isEmpty == false, "\(hers)")
        }
    }

    @Test("daysPerWeek outside 2–6 is a 422 naming the field", arguments: [1, 7])
    func bounds(value: Int) async throws {
        let fixture = try await ServerFixture()
        try await fixture.app().test(.router) { client in
            let response = try await client.execute(
                uri: "/v1/plans", method: .post, headers: .auth(fixture.ana, english: true),
                body: .json(#"{"daysPerWeek": \#(value)}"#))
            #expect(response.status == .unprocessableContent || response.status == .badRequest, "\(response.text)")
            let said = try #require(response.object["detail"] as? String, "\(response.text)")
            #expect(said.contains("daysPerWeek"), "\(said)")
        }
    }
}
