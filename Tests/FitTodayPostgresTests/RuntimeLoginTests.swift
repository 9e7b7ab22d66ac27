import FitTodayPostgres
import FitTodayStorage
import Foundation
import TestPostgres
import Testing

/// The password changes under a store already open: once the pool must connect again, the failure is said as a
/// refused login, not as a server that does not answer.
@Suite("A login refused to a running store")
struct RuntimeLoginTests {
    @Test func aPasswordChangedUnderTheStoreIsARefusedLogin() async throws {
        let url = try await TestDatabase.fresh(prefix: "login")
        var parts = try #require(URLComponents(string: url))
        let database = String(parts.path.dropFirst())
        let role = "role_\(database)"
        try await TestDatabase.execute("CREATE ROLE \(role) LOGIN PASSWORD 'first'", on: url)
        try await TestDatabase.execute("ALTER DATABASE \(database) OWNER TO \(role)", on: url)
        parts.user = role
        parts.password = "first"
        let store = try await PostgresStore.open(url: try #require(parts.string), leaseTimeout: .seconds(3))
        _ = try await store.people()

        try await TestDatabase.execute("ALTER ROLE \(role) PASSWORD 'second'", on: url)
        try await TestDatabase.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = '\(role)'", on: url)
        var problem: HistoryStoreError.Problem?
        // The pool may still hand out a connection the server is closing: the first failure can be that one.
        for _ in 0..<3 where problem != .loginRefused {
            do {
                _ = try await store.people()
            } catch let error as HistoryStoreError {
                problem = error.problem
                #expect(!error.description.contains("first") && !error.description.contains("second"))
            }
        }
        #expect(problem == .loginRefused)
        await store.close()
        try await TestDatabase.execute("ALTER DATABASE \(database) OWNER TO CURRENT_USER", on: url)
        try await TestDatabase.execute("REASSIGN OWNED BY \(role) TO CURRENT_USER", on: url)
        try await TestDatabase.execute("DROP ROLE \(role)", on: url)
    }
}
