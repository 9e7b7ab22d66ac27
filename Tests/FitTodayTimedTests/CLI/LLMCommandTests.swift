import Foundation
import TestHTTPServer
import FitTodayTestSupport
import Testing

/// `generate` and `batch --llm` against an in-process OpenAI-compatible server.
@Suite("CLI with an LLM")
struct LLMCommandTests {
    static let key = "sk-proj-CLIKEY0123456789abcdefSECRET"

    func llmEnvironment(_ server: ScriptedServer) -> [String: String] {
        ["OPENAI_API_KEY": Self.key, "OPENAI_BASE_URL": server.baseURL + "/v1", "OPENAI_MODEL": "fake-model"]
    }

    @Test func generateUsesTheLLMWhenConfigured() async throws {
        let server = try await ScriptedServer.start { .planFromSchema($0) }
        try await withScratch { scratch in
            let result = try await CLI.run(
                ["generate", "--date", "2026-11-22", "--json", "--db", scratch.newDB()],
                environment: llmEnvironment(server))
            #expect(result.status == 0, "\(result)")
            let plan = try result.jsonObject()
            let generation = try #require(plan["generation"] as? [String: Any])
            #expect(generation["source"] as? String == "llm")
            #expect(generation["model"] as? String == "fake-model")
            #expect((generation["attempts"] as? [Any])?.count == 1)
            #expect(generation["fallbackReason"] is NSNull)
            #expect(server.requests.count == 1)
            #expect(server.requests[0].headers["authorization"] == "Bearer \(Self.key)")
            #expect(result.stderrLines.allSatisfy(isSavedNote), "\(result)")
        }
    }

    @Test func offlineNeverCallsTheServer() async throws {
        let server = try await ScriptedServer.start { .planFromSchema($0) }
        try await withScratch { scratch in
            let result = try await CLI.run(
                ["generate", "--offline", "--json", "--db", scratch.newDB()], environment: llmEnvironment(server))
            #expect(result.status == 0, "\(result)")
            let generation = try #require(try result.jsonObject()["generation"] as? [String: Any])
            #expect(generation["source"] as? String == "local")
            #expect(server.requests.isEmpty)
        }
    }

    @Test func aFallbackIsAnnouncedInOneLineAndTheKeyNeverShows() async throws {
        let server = try await ScriptedServer.start { _ in
            .apiError(status: 401, code: "invalid_api_key", message: "Incorrect API key provided: \(Self.key)")
        }
        try await withScratch { scratch in
            for arguments in [["generate", "--json"], ["generate"]] {
                let result = try await CLI.run(
                    arguments + ["--new", "--db", scratch.url("h.sqlite").path, "--lang", "en"],
                    environment: llmEnvironment(server))
                #expect(result.status == 0, "\(result)")
                let notes = result.stderrLines.filter { !isSavedNote($0) }
                #expect(notes == ["fittoday: LLM plan not used, local plan instead (key refused)"], "\(result)")
                #expect(!result.stdout.contains("CLIKEY") && !result.stderr.contains("CLIKEY"))
            }
        }
    }

    @Test func batchLLMReportsTheLLMFigures() async throws {
        let server = try await ScriptedServer.start { .planFromSchema($0) }
        server.enqueue(.chatCompletion(content: "{}"), .apiError(status: 401, message: "bad key \(Self.key)"))
        try await withScratch { scratch in
            let reportPath = scratch.url("report.html").path
            let csvPath = scratch.url("plans.csv").path
            let result = try await CLI.run(
                ["batch", "--llm", "--count", "5", "--seed", "3", "--json", "--report", reportPath, "--csv", csvPath, "--lang", "en"],
                environment: llmEnvironment(server))
            #expect(result.status == 0, "\(result)")
            let summary = try result.jsonObject()
            let llm = try #require(summary["llm"] as? [String: Any])
            #expect(llm["plans"] as? Int == 5)
            #expect(llm["attempts"] as? Int == server.requests.count)
            #expect(llm["firstAttemptPassRate"] as? Double == 0.8)
            #expect((llm["fallbackReasons"] as? [String: Int])?["auth"] == 1)
            #expect((llm["rejections"] as? [String: Int])?["schema-violation"] == 1)
            #expect((llm["latencyMilliseconds"] as? [String: Int])?["p95"] != nil)
            #expect((llm["tokens"] as? [String: Any])?["total"] as? Int == 160 * (server.requests.count - 1))
            #expect((summary["sources"] as? [String: Int]) == ["llm": 4, "local": 1])
            let report = try String(contentsOfFile: reportPath, encoding: .utf8)
            let csv = try String(contentsOfFile: csvPath, encoding: .utf8)
            #expect(report.contains("LLM first try"))
            #expect(csv.contains(",local,2,auth: HTTP 401"))
            for text in [result.stdout, result.stderr, report, csv] { #expect(!text.contains("CLIKEY")) }
        }
    }

    @Test func theDeadlineComesFromTheEnvironment() async throws {
        // A model that answers in 3 s: within the default 10 s, past a 1 s deadline from the environment.
        let server = try await ScriptedServer.start { request in
            var reply = ScriptedServer.Reply.planFromSchema(request)
            reply.delay = .seconds(3)
            return reply
        }
        try await withScratch { scratch in
            var environment = llmEnvironment(server)
            environment["FITTODAY_LLM_DEADLINE_SECONDS"] = "1"
            let cut = try await CLI.run(
                ["generate", "--json", "--db", scratch.newDB()], environment: environment)
            let generation = try #require(try cut.jsonObject()["generation"] as? [String: Any])
            #expect(generation["source"] as? String == "local", "\(cut)")
            #expect((generation["fallbackReason"] as? String)?.hasPrefix("timeout") == true, "\(generation)")

            environment["FITTODAY_LLM_DEADLINE_SECONDS"] = "soon"
            let bad = try await CLI.run(["generate", "--db", scratch.newDB()], environment: environment)
            expectOneLineError(bad, code: 64)
            #expect(bad.stderr.contains("FITTODAY_LLM_DEADLINE_SECONDS") && bad.stderr.contains("'soon'"), "\(bad)")
        }
    }

    @Test func batchLLMWithoutAnLLMIsAUsageError() async throws {
        let result = try await CLI.run(["batch", "--llm", "--count", "3", "--lang", "en"])
        #expect(result.status == 64)
        #expect(result.stderr == "fittoday: batch --llm needs an LLM: set OPENAI_API_KEY or OPENAI_BASE_URL\n")
    }
}

@Suite("CLI with a broken prompt file")
struct PromptFileErrorTests {
    @Test func aBrokenTemplateIsADataFileErrorNamingIt() async throws {
        try await withScratch { scratch in
            let home = scratch.url("home")
            try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
            for folder in ["Catalog", "Config", "Prompts"] {
                try FileManager.default.copyItem(
                    at: CLI.packageRoot.appendingPathComponent(folder), to: home.appendingPathComponent(folder))
            }
            try Data("{{#x}}\n".utf8).write(to: home.appendingPathComponent("Prompts/user.mustache"))
            let result = try await CLI.run(
                ["generate", "--db", scratch.newDB(), "--lang", "en"], home: home,
                environment: ["OPENAI_BASE_URL": "http://127.0.0.1:9/v1"])
            #expect(result.status == 65)
            #expect(result.stderr == "fittoday: prompt templates unreadable: Prompts/user.mustache: line 2, column 1: a section is never closed\n")
            // Offline, the prompts are not read at all.
            let offline = try await CLI.run(
                ["generate", "--offline", "--db", scratch.newDB()], home: home,
                environment: ["OPENAI_BASE_URL": "http://127.0.0.1:9/v1"])
            #expect(offline.status == 0)
        }
    }
}
