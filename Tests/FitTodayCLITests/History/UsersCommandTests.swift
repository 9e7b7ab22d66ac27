import FitTodayDomain
import FitTodayStorage
import Foundation
import FitTodayTestSupport
import Testing

@Suite("fittoday users")
struct UsersCommandTests {
    @Test("add prints the token alone on stdout, once; list and revoke; bad names and unknown people are one line, exit 64")
    func users() async throws {
        try await withScratch { scratch in
            let db = scratch.newDB()
            let added = try await CLI.run(["users", "add", "ana", "--db", db])
            #expect(added.status == 0)
            let token = try #require(AccessToken(added.stdout.trimmingCharacters(in: .newlines)), "\(added)")
            #expect(added.stdoutLines.filter { !$0.isEmpty }.count == 1 && added.stderr.contains("ana"))
            #expect(!added.stderr.contains(token.secret), "the token is on stdout only")
            let store = try SQLiteStore(path: db)
            #expect(try store.person(for: token)?.name == "ana")
            let again = try await CLI.run(["users", "add", "ana", "--db", db])
            expectOneLineError(again, code: 64)
            #expect(again.stderr.contains("já existe uma pessoa chamada ana"))
            expectOneLineError(try await CLI.run(["users", "add", "ana maria", "--db", db]), code: 64)
            let list = try await CLI.run(["users", "list", "--db", db, "--lang", "en"])
            #expect(list.stdout.contains("Active tokens") && list.stdout.contains("ana"), "\(list)")
            #expect(!list.stdout.contains(token.secret))
            let revoked = try await CLI.run(["users", "revoke", "ana", "--db", db])
            #expect(revoked.status == 0 && revoked.stderr.contains("1 token(s) de ana revogado(s)"), "\(revoked)")
            #expect(try SQLiteStore(path: db).person(for: token) == nil)
            expectOneLineError(try await CLI.run(["users", "revoke", "bruno", "--db", db]), code: 64)
        }
    }
}
