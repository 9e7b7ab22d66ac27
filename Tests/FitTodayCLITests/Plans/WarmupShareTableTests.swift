import FitTodayDomain
import Foundation
import FitTodayTestSupport
import Testing

/// A recorded plan whose main lift has no suggested weight yet (a first exposure): the table shows the ramp in
/// shares of the working weight the person picks, in each language; `--json` carries `share` without `weightKg`;
/// the session enters warm-up sets with no target weight. A ramp to the bar alone shows the movement without load.
@Suite("warm-ups in shares of a working weight not known yet")
struct WarmupShareTableTests {
    static let day = "2026-11-21"

    func recorded(_ scratch: Scratch, ramp: [WarmupStep], weightKg: Double?) throws -> String {
        let db = scratch.newDB()
        var bench = HistoryFixture.bench
        bench.mainLift = true
        bench.suggestedWeightKg = weightKg
        bench.warmup = ramp
        try HistoryFixture(path: db).record(Self.day, focus: "push", [bench, HistoryFixture.pushUp])
        return db
    }

    func run(_ arguments: [String], db: String, stdin: Data? = nil) async throws -> CLIResult {
        let result = try await CLI.run(arguments + ["--db", db], environment: HistoryFixture.environment, stdin: stdin)
        #expect(result.status == 0, "\(result)")
        return result
    }

    func rampLine(_ text: String) throws -> String {
        let lines = text.split(separator: "\n").map(String.init)
        let row = try #require(lines.firstIndex { $0.hasPrefix(" 1 ") }, "\(text)")
        return lines[row + 1].trimmingCharacters(in: .whitespaces)
    }

    @Test("the share ramp in pt-BR and in English, the JSON steps, and the session's warm-up sets without weight")
    func shares() async throws {
        try await withScratch { scratch in
            let ramp: [WarmupStep] = [.share(0.5, reps: 8), .share(0.7, reps: 5), .share(0.85, reps: 3)]
            let db = try recorded(scratch, ramp: ramp, weightKg: nil)
            let portuguese = try await run(["generate", "--date", Self.day], db: db).stdout
            let english = try await run(["generate", "--date", Self.day, "--lang", "en"], db: db).stdout
            #expect(try rampLine(portuguese) == "↳ aquecimento (% da carga que você escolher): ~50%×8 · ~70%×5 · ~85%×3")
            #expect(try rampLine(english) == "↳ warm-up (% of the load you pick): ~50%×8 · ~70%×5 · ~85%×3")

            let plan = try await run(["generate", "--date", Self.day, "--json"], db: db).jsonObject()
            let bench = try #require((plan["exercises"] as? [[String: Any]])?.first)
            let steps = try #require(bench["warmup"] as? [[String: Any]])
            #expect(steps.map { $0["share"] as? Double } == [0.5, 0.7, 0.85])
            #expect(steps.allSatisfy { $0["weightKg"] == nil }, "\(steps)")

            let start = commandLine("start", "start", at: 0, ["date": Self.day])
            let applied = try await run(["session", "apply"], db: db, stdin: Data(start.utf8))
            #expect(try ReplyJSON(String(applied.stdout.split(separator: "\n")[0])).reasonCode == nil, "\(applied)")
            let status = try await run(["session", "status", "--json"], db: db).jsonObject()
            let sets = try #require((status["exercises"] as? [[String: Any]])?.first?["sets"] as? [[String: Any]])
            let warmups = sets.filter { $0["kind"] as? String == "warmup" }
            #expect(warmups.map { $0["setId"] as? String } == ["1.w1", "1.w2", "1.w3"])
            #expect(warmups.allSatisfy { ($0["target"] as? [String: Any])?["weightKg"] == nil }, "\(warmups)")
        }
    }

    @Test("a working weight that is the bar alone: one set without load, in both languages")
    func unloaded() async throws {
        try await withScratch { scratch in
            let db = try recorded(scratch, ramp: [WarmupStep(weightKg: 0, reps: 8)], weightKg: 20)
            let portuguese = try await run(["generate", "--date", Self.day], db: db).stdout
            let english = try await run(["generate", "--date", Self.day, "--lang", "en"], db: db).stdout
            #expect(try rampLine(portuguese) == "↳ aquecimento (kg): sem carga×8")
            #expect(try rampLine(english) == "↳ warm-up (kg): no load×8")
        }
    }
}
