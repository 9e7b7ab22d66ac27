import FitTodayServer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import FitTodayTestSupport
import Testing

@Suite("HTTP: a plan body's errors name its JSON fields, never a command-line flag")
struct PlanFieldHTTPTests {
    /// A body, whether the answer is asked in English, and the words its 422 detail must hold.
    static let refusals: [(body: String, english: Bool, detail: String)] = [
        (#"{"energy": "foo"}"#, false, "energy: valor desconhecido 'foo' (válidos: cansado, normal, disposto)"),
        (#"{"energy": 9}"#, false, "o campo energy tem um tipo inesperado"),
        (#"{"equipment": ["dumbbell", "bench", "rack"]}"#, false, "equipment[2]: valor desconhecido 'rack'; você quis dizer 'squat-rack'?"),
        (#"{"equipment": ["dumbbell", "rack"]}"#, true, "equipment[1]: unknown value 'rack'; did you mean 'squat-rack'?"),
        (#"{"focus": ["chest", "pieto"]}"#, false, "focus[1]: valor desconhecido 'pieto'; você quis dizer 'peito'?"),
        (#"{"focus": ["push", "chest"]}"#, false, "focus aceita uma divisão sozinha ou uma lista de músculos, não as duas ('push,chest')"),
        (#"{"focus": []}"#, true, "focus is empty"),
        (#"{"minutes": 5}"#, false, "minutes deve estar entre 10 e 180 (recebido 5)"),
        (#"{"minutes": 500}"#, true, "minutes must be between 10 and 180 (got 500)"),
        (#"{"profile": "full-gym", "equipment": ["dumbbell"]}"#, false, "equipment e profile se contradizem: informe só um"),
        (#"{"profile": "fullgym"}"#, false, "profile: valor desconhecido 'fullgym'; você quis dizer 'full-gym'?"),
        (#"{"profile": " "}"#, true, "profile is empty"),
        (#"{"level": ""}"#, false, "level está vazio"),
        (#"{"goal": "forca,hipertrofia"}"#, true, "goal: unknown value 'forca,hipertrofia'"),
    ]

    @Test("422 with the field (and the item of an array) as the body spells it", arguments: refusals.indices)
    func refused(_ index: Int) async throws {
        let (body, english, detail) = Self.refusals[index]
        let fixture = try await ServerFixture()
        try await fixture.app().test(.router) { client in
            let response = try await client.execute(
                uri: "/v1/plans", method: .post, headers: .auth(fixture.ana, english: english), body: .json(body))
            #expect(response.status == .unprocessableContent, "\(body)")
            #expect(response.headers[.contentType] == "application/problem+json")
            let said = try #require(response.object["detail"] as? String, "\(response.text)")
            #expect(said.contains(detail), "\(body): \(said)")
            #expect(!said.contains("--"), "a flag in an HTTP error: \(said)")
        }
    }

    @Test("a catalog query's error names the query parameter")
    func catalogQuery() async throws {
        let fixture = try await ServerFixture()
        try await fixture.app().test(.router) { client in
            let response = try await client.execute(uri: "/v1/catalog?muscle=push", method: .get, headers: .auth(fixture.ana))
            #expect(response.status == .unprocessableContent)
            let said = try #require(response.object["detail"] as? String, "\(response.text)")
            #expect(said.hasPrefix("muscle: valor desconhecido 'push'"), "\(said)")
        }
    }

    @Test("an empty equipment array is bodyweight: the plan of [\"none\"] and of the bodyweight profile")
    func emptyEquipment() async throws {
        let fixture = try await ServerFixture()
        let day = #""date": "2026-11-20", "seed": 3, "focus": ["chest"]"#
        try await fixture.app().test(.router) { client in
            func exercises(_ body: String, _ token: String) async throws -> String {
                let response = try await client.execute(uri: "/v1/plans", method: .post, headers: .auth(token), body: .json(body))
                #expect(response.status == .ok, "\(body): \(response.text)")
                let list = try #require(response.object["exercises"] as? [Any], "\(response.text)")
                #expect(!list.isEmpty)
                return String(decoding: try JSONSerialization.data(withJSONObject: list, options: .sortedKeys), as: UTF8.self)
            }
            let empty = try await exercises(#"{"equipment": [], "# + day + "}", fixture.ana)
            let none = try await exercises(#"{"equipment": ["none"], "# + day + "}", fixture.bia)
            #expect(empty == none)
            let third = try await ServerFixture.person("cai", in: fixture.stores)
            let profile = try await exercises(#"{"profile": "bodyweight", "# + day + "}", third)
            #expect(empty == profile)
        }
    }
}
