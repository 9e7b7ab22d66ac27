import Foundation
import FitTodayTestSupport
import Testing

@Suite("help that matches behaviour")
struct HelpTextTests {
    static let variables = [
        "FITTODAY_HOME", "FITTODAY_DB", "FITTODAY_POSTGRES_URL", "FITTODAY_WGER_OVERLAY", "FITTODAY_NO_CACHE", "FITTODAY_DB_SYNCHRONOUS", "FITTODAY_RATE_LIMIT", "FITTODAY_RATE_BURST", "FITTODAY_LOG_LEVEL", "XDG_DATA_HOME", "XDG_CACHE_HOME",
        "HOME", "OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_MODEL", "FITTODAY_LLM_DEADLINE_SECONDS",
        "FITTODAY_LLM_REQUEST_TIMEOUT_SECONDS", "LC_ALL", "LC_MESSAGES", "LANG", "COLUMNS",
    ]
    static let exitCodes = ["0", "64", "65", "69", "70", "73", "75"]

    @Test("the top level and generate --help list every environment variable and exit code, and when the LLM is used",
          arguments: [["--help"], ["generate", "--help"]])
    func reference(_ arguments: [String]) async throws {
        for (lang, llmWords) in [("pt-BR", "o LLM escreve o plano"), ("en", "the LLM writes the plan")] {
            let help = try await CLI.run(arguments + ["--lang", lang], environment: ["COLUMNS": "100"])
            #expect(help.status == 0, "\(help)")
            for variable in Self.variables { #expect(help.stdout.contains(variable), "\(lang) \(arguments): \(variable)") }
            let codes = help.stdout.split(separator: "\n").compactMap { line -> String? in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                return trimmed.split(separator: " ").first.map(String.init)
            }
            for code in Self.exitCodes { #expect(codes.contains(code), "\(lang) \(arguments): exit code \(code)") }
            if arguments.first == "generate" {
                #expect(help.stdout.replacingOccurrences(of: "\n", with: " ").contains(llmWords), "\(help)")
            }
        }
    }

    static let commands: [[String]] = [
        [], ["generate"], ["batch"], ["catalog"], ["catalog", "list"], ["catalog", "search"], ["catalog", "show"],
        ["catalog", "check"], ["wger"], ["wger", "import"], ["wger", "sanitize"],
        // The commands that take --db or --postgres (not `session apply`: its discussion shows a JSON line as is).
        ["session", "start"], ["session", "status"], ["session", "events"], ["train"], ["history", "list"],
        ["history", "show"], ["history", "records"], ["history", "export"], ["users", "add"], ["users", "list"],
        ["users", "revoke"],
    ]

    @Test("help wraps within the terminal width, in both languages", arguments: [60, 100])
    func wraps(_ columns: Int) async throws {
        for command in Self.commands {
            for lang in ["pt-BR", "en"] {
                let help = try await CLI.run(command + ["--help", "--lang", lang], environment: ["COLUMNS": "\(columns)"])
                #expect(help.status == 0, "\(help)")
                for line in help.stdoutLines {
                    #expect(line.count <= columns, "\(command) \(lang) at \(columns): \(line)")
                }
            }
        }
    }

    @Test("a list entry that wraps continues under its own column")
    func hangingIndent() async throws {
        let help = try await CLI.run(["--help", "--lang", "en"], environment: ["COLUMNS": "60"])
        let lines = help.stdoutLines
        let index = try #require(lines.firstIndex { $0.hasPrefix("  OPENAI_API_KEY") })
        let column = lines[index].distance(
            from: lines[index].startIndex, to: try #require(lines[index].range(of: "API key")).lowerBound)
        #expect(lines[index + 1].prefix(column).allSatisfy { $0 == " " } && lines[index + 1].count > column, "\(help)")
    }
}
