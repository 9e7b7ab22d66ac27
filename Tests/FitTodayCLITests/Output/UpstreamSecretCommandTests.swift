import Foundation
import TestHTTPServer
import FitTodayTestSupport
import Testing

/// An OpenAI-compatible server that echoes the key in every field it can: the key reaches no output of
/// `generate`, no byte of the database, no answer of `POST /v1/plans` and no line of the service's log.
@Suite("The OpenAI key never leaves, whatever the server echoes")
struct UpstreamSecretCommandTests {
    static let key = "sk-proj-CanaryCLI4Hs8Kd2Lq6Wn0Zx3Vb"

    static func environment(_ server: ScriptedServer) -> [String: String] {
        ["OPENAI_API_KEY": key, "OPENAI_BASE_URL": server.baseURL + "/v1", "OPENAI_MODEL": "fake-model"]
    }

    /// A plan the schema allows, in a completion whose metadata carries the key.
    static func echoingPlan(_ request: ScriptedServer.Recorded) -> ScriptedServer.Reply {
        let members = request.schemaSlots.map { #""\#($0.key)":"\#($0.ids[0])""# }
        return .chatCompletionEchoing(key, content: "{" + members.joined(separator: ",") + "}")
    }

    /// Every file SQLite keeps for the database (`-wal` included), as text.
    static func databaseBytes(_ path: String) -> String {
        ["", "-wal", "-journal"].compactMap { FileManager.default.contents(atPath: path + $0) }
            .map { String(decoding: $0, as: UTF8.self) }.joined()
    }

    @Test func generateJSONAndTheDatabase() async throws {
        let server = try await ScriptedServer.start { Self.echoingPlan($0) }
        server.enqueue(.apiErrorEchoing(Self.key, status: 400), .apiErrorEchoing(Self.key, status: 403))
        try await withScratch { scratch in
            let db = scratch.newDB()
            var outputs: [String] = []
            for (date, json) in [("2026-11-20", true), ("2026-11-21", false), ("2026-11-22", true)] {
                let result = try await CLI.run(
                    ["generate", "--date", date, "--db", db, "--lang", "en"] + (json ? ["--json"] : []),
                    environment: Self.environment(server))
                #expect(result.status == 0, "\(result)")
                outputs += [result.stdout, result.stderr]
            }
            let fallback = try JSONSerialization.jsonObject(with: Data(outputs[0].utf8)) as? [String: Any]
            let reason = (fallback?["generation"] as? [String: Any])?["fallbackReason"] as? String
            #expect(reason?.hasPrefix("bad-request: HTTP 400 [redacted]: Incorrect API key provided:") == true, "\(reason ?? "")")
            let llm = try JSONSerialization.jsonObject(with: Data(outputs[4].utf8)) as? [String: Any]
            #expect((llm?["generation"] as? [String: Any])?["source"] as? String == "llm", "\(outputs[4])")
            for text in outputs { #expect(!leaksSecret(Self.key, in: text), "\(text)") }
            let stored = Self.databaseBytes(db)
            #expect(stored.contains("Incorrect API key provided"), "the fallback reason was stored")
            #expect(!leaksSecret(Self.key, in: stored))
        }
    }

    @Test func createPlanOverHTTPAndTheServiceLog() async throws {
        let server = try await ScriptedServer.start { Self.echoingPlan($0) }
        server.enqueue(.apiErrorEchoing(Self.key, status: 401))
        try await withScratch { scratch in
            let db = scratch.newDB()
            let token = try await CLI.run(["users", "add", "ana", "--db", db]).stdout
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let service = try await ServeProcess(
                store: ["--db", db], scratch: scratch,
                environment: Self.environment(server).merging(["FITTODAY_LOG_LEVEL": "trace"]) { $1 },
                offline: false)
            var bodies: [String] = []
            for date in ["2026-11-20", "2026-11-21"] {
                let answer = await service.request(
                    "POST", "/v1/plans", token: token, body: #"{"profile":"full-gym","date":"\#(date)"}"#)
                #expect(answer?.status == 200, "\(answer?.body ?? "no answer")")
                bodies.append(answer?.body ?? "")
            }
            await service.kill()
            #expect(bodies[0].contains("auth: HTTP 401"), "\(bodies[0])")
            #expect(bodies[1].contains(#""source":"llm""#), "\(bodies[1])")
            for text in bodies + [service.log, Self.databaseBytes(db)] {
                #expect(!leaksSecret(Self.key, in: text), "\(text)")
            }
        }
    }
}
