import FitTodayDomain
import FitTodayLocalization
import Foundation
import FitTodayTestSupport
import Testing

/// The program's days from the real binary, with the history built by `--date` in a temporary database: a rest day
/// after the level's longest run (its reason, the next training day and how to train anyway, in pt-BR and English;
/// recorded and shown by `history`; `--json` with `day` and no exercises), and a deload day reached by training
/// through an advanced lifter's block (the block line and every exercise's why say deload; the warm-up ramps of its
/// main lifts shown as the JSON has them, in both languages).
@Suite("rest, deload and warm-ups from the command line")
struct ProgramDaysCommandTests {
    /// An intermediate (three days in a row at most) who trains six days a week, Monday to Wednesday.
    static let runner = ["--level", "intermediate", "--profile", "full-gym", "--days-per-week", "6", "--offline"]
    static let restDay = "2026-11-26"

    func runOfThree(_ db: String) async throws {
        for day in ["2026-11-23", "2026-11-24", "2026-11-25"] {
            expectSuccess(try await CLI.run(["generate", "--date", day, "--db", db] + Self.runner))
        }
    }

    @Test("a rest day after the longest run: reason, next training, how to train anyway; exit 0 in both languages")
    func restDay() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            try await runOfThree(db)
            for (language, heading, next, anyway) in [
                (Language.ptBR, "quinta-feira, 26/11/2026: dia de descanso", "próximo treino: sexta-feira, 27/11/2026",
                 "para treinar mesmo assim: --train-anyway"),
                (.en, "Thursday, 2026-11-26: rest day", "next training: Friday, 2026-11-27", "to train anyway: --train-anyway"),
            ] {
                let result = try await CLI.run(
                    ["generate", "--date", Self.restDay, "--db", db, "--lang", language.rawValue] + Self.runner)
                #expect(result.status == 0, "\(result)")
                let lines = result.stdout.split(separator: "\n").map(String.init)
                #expect(lines.first == heading, "\(result)")
                #expect(lines.contains(" • " + Messages(language).why(.restLongRun)), "\(result)")
                #expect(lines.contains(next) && lines.contains(anyway), "\(result)")
                #expect(!lines.contains { $0.hasPrefix(" 1 ") }, "no exercise table on a rest day: \(result)")
            }
            let json = try await CLI.run(["generate", "--date", Self.restDay, "--db", db, "--json"] + Self.runner)
            #expect(json.status == 0)
            let plan = try json.jsonObject()
            let day = try #require(plan["day"] as? [String: Any], "\(json)")
            #expect(day["kind"] as? String == "rest")
            #expect(day["why"] as? [String] == ["restLongRun"])
            #expect((plan["exercises"] as? [Any])?.isEmpty == true)
            #expect(plan["againstAdvice"] == nil)
        }
    }

    @Test("the rest day is recorded: history lists it (table and JSON) with no exercises")
    func restDayInHistory() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            try await runOfThree(db)
            expectSuccess(try await CLI.run(["generate", "--date", Self.restDay, "--db", db] + Self.runner))
            let entries = try await CLI.run(["history", "--db", db, "--json"]).jsonArray()
            let rest = try #require(entries.first { $0["date"] as? String == Self.restDay }, "\(entries)")
            #expect(rest["exercises"] as? Int == 0, "\(rest)")
            #expect(entries.count == 4)
            let table = try await CLI.run(["history", "--db", db, "--lang", "en"])
            expectSuccess(table)
            #expect(table.stdout.split(separator: "\n").contains { $0.hasPrefix(" \(Self.restDay)") }, "\(table)")
        }
    }

    @Test("history says a recorded rest day is a rest day, in pt-BR and English")
    func historyNamesTheRestDay() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            try await runOfThree(db)
            expectSuccess(try await CLI.run(["generate", "--date", Self.restDay, "--db", db] + Self.runner))
            for (language, date, words) in [("pt-BR", "26/11/2026", "descanso"), ("en", Self.restDay, "rest")] {
                let table = try await CLI.run(["history", "--db", db, "--lang", language])
                let row = try #require(table.stdout.split(separator: "\n").first { $0.hasPrefix(" \(date)") }, "\(table)")
                #expect(row.lowercased().contains(words), "the row does not say rest: '\(row)'\n\(table)")
            }
        }
    }

    /// An advanced strength lifter trains one Monday a week for three weeks (one set logged, rated 4): the fourth
    /// Monday is the block's deload week (three weeks of accumulation, `Config/fittoday.json` `blocks`).
    func throughABlock(_ db: String) async throws -> [String] {
        let options = ["--level", "advanced", "--profile", "full-gym", "--goal", "strength", "--offline", "--db", db]
        for day in ["2026-11-02", "2026-11-09", "2026-11-16"] {
            expectSuccess(try await CLI.run(["generate", "--date", day] + options))
            expectSuccess(try await CLI.run(["session", "start", "--date", day] + options))
            let commands = [
                #"{"commandId":"s\#(day)","deviceId":"cli","type":"completeSet","setId":"1.1","reps":5,"weightKg":60}"#,
                #"{"commandId":"f\#(day)","deviceId":"cli","type":"finish","rating":4}"#,
            ]
            expectSuccess(try await CLI.run(["session", "apply", "--db", db], stdin: Data(commands.joined(separator: "\n").utf8)))
        }
        return options
    }

    @Test("a deload day: the block line and every exercise's why say deload, in pt-BR and English")
    func deloadDay() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            let options = try await throughABlock(db)
            let plan = try await CLI.run(["generate", "--date", "2026-11-23", "--json"] + options).jsonObject()
            #expect((plan["day"] as? [String: Any])?["kind"] as? String == "deload", "\(plan["day"] ?? "no day")")
            let block = try #require(plan["block"] as? [String: Any])
            #expect(block["phase"] as? String == "deload" && block["week"] as? Int == block["weeks"] as? Int, "\(block)")
            let exercises = try #require(plan["exercises"] as? [[String: Any]])
            #expect(!exercises.isEmpty)
            for exercise in exercises {
                #expect((exercise["why"] as? [String])?.contains("deloadWeek") == true, "\(exercise["exerciseId"] ?? "?")")
            }
            for (language, line) in [
                (Language.ptBR, "Bloco 1 · semana 4 de 4 · semana leve: metade das séries, cargas menores"),
                (.en, "Block 1 · week 4 of 4 · deload week: half the sets, lighter loads"),
            ] {
                let table = try await CLI.run(["generate", "--date", "2026-11-23", "--lang", language.rawValue] + options)
                #expect(table.status == 0, "\(table)")
                let lines = table.stdout.split(separator: "\n").map(String.init)
                #expect(lines.contains(line), "\(table)")
                let deload = Messages(language).why(.deloadWeek)
                for number in 1...exercises.count {
                    let why = lines.first { $0.hasPrefix(" \(number). ") }
                    #expect(why?.contains(deload) == true, "exercise \(number) in \(language): \(table)")
                }
            }
        }
    }

    /// A step as the table writes it: the bar's name for the empty bar, else kilograms in the language's way, or a
    /// share of a load not known yet.
    static func step(_ step: [String: Any], _ language: Language) -> String {
        let reps = step["reps"] as? Int ?? 0
        if step["weightKg"] == nil, let share = step["share"] as? Double { return "~\(Int((share * 100).rounded()))%×\(reps)" }
        let weight = step["weightKg"] as? Double ?? 0
        if (step["perSide"] as? [Double])?.isEmpty == true { return (language == .en ? "bar" : "barra") + "×\(reps)" }
        var kilograms = weight == weight.rounded() ? String(Int(weight)) : String(weight)
        if language == .ptBR { kilograms = kilograms.replacingOccurrences(of: ".", with: ",") }
        return "\(kilograms)×\(reps)"
    }

    @Test("warm-ups of a generated plan: the table shows each main lift's ramp as --json has it, in both languages")
    func warmups() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            let options = try await throughABlock(db)
            let plan = try await CLI.run(["generate", "--date", "2026-11-23", "--json"] + options).jsonObject()
            let exercises = try #require(plan["exercises"] as? [[String: Any]])
            let ramps = exercises.enumerated().compactMap { index, item in
                (item["warmup"] as? [[String: Any]]).map { (index + 1, $0) }
            }
            #expect(!ramps.isEmpty, "a loaded main lift with a load has a ramp: \(exercises)")
            let labels: [(Language, kilograms: String, shares: String)] = [
                (.ptBR, "↳ aquecimento (kg): ", "↳ aquecimento (% da carga que você escolher): "),
                (.en, "↳ warm-up (kg): ", "↳ warm-up (% of the load you pick): "),
            ]
            for (language, kilograms, shares) in labels {
                let table = try await CLI.run(["generate", "--date", "2026-11-23", "--lang", language.rawValue] + options)
                let lines = table.stdout.split(separator: "\n").map(String.init)
                for (number, ramp) in ramps {
                    let row = try #require(lines.firstIndex { $0.hasPrefix(String(format: "%2d ", number)) }, "\(table)")
                    // A lift with no load known yet ramps by shares of the load the person picks.
                    let label = ramp.allSatisfy { $0["weightKg"] == nil } ? shares : kilograms
                    let expected = label + ramp.map { Self.step($0, language) }.joined(separator: " · ")
                    #expect(lines[row + 1].trimmingCharacters(in: .whitespaces) == expected, "\(table)")
                }
            }
        }
    }
}
