import FitTodayDomain
import Foundation
import FitTodayTestSupport
import Testing

/// `fittoday session apply` and `POST /v1/sessions/commands` of `fittoday serve` are two doors to one handler: the
/// same commands, on the same plan, get the same reply objects, and a retry through either door is answered from
/// the reply the store remembered. (The WebSocket is the third door: `CommandEntryPointTests`.)
@Suite("session apply and the HTTP route answer a command alike")
struct CommandDoorsTests {
    static let lines = [
        #"{"commandId":"s","deviceId":"phone","type":"start","date":"2026-11-20","at":"2026-11-20T10:00:00Z"}"#,
        #"{"commandId":"c1","deviceId":"phone","type":"completeSet","setId":"1.1","reps":8,"weightKg":20,"at":"2026-11-20T10:01:00Z"}"#,
        #"{"commandId":"c2","deviceId":"phone","type":"completeSet","setId":"9.9","reps":8,"at":"2026-11-20T10:02:00Z"}"#,
        #"{"commandId":"c3","deviceId":"phone","type":"completeSet","setId":"1.2","reps":"ten"}"#,
        #"{"commandId":"c4","deviceId":"phone","type":"teleport"}"#,
        #"{"commandId":"c5","deviceId":"phone","type":"finish","rating":9}"#,
        #"{"commandId":"c6","deviceId":"watch","type":"healthSample","heartRateBpm":120,"at":"2026-11-20T10:03:00Z"}"#,
        // Retries: the same command again gets its first reply.
        #"{"commandId":"c1","deviceId":"phone","type":"completeSet","setId":"1.1","reps":8,"weightKg":20,"at":"2026-11-20T10:01:00Z"}"#,
        #"{"commandId":"c6","deviceId":"watch","type":"healthSample","heartRateBpm":120,"at":"2026-11-20T10:03:00Z"}"#,
        // Another command under a used id.
        #"{"commandId":"c6","deviceId":"watch","type":"healthSample","heartRateBpm":121,"at":"2026-11-20T10:04:00Z"}"#,
    ]

    /// A reply object as JSON with sorted keys.
    static func canonical(_ text: String) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)),
              let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        else { return "not JSON: \(text)" }
        return String(decoding: data, as: UTF8.self)
    }

    @Test("the same lines through session apply (the local person) and the HTTP route (Ana), on the same plan, get the same replies")
    func sameReplies() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            expectSuccess(try await CLI.run(["generate", "--date", "2026-11-20", "--profile", "full-gym", "--seed", "5", "--db", db]))
            let applied = try await CLI.run(["session", "apply", "--db", db], stdin: Data(Self.lines.joined(separator: "\n").utf8))
            expectSuccess(applied)
            let viaCLI = applied.stdout.split(separator: "\n").map { Self.canonical(String($0)) }

            let token = try await CLI.run(["users", "add", "ana", "--db", db]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            let server = try await ServeProcess(db: db, scratch: scratch)
            let plan = await server.request(
                "POST", "/v1/plans", token: token, body: #"{"profile":"full-gym","date":"2026-11-20","seed":5}"#)
            #expect(plan?.status == 200)
            var viaHTTP: [String] = []
            var statuses: [Int] = []
            for line in Self.lines {
                let reply = await server.request("POST", "/v1/sessions/commands", token: token, body: line)
                viaHTTP.append(Self.canonical(reply?.body ?? "no answer"))
                statuses.append(reply?.status ?? 0)
            }
            await server.kill()
            #expect(statuses == [200, 200, 404, 422, 422, 422, 200, 200, 200, 409], "\(statuses)")
            try #require(viaCLI.count == Self.lines.count, "\(applied.stdout)")
            for (index, (cli, http)) in zip(viaCLI, viaHTTP).enumerated() {
                #expect(cli == http, "line \(index): session apply \(cli), HTTP \(http)")
            }
            #expect(viaCLI[7] == viaCLI[1] && viaCLI[8] == viaCLI[6], "retries answered with the first replies")
            #expect(viaCLI[9].contains("commandIdReused"))
        }
    }
}
