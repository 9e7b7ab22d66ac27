import FitTodayStorage
import Foundation
import GRDB
import FitTodayTestSupport
import Testing

@Suite("fittoday session")
struct SessionApplyTests {
    static let day = "2026-11-20"

    /// A database with the day's plan recorded.
    func prepared(_ scratch: Scratch) async throws -> String {
        let db = scratch.newDB()
        expectSuccess(try await CLI.run(["generate", "--date", Self.day, "--db", db, "--seed", "3"]))
        return db
    }

    @Test("apply answers each line before it reads the next, and a watch-initiated start gives one session")
    func watchStart() async throws {
        try await withScratch { scratch in
            let db = try await prepared(scratch)
            let apply = try ApplyProcess(db: db, scratch: scratch)
            defer { apply.closeInput() }
            // Input stays open after each line: the reply must come before the next line exists.
            let early = try ReplyJSON(#require(await apply.send(commandLine("hr-0", "healthSample", device: "watch", at: 0, ["heartRateBpm": 90]))))
            #expect(early.reasonCode == "noActiveSession" && early.message?.contains("nenhuma sessão ativa") == true)
            let tap = commandLine("tap-1", "start", device: "watch", at: 1, ["date": Self.day])
            let first = try ReplyJSON(#require(await apply.send(tap)))
            let duplicate = try ReplyJSON(#require(await apply.send(tap)))
            let retry = try ReplyJSON(#require(await apply.send(tap)))
            #expect(first.ok && first.revision == 1 && duplicate == first && retry == first)
            let phone = try ReplyJSON(#require(await apply.send(commandLine("phone-1", "start", at: 2, ["date": Self.day]))))
            #expect(phone.reasonCode == "alreadyActive" && phone.sessionId == first.sessionId)
            #expect(try ReplyJSON(#require(await apply.send(commandLine("hr-1", "healthSample", device: "watch", at: 3, ["heartRateBpm": 101])))).ok)
            #expect(try ReplyJSON(#require(await apply.send(commandLine("hr-0", "healthSample", device: "watch", at: 4, ["heartRateBpm": 90])))) == early,
                    "the remembered refusal")
        }
    }

    @Test("bad lines each get a refusal with a reason code on their line, change nothing, and the stream goes on")
    func badInput() async throws {
        try await withScratch { scratch in
            let db = try await prepared(scratch)
            let lines = [
                commandLine("s", "start", at: 0, ["date": Self.day]),
                "{not json",
                "[1, 2]",
                #"{"deviceId":"phone","type":"pause"}"#,
                commandLine("u1", "teleport", at: 1),
                commandLine("w1", "completeSet", at: 2, ["setId": "1.1", "reps": "ten"]),
                commandLine("w2", "completeSet", at: 3, ["setId": 11]),
                commandLine("w3", "pause", at: 4, ["expectedRevision": "one"]),
                commandLine("r1", "completeSet", at: 5, ["setId": "1.1", "reps": 5_000]),
                commandLine("r2", "completeSet", at: 6, ["setId": "1.1", "weightKg": -2]),
                commandLine("r3", "finish", at: 7, ["rating": 9]),
                commandLine("n1", "completeSet", at: 8, ["setId": "7.7"]),
                commandLine("ok", "completeSet", at: 9, ["setId": "1.1", "reps": 8, "weightKg": 20, "extra": "ignored"]),
                commandLine("w1", "completeSet", at: 10, ["setId": "1.2", "reps": 8]),
            ]
            let result = try await CLI.run(["session", "apply", "--db", db], stdin: Data(lines.joined(separator: "\n").utf8))
            expectSuccess(result)
            let replies = try result.stdout.split(separator: "\n").map { try ReplyJSON(String($0)) }
            #expect(replies.count == lines.count)
            let codes = replies.map { $0.reasonCode ?? "ok" }
            #expect(codes == [
                "ok", "invalidCommand", "invalidCommand", "invalidCommand", "invalidCommand", "invalidValue",
                "invalidValue", "invalidValue", "invalidValue", "invalidValue", "invalidValue", "notFound", "ok", "ok",
            ], "\(codes)")
            #expect(replies[1..<12].allSatisfy { $0.revision == 1 && !$0.ok && $0.message?.isEmpty == false })
            #expect(replies[12].revision == 2)
            #expect(replies[13].revision == 3, "a command refused as it was read is not kept: corrected, its id goes through")
        }
    }

    @Test("every reason code: stale edits, ended sessions, a locked database, a spent deadline, a damaged row")
    func reasonCodes() async throws {
        try await withScratch { scratch in
            let db = try await prepared(scratch)
            let lines = [
                commandLine("s", "start", at: 0, ["date": Self.day]),
                commandLine("a", "completeSet", device: "phone", at: 10, ["setId": "1.1", "reps": 8]),
                commandLine("b", "updateSet", device: "watch", at: 11, ["setId": "1.1", "reps": 9, "expectedRevision": 1]),
                commandLine("c", "updateSet", device: "watch", at: 12, ["setId": "1.2", "reps": 9, "expectedRevision": 1]),
                commandLine("d", "finish", at: 20, ["rating": 4]),
                commandLine("e", "pause", at: 21),
            ]
            let result = try await CLI.run(["session", "apply", "--db", db], stdin: Data(lines.joined(separator: "\n").utf8))
            let codes = try result.stdout.split(separator: "\n").map { try ReplyJSON(String($0)).reasonCode ?? "ok" }
            #expect(codes == ["ok", "ok", "staleRevision", "ok", "ok", "sessionEnded"], "\(codes)")

            // A watch's backfill after the finish (a second start on the trained day would be refused).
            let late = commandLine("t", "healthSample", device: "watch", at: 30, ["heartRateBpm": 120])
            let timedOut = try await CLI.run(["session", "apply", "--db", db, "--timeout", "0"], stdin: Data(late.utf8))
            #expect(try ReplyJSON(String(timedOut.stdout.dropLast())).reasonCode == "timeout")
            let retried = try await CLI.run(["session", "apply", "--db", db], stdin: Data(late.utf8))
            #expect(try ReplyJSON(String(retried.stdout.dropLast())).ok, "a timed-out command was not applied nor remembered")

            let queue = try DatabaseQueue(path: db)
            try await queue.write { db in try db.execute(sql: "UPDATE session SET snapshot = 'damaged'") }
            let damaged = try await CLI.run(
                ["session", "apply", "--db", db], stdin: Data(commandLine("x", "pause", at: 40).utf8))
            #expect(try ReplyJSON(String(damaged.stdout.dropLast())).reasonCode == "unknown")
        }
    }

    @Test("a database held locked by another process answers busy after the wait, and the command can be retried")
    func busy() async throws {
        try await withScratch { scratch in
            let db = try await prepared(scratch)
            let line = commandLine("s", "start", at: 0, ["date": Self.day])
            let apply = try ApplyProcess(db: db, scratch: scratch)
            defer { apply.closeInput() }
            let busy = try await DatabaseLockHolder.whileLocked(db) { try await apply.send(line).map(ReplyJSON.init) }
            #expect(busy?.reasonCode == "busy")
            #expect(try ReplyJSON(#require(await apply.send(line))).ok)
            await apply.finish()
        }
    }

    @Test("status and events: the snapshot with its live activity, the events in order, in words and in JSON")
    func statusAndEvents() async throws {
        try await withScratch { scratch in
            let db = try await prepared(scratch)
            let none = try await CLI.run(["session", "status", "--db", db])
            #expect(none.status == 0 && none.stdout.isEmpty && none.stderr.contains("nenhuma sessão"))
            let lines = [
                commandLine("s", "start", at: 0, ["date": Self.day]),
                commandLine("a", "completeSet", at: 60, ["setId": "1.1", "reps": 8, "weightKg": 22.5]),
                commandLine("p", "pause", at: 70),
            ]
            expectSuccess(try await CLI.run(["session", "apply", "--db", db], stdin: Data(lines.joined(separator: "\n").utf8)))
            let status = try await CLI.run(["session", "status", "--json", "--db", db])
            let object = try status.jsonObject()
            let live = try #require(object["liveActivity"] as? [String: Any])
            #expect(object["status"] as? String == "paused" && object["revision"] as? Int == 3)
            #expect(live["isPaused"] as? Bool == true && live["currentSet"] as? Int == 2 && live["stateVersion"] as? Int == 3)
            let text = try await CLI.run(["session", "status", "--db", db])
            #expect(text.stdout.contains("pausada") && text.stdout.contains("✓ 8 × 22,5 kg"), "\(text)")
            let english = try await CLI.run(["session", "events", "--db", db, "--lang", "en"])
            #expect(english.stdout.contains("set 1.1 done: 8 × 22.5 kg") && english.stdout.contains("paused"), "\(english)")
            let after = try await CLI.run(["session", "events", "--db", db, "--after", "2", "--json"])
            let types = after.stdout.split(separator: "\n").compactMap {
                (try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["type"] as? String
            }
            #expect(types == ["session_paused"])
        }
    }
}


extension SessionApplyTests {
    @Test("a finished session replaces the day's plan with what was done, and the next plan suggests loads from it")
    func historyAndLoads() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            let options = ["--focus", "push", "--profile", "full-gym", "--goal", "strength", "--db", db, "--json"]
            let planned = try await CLI.run(["generate", "--date", "2026-11-16"] + options)
            let plan = try JSONDecoder().decode(PlanJSON.self, from: planned.stdoutData)
            let first = plan.exercises[0]
            var lines = [commandLine("s", "start", at: 0, ["date": "2026-11-16"])]
            for set in 1...first.sets {
                lines.append(commandLine("set-\(set)", "completeSet", at: 120 * set, [
                    "setId": "1.\(set)", "reps": first.reps?.max ?? 8, "weightKg": 60,
                ]))
            }
            lines.append(commandLine("end", "finish", at: 2_400, ["rating": 4]))
            expectSuccess(try await CLI.run(["session", "apply", "--db", db], stdin: Data(lines.joined(separator: "\n").utf8)))
            let recorded = try await CLI.run(["generate", "--date", "2026-11-16"] + options)
            let done = try recorded.jsonObject()
            let exercises = try #require(done["exercises"] as? [[String: Any]])
            #expect(exercises.count == 1 && (exercises[0]["performed"] as? [Any])?.count == first.sets)
            #expect((done["performance"] as? [String: Any])?["rating"] as? Int == 4)
            let next = try await CLI.run(["generate", "--date", "2026-11-19"] + options)
            let nextPlan = try #require(try next.jsonObject()["exercises"] as? [[String: Any]])
            let again = try #require(nextPlan.first { $0["exerciseId"] as? String == first.exerciseId }, "the main lift is kept")
            #expect(again["suggestedWeightKg"] as? Double == 62.5, "all sets at the top of the range: one 2.5 kg step up")
            // The other main presses have no history of their own: a first load from the logged lift's e1RM.
            let related = nextPlan.filter { $0["mainLift"] as? Bool == true && $0["exerciseId"] as? String != first.exerciseId }
            #expect(!related.isEmpty && related.allSatisfy { ($0["suggestedWeightKg"] as? Double ?? 0) > 0 }, "\(related)")
            let table = try await CLI.run(["generate", "--date", "2026-11-19", "--db", db])
            #expect(table.stdout.contains("Carga") && table.stdout.contains("62,5 kg"), "\(table)")
        }
    }
}
