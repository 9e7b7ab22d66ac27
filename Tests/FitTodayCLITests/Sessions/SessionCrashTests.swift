import FitTodayDomain
import Foundation
import FitTodayTestSupport
import Testing

@Suite("session apply survives SIGKILL")
struct SessionCrashTests {
    /// A long workout from two devices: start, every set of the first exercises (with weights), rest changes,
    /// pauses, health samples, finish. Times are explicit, so every run builds the same session.
    static func stream(day: String) -> [String] {
        var lines = [commandLine("start", "start", device: "watch", at: 0, ["date": day])]
        var second = 30
        for exercise in 1...3 {
            for set in 1...3 {
                second += 90
                let device = set % 2 == 0 ? "watch" : "phone"
                lines.append(commandLine("set-\(exercise)-\(set)", "completeSet", device: device, at: second, [
                    "setId": "\(exercise).\(set)", "reps": 8 + set, "weightKg": Double(10 * exercise) + 2.5,
                ]))
                lines.append(commandLine("hr-\(exercise)-\(set)", "healthSample", device: "watch", at: second + 5, [
                    "heartRateBpm": 100 + exercise * 5 + set, "activeEnergyKcal": 6.5,
                ]))
                if set == 2 { lines.append(commandLine("adj-\(exercise)", "adjustRest", at: second + 10, ["deltaSeconds": 15])) }
            }
            lines.append(commandLine("pause-\(exercise)", "pause", at: second + 20))
            lines.append(commandLine("resume-\(exercise)", "resume", at: second + 80))
        }
        lines.append(commandLine("skip", "skipExercise", at: second + 200, ["exerciseIndex": 3]))
        lines.append(commandLine("finish", "finish", at: second + 400, ["rating": 4, "notes": "bom treino"]))
        return lines
    }

    @Test("killed at random points many times: each acknowledged command applied once, the end equal to an uninterrupted run")
    func killAndResume() async throws {
        try await withScratch { scratch in
            let day = "2026-11-20"
            let lines = Self.stream(day: day)
            // The uninterrupted run.
            let reference = scratch.newDB("reference")
            expectSuccess(try await CLI.run(["generate", "--date", day, "--db", reference, "--seed", "5"]))
            expectSuccess(try await CLI.run(["session", "apply", "--db", reference], stdin: Data(lines.joined(separator: "\n").utf8)))
            let expected = try await CLI.run(["session", "status", "--json", "--db", reference])

            var generator = SeededGenerator(seed: 12)
            for round in 0..<6 {
                let db = scratch.newDB("crash-\(round)")
                expectSuccess(try await CLI.run(["generate", "--date", day, "--db", db, "--seed", "5"]))
                var acknowledged: [String: String] = [:]  // commandId → its reply line
                var next = 0
                var kills = 0
                while next < lines.count {
                    let apply = try ApplyProcess(db: db, scratch: scratch)
                    // Kill after a random number of lines; sometimes right after writing, before the reply is read.
                    let budget = Int(generator.next() % 6) + 1
                    var sent = 0
                    var killed = false
                    while next < lines.count {
                        if sent == budget, kills < 8 {
                            apply.write(lines[next])
                            if generator.next() % 2 == 0 { _ = await apply.readLine() }  // maybe acknowledged, maybe not
                            await apply.kill()
                            kills += 1
                            killed = true
                            break
                        }
                        let reply = try #require(await apply.send(lines[next]), "no reply to line \(next)")
                        let parsed = try ReplyJSON(reply)
                        #expect(parsed.ok, "\(reply)")
                        if let earlier = acknowledged[parsed.commandId ?? ""] {
                            #expect(earlier == reply, "a command acknowledged before is answered the same, not applied twice")
                        }
                        acknowledged[parsed.commandId ?? ""] = reply
                        next += 1
                        sent += 1
                    }
                    if !killed { await apply.finish() }
                    // After a restart, resend from the first command whose reply was not read: a command the killed
                    // process had committed answers with its stored reply.
                    next = lines.firstIndex { line in
                        acknowledged[ReplyJSON.commandId(of: line)] == nil
                    } ?? lines.count
                }
                // Every acknowledged command, sent again, gets the same reply (applied exactly once).
                let replay = try await CLI.run(["session", "apply", "--db", db], stdin: Data(lines.joined(separator: "\n").utf8))
                let again = replay.stdout.split(separator: "\n").map(String.init)
                #expect(again.count == lines.count)
                for line in again {
                    let id = try ReplyJSON(line).commandId ?? ""
                    #expect(acknowledged[id] == line, "round \(round): \(id)")
                }
                let status = try await CLI.run(["session", "status", "--json", "--db", db])
                #expect(Self.withoutClock(status.stdout) == Self.withoutClock(expected.stdout), "round \(round), \(kills) kills")
            }
        }
    }

    /// The snapshot without what depends on when it is printed (the session is finished, so nothing else does)
    /// and without ids made from the run's random start ids.
    static func withoutClock(_ json: String) -> String {
        json.split(separator: "\n").filter { !$0.contains("workoutElapsedTime") && !$0.contains("restTimeRemaining") }
            .joined(separator: "\n")
    }
}

extension ReplyJSON {
    static func commandId(of line: String) -> String {
        (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["commandId"] as? String ?? ""
    }
}
