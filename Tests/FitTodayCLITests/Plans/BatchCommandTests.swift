import Foundation
import FitTodayTestSupport
import Testing

@Suite("fittoday batch")
struct BatchCommandTests {
    static let fullGym = ["batch", "--count", "200", "--profile", "full-gym", "--date", "2026-01-01", "--seed", "7"]

    @Test("--json summary for 200 full-gym plans")
    func jsonSummary() async throws {
        let result = try await CLI.run(Self.fullGym + ["--json"])
        expectSuccess(result)
        let summary = try result.jsonObject()
        #expect(summary["count"] as? Int == 200)
        #expect(summary["passRate"] as? Double == 1, "full-gym always reaches the threshold")
        #expect(summary["infeasible"] as? Int == 0)
        let ratio = try #require(summary["ratio"] as? [String: Double])
        #expect(Set(ratio.keys).isSuperset(of: ["min", "p5", "median", "mean"]))
        let minimum = try #require(ratio["min"]), p5 = try #require(ratio["p5"])
        let median = try #require(ratio["median"]), mean = try #require(ratio["mean"])
        #expect(0.6 <= minimum && minimum <= p5 && p5 <= median && median <= 1)
        #expect(minimum <= mean && mean <= 1)
        let distinct = try #require(summary["distinctExercises"] as? Int)
        #expect(distinct > 8 && distinct <= 200 * 8)
        #expect((summary["plansPerSecond"] as? Double).map { $0 > 0 } == true)
        #expect(summary["sources"] as? [String: Int] == ["local": 200])
        #expect(summary["startDate"] as? String == "2026-01-01")
        #expect((summary["seed"] as? NSNumber)?.intValue == 7)
    }

    @Test("the text summary names the plan count")
    func textSummary() async throws {
        let result = try await CLI.run(["batch", "--count", "20", "--date", "2026-01-01", "--seed", "1", "--lang", "en"])
        expectSuccess(result)
        #expect(result.stdout.hasPrefix("Batch: 20 plans"), "\(result)")
        #expect(result.stdout.contains("pass rate"), "\(result)")
    }

    @Test("--csv writes a header and one row per plan; --report writes a script-free HTML page with SVG")
    func csvAndReport() async throws {
        try await withScratch { scratch in
            let csv = scratch.url("plans.csv"), html = scratch.url("report.html")
            // Every day trained (no schedule): row k is day k.
            let result = try await CLI.run(Self.fullGym + ["--train-anyway", "--csv", csv.path, "--report", html.path])
            expectSuccess(result)
            #expect(result.stdout.hasPrefix("Lote: 200 planos"), "\(result)")

            let lines = try String(contentsOf: csv, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.last == "", "the file ends with a newline")
            let rows = lines.dropLast()
            #expect(rows.count == 201)
            let header = rows.first.map { $0.split(separator: ",").map(String.init) } ?? []
            #expect(header.first == "cell")
            #expect(header.contains("ratio") && header.contains("date") && header.contains("exerciseIds"))
            for (index, row) in rows.dropFirst().enumerated() {
                let fields = row.split(separator: ",", omittingEmptySubsequences: false)
                #expect(fields.count == header.count, "row \(index): \(row)")
                #expect(fields.dropFirst().first.map(String.init) == String(index))
            }
            #expect(rows[1].contains(",2026-01-01,"))
            #expect(rows[200].contains(",2026-07-19,"), "plan k is dated --date + k days")

            let page = try String(contentsOf: html, encoding: .utf8)
            #expect(page.hasPrefix("<!DOCTYPE html>"))
            #expect(page.contains("<svg"))
            #expect(!page.lowercased().contains("<script"))
            #expect(page.contains("</html>"))
        }
    }

    @Test("the same seed gives the same plans")
    func deterministicCSV() async throws {
        try await withScratch { scratch in
            let first = scratch.url("a.csv"), second = scratch.url("b.csv")
            let arguments = ["batch", "--count", "100", "--profile", "home-dumbbells", "--date", "2026-03-01", "--seed", "11"]
            expectSuccess(try await CLI.run(arguments + ["--csv", first.path]))
            expectSuccess(try await CLI.run(arguments + ["--csv", second.path]))
            let a = try Data(contentsOf: first), b = try Data(contentsOf: second)
            #expect(!a.isEmpty)
            #expect(a == b)
        }
    }

    @Test("comma lists run every combination", arguments: [
        (["--profile", "bodyweight,full-gym"], ["bodyweight/", "full-gym/"]),
        (["--profile", "minimal", "--energy", "tired,energized"], ["minimal/tired/", "minimal/energized/"]),
    ])
    func matrix(options: [String], labels: [String]) async throws {
        let result = try await CLI.run(
            ["batch", "--count", "50", "--date", "2026-01-01", "--seed", "3", "--json"] + options)
        expectSuccess(result)
        let summary = try result.jsonObject()
        #expect(summary["count"] as? Int == 100)
        #expect(summary["sources"] as? [String: Int] == ["local": 100])
        let cells = try #require(summary["cells"] as? [[String: Any]])
        #expect(cells.count == 2)
        for (cell, prefix) in zip(cells, labels) {
            #expect((cell["label"] as? String)?.hasPrefix(prefix) == true, "\(cell["label"] ?? "?")")
            #expect((cell["summary"] as? [String: Any])?["count"] as? Int == 50)
        }
    }

    @Test("no progress on stderr when stderr is not a terminal, even for long runs")
    func quietWhenNotATerminal() async throws {
        // Progress is drawn only for 2000+ plans, so run that many.
        let result = try await CLI.run(["batch", "--count", "2500", "--profile", "bodyweight", "--date", "2026-01-01", "--seed", "2"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.isEmpty, "\(result)")
        #expect(result.stdout.hasPrefix("Lote: 2500 planos"), "\(result)")
    }

    @Test("batch never writes the history")
    func leavesHistoryAlone() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            let result = try await CLI.run(["batch", "--count", "5", "--date", "2026-01-01"], environment: ["FITTODAY_DB": db])
            expectSuccess(result)
            #expect(!FileManager.default.fileExists(atPath: db))
        }
    }

    @Test("an unwritable --csv path is refused before the batch runs: exit 73, no folder created")
    func unwritableCSV() async throws {
        try await withScratch { scratch in
            let path = scratch.url("missing-folder/plans.csv").path
            let result = try await CLI.run(["batch", "--count", "2", "--date", "2026-01-01", "--csv", path])
            #expect(result.status == 73, "\(result)")
            #expect(result.stdout.isEmpty, "nothing ran: \(result)")
            #expect(!FileManager.default.fileExists(atPath: scratch.url("missing-folder").path))
            #expect(result.stderrLines.count == 1, "\(result)")
            #expect(result.stderr.hasPrefix("fittoday: ") && result.stderr.contains(path), "\(result)")
        }
    }
}
