import Foundation
import FitTodayTestSupport
import Testing

/// The coach-grade plan as people and apps see it: holds in seconds, kept lifts marked, the Wger overlay in the
/// catalog and in plans, and the batch's quality figures.
@Suite("coach-grade plans from the command line")
struct CoachGradeCommandTests {
    @Test("the table shows holds in seconds and marks kept lifts")
    func tableShowsHoldsAndKeptLifts() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            // A bodyweight core day holds planks (a full gym's may well be cable and carry work).
            let core = try await CLI.run(["generate", "--focus", "core", "--profile", "bodyweight", "--date", "2026-05-01", "--db", db, "--json"])
            expectSuccess(core)
            let plan = try PlanJSON(core)
            let hold = try #require(plan.exercises.first { $0.seconds != nil }, "a core day has a hold: \(plan.exerciseIds)")
            #expect(hold.reps == nil)
            let table = try await CLI.run(["generate", "--focus", "core", "--profile", "bodyweight", "--date", "2026-05-01", "--db", db])
            let line = try #require(table.stdoutLines.first { $0.contains(hold.name) })
            #expect(line.contains("\(hold.sets) × \(hold.target.min)–\(hold.target.max) s"), "\(line)")

            // Two strength push days in a row: the second keeps the first's main lifts, and says so.
            let options = ["--focus", "push", "--goal", "strength", "--profile", "full-gym", "--db", db]
            let first = try PlanJSON(try await CLI.run(["generate", "--date", "2026-05-02", "--json"] + options))
            let second = try await CLI.run(["generate", "--date", "2026-05-03", "--json"] + options)
            let kept = try PlanJSON(second).exercises.filter { $0.kept == true }
            #expect(!kept.isEmpty)
            let firstMain = Set(first.exercises.filter { $0.mainLift == true }.map(\.exerciseId))
            #expect(kept.allSatisfy { firstMain.contains($0.exerciseId) })
            let secondTable = try await CLI.run(["generate", "--date", "2026-05-03"] + options)
            #expect(secondTable.stdout.contains("\(kept[0].name) ↻"), "\(secondTable)")
            #expect(secondTable.stdout.contains("↻ mantido do último treino desta divisão"))
        }
    }

    @Test("the Wger overlay joins catalog list, search and generate; --no-overlay leaves it out")
    func overlayReachesCatalogAndPlans() async throws {
        try await withScratch { scratch in
            let overlay = scratch.url("xdg-data/fittoday/wger-overlay.json")
            let environment = ["FITTODAY_WGER_OVERLAY": overlay.path]
            let fixture = CLI.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/data/wger/exerciseinfo_fixtures.json")
            let imported = try await CLI.run(["wger", "import", "--file", fixture.path, "--json"], environment: environment)
            expectSuccess(imported)
            let summary = try imported.jsonObject()

            let withOverlay = try await CLI.run(["catalog", "list", "--json"], environment: environment).jsonArray()
            let without = try await CLI.run(["catalog", "list", "--json", "--no-overlay"], environment: environment).jsonArray()
            #expect(without.count == 778 || without.count > 700)
            #expect(withOverlay.count > without.count, "added entries with a Portuguese text join the catalog")
            #expect((summary["added"] as? Int ?? 0) >= withOverlay.count - without.count)
            let added = try #require(withOverlay.first { entry in !without.contains { $0["id"] as? String == entry["id"] as? String } })
            #expect(added["tier"] as? String == "specialty", "an imported entry is specialty until reviewed")
            #expect(added["role"] as? String == "accessory")
            #expect((added["attribution"] as? String)?.contains("wger") == true)
            let name = try #require(added["name"] as? String)
            let search = try await CLI.run(["catalog", "search", name], environment: environment)
            #expect(search.stdout.contains(added["id"] as? String ?? "?"), "\(search)")
            let searchWithout = try await CLI.run(["catalog", "search", name, "--no-overlay"], environment: environment)
            #expect(!searchWithout.stdout.contains(added["id"] as? String ?? "?"))

            // Matched exercises carry the overlay's Portuguese text and the attribution into plans.
            let texts = Dictionary(uniqueKeysWithValues: withOverlay.compactMap { entry -> (String, String)? in
                guard let id = entry["id"] as? String, entry["attribution"] != nil, let text = entry["description"] as? String
                else { return nil }
                return (id, text)
            })
            var attributed = 0
            for day in 1...6 {
                let plan = try PlanJSON(try await CLI.run(
                    ["generate", "--profile", "full-gym", "--date", "2026-06-0\(day)", "--db", scratch.newDB(), "--json"],
                    environment: environment))
                for item in plan.exercises {
                    if let attribution = item.attribution {
                        attributed += 1
                        #expect(attribution.contains("wger"))
                        #expect(texts[item.exerciseId] == item.description)
                    }
                }
            }
            #expect(attributed > 0, "staples matched in Wger carry its text and attribution")

            // The catalog with the overlay is cached: a miss, a hit and no cache at all give the same bytes.
            let cached = environment.merging(["XDG_CACHE_HOME": scratch.url("cache").path]) { $1 }
            let arguments = ["generate", "--profile", "full-gym", "--date", "2026-06-01", "--json"]
            let miss = try await CLI.run(arguments + ["--db", scratch.newDB()], environment: cached)
            let hit = try await CLI.run(arguments + ["--db", scratch.newDB()], environment: cached)
            let none = try await CLI.run(
                arguments + ["--db", scratch.newDB()], environment: environment.merging(["FITTODAY_NO_CACHE": "1"]) { $1 })
            let files = try FileManager.default.contentsOfDirectory(atPath: scratch.url("cache/fittoday").path)
            #expect(files.contains { $0.hasPrefix("catalog-overlay-") } && files.contains { $0.hasPrefix("catalog-") })
            #expect(miss.stdout == hit.stdout && hit.stdout == none.stdout && !miss.stdout.isEmpty)
        }
    }

    @Test("batch reports the quality figures in text, JSON, CSV and the HTML report")
    func batchReportsQuality() async throws {
        try await withScratch { scratch in
            let arguments = ["batch", "--count", "28", "--profile", "full-gym,bodyweight", "--goal", "strength", "--level", "advanced", "--date", "2026-01-01", "--seed", "4", "--lang", "en"]
            let text = try await CLI.run(arguments)
            expectSuccess(text)
            #expect(text.stdout.contains("Quality per combination"))
            #expect(text.stdout.contains("Weekly hard sets per group"))
            #expect(text.stdout.contains("full gym") && text.stdout.contains("advanced") && text.stdout.contains("strength"))

            let json = try await CLI.run(arguments + ["--json"]).jsonObject()
            let cells = try #require(json["cells"] as? [[String: Any]])
            #expect(cells.count == 2)
            for cell in cells {
                #expect(cell["profile"] is String && cell["level"] as? String == "advanced" && cell["minutes"] is Int)
                let quality = try #require(cell["quality"] as? [String: Any])
                let fullGym = (cell["label"] as? String)?.hasPrefix("full-gym") == true
                // An accessory rests from its split's days after it appears (`AccessoryShare`), staples too: a small
                // pool's staples come back less often. An advanced athlete with no equipment has few staples near
                // their level (push-ups and squats are beginner moves for them), and the slots that were empty take
                // near-level variants dosed up to their reach (`BodyweightReach.mostReps`): about one in ten (its
                // upper and lower days since the split's need counts by the square root of its groups, session 15).
                #expect((quality["stapleShare"] as? Double ?? 0) >= (fullGym ? 0.5 : 0.1))
                #expect(quality["trainedRegressions"] as? Int == 0)
                // A bodyweight athlete's pull day with no bar can fall under three exercises; its lift then gives
                // way to the 60 % rule (docs/generation.md).
                #expect((quality["keptMainLifts"] as? Double ?? 0) >= (fullGym ? 1 : 0.9))
                let weekly = try #require(quality["weeklySets"] as? [[String: Any]])
                #expect(weekly.count == 11)
            }
            let fullGym = try #require(cells.first { ($0["label"] as? String)?.hasPrefix("full-gym") == true })
            #expect((fullGym["quality"] as? [String: Any])?["loadedCompoundFirst"] as? Double == 1)
            #expect((fullGym["quality"] as? [String: Any])?["trainedPowerMoves"] as? Int == 0)

            let csv = scratch.url("plans.csv")
            let report = scratch.url("report.html")
            expectSuccess(try await CLI.run(arguments + ["--csv", csv.path, "--report", report.path]))
            let header = try String(contentsOf: csv, encoding: .utf8).split(separator: "\n")[0]
            #expect(header.hasSuffix("staples,regressions,power,kept,firstRole,estimatedMinutes,shorter,mainLifts,duplicates,levelFit,furniture,formats"))
            let html = try String(contentsOf: report, encoding: .utf8)
            #expect(html.contains("Weekly hard sets per training group"))
            #expect(html.contains("Quality per combination"))
            #expect(html.components(separatedBy: "<svg").count - 1 == 5, "three charts and one weekly chart per combination")
        }
    }

    @Test("catalog check reports the coach attributes")
    func catalogCheckReportsAttributes() async throws {
        let text = try await CLI.run(["catalog", "check", "--lang", "en"])
        expectSuccess(text)
        #expect(text.stdout.contains("Coach attributes valid: every regression names its parent"))
        let json = try await CLI.run(["catalog", "check", "--json"]).jsonObject()
        let tiers = try #require(json["tiers"] as? [String: Int])
        #expect(Set(tiers.keys) == ["staple", "common", "specialty"])
        #expect(tiers.values.reduce(0, +) == json["exercises"] as? Int)
        let units = try #require(json["units"] as? [String: Int])
        #expect((units["seconds"] ?? 0) > 20 && (units["meters"] ?? 0) > 0)
    }
}
