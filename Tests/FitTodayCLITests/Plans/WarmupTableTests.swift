import FitTodayDomain
import Foundation
import FitTodayTestSupport
import Testing

/// A recorded plan whose bench press has a warm-up ramp and plates: the table shows both under the exercise in each
/// language, `--json` carries them, and `session apply` enters the ramp as warm-up sets before the working sets.
@Suite("warm-ups in the plan table, the JSON and the session")
struct WarmupTableTests {
    static let day = "2026-11-20"

    func recorded(_ scratch: Scratch) throws -> String {
        let db = scratch.newDB()
        var bench = HistoryFixture.bench
        bench.mainLift = true
        bench.suggestedWeightKg = 100
        bench.warmup = [
            WarmupStep(weightKg: 20, reps: 8, perSide: []), WarmupStep(weightKg: 50, reps: 5, perSide: [15]),
            WarmupStep(weightKg: 72.5, reps: 3, perSide: [25, 1.25]),
        ]
        bench.plates = PlateLoad(barKg: 20, perSide: [25, 15])
        try HistoryFixture(path: db).record(Self.day, focus: "push", [bench, HistoryFixture.pushUp])
        return db
    }

    /// The command must succeed; `generate` may note on stderr that the recorded plan was made with other options.
    func run(_ arguments: [String], db: String, stdin: Data? = nil) async throws -> CLIResult {
        let result = try await CLI.run(arguments + ["--db", db], environment: HistoryFixture.environment, stdin: stdin)
        #expect(result.status == 0, "\(result)")
        if arguments.first != "generate" { expectSuccess(result) }
        return result
    }

    @Test("the table shows the ramp and the plates per side under the exercise, in pt-BR and in English")
    func table() async throws {
        try await withScratch { scratch in
            let db = try recorded(scratch)
            let portuguese = try await run(["generate", "--date", Self.day], db: db).stdout
            let english = try await run(["generate", "--date", Self.day, "--lang", "en"], db: db).stdout
            for (text, ramp, plates) in [
                (portuguese, "↳ aquecimento (kg): barra×8 · 50×5 · 72,5×3", "↳ anilhas por lado: 25 + 15 (barra de 20 kg)"),
                (english, "↳ warm-up (kg): bar×8 · 50×5 · 72.5×3", "↳ plates per side: 25 + 15 (20 kg bar)"),
            ] {
                let lines = text.split(separator: "\n").map(String.init)
                let row = try #require(lines.firstIndex { $0.hasPrefix(" 1 ") }, "\(text)")
                #expect(lines[row + 1].trimmingCharacters(in: .whitespaces) == ramp, "\(text)")
                #expect(lines[row + 2].trimmingCharacters(in: .whitespaces) == plates, "\(text)")
                #expect(lines[row + 3].hasPrefix(" 2 "), "the next exercise follows: \(text)")
                #expect(lines.allSatisfy { !$0.hasSuffix(" ") }, "no trailing blanks: \(text)")
            }
        }
    }

    @Test("--json carries warmup and plates; session apply enters the ramp as warm-up sets 1.w1… before 1.1…")
    func jsonAndSession() async throws {
        try await withScratch { scratch in
            let db = try recorded(scratch)
            let plan = try await run(["generate", "--date", Self.day, "--json"], db: db).jsonObject()
            let bench = try #require((plan["exercises"] as? [[String: Any]])?.first)
            let warmup = try #require(bench["warmup"] as? [[String: Any]])
            #expect(warmup.map { $0["weightKg"] as? Double } == [20, 50, 72.5])
            #expect(warmup.map { $0["reps"] as? Int } == [8, 5, 3])
            #expect((bench["plates"] as? [String: Any])?["perSide"] as? [Double] == [25, 15])
            let pushUp = try #require((plan["exercises"] as? [[String: Any]])?.last)
            #expect(pushUp["warmup"] == nil && pushUp["plates"] == nil)

            let lines = [
                commandLine("start", "start", at: 0, ["date": Self.day]),
                commandLine("w1", "completeSet", at: 60, ["setId": "1.w1", "reps": 8, "weightKg": 20]),
                commandLine("s1", "completeSet", at: 300, ["setId": "1.1", "reps": 6, "weightKg": 100]),
            ]
            let applied = try await run(["session", "apply"], db: db, stdin: Data(lines.joined(separator: "\n").utf8))
            let codes = try applied.stdout.split(separator: "\n").map { try ReplyJSON(String($0)).reasonCode ?? "ok" }
            #expect(codes == ["ok", "ok", "ok"], "\(applied)")
            let status = try await run(["session", "status", "--json"], db: db).jsonObject()
            let sets = try #require((status["exercises"] as? [[String: Any]])?.first?["sets"] as? [[String: Any]])
            #expect(sets.map { $0["setId"] as? String } == ["1.w1", "1.w2", "1.w3", "1.1", "1.2", "1.3"])
            #expect(sets.map { $0["kind"] as? String } == ["warmup", "warmup", "warmup", "normal", "normal", "normal"])
        }
    }
}
