import FitTodayDomain
import FitTodayPostgres
import FitTodayStorage
import FitTodayLocalization
import Foundation
import TestPostgres
import FitTodayTestSupport
import Testing

/// The commands that read and write history, sessions and people, on PostgreSQL (`--postgres URL` or
/// `FITTODAY_POSTGRES_URL`), through the real binary; each test on a database of its own.
@Suite("fittoday on PostgreSQL")
struct PostgresCommandTests {
    static let day = "2026-11-20"

    /// One command line of each command that opens the store.
    static let storeCommands: [[String]] = [
        ["generate", "--offline"], ["session", "start", "--offline"], ["session", "apply"], ["session", "status"],
        ["session", "events"], ["train"], ["history", "list"], ["history", "show", day], ["history", "records"],
        ["history", "export", "--format", "json"], ["users", "add", "ana"], ["users", "list"], ["users", "revoke", "ana"],
    ]

    @Test("generate records the plan in PostgreSQL, history lists it, and a second generate returns it")
    func generateAndHistory() async throws {
        let url = try await TestDatabase.fresh(prefix: "cli")
        let first = try await CLI.run(["generate", "--offline", "--date", Self.day, "--postgres", url, "--json"])
        #expect(first.status == 0, "\(first)")
        #expect(first.stderr.isEmpty, "no note on where the plan went without --verbose: \(first)")
        let plan = try PlanJSON(first)
        let listed = try await CLI.run(["history", "list", "--postgres", url, "--json"])
        expectSuccess(listed)
        let days = try listed.jsonArray()
        #expect(days.map { $0["date"] as? String } == [Self.day], "\(listed)")
        #expect(days.first?["planId"] as? String == plan.id && days.first?["status"] as? String == "planned")
        let again = try await CLI.run(["generate", "--offline", "--date", Self.day, "--postgres", url, "--json", "--verbose"])
        #expect(again.status == 0, "\(again)")
        #expect(try PlanJSON(again) == plan, "the recorded plan")
        let location = try PostgresLocation(url: url).redacted
        #expect(again.stderrLines.contains { $0 == "fittoday: " + Messages(.ptBR)(.notePlanSaved, location) }, "\(again)")
        #expect(!again.stderr.contains(":fittoday@"), "never the password: \(again)")
        let shown = try await CLI.run(["history", "show", Self.day, "--postgres", url])
        expectSuccess(shown)
        #expect(shown.stdout.contains(plan.title), "\(shown)")
    }

    @Test("FITTODAY_POSTGRES_URL chooses PostgreSQL when no option is given; --db still chooses the file")
    func environmentVariable() async throws {
        let url = try await TestDatabase.fresh(prefix: "cli")
        let environment = ["FITTODAY_POSTGRES_URL": url]
        let first = try await CLI.run(["generate", "--offline", "--date", Self.day, "--json"], environment: environment)
        #expect(first.status == 0 && first.stderr.isEmpty, "\(first)")
        let plan = try PlanJSON(first)
        let listed = try await CLI.run(["history", "list", "--json"], environment: environment)
        expectSuccess(listed)
        #expect(try listed.jsonArray().map { $0["planId"] as? String } == [plan.id], "\(listed)")
        let again = try await CLI.run(["generate", "--offline", "--date", Self.day, "--json"], environment: environment)
        #expect(again.status == 0, "\(again)")
        #expect(try PlanJSON(again) == plan, "the recorded plan")
        try await withScratch { scratch in
            let file = try await CLI.run(["history", "list", "--json", "--db", scratch.newDB()], environment: environment)
            expectSuccess(file)
            #expect(try file.jsonArray().isEmpty, "\(file)")
        }
    }

    @Test("session start, apply and status on PostgreSQL")
    func session() async throws {
        let url = try await TestDatabase.fresh(prefix: "cli")
        let started = try await CLI.run(["session", "start", "--date", Self.day, "--seed", "3", "--offline", "--postgres", url])
        #expect(started.status == 0, "\(started)")
        #expect(started.stdout.hasPrefix("Sessão iniciada: "), "\(started)")
        let line = #"{"commandId":"pg-set","deviceId":"phone","type":"completeSet","setId":"1.1","reps":8,"weightKg":22.5}"#
        let applied = try await CLI.run(["session", "apply", "--postgres", url], stdin: Data((line + "\n").utf8))
        expectSuccess(applied)
        let reply = try ReplyJSON(String(applied.stdout.trimmingCharacters(in: .newlines)))
        #expect(reply.ok && reply.commandId == "pg-set" && reply.revision == 2, "\(applied)")
        let status = try await CLI.run(["session", "status", "--json", "--postgres", url])
        expectSuccess(status)
        let object = try status.jsonObject()
        #expect(object["status"] as? String == "active" && object["revision"] as? Int == 2, "\(status)")
        #expect(object["id"] as? String == reply.sessionId)
        let words = try await CLI.run(["session", "status", "--postgres", url])
        #expect(words.stdout.contains("✓ 8 × 22,5 kg"), "\(words)")
        let events = try await CLI.run(["session", "events", "--json", "--postgres", url])
        expectSuccess(events)
        let types = events.stdout.split(separator: "\n").compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["type"] as? String
        }
        #expect(types.first == "session_started" && types.count >= 2, "\(events)")
    }

    @Test("users add, list and revoke on PostgreSQL")
    func users() async throws {
        let url = try await TestDatabase.fresh(prefix: "cli")
        let added = try await CLI.run(["users", "add", "ana", "--postgres", url])
        #expect(added.status == 0, "\(added)")
        let token = try #require(AccessToken(added.stdout.trimmingCharacters(in: .newlines)), "\(added)")
        let store = try await PostgresStore.open(url: url, maxConnections: 2, leaseTimeout: .seconds(20))
        #expect(try await store.person(for: token)?.name == "ana")
        let again = try await CLI.run(["users", "add", "ana", "--postgres", url])
        expectOneLineError(again, code: 64)
        #expect(again.stderr.contains("já existe uma pessoa chamada ana"), "\(again)")
        let list = try await CLI.run(["users", "list", "--postgres", url, "--lang", "en"])
        #expect(list.status == 0 && list.stdout.contains("Active tokens") && list.stdout.contains("ana"), "\(list)")
        let revoked = try await CLI.run(["users", "revoke", "ana", "--postgres", url])
        #expect(revoked.status == 0 && revoked.stderr.contains("1 token(s) de ana revogado(s)"), "\(revoked)")
        #expect(try await store.person(for: token) == nil)
        await store.close()
        expectOneLineError(try await CLI.run(["users", "revoke", "bruno", "--postgres", url]), code: 64)
    }

    @Test("--db and --postgres together is bad usage, one line, on every command")
    func bothChosen() async throws {
        let expected = "fittoday: " + Messages(.ptBR)(.storeBothChosen) + "\n"
        for command in Self.storeCommands {
            let result = try await CLI.run(command + ["--db", "x.sqlite", "--postgres", "postgres://u:p@127.0.0.1/y"])
            expectOneLineError(result, code: 64)
            #expect(result.stderr == expected, "\(command): \(result)")
        }
    }

    @Test("a malformed URL is bad usage, one line, without the password, on every command")
    func malformedURL() async throws {
        let expected = "fittoday: " + Messages(.ptBR)(.storeBadURL, "postgres://u:***@/x") + "\n"
        for command in Self.storeCommands {
            let result = try await CLI.run(command + ["--postgres", "postgres://u:hunter2@/x"])
            expectOneLineError(result, code: 64)
            #expect(result.stderr == expected, "\(command): \(result)")
            #expect(!result.stderr.contains("hunter2"), "\(command): \(result)")
        }
        let fromEnvironment = try await CLI.run(
            ["history", "list"], environment: ["FITTODAY_POSTGRES_URL": "postgres://u:hunter2@/x"])
        expectOneLineError(fromEnvironment, code: 64)
        #expect(fromEnvironment.stderr == expected, "\(fromEnvironment)")
    }

    @Test("a server that does not answer is a temporary failure (75), one pt-BR line without the password, in seconds")
    func unreachable() async throws {
        let url = "postgres://fittoday:hunter2@127.0.0.1:9/fittoday"
        let expected = "fittoday: " + Messages(.ptBR)(.storeUnreachable, "postgres://fittoday:***@127.0.0.1:9/fittoday") + "\n"
        let commands = [
            ["generate", "--offline"], ["session", "status"], ["session", "apply"], ["history", "list"], ["users", "list"],
        ]
        try await withScratch { scratch in
            for command in commands {
                // The same command on a SQLite file, run alongside, is the yardstick: on a loaded machine both are
                // slow, and what the unanswered server adds is its wait (3 s, more when the machine is loaded): never a hang.
                async let control = Self.timed(command + ["--db", scratch.newDB()])
                async let refused = Self.timed(command + ["--postgres", url])
                let ((fileRun, fileTook), (result, took)) = try await (control, refused)
                #expect(fileRun.status == 0, "\(command): \(fileRun)")
                expectOneLineError(result, code: 75)
                #expect(result.stderr == expected, "\(command): \(result)")
                #expect(!result.stderr.contains("hunter2"), "\(command): \(result)")
                #expect(took < fileTook + .seconds(20), "\(command) took \(took), on a file \(fileTook)")
            }
        }
    }

    /// A run of the binary and how long it took.
    static func timed(_ arguments: [String]) async throws -> (CLIResult, Duration) {
        let clock = ContinuousClock()
        let began = clock.now
        let result = try await CLI.run(arguments)
        return (result, clock.now - began)
    }
}
