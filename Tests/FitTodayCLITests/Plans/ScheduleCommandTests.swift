import Foundation
import FitTodayTestSupport
import Testing

/// The person's schedule from the command line: a rest day said plainly in both languages, recorded, exit 0;
/// `--train-anyway`; `--days-per-week` remembered and bounded; `batch` reporting rest days.
@Suite("the schedule and rest days from the command line")
struct ScheduleCommandTests {
    /// A beginner trains on Monday 2026-11-23 (full body), then asks on Tuesday: three days a week spread out.
    static let beginner = ["--level", "beginner", "--profile", "full-gym"]

    static func json(_ result: CLIResult) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
    }

    @Test("a rest day: the reason and the next training in pt-BR and English, exit 0, recorded as rest")
    func restDayInBothLanguages() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            expectSuccess(try await CLI.run(["generate", "--date", "2026-11-23", "--db", db] + Self.beginner))
            let portuguese = try await CLI.run(["generate", "--date", "2026-11-24", "--db", db] + Self.beginner)
            expectSuccess(portuguese)
            #expect(portuguese.stdout.hasPrefix("terça-feira, 24/11/2026: dia de descanso"), "\(portuguese)")
            #expect(portuguese.stdout.contains("descanso entre dias de treino, para espalhar a semana"))
            #expect(portuguese.stdout.contains("próximo treino: quarta-feira, 25/11/2026"))
            #expect(portuguese.stdout.contains("--train-anyway"))
            let english = try await CLI.run(["generate", "--date", "2026-11-24", "--db", db, "--lang", "en"] + Self.beginner)
            expectSuccess(english)
            #expect(english.stdout.hasPrefix("Tuesday, 2026-11-24: rest day"), "\(english)")
            #expect(english.stdout.contains("next training: Wednesday, 2026-11-25"))
            #expect(!english.stdout.contains("próximo"))

            let recorded = try Self.json(try await CLI.run(["generate", "--date", "2026-11-24", "--db", db, "--json"] + Self.beginner))
            let day = try #require(recorded["day"] as? [String: Any])
            #expect(day["kind"] as? String == "rest")
            #expect(day["why"] as? [String] == ["restSpacing"])
            #expect((recorded["exercises"] as? [Any])?.isEmpty == true)
        }
    }

    @Test("--train-anyway trains on a rest day and the plan says it was against advice")
    func trainAnyway() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            expectSuccess(try await CLI.run(["generate", "--date", "2026-11-23", "--db", db] + Self.beginner))
            expectSuccess(try await CLI.run(["generate", "--date", "2026-11-24", "--db", db] + Self.beginner))
            let anyway = try await CLI.run(
                ["generate", "--date", "2026-11-24", "--db", db, "--json", "--train-anyway"] + Self.beginner)
            expectSuccess(anyway)
            let plan = try Self.json(anyway)
            #expect(plan["againstAdvice"] as? Bool == true)
            let day = try #require(plan["day"] as? [String: Any])
            #expect(day["kind"] as? String == "training")
            #expect(day["why"] as? [String] == ["restSpacing", "trainedAgainstAdvice"])
            #expect((plan["exercises"] as? [Any])?.isEmpty == false)
            let table = try await CLI.run(["generate", "--date", "2026-11-24", "--db", db, "--lang", "en"] + Self.beginner)
            #expect(table.stdout.contains("training against advice: a rest between training days"), "\(table)")
            // The day after the full body's heavy squat and deadlift trains them light: no main lift of either.
            let exercises = try #require(plan["exercises"] as? [[String: Any]])
            let heavy = exercises.filter { $0["mainLift"] as? Bool == true }.compactMap { $0["exerciseId"] as? String }
                .filter { $0.contains("squat") || $0.contains("deadlift") }
            #expect(heavy.isEmpty, "\(heavy)")
        }
    }

    @Test("--days-per-week is remembered: two days a week, then the week's days reached without the option")
    func daysPerWeekRemembered() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            let options = ["--level", "advanced", "--profile", "full-gym", "--db", db, "--json"]
            // Monday and Tuesday trained with a schedule of two days; Wednesday, asked without it, rests.
            expectSuccess(try await CLI.run(["generate", "--date", "2026-11-23", "--days-per-week", "2"] + options))
            let tuesday = try Self.json(try await CLI.run(["generate", "--date", "2026-11-24", "--train-anyway"] + options))
            #expect((tuesday["exercises"] as? [Any])?.isEmpty == false)
            let wednesday = try Self.json(try await CLI.run(["generate", "--date", "2026-11-25"] + options))
            #expect((wednesday["day"] as? [String: Any])?["why"] as? [String] == ["restFrequencyReached"], "\(wednesday)")
            // Passing it again changes it: six days a week.
            let changed = try Self.json(try await CLI.run(["generate", "--date", "2026-11-26", "--days-per-week", "6"] + options))
            #expect(changed["day"] == nil, "a plain training day: \(changed)")
        }
    }

    @Test("two sessions rated 1 in a row: the next day is a short recovery day that says why, in both languages")
    func recoveryAfterTwoBadDays() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            let options = ["--profile", "full-gym", "--days-per-week", "6", "--db", db]
            for day in ["2026-11-23", "2026-11-24"] {
                expectSuccess(try await CLI.run(["generate", "--date", day] + options))
                expectSuccess(try await CLI.run(["session", "start", "--date", day] + options))
                let commands = #"{"commandId":"c\#(day)","deviceId":"cli","type":"completeSet","setId":"1.1","reps":5,"weightKg":40}"#
                    + "\n" + #"{"commandId":"f\#(day)","deviceId":"cli","type":"finish","rating":1}"# + "\n"
                expectSuccess(try await CLI.run(["session", "apply", "--db", db], stdin: Data(commands.utf8)))
            }
            let plan = try Self.json(try await CLI.run(["generate", "--date", "2026-11-25", "--json"] + options))
            let day = try #require(plan["day"] as? [String: Any], "\(plan)")
            #expect(day["kind"] as? String == "recovery")
            #expect(day["why"] as? [String] == ["restBadDays", "recoveryDay"])
            #expect(plan["focus"] as? [String] == ["core"])
            let minutes = try #require(plan["estimatedMinutes"] as? Int)
            #expect(minutes <= 30, "a short day: \(minutes) min")
            // Short by design, not "shorter than asked"; every exercise says it is the recovery day's.
            #expect(plan["shorter"] == nil, "\(plan)")
            let exercises = try #require(plan["exercises"] as? [[String: Any]])
            #expect(!exercises.isEmpty && exercises.allSatisfy { $0["why"] as? [String] == ["recoveryDay"] })
            #expect(plan["block"] is [String: Any] && day["next"] is String, "\(plan)")
            let english = try await CLI.run(["generate", "--date", "2026-11-25", "--lang", "en"] + options)
            #expect(english.stdout.contains("Wednesday, 2026-11-25: recovery day"), "\(english)")
            #expect(english.stdout.contains("your last two sessions were rated bad"))
            let portuguese = try await CLI.run(["generate", "--date", "2026-11-25"] + options)
            #expect(portuguese.stdout.contains("quarta-feira, 25/11/2026: dia de recuperação"), "\(portuguese)")
        }
    }

    @Test("session start on a rest day starts nothing: it says why and exits 0")
    func sessionStartOnARestDay() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            expectSuccess(try await CLI.run(["generate", "--date", "2026-11-23", "--db", db] + Self.beginner))
            let start = try await CLI.run(
                ["session", "start", "--date", "2026-11-24", "--db", db, "--lang", "en"] + Self.beginner)
            expectSuccess(start)
            #expect(start.stdout.hasPrefix("Tuesday, 2026-11-24: rest day"), "\(start)")
            let status = try await CLI.run(["session", "status", "--db", db, "--json"])
            #expect(!status.stdout.contains("2026-11-24"), "no session on the rest day: \(status)")
        }
    }

    @Test("--days-per-week outside 2–6 is a usage error naming the option", arguments: ["1", "7"])
    func daysPerWeekBounds(value: String) async throws {
        let result = try await CLI.run(["generate", "--days-per-week", value, "--lang", "en"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--days-per-week must be between 2 and 6 (got \(value))"), "\(result)")
    }

    @Test("batch follows the schedule: --count training plans, rest days counted and in the CSV's kind column")
    func batchReportsRestDays() async throws {
        try await withScratch { scratch in
            let csv = scratch.url("plans.csv")
            let arguments = ["batch", "--count", "30", "--level", "beginner", "--profile", "full-gym", "--date",
                             "2026-01-05", "--seed", "3", "--json", "--csv", csv.path]
            let summary = try Self.json(try await CLI.run(arguments))
            #expect(summary["count"] as? Int == 30)
            let rest = try #require(summary["restDays"] as? Int)
            #expect(rest >= 30, "a beginner's three days a week leave more rest days than training days: \(rest)")
            let rows = try String(contentsOf: csv, encoding: .utf8).split(separator: "\n").dropFirst()
            #expect(rows.count == 30 + rest)
            #expect(rows.filter { $0.split(separator: ",")[3] == "rest" }.count == rest)
            let text = try await CLI.run(Array(arguments.dropLast(3)) + ["--lang", "en"])
            #expect(text.stdout.contains("rest days"), "\(text)")
        }
    }
}
