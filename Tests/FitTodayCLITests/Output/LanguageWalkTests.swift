import FitTodayDomain
import FitTodayLocalization
import Foundation
import FitTodayTestSupport
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Every command's human output, walked in both languages: no string of the other language's table may appear.
@Suite("pt-BR all the way (and English all the way)")
struct LanguageWalkTests {
    /// The fixed pieces of every message and vocabulary name of `other` that `language`'s table does not also use
    /// (shared words such as "ok", "RIR", "LLM", "Core" or "Kettlebell" are left out).
    static func foreignPieces(in language: Language, from other: Language) -> [String] {
        let own = Messages(language)
        let foreign = Messages(other)
        let ownText = (templates(own) + names(own)).joined(separator: "\n").lowercased()
        var pieces = Set<String>()
        for text in templates(foreign) + names(foreign) {
            let fragments = text.replacingOccurrences(of: #"\{[0-9]+\}"#, with: "\n", options: .regularExpression)
                .replacingOccurrences(of: #" {2,}"#, with: "\n", options: .regularExpression)
                .split(separator: "\n")
            for fragment in fragments {
                let piece = fragment.trimmingCharacters(in: CharacterSet.letters.inverted)
                guard piece.filter(\.isLetter).count >= 4, !ownText.contains(piece.lowercased()) else { continue }
                pieces.insert(piece)
            }
        }
        return pieces.sorted()
    }

    /// Every message of every table (general, sessions, trainer, history), placeholders left in.
    static func templates(_ say: Messages) -> [String] {
        Message.allCases.map(say.template) + SessionMessage.allCases.map(say.template)
            + TrainerMessage.allCases.map(say.template) + HistoryMessage.allCases.map(say.template)
            + UserMessage.allCases.map(say.template) + ServerMessage.allCases.map(say.template)
            + StoreMessage.allCases.map(say.template) + LiveMessage.allCases.map(say.template)
            + WarmupMessage.allCases.map(say.template)
            + BlockMessage.allCases.map(say.template) + FormatMessage.allCases.map(say.template)
    }

    static func names(_ say: Messages) -> [String] {
        Muscle.allCases.map(say.name) + Equipment.allCases.map(say.name) + Split.allCases.map(say.name)
            + MovementPattern.allCases.map(say.name) + Level.allCases.map(say.name) + Mechanics.allCases.map(say.name)
            + RestClass.allCases.map(say.name) + ExerciseCategory.allCases.map(say.name) + Tier.allCases.map(say.name)
            + ExerciseRole.allCases.map(say.name) + Energy.allCases.map(say.name) + Goal.allCases.map(say.name)
            + TrainingGroup.allCases.map(say.name) + ExerciseMedia.Kind.allCases.map(say.name)
            + ["bodyweight", "home-dumbbells", "home-kettlebell", "minimal", "home-gym", "full-gym"].map(say.profileName)
    }

    /// Whether `piece` occurs in `text` as whole words (case ignored); ids such as `barbell-bench-press` are one
    /// word, so an English slug never counts as the English word inside it.
    static func occurs(_ piece: String, in text: String) -> Bool {
        let pattern = #"(?<![\p{L}\p{N}_-])"# + NSRegularExpression.escapedPattern(for: piece) + #"(?![\p{L}\p{N}_-])"#
        return text.range(of: pattern, options: [.regularExpression, .caseInsensitive]) != nil
    }

    /// The catalog's exercise names and descriptions: content, not interface (exercise names keep the words
    /// Brazilian gyms use, and an English page shows the pt-BR text, marked, where no English text exists).
    static func catalogContent() async throws -> [String] {
        let exercises = try await CLI.run(["catalog", "list", "--json"]).jsonArray()
        return exercises.flatMap { exercise in
            ["name", "nameEn", "description"].compactMap { exercise[$0] as? String } + (exercise["aliases"] as? [String] ?? [])
        }.sorted { $0.count > $1.count }
    }

    /// What a person sees from every command, in `lang`: tables, summaries, notes, errors, help, the HTML report.
    static func outputs(_ lang: String, scratch: Scratch) async throws -> [(String, String)] {
        let db = scratch.newDB()
        let report = scratch.url("report-\(lang).html")
        let wgerInput = scratch.url("exerciseinfo.json")
        try Data(#"{"results": []}"#.utf8).write(to: wgerInput)
        let runs: [[String]] = [
            ["generate", "--date", "2026-11-20", "--db", db, "--verbose"],
            ["generate", "--date", "2026-11-21", "--db", db, "--energy", "tired", "--focus", "chest,triceps"],
            ["generate", "--date", "2026-11-21", "--db", db, "--focus", "legs"],
            ["generate", "--db", db, "--profile", "bodyweight", "--minutes", "90"],
            ["batch", "--count", "15", "--date", "2026-01-01", "--profile", "full-gym,minimal", "--report", report.path],
            ["catalog", "list", "--muscle", "chest"],
            ["catalog", "search", "supino"],
            ["catalog", "show", "barbell-bench-press"],
            ["catalog", "show", "farmers-walk"],
            ["catalog", "check"],
            ["wger", "import", "--file", wgerInput.path, "--out", scratch.url("overlay.json").path],
            ["generate", "--focus", "pushh"], ["generate", "--goal", "bulk"], ["generate", "--minutes", "abc"],
            ["generate", "--bogus"], ["batch"], ["batch", "--count", "0"], ["frobnicate"],
            ["catalog", "show", "no-such-thing"], ["generate", "--date", "2026-02-30"],
            ["batch", "--count", "5", "--csv", scratch.url("missing/x.csv").path],
            ["wger", "import", "--file", "/no/such/file.json"],
            ["--help"], ["generate", "--help"], ["batch", "--help"], ["catalog", "show", "--help"],
            ["catalog", "check", "--help"], ["wger", "import", "--help"], ["wger", "sanitize", "--help"],
            ["session", "start", "--date", "2026-11-22", "--db", db], ["session", "start", "--date", "2026-11-22", "--db", db],
            ["session", "status", "--db", db], ["session", "events", "--db", db],
            ["session", "status", "--session", "nope", "--db", db], ["session", "--help"], ["session", "apply", "--help"],
            ["train", "--help"], ["train", "--db", db],
            ["users", "list", "--db", db], ["users", "add", "walker", "--db", db], ["users", "list", "--db", db],
            ["users", "add", "walker", "--db", db], ["users", "revoke", "nobody", "--db", db], ["users", "--help"],
            ["history", "list", "--help"], ["history", "list", "--db", db, "--postgres", "postgres://u@h/x"],
            ["history", "list", "--postgres", "postgres://u:p@/x"], ["users", "list", "--postgres", "postgres://u@127.0.0.1:9/x"],
        ]
        var outputs: [(String, String)] = []
        for arguments in runs {
            let result = try await CLI.run(arguments + ["--lang", lang])
            outputs.append((arguments.joined(separator: " "), result.stdout + "\n" + result.stderr))
        }
        let lines = ["{broken", #"{"commandId":"x","deviceId":"cli","type":"warp"}"#,
                     #"{"commandId":"y","deviceId":"cli","type":"completeSet","setId":"1.1","reps":"ten"}"#,
                     #"{"commandId":"z","deviceId":"cli","type":"finish","rating":9}"#].joined(separator: "\n")
        let applied = try await CLI.run(["session", "apply", "--db", db, "--lang", lang], stdin: Data(lines.utf8))
        // The replies are JSON with English keys, like every --json: their words are the `message` of each.
        let messages = applied.stdout.split(separator: "\n").compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["message"] as? String
        }
        #expect(messages.count == 4)
        outputs.append(("session apply", messages.joined(separator: "\n") + "\n" + applied.stderr))
        let page = try String(contentsOf: report, encoding: .utf8)
        let document = try #require(MarkupDocument(page))
        outputs.append(("batch --report", document.elements.filter { $0.name != "style" }.map(\.text).joined(separator: "\n")))
        return outputs
    }

    @Test("no English in pt-BR output, no Portuguese in English output", arguments: [Language.ptBR, .en])
    func walk(_ language: Language) async throws {
        let other: Language = language == .en ? .ptBR : .en
        let pieces = Self.foreignPieces(in: language, from: other)
        #expect(pieces.count > 300, "the other table has many pieces of its own: \(pieces.count)")
        let content = try await Self.catalogContent()
        try await withScratch { scratch in
            for (command, output) in try await Self.outputs(language.rawValue, scratch: scratch) {
                // Values in quotes are what the person typed, or an id suggested for it: theirs, not ours.
                // Paths are the person's too.
                var text = output.replacingOccurrences(of: #"'[^'\n]*'"#, with: "''", options: .regularExpression)
                    .replacingOccurrences(of: #"/[^\s:)]+"#, with: "/", options: .regularExpression)
                    // Subcommand names listed in help are the command's words in every language.
                    .replacingOccurrences(of: #"(?m)^  [a-z-]+(?= {2,})"#, with: "  ", options: .regularExpression)
                for item in content where text.contains(item) { text = text.replacingOccurrences(of: item, with: " ") }
                let found = pieces.filter { Self.occurs($0, in: text) }
                #expect(found.isEmpty, "\(language.rawValue) \(command): \(found)\n\(output)")
            }
        }
    }

    @Test("the walk would notice: English pieces are found in an English table")
    func walkNotices() {
        let pieces = Self.foreignPieces(in: .ptBR, from: .en)
        #expect(pieces.contains { Self.occurs($0, in: "Diversity: 100% new vs. the last 3 workouts") })
        #expect(!pieces.contains { Self.occurs($0, in: "Diversidade: 100% de exercícios novos · barbell-bench-press") })
    }
}
