import Foundation
import GRDB
import FitTodayTestSupport
import Testing

@Suite("fittoday session apply: bounded fields, strict JSON, reused ids")
struct SessionApplyBoundsTests {
    static let day = "2026-11-20"
    static let huge = String(repeating: "x", count: 60_000)

    func storedReplies(_ db: String) throws -> Int {
        try DatabaseQueue(path: db).read { try Int.fetchOne($0, sql: "SELECT count(*) FROM sessionCommand") ?? 0 }
    }

    @Test("refusals at reading name the field and its limit and leave no row; a reused id is refused; a retry is answered again")
    func bounds() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            expectSuccess(try await CLI.run(["generate", "--date", Self.day, "--db", db, "--seed", "3"]))
            let lines = [
                commandLine("s", "start", at: 0, ["date": Self.day]),
                commandLine("\(Self.huge)-1", "pause", at: 1),
                commandLine("\(Self.huge)-2", "pause", at: 2),
                commandLine("n", "finish", at: 3, ["notes": Self.huge]),
                commandLine("d", "pause", device: Self.huge, at: 4),
                #"{"commandId":"y","deviceId":"phone","type":"pause","at":"9999-12-31T00:00:00Z"}"#,
                commandLine("r", "startRest", at: 5),
                commandLine("m", "adjustRest", at: 6, ["deltaSeconds": Int.max]),
                #"{"commandId":"c","deviceId":"phone","type":"pause",}"#,
                commandLine("h", "healthSample", at: 7, ["heartRateBpm": 120]),
                commandLine("h", "healthSample", at: 8, ["heartRateBpm": 121]),
                commandLine("h", "healthSample", at: 7, ["heartRateBpm": 120]),
                commandLine("m", "adjustRest", at: 9, ["deltaSeconds": 30]),
            ]
            let result = try await CLI.run(["session", "apply", "--db", db], stdin: Data(lines.joined(separator: "\n").utf8))
            expectSuccess(result)
            let replies = try result.stdout.split(separator: "\n").map { try ReplyJSON(String($0)) }
            #expect(replies.count == lines.count)
            let codes = replies.map { $0.reasonCode ?? "ok" }
            #expect(codes == [
                "ok", "invalidValue", "invalidValue", "invalidValue", "invalidValue", "invalidValue", "ok", "invalidValue",
                "invalidCommand", "ok", "commandIdReused", "ok", "ok",
            ], "\(codes)")
            #expect(replies[1].commandId == nil && replies[1].message?.contains("commandId") == true)
            #expect(replies[1].message?.contains("128") == true)
            #expect(replies[3].message?.contains("notes") == true && replies[3].message?.contains("2000") == true)
            #expect(replies[4].message?.contains("deviceId") == true)
            #expect(replies[5].message?.contains("at") == true && replies[5].message?.contains("2099") == true)
            #expect(replies[7].message?.contains("deltaSeconds") == true)
            #expect(replies[10].message?.contains("commandId") == true && replies[10].revision == 3)
            #expect(replies[11] == replies[9], "a true retry gets the first reply")
            #expect(replies[12].ok && replies[12].revision == 4, "an id refused at reading was not kept")
            #expect(result.stdout.utf8.count < 8_000, "no 60 KB id is echoed")
            // s, r, h and the corrected m: nothing else left a row.
            #expect(try storedReplies(db) == 4)
        }
    }
}
