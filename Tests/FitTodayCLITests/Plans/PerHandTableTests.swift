import FitTodayDomain
import Foundation
import FitTodayTestSupport
import Testing

/// A load held one in each hand says so: the plan table's load column reads "por mão" / "per hand" for a dumbbell
/// bench press and not for a goblet squat (one dumbbell); `--json` carries `perHand`. `catalog show` prints what the
/// catalog says beyond the basics (any-of loads, an improvised set-up, a fixed scheme, a load per hand).
@Suite("loads per hand and the catalog's truth, as the CLI prints them")
struct PerHandTableTests {
    static let day = "2026-11-20"

    func recorded(_ scratch: Scratch) throws -> String {
        let db = scratch.newDB()
        var press = HistoryFixture.item(
            "dumbbell-bench-press", "Supino reto com halteres", sets: 3, 8...12, muscles: [.chest],
            equipment: ["dumbbell", "bench"])
        press.suggestedWeightKg = 24
        press.perHand = true
        var goblet = HistoryFixture.item(
            "dumbbell-goblet-squat", "Agachamento goblet com halter", sets: 3, 8...12, muscles: [.quadriceps],
            equipment: ["dumbbell"])
        goblet.suggestedWeightKg = 20
        try HistoryFixture(path: db).record(Self.day, focus: "full-body", [press, goblet])
        return db
    }

    func run(_ arguments: [String], db: String? = nil) async throws -> CLIResult {
        let result = try await CLI.run(arguments + (db.map { ["--db", $0] } ?? []), environment: HistoryFixture.environment)
        #expect(result.status == 0, "\(result)")
        return result
    }

    @Test("the load column says per hand only for the two-dumbbell press, in pt-BR and English; the JSON has perHand")
    func table() async throws {
        try await withScratch { scratch in
            let db = try recorded(scratch)
            let portuguese = try await run(["generate", "--date", Self.day], db: db).stdout
            let english = try await run(["generate", "--date", Self.day, "--lang", "en"], db: db).stdout
            for (text, perHand) in [(portuguese, "24 kg por mão"), (english, "24 kg per hand")] {
                let lines = text.split(separator: "\n").map(String.init)
                let press = try #require(lines.first { $0.hasPrefix(" 1 ") }, "\(text)")
                let goblet = try #require(lines.first { $0.hasPrefix(" 2 ") }, "\(text)")
                #expect(press.contains(perHand), "\(text)")
                #expect(goblet.contains("20 kg") && !goblet.contains(perHand.dropFirst(6)), "\(text)")
            }
            let plan = try await run(["generate", "--date", Self.day, "--json"], db: db).jsonObject()
            let exercises = try #require(plan["exercises"] as? [[String: Any]])
            #expect(exercises[0]["perHand"] as? Bool == true)
            #expect(exercises[1]["perHand"] == nil)
        }
    }

    @Test("catalog show prints any-of loads, an improvised set-up, a fixed scheme and a load per hand")
    func show() async throws {
        let cases: [(String, [String], [String])] = [
            ("weighted-pull-up", ["mais um destes: anilha"], ["plus one of: weight plate"]),
            ("table-inverted-row", ["montagem improvisada: móveis"], ["improvised set-up: furniture"]),
            ("barbell-21s", ["esquema fixo: 3 × 21"], ["fixed scheme: 3 × 21"]),
            ("negative-pull-up", ["esquema fixo: 3–5 repetições"], ["fixed scheme: 3–5 reps"]),
            ("dumbbell-bench-press", ["carga por mão"], ["load per hand"]),
        ]
        for (id, portuguese, english) in cases {
            let pt = try await run(["catalog", "show", id]).stdout
            let en = try await run(["catalog", "show", id, "--lang", "en"]).stdout
            for line in portuguese { #expect(pt.contains(line), "\(id): \(pt)") }
            for line in english { #expect(en.contains(line), "\(id): \(en)") }
        }
        // A weighted push-up needs no equipment but one of its loads: not "bodyweight".
        let pushUp = try await run(["catalog", "show", "weighted-push-up"]).stdout
        #expect(pushUp.contains("equipamento: —\n") && pushUp.contains("mais um destes: anilha, "), "\(pushUp)")
        let goblet = try await run(["catalog", "show", "dumbbell-goblet-squat", "--lang", "en"]).stdout
        #expect(!goblet.contains("per hand"), "\(goblet)")
    }

    @Test("list --equipment: a weighted pull-up with a bar and plates, not with the bar alone")
    func listAnyOf() async throws {
        func ids(_ equipment: String) async throws -> [String] {
            let result = try await run(["catalog", "list", "--equipment", equipment, "--json"])
            let list = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            return list.compactMap { $0["id"] as? String }
        }
        #expect(try await ids("pull-up-bar,weight-plate").contains("weighted-pull-up"))
        // The table's equipment cell names the station, then the loads it takes one of.
        let table = try await CLI.run(
            ["catalog", "search", "weighted-pull-up", "--lang", "en"], environment: ["COLUMNS": "200", "TZ": "UTC"])
        #expect(table.stdout.contains("pull-up bar, weight plate / dumbbells / kettlebell"), "\(table.stdout)")
        #expect(try await !ids("pull-up-bar").contains("weighted-pull-up"))
    }
}
