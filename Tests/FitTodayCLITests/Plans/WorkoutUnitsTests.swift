import FitTodayDomain
import Foundation
import FitTodayTestSupport
import Testing

/// A carry in metres and a hold in seconds, trained through `fittoday session apply`, read back through every
/// command that shows or exports a workout: each keeps its unit, and neither adds volume or records.
@Suite("workout units end to end")
struct WorkoutUnitsTests {
    static let day = "2026-11-20"
    static let carry = HistoryFixture.item(
        "dumbbell-farmers-carry", "Caminhada do fazendeiro com halteres", sets: 2, 40...40, unit: .meters,
        muscles: [.abs], equipment: ["dumbbell"])

    /// A day with a bench press, a farmer's carry (40 m at 24 kg) and a plank, trained with `session apply`: bench
    /// 8 × 60 kg, carry 40 m × 24 kg then its target again, plank 45 s; a carry logged in repetitions is refused.
    func trained(_ scratch: Scratch) async throws -> String {
        let db = scratch.newDB()
        var carry = Self.carry
        carry.suggestedWeightKg = 24
        try HistoryFixture(path: db).record(Self.day, focus: "push", [HistoryFixture.bench, carry, HistoryFixture.plank])
        let lines = [
            commandLine("start", "start", at: 0, ["date": Self.day]),
            commandLine("bench", "completeSet", at: 60, ["setId": "1.1", "reps": 8, "weightKg": 60]),
            commandLine("carry-reps", "completeSet", at: 120, ["setId": "2.1", "reps": 40, "weightKg": 24]),
            commandLine("carry-1", "completeSet", at: 180, ["setId": "2.1", "meters": 40, "weightKg": 24]),
            commandLine("carry-2", "completeSet", at: 240, ["setId": "2.2", "weightKg": 24]),
            commandLine("plank-reps", "completeSet", at: 300, ["setId": "3.1", "reps": 45]),
            commandLine("plank", "completeSet", at: 360, ["setId": "3.1", "seconds": 45]),
            commandLine("finish", "finish", at: 600, ["rating": 4]),
        ]
        let result = try await CLI.run(
            ["session", "apply", "--db", db], environment: HistoryFixture.environment,
            stdin: Data(lines.joined(separator: "\n").utf8))
        expectSuccess(result)
        let codes = try result.stdout.split(separator: "\n").map { try ReplyJSON(String($0)).reasonCode ?? "ok" }
        #expect(codes == ["ok", "ok", "invalidValue", "ok", "ok", "invalidValue", "ok", "ok"], "\(result)")
        return db
    }

    func run(_ arguments: [String], db: String) async throws -> CLIResult {
        let result = try await CLI.run(arguments + ["--db", db], environment: HistoryFixture.environment)
        expectSuccess(result)
        return result
    }

    @Test("the session: targets and actuals in metres and seconds, volume 8 × 60 only")
    func snapshot() async throws {
        try await withScratch { scratch in
            let db = try await trained(scratch)
            let status = try await run(["session", "status", "--json"], db: db).jsonObject()
            let exercises = try #require(status["exercises"] as? [[String: Any]])
            let carrySets = try #require(exercises[1]["sets"] as? [[String: Any]])
            for set in carrySets {
                #expect(set["target"] as? [String: Double] == ["meters": 40, "weightKg": 24], "\(set)")
                #expect(set["actual"] as? [String: Double] == ["meters": 40, "weightKg": 24], "\(set)")
            }
            let plank = try #require((exercises[2]["sets"] as? [[String: Any]])?.first)
            #expect(plank["target"] as? [String: Double] == ["seconds": 45], "\(plank)")
            #expect(plank["actual"] as? [String: Double] == ["seconds": 45], "\(plank)")
            let summary = try #require(status["summary"] as? [String: Any])
            #expect(summary["volumeKg"] as? Double == 480, "\(summary)")
            #expect((summary["personalRecords"] as? [Any])?.isEmpty == true)
        }
    }

    @Test("history list, show and records: 40 m × 24 kg, 45 s, volume 480, no record from the carry")
    func history() async throws {
        try await withScratch { scratch in
            let db = try await trained(scratch)
            let days = try await run(["history", "list", "--json"], db: db).jsonArray()
            #expect(days.first?["volumeKg"] as? Double == 480, "\(days)")
            let show = try await run(["history", "show", Self.day], db: db).stdout
            #expect(show.contains("40 m × 24 kg") && show.contains("45 s"), "\(show)")
            #expect(!show.contains("40 × 24 kg") && !show.contains("2400") && show.contains("480"), "\(show)")
            let english = try await run(["history", "show", Self.day, "--lang", "en"], db: db).stdout
            #expect(english.contains("40 m × 24 kg"), "\(english)")
            let records = try await run(["history", "records", "--json"], db: db).jsonArray()
            #expect(records.map { $0["exerciseId"] as? String } == ["barbell-bench-press"], "\(records)")
        }
    }

    @Test("exports: Strong's Distance and Seconds, Hevy's distance_km and duration_seconds, HealthKit and JSON")
    func exports() async throws {
        try await withScratch { scratch in
            let db = try await trained(scratch)
            let strong = parseCSV(try await run(["history", "export", "--format", "strong-csv", "--lang", "en"], db: db).stdout)
            #expect(strong.first == HistoryExportColumns.strong)
            let (name, reps, distance, seconds) = (3, 6, 7, 8)
            let carryName = try #require(strong.dropFirst().first { $0[name].lowercased().contains("farmer") }?[name])
            let carryRows = matching(strong, name, carryName)
            #expect(carryRows.count == 2 && carryRows.allSatisfy { $0[reps] == "" && $0[distance] == "40" && $0[seconds] == "" },
                    "\(carryRows)")
            let plankRows = matching(strong, name, strong.dropFirst().first { $0[name].lowercased().contains("plank") }?[name] ?? "?")
            #expect(plankRows.count == 1 && plankRows[0][reps] == "" && plankRows[0][seconds] == "45", "\(plankRows)")

            let hevy = parseCSV(try await run(["history", "export", "--format", "hevy-csv", "--lang", "en"], db: db).stdout)
            #expect(hevy.first == HistoryExportColumns.hevy)
            let hevyCarry = matching(hevy, 4, carryName)
            #expect(hevyCarry.count == 2 && hevyCarry.allSatisfy { $0[10] == "" && $0[11] == "0.04" && $0[12] == "" },
                    "\(hevyCarry)")

            let health = try await run(["history", "export", "--format", "healthkit-json"], db: db).jsonArray()
            let metadata = try #require(health.first?["metadata"] as? [String: Any])
            #expect(metadata["FitTodayVolumeKg"] as? Double == 480)
            let exercises = try #require(metadata["FitTodayExercises"] as? [[String: Any]])
            let carrySet = try #require((exercises[1]["sets"] as? [[String: Any]])?.first)
            #expect(carrySet["meters"] as? Int == 40 && carrySet["reps"] == nil && carrySet["weightKg"] as? Double == 24)

            let plans = try await run(["history", "export", "--format", "json"], db: db).jsonArray()
            let items = try #require(plans.first?["exercises"] as? [[String: Any]])
            #expect(items[1]["meters"] as? [String: Int] == ["min": 40, "max": 40] && items[1]["reps"] == nil, "\(items[1])")
            let performed = try #require(items[1]["performed"] as? [[String: Any]])
            #expect(performed.map { $0["meters"] as? Int } == [40, 40] && performed.allSatisfy { $0["reps"] == nil })
            #expect((plans.first?["performance"] as? [String: Any])?["volumeKg"] as? Double == 480)
        }
    }

    @Test("generate --new (exit 73) or a new session on a trained day are refused, and history, export and records stay")
    func trainedDayKept() async throws {
        try await withScratch { scratch in
            let db = try await trained(scratch)
            let before = try await [
                run(["history", "list", "--json"], db: db).stdout, run(["history", "records", "--json"], db: db).stdout,
                run(["history", "export", "--format", "json"], db: db).stdout,
            ]
            let refused = try await CLI.run(
                ["generate", "--new", "--date", Self.day, "--db", db, "--offline"], environment: HistoryFixture.environment)
            expectOneLineError(refused, code: 73)
            #expect(refused.stderr.contains("20/11/2026 já foi treinado"), "\(refused)")
            let english = try await CLI.run(
                ["generate", "--new", "--date", Self.day, "--db", db, "--lang", "en"], environment: HistoryFixture.environment)
            expectOneLineError(english, code: 73)
            #expect(english.stderr.contains("was already trained"), "\(english)")
            // Nor is the day trained a second time over the first.
            let again = try await CLI.run(
                ["session", "apply", "--db", db], environment: HistoryFixture.environment,
                stdin: Data(commandLine("again", "start", at: 900, ["date": Self.day]).utf8))
            #expect(try ReplyJSON(again.stdout.trimmingCharacters(in: .newlines)).reasonCode == "sessionEnded", "\(again)")
            let start = try await CLI.run(
                ["session", "start", "--date", Self.day, "--db", db], environment: HistoryFixture.environment)
            expectOneLineError(start, code: 73)
            #expect(start.stderr.contains("outra sessão não o substitui"), "\(start)")
            let after = try await [
                run(["history", "list", "--json"], db: db).stdout, run(["history", "records", "--json"], db: db).stdout,
                run(["history", "export", "--format", "json"], db: db).stdout,
            ]
            #expect(after == before)
            // Without --new the day's recorded workout is what generate shows.
            let shown = try await CLI.run(
                ["generate", "--date", Self.day, "--json", "--db", db], environment: HistoryFixture.environment)
            #expect(shown.status == 0, "\(shown)")
            let plan = try shown.jsonObject()
            #expect(plan["performance"] != nil, "\(shown)")
        }
    }

    @Test("generate --new while a session trains the day's plan is refused; after finishing, the workout is recorded")
    func openSessionKept() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            try HistoryFixture(path: db).record(Self.day, focus: "push", [HistoryFixture.bench])
            let start = [commandLine("start", "start", at: 0, ["date": Self.day])]
            _ = try await run(["session", "apply"], db: db, stdin: start)
            let refused = try await CLI.run(
                ["generate", "--new", "--date", Self.day, "--db", db], environment: HistoryFixture.environment)
            expectOneLineError(refused, code: 73)
            #expect(refused.stderr.contains("sessão em andamento"), "\(refused)")
            // Another day is free.
            _ = try await run(["generate", "--new", "--date", "2026-11-21", "--offline"], db: db)
            let rest = [
                commandLine("bench", "completeSet", at: 60, ["setId": "1.1", "reps": 8, "weightKg": 60]),
                commandLine("finish", "finish", at: 600),
            ]
            _ = try await run(["session", "apply"], db: db, stdin: rest)
            let days = try await run(["history", "list", "--json"], db: db).jsonArray()
            let trained = days.first { $0["date"] as? String == Self.day }
            #expect(trained?["status"] as? String == "trained" && trained?["volumeKg"] as? Double == 480, "\(days)")
        }
    }

    func run(_ arguments: [String], db: String, stdin lines: [String]) async throws -> CLIResult {
        let result = try await CLI.run(
            arguments + ["--db", db], environment: HistoryFixture.environment, stdin: Data(lines.joined(separator: "\n").utf8))
        expectSuccess(result)
        #expect(!result.stdout.contains("\"ok\":false"), "\(result)")
        return result
    }
}
