import Foundation
import FitTodayTestSupport
import Testing

/// A command line that must be refused as bad usage.
struct UsageCase: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    /// Pieces the one-line message must contain.
    var mentions: [String]
    /// `generate` takes --db; the other commands do not.
    var takesDatabase: Bool
    /// The locale the command runs in (`LANG`): the English table unless a case says otherwise.
    var locale: String

    init(_ arguments: [String], mentions: [String] = [], takesDatabase: Bool? = nil, locale: String = "en_US.UTF-8") {
        self.arguments = arguments
        self.mentions = mentions
        self.takesDatabase = takesDatabase ?? (arguments.first == "generate")
        self.locale = locale
    }

    var testDescription: String { arguments.joined(separator: " ") }
}

@Suite("bad usage: exit 64 and one stderr line")
struct UsageErrorTests {
    static let cases: [UsageCase] = [
        UsageCase(["generate", "--focus", "pecs"],
                  mentions: ["pecs", "valid:", "full-body", "push", "legs", "chest", "quadriceps", "back"]),
        UsageCase(["generate", "--focus", "push,chest"], mentions: ["push,chest"]),
        UsageCase(["generate", "--equipment", "hammer"], mentions: ["hammer", "dumbbell", "none"]),
        UsageCase(["generate", "--profile", "spaceship"], mentions: ["spaceship", "bodyweight", "full-gym"]),
        UsageCase(["generate", "--profile", "bodyweight,full-gym"], mentions: ["--profile"]),
        UsageCase(["generate", "--minutes", "5"], mentions: ["--minutes", "10", "180"]),
        UsageCase(["generate", "--minutes", "9"], mentions: ["--minutes"]),
        UsageCase(["generate", "--minutes", "181"], mentions: ["--minutes", "181"]),
        UsageCase(["generate", "--minutes", "abc"], mentions: ["abc"]),
        UsageCase(["generate", "--equipment", "dumbbell", "--profile", "bodyweight"], mentions: ["--equipment", "--profile"]),
        UsageCase(["generate", "--date", "2026-02-30"], mentions: ["2026-02-30"]),
        UsageCase(["generate", "--date", "11/22/2026"], mentions: ["11/22/2026"]),
        UsageCase(["generate", "--date", "2026/11/22"], mentions: ["2026/11/22"]),
        UsageCase(["generate", "--energy", "sleepy"], mentions: ["sleepy", "tired", "normal", "energized"]),
        UsageCase(["generate", "--level", "god"], mentions: ["god", "beginner"]),
        UsageCase(["generate", "--goal", "bulk"], mentions: ["bulk", "hypertrophy"]),
        UsageCase(["generate", "--lang", "fr"], mentions: ["fr", "pt-BR", "en"]),
        UsageCase(["generate", "--bogus"], mentions: ["--bogus"]),
        UsageCase(["frobnicate"], mentions: ["frobnicate"], takesDatabase: false),
        UsageCase(["batch", "--count", "0"], mentions: ["--count", "0"]),
        UsageCase(["batch", "--count", "1000001"], mentions: ["--count"]),
        UsageCase(["batch"], mentions: ["--count"]),
        UsageCase(["batch", "--count", "3", "--profile", "bodyweight,nope"], mentions: ["nope"]),
        UsageCase(["batch", "--count", "3", "--energy", "normal,sleepy"], mentions: ["sleepy"]),
        UsageCase(["batch", "--count", "3", "--date", "2026-13-01"], mentions: ["2026-13-01"]),
        UsageCase(["batch", "--count", "3", "--equipment", "dumbbell", "--profile", "full-gym"]),
        UsageCase(["catalog", "show", "nonexistent-thing"], mentions: ["nonexistent-thing"]),
        UsageCase(["catalog", "list", "--equipment", "hammer"], mentions: ["hammer"]),
        UsageCase(["catalog", "list", "--muscle", "push"], mentions: ["--muscle"]),
        UsageCase(["catalog", "list", "--lang", "fr"], mentions: ["fr"]),
        UsageCase(["catalog", "frobnicate"], mentions: ["frobnicate"]),
        // The same refusals for a Brazilian user, in pt-BR.
        UsageCase(["generate", "--focus", "pecs"], mentions: ["pecs", "válidos:", "peitoral", "empurrar"], locale: "pt_BR.UTF-8"),
        UsageCase(["generate", "--goal", "bulk"], mentions: ["bulk", "válidos:", "força", "hipertrofia"], locale: "pt_BR.UTF-8"),
        UsageCase(["generate", "--minutes", "abc"], mentions: ["'abc' não é válido", "--minutes"], locale: "pt_BR.UTF-8"),
        UsageCase(["generate", "--bogus"], mentions: ["opção desconhecida", "--bogus"], locale: "pt_BR.UTF-8"),
        UsageCase(["batch"], mentions: ["falta o argumento obrigatório", "--count"], locale: "pt_BR.UTF-8"),
        UsageCase(["frobnicate"], mentions: ["argumento inesperado", "frobnicate"], takesDatabase: false, locale: "pt_BR.UTF-8"),
        UsageCase(["generate", "--date", "31/02/2026"], mentions: ["AAAA-MM-DD", "DD/MM/AAAA"], locale: "pt_BR.UTF-8"),
    ]

    @Test(arguments: cases)
    func refused(_ usage: UsageCase) async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            let result = try await CLI.run(
                usage.arguments + (usage.takesDatabase ? ["--db", db] : []), environment: ["LANG": usage.locale])
            expectOneLineError(result, code: 64)
            for piece in usage.mentions {
                #expect(result.stderr.contains(piece), "stderr should mention '\(piece)': \(result)")
            }
        }
    }

    @Test("--help and --version succeed")
    func helpAndVersion() async throws {
        let help = try await CLI.run(["--help"])
        #expect(help.status == 0, "\(help)")
        for command in ["generate", "batch", "catalog"] {
            #expect(help.stdout.contains(command), "\(help)")
        }
        let version = try await CLI.run(["--version"])
        #expect(version.status == 0, "\(version)")
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0", "\(version)")
    }
}

/// How a test breaks a copy of the data files, and what the one-line error must then say.
struct DataDamage: Sendable, CustomTestStringConvertible {
    var name: String
    var mentions: [String]
    var apply: @Sendable (URL) throws -> Void

    var testDescription: String { name }

    static func editArray(_ file: String, _ edit: @escaping @Sendable (inout [[String: Any]]) -> Void)
        -> @Sendable (URL) throws -> Void {
        { home in
            let url = home.appendingPathComponent(file)
            var entries = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]])
            edit(&entries)
            try JSONSerialization.data(withJSONObject: entries, options: [.prettyPrinted]).write(to: url)
        }
    }

    static func editObject(_ file: String, _ edit: @escaping @Sendable (inout [String: Any]) -> Void)
        -> @Sendable (URL) throws -> Void {
        { home in
            let url = home.appendingPathComponent(file)
            var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
            edit(&object)
            try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted]).write(to: url)
        }
    }

    /// The id of entry `index` in the package's own Catalog/exercises/chest.json.
    static func chestId(_ index: Int) -> String {
        let url = CLI.packageRoot.appendingPathComponent("Catalog/exercises/chest.json")
        let entries = (try? JSONSerialization.jsonObject(with: Data(contentsOf: url))) as? [[String: Any]]
        return entries?[index]["id"] as? String ?? "?"
    }

    static let all: [DataDamage] = [
        DataDamage(
            name: "unknown primary muscle", mentions: ["Catalog/exercises/chest.json", "3", chestId(3), "primaryMuscles"],
            apply: editArray("Catalog/exercises/chest.json") { $0[3]["primaryMuscles"] = ["pecs"] }),
        DataDamage(
            name: "missing name", mentions: ["Catalog/exercises/chest.json", chestId(5), "name"],
            apply: editArray("Catalog/exercises/chest.json") { $0[5].removeValue(forKey: "name") }),
        DataDamage(
            name: "muscle both primary and secondary", mentions: ["Catalog/exercises/chest.json", chestId(2)],
            apply: editArray("Catalog/exercises/chest.json") { $0[2]["secondaryMuscles"] = $0[2]["primaryMuscles"] }),
        DataDamage(
            name: "empty description", mentions: ["Catalog/exercises/chest.json", chestId(0), "description"],
            apply: editArray("Catalog/exercises/chest.json") { $0[0]["description"] = "  " }),
        DataDamage(
            name: "id used twice", mentions: ["Catalog/exercises/core.json", chestId(0), "Catalog/exercises/chest.json"],
            apply: { home in
                // core.json is read after chest.json (files are read in name order).
                let folder = home.appendingPathComponent("Catalog/exercises")
                let chest = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("chest.json")))
                let core = folder.appendingPathComponent("core.json")
                var entries = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: core)) as? [Any])
                entries.append(try #require((chest as? [Any])?.first))
                try JSONSerialization.data(withJSONObject: entries, options: [.prettyPrinted]).write(to: core)
            }),
        DataDamage(
            name: "broken config JSON", mentions: ["Config/fittoday.json"],
            apply: { home in
                let url = home.appendingPathComponent("Config/fittoday.json")
                let text = try String(contentsOf: url, encoding: .utf8)
                try Data(text.prefix(text.count / 2).utf8).write(to: url)
            }),
        DataDamage(
            name: "config threshold out of range", mentions: ["Config/fittoday.json", "variation.threshold"],
            apply: editObject("Config/fittoday.json") { config in
                var variation = config["variation"] as? [String: Any] ?? [:]
                variation["threshold"] = 1.5
                config["variation"] = variation
            }),
        DataDamage(
            name: "unknown equipment in a profile", mentions: ["Config/equipment-profiles.json", "hammer"],
            apply: editObject("Config/equipment-profiles.json") { $0["garage"] = ["dumbbell", "hammer"] }),
        DataDamage(
            name: "blueprints missing", mentions: ["Catalog/blueprints.json"],
            apply: { home in try FileManager.default.removeItem(at: home.appendingPathComponent("Catalog/blueprints.json")) }),
    ]
}

@Suite("bad data files: exit 65 naming the file")
struct DataErrorTests {
    static let commands: [[String]] = [
        ["generate", "--date", "2026-11-22"],
        ["batch", "--count", "3", "--date", "2026-11-22"],
        ["catalog", "list"],
        ["catalog", "check"],
    ]

    @Test(arguments: DataDamage.all)
    func damagedDataFile(_ damage: DataDamage) async throws {
        try await withScratch { scratch in
            let home = try scratch.copyOfProject()
            try damage.apply(home)
            let db = scratch.newDB()
            for command in Self.commands {
                let result = try await CLI.run(
                    command + (command[0] == "generate" ? ["--db", db] : []), home: home, environment: ["LANG": "en_US.UTF-8"])
                expectOneLineError(result, code: 65)
                for piece in damage.mentions {
                    #expect(result.stderr.contains(piece), "\(command.joined(separator: " ")): stderr should mention '\(piece)': \(result)")
                }
                #expect(!result.stderr.contains(home.path), "paths are relative to the project folder: \(result)")
            }
            // The same problem for a Brazilian user: the file and entry named, the problem in pt-BR.
            let portuguese = try await CLI.run(["catalog", "list"], home: home)
            expectOneLineError(portuguese, code: 65)
            #expect(portuguese.stderr.hasPrefix("fittoday: arquivo de dados inválido "), "\(portuguese)")
            #expect(damage.mentions.filter { $0.contains("/") }.allSatisfy(portuguese.stderr.contains), "\(portuguese)")
            #expect(!FileManager.default.fileExists(atPath: db), "no history is written when the data files are bad")
        }
    }

    @Test("an unmodified copy of Catalog/ and Config/ works")
    func pristineCopy() async throws {
        try await withScratch { scratch in
            let home = try scratch.copyOfProject()
            let result = try await CLI.run(["generate", "--date", "2026-11-22", "--json", "--db", scratch.newDB()], home: home)
            expectSuccess(result)
        }
    }

    @Test("FITTODAY_HOME without Catalog/ and Config/ is a data error")
    func emptyHome() async throws {
        try await withScratch { scratch in
            let result = try await CLI.run(["catalog", "list"], home: scratch.root)
            expectOneLineError(result, code: 65)
        }
    }

    @Test("a history file that is not SQLite is reported by path and left untouched", arguments: [16, 4096, 100_000])
    func corruptHistory(size: Int) async throws {
        try await withScratch { scratch in
            let folder = scratch.url("history")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let db = folder.appendingPathComponent("history.sqlite").path
            var generator = SystemRandomNumberGenerator()
            var bytes = Data((0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) })
            bytes.replaceSubrange(0..<4, with: Data("junk".utf8))  // never a valid SQLite header
            try bytes.write(to: URL(fileURLWithPath: db))

            for arguments in [["generate", "--date", "2026-11-22"], ["generate", "--date", "2026-11-22", "--new", "--json"]] {
                let result = try await CLI.run(arguments + ["--db", db])
                expectOneLineError(result, code: 65)
                #expect(result.stderr.contains(db), "\(result)")
            }
            let viaEnvironment = try await CLI.run(["generate", "--date", "2026-11-22"], environment: ["FITTODAY_DB": db])
            expectOneLineError(viaEnvironment, code: 65)
            #expect(viaEnvironment.stderr.contains(db), "\(viaEnvironment)")

            #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == bytes, "the file's bytes must be unchanged")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["history.sqlite"],
                    "no journal or other file left beside it")
        }
    }
}
