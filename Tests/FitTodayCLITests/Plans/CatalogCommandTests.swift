import FitTodayDomain
import FitTodayLocalization
import Foundation
import FitTodayTestSupport
import Testing

@Suite("fittoday catalog")
struct CatalogCommandTests {
    static func list(_ options: [String] = []) async throws -> [[String: Any]] {
        let result = try await CLI.run(["catalog", "list", "--json"] + options)
        expectSuccess(result)
        return try result.jsonArray()
    }

    @Test("list --json prints every exercise with its fields")
    func listJSON() async throws {
        let exercises = try await Self.list()
        #expect(exercises.count >= 400)
        let keys: Set<String> = [
            "id", "name", "nameEn", "description", "primaryMuscles", "secondaryMuscles", "equipment", "category",
            "mechanics", "level",
        ]
        var ids = Set<String>()
        for exercise in exercises {
            let id = exercise["id"] as? String ?? "?"
            #expect(keys.isSubset(of: Set(exercise.keys)), "\(id) lacks \(keys.subtracting(exercise.keys))")
            #expect(ids.insert(id).inserted, "\(id) listed twice")
            #expect((exercise["primaryMuscles"] as? [String])?.isEmpty == false, "\(id)")
            #expect(exercise["equipment"] is [String], "\(id)")
            #expect((exercise["description"] as? String)?.isEmpty == false, "\(id)")
        }
    }

    @Test("list --equipment none keeps only bodyweight exercises")
    func listBodyweight() async throws {
        let all = try await Self.list()
        let bodyweight = try await Self.list(["--equipment", "none"])
        #expect(!bodyweight.isEmpty)
        #expect(bodyweight.allSatisfy { ($0["equipment"] as? [String])?.isEmpty == true })
        // A weighted push-up needs no equipment but one of its loads (`equipmentAnyOf`): not bodyweight.
        #expect(bodyweight.count == all.count {
            ($0["equipment"] as? [String])?.isEmpty == true && $0["equipmentAnyOf"] == nil
        })
    }

    @Test("list filters by equipment and muscle", arguments: [
        (["--equipment", "dumbbell,bench"], "equipment"),
        (["--muscle", "chest"], "muscle"),
    ])
    func listFiltered(options: [String], kind: String) async throws {
        let found = try await Self.list(options)
        #expect(!found.isEmpty)
        for exercise in found {
            if kind == "equipment" {
                #expect(Set(exercise["equipment"] as? [String] ?? ["?"]).isSubset(of: ["dumbbell", "bench"]))
            } else {
                #expect((exercise["primaryMuscles"] as? [String])?.contains("chest") == true)
            }
        }
    }

    @Test("search finds exercises by pt-BR words, ignoring case and accents", arguments: ["supino", "SUPINO", "flexao", "rosca"])
    func search(word: String) async throws {
        let table = try await CLI.run(["catalog", "search", word])
        expectSuccess(table)
        let count = table.stdoutLines.last { $0.hasSuffix("exercício(s)") }.flatMap { Int($0.split(separator: " ")[0]) }
        #expect((count ?? 0) > 0, "\(table)")

        let json = try await CLI.run(["catalog", "search", word, "--json"])
        expectSuccess(json)
        let found = try json.jsonArray()
        #expect(found.count == count)
    }

    @Test("show prints an exercise's description")
    func show() async throws {
        let exercises = try await Self.list()
        let ids = exercises.compactMap { $0["id"] as? String }
        var picks = [ids[0], ids[ids.count / 2], ids[ids.count - 1]]
        if ids.contains("barbell-bench-press") { picks.append("barbell-bench-press") }
        for id in picks {
            let entry = try #require(exercises.first { $0["id"] as? String == id })
            let result = try await CLI.run(["catalog", "show", id])
            expectSuccess(result)
            #expect(result.stdout.contains("id: \(id)"), "\(result)")
            #expect(result.stdout.contains(try #require(entry["description"] as? String)), "\(result)")
            #expect(result.stdout.hasPrefix(try #require(entry["name"] as? String)), "\(result)")

            let english = try await CLI.run(["catalog", "show", id, "--lang", "en"])
            expectSuccess(english)
            #expect(english.stdout.hasPrefix(try #require(entry["nameEn"] as? String)), "\(english)")
        }
    }

    @Test("show --json prints the same object as list")
    func showJSON() async throws {
        let exercises = try await Self.list()
        let entry = exercises[exercises.count / 3]
        let id = try #require(entry["id"] as? String)
        let result = try await CLI.run(["catalog", "show", id, "--json"])
        expectSuccess(result)
        let shown = try result.jsonObject()
        #expect(try JSONSerialization.data(withJSONObject: shown, options: [.sortedKeys])
            == JSONSerialization.data(withJSONObject: entry, options: [.sortedKeys]))
    }

    @Test("check validates the catalog and covers every equipment profile")
    func check() async throws {
        let result = try await CLI.run(["catalog", "check"])
        expectSuccess(result)
        #expect(result.stdout.hasPrefix("Catálogo OK"), "\(result)")
        let profiles = try Fixtures.profiles()
        #expect(!profiles.isEmpty)
        for profile in profiles.keys {
            let name = Messages(.ptBR).profileName(profile)
            #expect(result.stdout.split(separator: "\n").contains { $0.hasPrefix("  \(name) ") },
                    "catalog check should name profile \(profile) as \(name)")
        }

        let json = try await CLI.run(["catalog", "check", "--json"])
        expectSuccess(json)
        let rows = try #require(try json.jsonObject()["rows"] as? [[String: Any]])
        #expect(Set(rows.compactMap { $0["profile"] as? String }) == Set(profiles.keys))
    }
}
