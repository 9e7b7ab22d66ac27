import Foundation
import Logging
import PostgresNIO

/// A PostgreSQL database of its own for each test, on the server `Scripts/postgres.sh` starts (`Scripts/test.sh`
/// starts it, and exports its URL as `FITTODAY_TEST_POSTGRES_URL`). A server that does not answer fails the test
/// that asked for it; nothing is skipped.
public enum TestDatabase {
    /// The server's URL: `FITTODAY_TEST_POSTGRES_URL`, else the one `Scripts/postgres.sh` prints by default.
    public static var serverURL: String {
        ProcessInfo.processInfo.environment["FITTODAY_TEST_POSTGRES_URL"].flatMap { $0.isEmpty ? nil : $0 }
            ?? "postgres://fittoday:fittoday@127.0.0.1:55432/fittoday"
    }

    public struct Unavailable: Error, CustomStringConvertible {
        public var description: String
    }

    /// Runs one statement on the database of `url` (as the test's own client, beside the service's).
    public static func execute(_ sql: String, on url: String) async throws {
        try await withConnection(to: url) { connection, logger in
            try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger)
        }
    }

    /// The first column of the first row of a query on the database of `url`, as an integer.
    public static func integer(_ sql: String, on url: String) async throws -> Int {
        try await withConnection(to: url) { connection, logger in
            var value = 0
            for try await number in try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger).decode(Int.self) {
                value = number
            }
            return value
        }
    }

    /// Creates an empty database and returns its URL (same server, user and password).
    public static func fresh(prefix: String = "t") async throws -> String {
        guard var parts = URLComponents(string: serverURL) else {
            throw Unavailable(description: "FITTODAY_TEST_POSTGRES_URL is not a postgres:// URL")
        }
        let name = "\(prefix)_\(UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(16).lowercased())"
        parts.path = "/postgres"
        try await withConnection(to: parts.string!) { connection, logger in
            try await connection.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"), logger: logger)
        }
        parts.path = "/\(name)"
        return parts.string!
    }

    /// Runs `body` on a plain connection to the database of `url`, closed afterwards whatever happens (postgres-nio
    /// wants every connection closed before it goes). A server that does not answer is `Unavailable`.
    @discardableResult
    static func withConnection<T>(to url: String, _ body: (PostgresConnection, Logger) async throws -> T) async throws -> T {
        guard let parts = URLComponents(string: url), let host = parts.host, let user = parts.user else {
            throw Unavailable(description: "not a postgres:// URL")
        }
        let configuration = PostgresConnection.Configuration(
            host: host, port: parts.port ?? 5432, username: user, password: parts.password,
            database: String(parts.path.dropFirst()), tls: .disable)
        let logger = Logger(label: "test-database")
        let connection: PostgresConnection
        do {
            connection = try await PostgresConnection.connect(configuration: configuration, id: 1, logger: logger)
        } catch {
            throw Unavailable(description: "PostgreSQL at \(host):\(parts.port ?? 5432) does not answer (Scripts/postgres.sh start): \(error)")
        }
        do {
            let value = try await body(connection, logger)
            try await connection.close()
            return value
        } catch {
            try? await connection.close()
            throw error
        }
    }
}
