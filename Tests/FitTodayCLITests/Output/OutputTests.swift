import Foundation
import FitTodayTestSupport
import Testing

@Suite("honest output and tables that fit")
struct OutputTests {
    @Test("the table says 'Treino de hoje' only for today; the seed is in --verbose and --json, not the table")
    func titleAndSeed() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            let before = Self.today()
            let today = try await CLI.run(["generate", "--db", db])
            let after = Self.today()
            expectSuccess(today)
            #expect([before, after].contains { today.stdout.hasPrefix("Treino de hoje — \($0) · ") }, "\(today)")
            #expect(!today.stdout.contains("semente") && !today.stdout.contains("seed"), "\(today)")

            let other = try await CLI.run(["generate", "--date", "2030-01-15", "--db", db, "--verbose"])
            #expect(other.stdout.hasPrefix("Treino de 15/01/2030 · "), "\(other)")
            let json = try await CLI.run(["generate", "--date", "2030-01-15", "--db", db, "--json"]).jsonObject()
            let seed = try #require((json["generation"] as? [String: Any])?["seed"] as? NSNumber)
            #expect(other.stderrLines == ["fittoday: plano salvo em \(db)", "fittoday: semente \(seed)"], "\(other)")
        }
    }

    static func today() -> String {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        return String(format: "%02d/%02d/%04d", parts.day!, parts.month!, parts.year!)
    }

    @Test("where the plan was saved is said on the first run only (and always with --verbose)")
    func savedOnce() async throws {
        try await withScratch { scratch in
            let db = scratch.url("new-folder/history.sqlite").path
            let first = try await CLI.run(["generate", "--date", "2026-11-10", "--db", db])
            #expect(first.stderrLines == ["fittoday: plano salvo em \(db)"], "\(first)")
            let second = try await CLI.run(["generate", "--date", "2026-11-11", "--db", db])
            #expect(second.stderr.isEmpty, "\(second)")
            let english = try await CLI.run(["generate", "--date", "2026-11-11", "--db", db, "--verbose", "--lang", "en"])
            #expect(english.stderrLines.first == "fittoday: plan saved in \(db)", "\(english)")
            #expect(english.stdout.hasPrefix("Workout for 2026-11-11"), "stdout is only the table: \(english)")
        }
    }

    @Test("re-running a day with other options says so in the table's language, on stderr")
    func recordedNote() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            _ = try await CLI.run(["generate", "--date", "2026-11-22", "--focus", "push", "--db", db])
            let pt = try await CLI.run(["generate", "--date", "2026-11-22", "--focus", "puxar", "--db", db])
            #expect(pt.stderrLines == ["fittoday: já existe um plano registrado para 22/11/2026 com outras opções; mostrando o registrado (use --new para substituí-lo)"], "\(pt)")
            let en = try await CLI.run(["generate", "--date", "2026-11-22", "--focus", "pull", "--db", db, "--lang", "en"])
            #expect(en.stderrLines == ["fittoday: a plan for 2026-11-22 is already recorded with other options; showing it (add --new to replace it)"], "\(en)")
        }
    }

    @Test("catalog list and search fit the width; long cells end in an ellipsis; every column has a header",
          arguments: [60, 100, 200])
    func fitting(_ columns: Int) async throws {
        for arguments in [["catalog", "list"], ["catalog", "search", "supino"], ["catalog", "list", "--lang", "en"]] {
            let natural = try await CLI.run(arguments, environment: ["COLUMNS": "10000"]).stdoutLines.map(\.count).max() ?? 0
            let result = try await CLI.run(arguments, environment: ["COLUMNS": "\(columns)"])
            expectSuccess(result)
            let lines = result.stdoutLines
            for line in lines { #expect(line.count <= columns, "\(arguments) at \(columns): \(line)") }
            let headers = lines[0].split(separator: " ", omittingEmptySubsequences: true)
            #expect(lines[1].split(separator: " ").count == 5 && headers.count >= 5, "five headed columns: \(lines[0])")
            let cut = lines.contains { $0.contains("…") }
            #expect(cut == (natural > columns), "\(arguments) at \(columns) (natural \(natural)): cut \(cut)")
            #expect(columns > 100 || cut, "at \(columns) the catalog does not fit whole")
        }
        // Not a terminal and no COLUMNS: 100.
        let plain = try await CLI.run(["catalog", "list"])
        #expect(plain.stdoutLines.allSatisfy { $0.count <= 100 })
    }

    @Test("a plan table gives way in its muscles column only; sent to a pipe without COLUMNS it is whole")
    func planFitting() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            let arguments = ["generate", "--date", "2026-11-22", "--profile", "full-gym", "--db", db]
            let whole = try await CLI.run(arguments)
            let narrow = try await CLI.run(arguments, environment: ["COLUMNS": "80"])
            let plan = try await CLI.run(arguments + ["--json"]).jsonObject()
            let names = try #require(plan["exercises"] as? [[String: Any]]).compactMap { $0["name"] as? String }
            #expect(!whole.stdout.contains("…"), "\(whole)")
            // The muscles column gives way (cut short, or left out when even that does not fit).
            #expect(narrow.stdout.contains("…") || !narrow.stdout.contains("Músculos"), "\(narrow)")
            for name in names { #expect(narrow.stdout.contains(name), "names are never cut: \(name)") }
            let rows = narrow.stdoutLines.filter { $0.hasPrefix(" ") && $0.contains("×") }
            #expect(!rows.isEmpty && rows.allSatisfy { $0.count <= 80 }, "\(narrow)")
        }
    }

    @Test("search ranks exact and staple matches first")
    func searchRanking() async throws {
        let result = try await CLI.run(["catalog", "search", "supino", "--json"])
        let ids = try result.jsonArray().compactMap { $0["id"] as? String }
        #expect(ids.first == "barbell-bench-press", "\(ids.prefix(5))")
        let press = try await CLI.run(["catalog", "search", "bench", "press", "--json"]).jsonArray().compactMap { $0["id"] as? String }
        #expect(press.first == "barbell-bench-press", "\(press.prefix(5))")
    }
}
