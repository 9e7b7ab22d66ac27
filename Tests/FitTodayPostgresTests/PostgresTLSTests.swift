import FitTodayPostgres
import FitTodayStorage
import Foundation
import TestPostgres
import Testing

/// The project's PostgreSQL offers TLS with a self-signed certificate (`Scripts/postgres.sh`).
@Suite("TLS only when the URL asks for it")
struct PostgresTLSTests {
    typealias F = PostgresFixtures

    /// How many of the store's connections (application "fittoday") to this database use TLS, or do not.
    static func connections(tls: Bool, on url: String) async throws -> Int {
        try await TestDatabase.integer("""
            SELECT count(*) FROM pg_stat_ssl s JOIN pg_stat_activity a USING (pid)
            WHERE a.application_name = 'fittoday' AND a.datname = current_database() AND s.ssl = \(tls)
            """, on: url)
    }

    @Test("sslmode=require talks TLS to the server; without sslmode the store's connections are plain TCP; verify-full refuses a self-signed certificate")
    func modes() async throws {
        let url = try await TestDatabase.fresh(prefix: "tls")
        let secure = try await PostgresStore.open(url: url + "?sslmode=require", leaseTimeout: F.patient)
        _ = try await secure.schemaVersions()
        #expect(try await Self.connections(tls: true, on: url) >= 1)
        #expect(try await Self.connections(tls: false, on: url) == 0)
        await secure.close()

        let plain = try await PostgresStore.open(url: url, leaseTimeout: F.patient)
        _ = try await plain.schemaVersions()
        #expect(try await Self.connections(tls: false, on: url) >= 1)
        await plain.close()

        await #expect(throws: HistoryStoreError.self) {
            try await PostgresStore.open(url: url + "?sslmode=verify-full", leaseTimeout: .seconds(2))
        }
    }
}
