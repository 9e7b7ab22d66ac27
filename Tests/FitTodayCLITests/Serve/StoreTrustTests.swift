import FitTodayDomain
import FitTodayLocalization
import Foundation
import GRDB
import Synchronization
import FitTodayTestSupport
import Testing

/// The SQLite store keeps its promises: a file it cannot trust is refused and left as it was, a damaged or
/// half-dropped store is never served as ready, and `fittoday backup` copies it consistently while it is written.
@Suite("the store refuses what it cannot trust and backs up while serving")
struct StoreTrustTests {
    /// A history with a person and a plan, written by the built `fittoday`; the person's token.
    static func history(_ db: String) async throws -> String {
        let added = try await CLI.run(["users", "add", "ana", "--db", db])
        try #require(added.status == 0, "\(added)")
        let generated = try await CLI.run(["generate", "--offline", "--db", db, "--date", "2026-11-20"])
        try #require(generated.status == 0, "\(generated)")
        return added.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func json(_ text: String) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
    }

    @Test("a database migrated by a newer fittoday: exit 65, one line naming the unknown step, not a byte written")
    func newerMigrationRefused() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            _ = try await Self.history(db)
            let newer = try DatabaseQueue(path: db)
            try await newer.write { db in try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v99-future')") }
            try newer.close()
            let before = try Data(contentsOf: URL(fileURLWithPath: db))
            for arguments in [["generate", "--offline", "--new"], ["users", "add", "bob"], ["session", "start"]] {
                let run = try await CLI.run(arguments + ["--db", db, "--lang", "en"])
                #expect(run.status == 65, "\(arguments): \(run)")
                #expect(run.stderrLines.count == 1, "\(run)")
                #expect(run.stderr.contains("newer fittoday") && run.stderr.contains("v99-future"), "\(run)")
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before, "the file was written")
        }
    }

    @Test("a 0-byte file where the database should be: exit 65 with one line, and it stays empty")
    func emptyFileRefused() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            #expect(FileManager.default.createFile(atPath: db, contents: Data()))
            let generate = try await CLI.run(["generate", "--offline", "--db", db, "--lang", "en"])
            #expect(generate.status == 65, "\(generate)")
            #expect(generate.stderrLines == [Substring("fittoday: " + Messages(.en)(.storeEmptyFile, db))], "\(generate)")
            let serve = try await ServeRun.run(["serve", "--port", "0", "--offline", "--db", db, "--lang", "en"], scratch: scratch)
            #expect(serve.status == 65, "\(serve)")
            #expect(serve.stderr.contains("0 bytes"), "\(serve)")
            #expect(((try FileManager.default.attributesOfItem(atPath: db))[.size] as? NSNumber)?.intValue == 0)
        }
    }

    @Test("a damaged page: serve refuses to start (exit 65, one line) instead of answering 500 to everything")
    func damagedPageRefused() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            _ = try await Self.history(db)
            let reader = try DatabaseQueue(path: db)
            let root = try await reader.read { db in
                try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = 'workout'")
            }
            try reader.close()
            let page = try #require(root)
            try #require(page > 1)
            let file = try FileHandle(forUpdating: URL(fileURLWithPath: db))
            try file.seek(toOffset: UInt64((page - 1) * 4096))
            try file.write(contentsOf: Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) }))
            try file.close()
            let serve = try await ServeRun.run(["serve", "--port", "0", "--offline", "--db", db, "--lang", "en"], scratch: scratch)
            #expect(serve.status == 65, "\(serve)")
            #expect(serve.stderrLines.last == Substring("fittoday: " + Messages(.en)(.storeDamaged, db)), "\(serve)")
            #expect(!serve.stderr.contains("http://"), "it listened: \(serve)")
        }
    }

    @Test("a table dropped under the running server: /ready turns 503")
    func readyNoticesMissingTable() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            _ = try await Self.history(db)
            let server = try await ServeProcess(db: db, scratch: scratch)
            defer { server.signalTerminate() }
            #expect(await server.request("GET", "/ready", token: nil)?.status == 200)
            let writer = try DatabaseQueue(path: db, configuration: { var c = Configuration(); c.busyMode = .timeout(10); return c }())
            try await writer.write { db in try db.execute(sql: "DROP TABLE translation") }
            try writer.close()
            var status = 0
            let deadline = ContinuousClock.now.advanced(by: .seconds(10))
            while ContinuousClock.now < deadline {
                status = await server.request("GET", "/ready", token: nil)?.status ?? 0
                if status == 503 { break }
                try await Task.sleep(for: .milliseconds(50))
            }
            #expect(status == 503)
        }
    }

    @Test("backup while serve writes: the copy opens, passes integrity_check, holds every acknowledged command; restore works")
    func backupWhileWritingAndRestore() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            let token = try await Self.history(db)
            var server = try await ServeProcess(db: db, scratch: scratch)
            let plan = await server.request("POST", "/v1/plans", token: token, body: #"{"profile":"full-gym","date":"2026-11-20"}"#)
            try #require(plan?.status == 200, "\(String(describing: plan))")
            let start = await server.request("POST", "/v1/sessions/commands", token: token,
                                       body: #"{"commandId":"start","deviceId":"phone","type":"start","date":"2026-11-20"}"#)
            let sessionId = try #require(Self.json(start?.body ?? "")["sessionId"] as? String, "\(String(describing: start))")

            let sender = CommandSender(port: server.port, token: token)
            sender.start()
            let deadline = ContinuousClock.now.advanced(by: .seconds(60))
            while sender.acknowledged.withLock({ $0.count }) < 40, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(10))
            }
            let before = sender.acknowledged.withLock { $0 }
            try #require(before.count >= 40)
            let copy = scratch.url("copy.sqlite").path
            let backup = try await CLI.run(["backup", "--out", copy, "--db", db, "--lang", "en"])
            let after = sender.acknowledged.withLock { $0.count }
            sender.stop.store(true, ordering: .releasing)
            #expect(backup.status == 0, "\(backup)")
            #expect(after > before.count, "the writer was not writing during the backup")
            while !sender.finished.load(ordering: .acquiring), ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(10))
            }

            let opened = try DatabaseQueue(path: copy)
            let (check, stored) = try await opened.read { db in
                (try String.fetchAll(db, sql: "PRAGMA integrity_check"),
                 Set(try String.fetchAll(db, sql: "SELECT commandId FROM sessionCommand")))
            }
            try opened.close()
            #expect(check == ["ok"])
            #expect(Set(before.keys).isSubset(of: stored), "acknowledged before the backup but not in it")
            #expect(!FileManager.default.fileExists(atPath: copy + "-wal"), "the copy is one file")

            // Existing --out: refused without --force (73), replaced with it.
            let again = try await CLI.run(["backup", "--out", copy, "--db", db, "--lang", "en"])
            #expect(again.status == 73 && again.stderrLines.count == 1, "\(again)")
            let postgres = try await CLI.run(["backup", "--out", copy, "--postgres", "postgres://u:secret@127.0.0.1/x"])
            #expect(postgres.status == 64 && postgres.stderrLines.count == 1 && !postgres.stderr.contains("secret"), "\(postgres)")

            // Restore as the docs say: stop the service, copy the backup over the file, remove -wal and -shm, start.
            #expect(await server.terminate())
            try FileManager.default.removeItem(atPath: db)
            try FileManager.default.copyItem(atPath: copy, toPath: db)
            for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: db + suffix) }
            server = try await ServeProcess(db: db, scratch: scratch, name: "restored")
            defer { server.signalTerminate() }
            #expect(await server.request("GET", "/ready", token: nil)?.status == 200)
            for (id, revision) in before.sorted(by: { $0.value < $1.value }).suffix(5) {
                let retry = await server.request(
                    "POST", "/v1/sessions/commands", token: token, body: CommandSender.body(of: id))
                #expect(Self.json(retry?.body ?? "")["revision"] as? Int == revision, "\(id) after the restore")
            }
            let snapshot = Self.json(await server.request("GET", "/v1/sessions/\(sessionId)", token: token)?.body ?? "")
            #expect((snapshot["revision"] as? Int ?? 0) >= (before.values.max() ?? .max))
        }
    }
}
