import FitTodayDomain
import FitTodaySession
import FitTodayStorage
import FitTodayLocalization
import Foundation
import FitTodayTestSupport
import Testing

@Suite("fittoday history")
struct HistoryCommandTests {
    func run(_ arguments: [String], db: String) async throws -> CLIResult {
        try await CLI.run(["history"] + arguments + ["--db", db], environment: HistoryFixture.environment)
    }

    @Test("list: newest first, trained and planned days, in pt-BR and English; --limit keeps the newest")
    func list() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            var history = try HistoryFixture(path: db)
            try history.firstDays()
            try history.heavierDay()

            let pt = try await run(["list", "--lang", "pt-BR"], db: db)
            expectSuccess(pt)
            #expect(pt.stdout.hasPrefix("Histórico — 3 dia(s), 2 treinado(s)\n"), "\(pt)")
            for piece in ["Data", "Treino", "Situação", "Séries", "Volume (kg)", "Duração (min)", "Nota", "treinado", "planejado"] {
                #expect(pt.stdout.contains(piece), "\(piece): \(pt)")
            }
            let lines = pt.stdoutLines.map(String.init)
            let rows = ["22/11/2026", "21/11/2026", "20/11/2026"].map { day in lines.firstIndex { $0.contains(day) } }
            #expect(rows.allSatisfy { $0 != nil } && rows == rows.sorted { ($0 ?? 0) < ($1 ?? 0) }, "\(pt)")
            let first = try #require(lines.first { $0.contains("20/11/2026") })
            // 8 × 60 + 8 × 62,5 + 6 × 62,5 (the warm-up does not count); 5 working sets done of 6 (the warm-up is
            // not a set of the workout either); 52 minutes; rated 4.
            for cell in ["treinado", "5/6", "1355", "52", "4/5"] { #expect(first.contains(cell), "\(cell): \(first)") }
            let planned = try #require(lines.first { $0.contains("21/11/2026") })
            #expect(planned.contains("planejado") && planned.contains("—/3"), "\(planned)")

            let en = try await run(["list", "--lang", "en"], db: db)
            expectSuccess(en)
            #expect(en.stdout.hasPrefix("History — 3 day(s), 2 trained\n"), "\(en)")
            #expect(en.stdout.contains("2026-11-20") && en.stdout.contains("planned") && en.stdout.contains("Rating"), "\(en)")

            let limited = try await run(["list", "--limit", "1"], db: db)
            #expect(limited.status == 0)
            #expect(limited.stdout.contains("22/11/2026") && !limited.stdout.contains("21/11/2026"), "\(limited)")
            #expect(limited.stderr == "fittoday: mostrando 1 de 3 dias, os mais recentes; use --limit para ver mais\n", "\(limited)")

            let json = try await run(["list", "--json"], db: db).jsonArray()
            #expect(json.map { $0["date"] as? String } == ["2026-11-22", "2026-11-21", "2026-11-20"])
            #expect(json.map { $0["status"] as? String } == ["trained", "planned", "trained"])
            #expect(json[2]["volumeKg"] as? Double == 1355 && json[2]["durationSeconds"] as? Int == 52 * 60)
            #expect(json[2]["sessionId"] as? String == history.sessions["2026-11-20"])
        }
    }

    @Test("show: a trained day set by set, a planned day as planned, in pt-BR and English")
    func show() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            var history = try HistoryFixture(path: db)
            try history.firstDays()

            let pt = try await run(["show", "20/11/2026", "--lang", "pt-BR"], db: db)
            expectSuccess(pt)
            for piece in [
                "Treino de 20/11/2026", "— treinado", "Início 10:00 · fim 10:52 · duração 52 min · séries 5/6 · volume 1355 kg",
                "(estimada)", "Nota: 4/5", "Anotações: " + HistoryFixture.notes, "Supino reto com barra", "8 × 62,5 kg",
                "10 × 40 kg", "aquecimento", "9,5", "Prancha abdominal", "45 s", "Série", "Feito", "RPE",
            ] {
                #expect(pt.stdout.contains(piece), "\(piece): \(pt)")
            }

            let en = try await run(["show", "2026-11-20", "--lang", "en"], db: db)
            expectSuccess(en)
            for piece in [
                "Workout of 2026-11-20", "— trained", "Start 10:00 · end 10:52", "Rating: 4/5", "Barbell Bench Press",
                "8 × 62.5 kg", "warm-up", "9.5", "Forearm Plank", "Done",
            ] {
                #expect(en.stdout.contains(piece), "\(piece): \(en)")
            }

            let planned = try await run(["show", "2026-11-21"], db: db)
            expectSuccess(planned)
            #expect(planned.stdout.contains("planejado, não treinado") && planned.stdout.contains("Barra fixa pronada"), "\(planned)")
            #expect(planned.stdout.contains("3 × 5–8"), "\(planned)")

            let json = try await run(["show", "2026-11-20", "--json"], db: db).jsonObject()
            let performance = try #require(json["performance"] as? [String: Any])
            #expect(performance["startedAt"] as? String == "2026-11-20T10:00:00Z" && performance["rating"] as? Int == 4)
            let exercises = try #require(json["exercises"] as? [[String: Any]])
            #expect((exercises.first?["performed"] as? [[String: Any]])?.count == 4)
        }
    }

    @Test("show: a day with nothing recorded is a usage error (64), a bad date too")
    func showNothing() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            var history = try HistoryFixture(path: db)
            try history.firstDays()
            let empty = try await run(["show", "2026-11-25"], db: db)
            expectOneLineError(empty, code: 64)
            #expect(empty.stderr == "fittoday: nenhum treino registrado em 25/11/2026; veja os dias com fittoday history list\n")
            let english = try await run(["show", "2026-11-25", "--lang", "en"], db: db)
            expectOneLineError(english, code: 64)
            #expect(english.stderr.contains("no workout recorded on 2026-11-25"), "\(english)")
            expectOneLineError(try await run(["show", "31/02/2026"], db: db), code: 64)
        }
    }

    @Test("records: a heavier set later becomes the heaviest weight; sorted by name; an empty history says so")
    func records() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            let none = try await run(["records"], db: db)
            #expect(none.status == 0 && none.stdout.isEmpty, "\(none)")
            #expect(none.stderrLines.count == 1 && none.stderr.contains("o histórico está vazio"), "\(none)")
            #expect(!FileManager.default.fileExists(atPath: db), "reading a missing history creates none")

            var history = try HistoryFixture(path: db)
            try history.firstDays()
            var bench = try #require(try await run(["records", "--json"], db: db).jsonArray().first)
            #expect(bench["exerciseId"] as? String == "barbell-bench-press")
            #expect(bench["heaviestWeightKg"] as? Double == 62.5 && bench["repsAtHeaviestWeight"] as? Int == 8)

            try history.heavierDay()
            let rows = try await run(["records", "--json"], db: db).jsonArray()
            #expect(rows.map { $0["name"] as? String } == ["Supino reto com barra"], "only sets with a weight make records")
            bench = try #require(rows.first)
            #expect(bench["heaviestWeightKg"] as? Double == 70 && bench["repsAtHeaviestWeight"] as? Int == 5)
            #expect(bench["bestSetVolumeKg"] as? Double == 500, "8 × 62.5 still the best set volume")
            #expect(abs((bench["estimatedOneRepMaxKg"] as? Double ?? 0) - 81.67) < 0.01, "Epley: 70 × (1 + 5/30)")

            let pt = try await run(["records"], db: db)
            expectSuccess(pt)
            #expect(pt.stdout.hasPrefix("Recordes pessoais — 1 exercício(s)\n"), "\(pt)")
            let line = try #require(pt.stdoutLines.first { $0.contains("Supino reto com barra") })
            for cell in ["70 kg", "81,7 kg", "500 kg", " 5"] { #expect(line.contains(cell), "\(cell): \(line)") }
            let en = try await run(["records", "--lang", "en"], db: db)
            #expect(en.stdout.contains("Barbell Bench Press") && en.stdout.contains("81.7 kg") && en.stdout.contains("Heaviest"), "\(en)")
        }
    }

    @Test("export strong-csv: Strong's columns, W for warm-ups, durations as 52m and 1h 5m, notes quoted")
    func strong() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            var history = try HistoryFixture(path: db)
            try history.firstDays()
            try history.heavierDay()
            let result = try await run(["export", "--format", "strong-csv"], db: db)
            expectSuccess(result)
            let rows = parseCSV(result.stdout)
            #expect(rows.first == HistoryExportColumns.strong)
            #expect(rows.count == 1 + 6 + 3, "one row per set done: \(rows)")
            #expect(rows.dropFirst().allSatisfy { $0.count == 12 })
            let bench = matching(matching(rows, 0, "2026-11-20 10:00:00"), 3, "Supino reto com barra")
            #expect(bench.map { $0[4] } == ["1", "2", "3", "W"])
            #expect(bench.map { $0[5] } == ["60", "62.5", "62.5", "40"] && bench.map { $0[6] } == ["8", "8", "6", "10"])
            #expect(bench.map { $0[11] } == ["7", "8", "9.5", ""])
            // The title in the run's language, with its comma quoted.
            #expect(bench.allSatisfy { $0[1].hasPrefix("Empurrar: ") && $0[2] == "52m" && $0[10] == HistoryFixture.notes })
            let holds = matching(rows, 3, "Prancha abdominal")
            #expect(holds.map { $0[8] } == ["45", "40"] && holds.allSatisfy { $0[5].isEmpty && $0[6].isEmpty }, "\(holds)")
            #expect(matching(rows, 0, "2026-11-22 09:30:00").map { $0[2] } == ["1h 5m", "1h 5m", "1h 5m"])
            #expect(!result.stdout.contains("Barra fixa"), "a day only planned is not exported")
        }
    }

    @Test("export hevy-csv: Hevy's columns, set index from 0, set types, times as 20 Nov 2026, 10:00")
    func hevy() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            var history = try HistoryFixture(path: db)
            try history.firstDays()
            try history.heavierDay()
            let result = try await run(["export", "--format", "hevy-csv", "--lang", "en"], db: db)
            expectSuccess(result)
            let rows = parseCSV(result.stdout)
            #expect(rows.first == HistoryExportColumns.hevy)
            #expect(rows.count == 10 && rows.dropFirst().allSatisfy { $0.count == 14 })
            let bench = matching(matching(rows, 1, "20 Nov 2026, 10:00"), 4, "Barbell Bench Press")
            #expect(bench.map { $0[7] } == ["0", "1", "2", "3"] && bench.map { $0[8] } == ["normal", "normal", "normal", "warmup"])
            #expect(bench.allSatisfy { $0[2] == "20 Nov 2026, 10:52" && $0[3] == HistoryFixture.notes })
            #expect(bench.map { $0[9] } == ["60", "62.5", "62.5", "40"] && bench.map { $0[13] } == ["7", "8", "9.5", ""])
            #expect(matching(rows, 4, "Forearm Plank").map { $0[12] } == ["45", "40"])
        }
    }

    @Test("export healthkit-json and json: one workout per trained day, parsed back")
    func jsonFormats() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            var history = try HistoryFixture(path: db)
            try history.firstDays()
            try history.heavierDay()
            let health = try await run(["export", "--format", "healthkit-json"], db: db)
            expectSuccess(health)
            let workouts = try health.jsonArray()
            #expect(workouts.count == 2)
            let first = try #require(workouts.first)
            #expect(first["workoutActivityType"] as? String == "traditionalStrengthTraining")
            #expect(first["startDate"] as? String == "2026-11-20T10:00:00Z" && first["endDate"] as? String == "2026-11-20T10:52:00Z")
            #expect(first["duration"] as? Int == 52 * 60)
            let energy = try #require(first["totalEnergyBurned"] as? [String: Any])
            #expect(energy["unit"] as? String == "kcal" && (energy["value"] as? Double ?? 0) > 0)
            let metadata = try #require(first["metadata"] as? [String: Any])
            #expect(metadata["HKExternalUUID"] as? String == history.sessions["2026-11-20"])
            #expect(metadata["FitTodayVolumeKg"] as? Double == 1355 && metadata["FitTodayRating"] as? Int == 4)
            #expect(metadata["FitTodayEnergySource"] as? String == "estimated")
            let exercises = try #require(metadata["FitTodayExercises"] as? [[String: Any]])
            #expect(exercises.map { $0["exerciseId"] as? String } == ["barbell-bench-press", "forearm-plank"])
            #expect((exercises[0]["sets"] as? [[String: Any]])?.count == 4)

            let plans = try await run(["export", "--format", "json"], db: db)
            expectSuccess(plans)
            let array = try plans.jsonArray()
            #expect(array.map { $0["date"] as? String } == ["2026-11-20", "2026-11-22"])
            #expect(array.allSatisfy { $0["performance"] is [String: Any] && $0["generation"] is [String: Any] })
        }
    }

    @Test("export --out: written to the file; a missing folder fails first with 73; nothing trained says so")
    func exportFile() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            var history = try HistoryFixture(path: db)
            try history.firstDays()
            let missing = try await run(
                ["export", "--format", "strong-csv", "--out", scratch.url("missing/strong.csv").path], db: db)
            expectOneLineError(missing, code: 73)
            let out = scratch.url("strong.csv")
            let written = try await run(["export", "--format", "strong-csv", "--out", out.path], db: db)
            #expect(written.status == 0 && written.stdout.isEmpty && written.stderr.isEmpty, "\(written)")
            #expect(parseCSV(try String(contentsOf: out, encoding: .utf8)).count == 7)
            expectOneLineError(try await run(["export", "--format", "csv"], db: db), code: 64)

            let fresh = scratch.newDB()
            try HistoryFixture(path: fresh).record("2026-11-21", focus: "pull", [HistoryFixture.pullUp])
            let nothing = try await run(["export", "--format", "json"], db: fresh)
            #expect(nothing.status == 0, "\(nothing)")
            #expect(try nothing.jsonArray().isEmpty, "\(nothing)")
            #expect(nothing.stderrLines.count == 1 && nothing.stderr.contains("nenhum treino feito para exportar"), "\(nothing)")
        }
    }

    @Test("pt-BR all the way, English all the way: no words of the other table in history's output", arguments: [Language.ptBR, .en])
    func language(_ language: Language) async throws {
        let other: Language = language == .en ? .ptBR : .en
        let pieces = LanguageWalkTests.foreignPieces(in: language, from: other)
        let own = Messages(language)
        #expect(HistoryMessage.allCases.allSatisfy { !own.template($0).isEmpty })
        let content = try await LanguageWalkTests.catalogContent()
        try await withScratch { scratch in
            let db = scratch.newDB()
            var history = try HistoryFixture(path: db)
            try history.firstDays()
            let empty = scratch.newDB()
            let runs: [[String]] = [
                ["list"], ["show", "2026-11-20"], ["show", "2026-11-21"], ["show", "2026-11-29"], ["show", "2026-13-01"],
                ["records"], ["list", "--limit", "1"], ["list", "--limit", "0"], ["export", "--format", "bogus"],
                ["export", "--format", "json", "--out", scratch.url("missing/x.json").path],
                ["--help"], ["list", "--help"], ["show", "--help"], ["records", "--help"], ["export", "--help"],
            ]
            var outputs: [(String, CLIResult)] = []
            for arguments in runs {
                outputs.append((arguments.joined(separator: " "), try await run(arguments + ["--lang", language.rawValue], db: db)))
            }
            for arguments in [["list"], ["records"], ["export", "--format", "json"]] {
                outputs.append(("empty " + arguments.joined(separator: " "), try await run(arguments + ["--lang", language.rawValue], db: empty)))
            }
            for (command, result) in outputs {
                #expect(!result.stdout.isEmpty || !result.stderr.isEmpty, "\(command) says nothing")
                var text = (result.stdout + "\n" + result.stderr)
                    .replacingOccurrences(of: HistoryFixture.notes, with: " ")
                    .replacingOccurrences(of: #"'[^'\n]*'"#, with: "''", options: .regularExpression)
                    .replacingOccurrences(of: #"/[^\s:)]+"#, with: "/", options: .regularExpression)
                for item in content where text.contains(item) { text = text.replacingOccurrences(of: item, with: " ") }
                let found = pieces.filter { LanguageWalkTests.occurs($0, in: text) }
                #expect(found.isEmpty, "\(language.rawValue) history \(command): \(found)\n\(result)")
            }
        }
    }
}
