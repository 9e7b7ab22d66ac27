import FitTodayDomain
import Foundation
import FitTodayTestSupport
import Testing

@Suite("fittoday generate")
struct GenerateCommandTests {
    static let day = "2026-11-22"

    @Test("prints a pt-BR table by default")
    func portugueseTable() async throws {
        try await withScratch { scratch in
            let result = try await CLI.run(["generate", "--date", Self.day, "--db", scratch.newDB()])
            expectSuccess(result)
            let lines = result.stdoutLines
            #expect(result.stdout.hasPrefix("Treino de 22/11/2026 · "), "a past day is named by its date: \(result)")
            #expect(lines.contains { $0.contains("Exercício") && $0.contains("Séries × alvo") }, "\(result)")
            #expect(lines.contains { $0.hasPrefix("Diversidade:") }, "\(result)")
            #expect(lines.contains("Bloco 1 · semana 1 de 5 · acúmulo"), "a first plan opens block 1: \(result)")
            #expect(!result.stdout.contains("Exercise "), "\(result)")
        }
    }

    @Test("prints an English table with --lang en")
    func englishTable() async throws {
        try await withScratch { scratch in
            let result = try await CLI.run(["generate", "--date", Self.day, "--lang", "en", "--db", scratch.newDB()])
            expectSuccess(result)
            let lines = result.stdoutLines
            #expect(result.stdout.hasPrefix("Workout for 2026-11-22 · "), "\(result)")
            #expect(lines.contains { $0.contains("Exercise") && $0.contains("Sets × target") }, "\(result)")
            #expect(lines.contains { $0.hasPrefix("Diversity:") }, "\(result)")
            #expect(lines.contains("Block 1 · week 1 of 5 · accumulation"), "\(result)")
            #expect(!result.stdout.contains("Exercício"), "\(result)")
            #expect(!result.stdout.contains("Diversidade"), "\(result)")
        }
    }

    @Test("generate is the default subcommand")
    func defaultSubcommand() async throws {
        try await withScratch { scratch in
            let implicit = try await CLI.run(["--date", Self.day, "--json", "--seed", "5", "--db", scratch.newDB()])
            let explicit = try await CLI.run(["generate", "--date", Self.day, "--json", "--seed", "5", "--db", scratch.newDB()])
            expectSuccess(implicit)
            expectSuccess(explicit)
            #expect(try PlanJSON(implicit) == PlanJSON(explicit))
        }
    }

    @Test("--json prints the plan object with every documented key")
    func jsonShape() async throws {
        try await withScratch { scratch in
            let result = try await CLI.run(["generate", "--date", Self.day, "--json", "--db", scratch.newDB()])
            expectSuccess(result)
            let object = try result.jsonObject()
            #expect(Set(object.keys).subtracting(["shorter"])
                == ["id", "date", "title", "focus", "estimatedMinutes", "exercises", "block", "generation"])
            #expect(object["date"] as? String == Self.day)
            let block = try #require(object["block"] as? [String: Any])
            #expect(block["number"] as? Int == 1 && block["week"] as? Int == 1 && block["weeks"] as? Int == 5)
            #expect(block["phase"] as? String == "accumulation")
            #expect((object["id"] as? String)?.isEmpty == false)
            #expect((object["title"] as? String)?.isEmpty == false)
            #expect((object["focus"] as? [String])?.isEmpty == false)
            #expect(object["estimatedMinutes"] is NSNumber)

            let exercises = try #require(object["exercises"] as? [[String: Any]])
            #expect(!exercises.isEmpty)
            for item in exercises {
                let units = Set(item.keys).intersection(["reps", "seconds", "meters"])
                #expect(units.count == 1, "one of reps, seconds or meters: \(item.keys)")
                // Effort (reps in reserve) only for work counted in repetitions: not for holds and carries.
                let required = Set([
                    "exerciseId", "name", "sets", "restSeconds", "role", "tier", "primaryMuscles", "equipment",
                    "description", "descriptionLanguage", "media", "why",
                ]).union(units == ["reps"] ? ["effort"] : [])
                let optional: Set = [
                    "perSide", "kept", "mainLift", "attribution", "suggestedWeightKg", "warmup", "plates", "perHand",
                    "equipmentAnyOf",
                ]
                #expect(Set(item.keys).subtracting(units).subtracting(optional) == required)
                let target = try #require(item[units.first ?? "reps"] as? [String: Any])
                #expect(Set(target.keys) == ["min", "max"])
                let media = try #require(item["media"] as? [String: Any])
                #expect(["video", "gif", "image", "placeholder"].contains(media["kind"] as? String ?? ""))
                #expect(media["source"] is String)
                #expect((item["description"] as? String)?.isEmpty == false)
                #expect(item["primaryMuscles"] is [String])
                #expect(item["equipment"] is [String])
                #expect((item["why"] as? [String])?.isEmpty == false, "every exercise says why")
            }

            let generation = try #require(object["generation"] as? [String: Any])
            #expect(Set(["source", "seed", "attempts", "diversity", "fallbackReason"]).isSubset(of: Set(generation.keys)))
            #expect(generation["source"] as? String == "local")
            #expect(generation["fallbackReason"] is NSNull, "fallbackReason must be present as null")
            let diversity = try #require(generation["diversity"] as? [String: Any])
            #expect(Set(diversity.keys) == ["ratio", "threshold", "repeated", "bestAchievable"])

            let plan = try PlanJSON(result)
            #expect(plan.generation.diversity.threshold == 0.6)
            #expect((0...1).contains(plan.generation.diversity.ratio))
            #expect(plan.generation.diversity.repeated.isEmpty, "a fresh history repeats nothing")
            #expect(plan.generation.diversity.ratio == 1)
            #expect(Set(plan.exerciseIds).count == plan.exercises.count, "no exercise twice in a plan")
            for item in plan.exercises {
                #expect(item.sets >= 1)
                #expect(item.target.min >= 1 && item.target.min <= item.target.max)
                #expect(item.restSeconds > 0)
                #expect(!item.primaryMuscles.isEmpty)
                #expect(!item.name.isEmpty)
            }
        }
    }

    @Test("the same inputs give the same plan in two fresh histories", arguments: [
        ["--seed", "42"],
        ["--seed", "42", "--lang", "en"],
        ["--seed", "7", "--profile", "full-gym", "--focus", "push"],
        ["--seed", "99", "--profile", "bodyweight", "--energy", "tired", "--minutes", "20", "--level", "beginner"],
        ["--profile", "home-gym", "--goal", "strength"],
    ])
    func deterministic(options: [String]) async throws {
        try await withScratch { scratch in
            let arguments = ["generate", "--date", Self.day, "--json"] + options
            let first = try await CLI.run(arguments + ["--db", scratch.newDB("a")])
            let second = try await CLI.run(arguments + ["--db", scratch.newDB("b")])
            expectSuccess(first)
            expectSuccess(second)
            #expect(try canonicalJSON(first.stdoutData) == canonicalJSON(second.stdoutData), "same plan, field by field")
            if let seed = options.firstIndex(of: "--seed").map({ options[$0 + 1] }) {
                #expect(try PlanJSON(first).generation.seed == UInt64(seed))
            }
            #expect(first.stdoutData == second.stdoutData, "byte-identical --json output")
        }
    }

    @Test("re-running a day prints the recorded plan; --new records a different one")
    func rerunAndNew() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            let arguments = ["generate", "--date", Self.day, "--json", "--db", db]
            let first = try await CLI.run(arguments)
            let again = try await CLI.run(arguments)
            expectSuccess(first)
            expectSuccess(again)
            #expect(try canonicalJSON(first.stdoutData) == canonicalJSON(again.stdoutData))

            let replaced = try await CLI.run(arguments + ["--new"])
            expectSuccess(replaced)
            let old = try PlanJSON(first), new = try PlanJSON(replaced)
            #expect(new.date == Self.day)
            #expect(old.id != new.id || old.exerciseIds != new.exerciseIds, "--new must record a different plan")

            // The replacement is now the day's plan.
            let afterwards = try await CLI.run(arguments)
            expectSuccess(afterwards)
            #expect(try PlanJSON(afterwards) == new)
        }
    }

    @Test("re-running with another --lang shows the same recorded plan, translated")
    func rerunInOtherLanguage() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            let portuguese = try await CLI.run(["generate", "--date", Self.day, "--json", "--db", db])
            let english = try await CLI.run(["generate", "--date", Self.day, "--json", "--lang", "en", "--db", db])
            expectSuccess(portuguese)
            expectSuccess(english)
            let pt = try PlanJSON(portuguese), en = try PlanJSON(english)
            #expect(pt.id == en.id)
            #expect(pt.exerciseIds == en.exerciseIds)
            #expect(pt.exercises.map(\.name) != en.exercises.map(\.name), "names follow --lang")
        }
    }

    @Test("re-running with other options keeps the recorded plan and warns on one stderr line")
    func rerunWithOtherOptions() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            let first = try await CLI.run(["generate", "--date", Self.day, "--json", "--focus", "push", "--db", db])
            let other = try await CLI.run(["generate", "--date", Self.day, "--json", "--focus", "pull", "--db", db])
            expectSuccess(first)
            #expect(other.status == 0, "\(other)")
            #expect(try PlanJSON(other) == PlanJSON(first))
            #expect(other.stderrLines.count == 1, "\(other)")
            #expect(other.stderr.hasPrefix("fittoday: "), "\(other)")
            #expect(other.stderr.contains("--new"), "\(other)")
        }
    }

    @Test("the block is recorded with each plan: a new calendar week is the next block week, a long break a new block")
    func blocksAcrossWeeks() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            func block(_ date: String) async throws -> TrainingBlock? {
                let result = try await CLI.run(
                    ["generate", "--date", date, "--profile", "full-gym", "--level", "advanced", "--json", "--db", db])
                expectSuccess(result)
                struct Placed: Decodable { var block: TrainingBlock? }
                return try JSONDecoder().decode(Placed.self, from: result.stdoutData).block
            }
            // 2026-11-22 is a Sunday: the Monday after opens week 2; 5 weeks without training start block 2.
            let blocks = [
                try await block("2026-11-22"), try await block("2026-11-23"), try await block("2026-11-25"),
                try await block("2027-01-04"),
            ]
            #expect(blocks == [
                TrainingBlock(number: 1, week: 1, weeks: 4, phase: .accumulation),
                TrainingBlock(number: 1, week: 2, weeks: 4, phase: .accumulation),
                TrainingBlock(number: 1, week: 2, weeks: 4, phase: .accumulation),
                TrainingBlock(number: 2, week: 1, weeks: 4, phase: .accumulation),
            ])
        }
    }

    @Test("--date plans: each day is recorded, and a day only sees earlier days as history")
    func datePlanning() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            func generate(_ date: String, _ extra: [String] = []) async throws -> PlanJSON {
                let result = try await CLI.run(
                    ["generate", "--date", date, "--profile", "full-gym", "--json", "--db", db] + extra)
                expectSuccess(result)
                return try PlanJSON(result)
            }
            let day20 = try await generate("2026-11-20")
            let day21 = try await generate("2026-11-21")
            let day22 = try await generate("2026-11-22")
            // A later day, recorded before 22 is replaced: it must not count as 22's history.
            let day23 = try await generate("2026-11-23", ["--focus", day22.focus.joined(separator: ",")])
            #expect([day20.date, day21.date, day22.date, day23.date] == ["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23"])

            let day21Again = try await generate("2026-11-21")
            #expect(day21Again == day21, "the recorded plan for 2026-11-21 comes back")

            let replaced = try await generate("2026-11-22", ["--new"])
            #expect(replaced.id != day22.id || replaced.exerciseIds != day22.exerciseIds)
            let earlier = Set(day20.exerciseIds).union(day21.exerciseIds)
            let expectedRepeated = replaced.exerciseIds.filter(earlier.contains)
            let verdict = replaced.generation.diversity
            #expect(verdict.repeated == expectedRepeated, "repeated = exercises also in 2026-11-20/21, nothing else")
            let expectedRatio = Double(replaced.exercises.count - expectedRepeated.count) / Double(replaced.exercises.count)
            #expect(abs(verdict.ratio - expectedRatio) < 1e-9)
            #expect(verdict.ratio >= 0.6)
        }
    }

    @Test("--profile bodyweight plans use no equipment", arguments: [nil, "push", "pull", "legs", "core"])
    func bodyweightProfile(focus: String?) async throws {
        try await withScratch { scratch in
            var arguments = ["generate", "--date", Self.day, "--profile", "bodyweight", "--json", "--db", scratch.newDB()]
            if let focus { arguments += ["--focus", focus] }
            let result = try await CLI.run(arguments)
            expectSuccess(result)
            let plan = try PlanJSON(result)
            #expect(!plan.exercises.isEmpty)
            for item in plan.exercises {
                #expect(item.equipment.isEmpty, "\(item.exerciseId) needs \(item.equipment)")
            }
        }
    }

    @Test("--equipment limits every exercise to the listed items", arguments: [
        "dumbbell,bench", "dumbbell", "kettlebell,resistance-band", "pull-up-bar,resistance-band", "barbell,squat-rack,bench",
    ])
    func equipmentRespected(equipment: String) async throws {
        try await withScratch { scratch in
            let allowed = Set(equipment.split(separator: ",").map(String.init))
            let db = scratch.newDB()
            for (offset, date) in ["2026-11-20", "2026-11-21", "2026-11-22"].enumerated() {
                let result = try await CLI.run(
                    ["generate", "--date", date, "--equipment", equipment, "--json", "--seed", String(offset), "--db", db])
                expectSuccess(result)
                let plan = try PlanJSON(result)
                #expect(!plan.exercises.isEmpty)
                for item in plan.exercises {
                    #expect(Set(item.equipment).isSubset(of: allowed), "\(item.exerciseId) needs \(item.equipment)")
                }
            }
        }
    }

    @Test("every profile in Config/equipment-profiles.json is respected", arguments: Fixtures.profileNames)
    func profileRespected(profile: String) async throws {
        try await withScratch { scratch in
            let allowed = Set(try #require(Fixtures.profiles()[profile]))
            let result = try await CLI.run(
                ["generate", "--date", Self.day, "--profile", profile, "--json", "--db", scratch.newDB()])
            expectSuccess(result)
            for item in try PlanJSON(result).exercises {
                #expect(Set(item.equipment).isSubset(of: allowed), "\(item.exerciseId) needs \(item.equipment)")
            }
        }
    }

    @Test("with no --focus, the day after legs is not another legs day", arguments: ["bodyweight", "home-dumbbells", "full-gym"])
    func recoveryFocus(profile: String) async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            let legs = try await CLI.run(
                ["generate", "--date", "2026-05-01", "--focus", "legs", "--profile", profile, "--json", "--db", db])
            expectSuccess(legs)
            #expect(try PlanJSON(legs).focus == ["legs"])
            let next = try await CLI.run(["generate", "--date", "2026-05-02", "--profile", profile, "--json", "--db", db])
            expectSuccess(next)
            let focus = try PlanJSON(next).focus
            #expect(!focus.isEmpty)
            #expect(!focus.contains("legs") && !focus.contains("lower"), "day 2 focus: \(focus)")
        }
    }

    @Test("FITTODAY_DB is used when --db is absent")
    func databaseFromEnvironment() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            let result = try await CLI.run(["generate", "--date", Self.day, "--json"], environment: ["FITTODAY_DB": db])
            expectSuccess(result)
            #expect(FileManager.default.fileExists(atPath: db))
            let again = try await CLI.run(["generate", "--date", Self.day, "--json", "--db", db])
            #expect(try PlanJSON(again) == PlanJSON(result))
        }
    }
}

/// Re-serializes JSON with sorted keys, so two documents compare by content.
func canonicalJSON(_ data: Data) throws -> Data {
    let object = try JSONSerialization.jsonObject(with: data)
    return try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
}

/// Facts read from the package's own data files.
enum Fixtures {
    static let profileNames = ["bodyweight", "home-dumbbells", "home-kettlebell", "minimal", "home-gym", "full-gym"]

    static func profiles() throws -> [String: [String]] {
        let data = try Data(contentsOf: CLI.packageRoot.appendingPathComponent("Config/equipment-profiles.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: [String]])
    }
}
