import FitTodayDomain
import FitTodayServer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import FitTodayTestSupport
import Testing

/// The HTTP contract of the program: openapi.yaml's closed lists (`why`, `day.kind`, `block.phase`) are the
/// domain's, and `POST /v1/plans` answers a rest day on a day the schedule says to rest and a training plan marked
/// `againstAdvice` when asked to train anyway.
@Suite("HTTP contract: why codes, rest days and trainAnyway")
struct ProgramContractTests {
    static let openapi: String = {
        let url = TestProject.root.appendingPathComponent("Sources/FitTodayAPI/openapi.yaml")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// The flow list after the first `enum:` that follows `anchor` in openapi.yaml (`[a, b, …]`, on one or more
    /// lines).
    static func enumeration(after anchor: String) throws -> [String] {
        let start = try #require(openapi.range(of: anchor), "openapi.yaml has no \(anchor)")
        let rest = openapi[start.upperBound...]
        let key = try #require(rest.range(of: "enum:"))
        let open = try #require(rest[key.upperBound...].firstIndex(of: "["))
        let close = try #require(rest[open...].firstIndex(of: "]"))
        return rest[rest.index(after: open)..<close].split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    @Test("the why enum in openapi.yaml is PrescriptionReason.allCases, in order")
    func whyEnum() throws {
        #expect(try Self.enumeration(after: "why: &why") == PrescriptionReason.allCases.map(\.rawValue))
    }

    @Test("day.kind and block.phase in openapi.yaml are DayKind and TrainingBlock.Phase")
    func dayAndBlockEnums() throws {
        #expect(try Self.enumeration(after: "\n        day:\n") == DayKind.allCases.map(\.rawValue))
        #expect(try Self.enumeration(after: "required: [number, week, weeks, phase]") == TrainingBlock.Phase.allCases.map(\.rawValue))
    }

    @Test("daysPerWeek 6, three days trained: the fourth is a rest day; trainAnyway trains it against advice")
    func restDayAndTrainAnyway() async throws {
        let fixture = try await ServerFixture()
        let codes = Set(PrescriptionReason.allCases.map(\.rawValue))
        try await fixture.app().test(.router) { client in
            func plan(_ body: String) async throws -> [String: Any] {
                let response = try await client.execute(
                    uri: "/v1/plans", method: .post, headers: .auth(fixture.ana), body: .json(body))
                #expect(response.status == .ok, "\(body): \(response.text)")
                return response.object
            }
            let person = #""level": "intermediate", "profile": "full-gym", "daysPerWeek": 6"#
            for date in ["2026-11-23", "2026-11-24", "2026-11-25"] {
                let trained = try await plan(#"{"date": "\#(date)", "# + person + "}")
                #expect((trained["exercises"] as? [Any])?.isEmpty == false, "\(date): \(trained)")
            }
            let rest = try await plan(#"{"date": "2026-11-26", "# + person + "}")
            let day = try #require(rest["day"] as? [String: Any], "\(rest)")
            #expect(day["kind"] as? String == "rest")
            #expect(day["why"] as? [String] == ["restLongRun"], "\(rest)")
            #expect((rest["exercises"] as? [Any])?.isEmpty == true)
            #expect(rest["againstAdvice"] == nil)

            let anyway = try await plan(#"{"date": "2026-11-26", "trainAnyway": true, "# + person + "}")
            #expect(anyway["againstAdvice"] as? Bool == true, "\(anyway)")
            let advised = try #require(anyway["day"] as? [String: Any], "\(anyway)")
            #expect(advised["kind"] as? String == "training")
            #expect(advised["why"] as? [String] == ["restLongRun", "trainedAgainstAdvice"])
            let exercises = try #require(anyway["exercises"] as? [[String: Any]])
            #expect(!exercises.isEmpty)
            for exercise in exercises {
                let why = try #require(exercise["why"] as? [String], "\(exercise["exerciseId"] ?? "?") has no why")
                #expect(!why.isEmpty && why.allSatisfy(codes.contains), "\(why)")
            }
        }
    }
}
