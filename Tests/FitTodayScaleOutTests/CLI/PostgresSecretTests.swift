import FitTodayDomain
import FitTodayPostgres
import FitTodayLocalization
import Foundation
import TestHTTPServer
import TestPostgres
import FitTodayTestSupport
import Testing

/// The PostgreSQL password, in every form a location may be written in, never reaches an output; a password the
/// server refuses is its own one-line error, exit 77, at once (not "does not answer", 75, after waiting).
@Suite("PostgreSQL passwords never show; a refused login says so")
struct PostgresSecretTests {
    static let canary = "PwCanary5tQ8zR2mX"

    /// The test server's host, port, user and database.
    static func server() throws -> (host: String, port: Int, user: String, database: String) {
        let parts = try #require(URLComponents(string: TestDatabase.serverURL))
        return (
            try #require(parts.host), parts.port ?? 5432, try #require(parts.user), String(parts.path.dropFirst())
        )
    }

    /// The test server in every form a location may take, each with `password` (whose characters need encoding
    /// in a URL).
    static func forms(password: String) throws -> [String] {
        let (host, port, user, database) = try server()
        let encoded = password.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? password
        let escaped = password.map { " '\\".contains($0) ? "\\\($0)" : "\($0)" }.joined()
        return [
            "postgres://\(user):\(encoded)@\(host):\(port)/\(database)",
            "postgresql://\(host):\(port)/\(database)?user=\(user)&password=\(encoded)",
            "host=\(host) port=\(port) user=\(user) password=\(escaped) dbname=\(database)",
            "host = \(host) port=\(port) user=\(user) PASSWORD = '\(password.replacingOccurrences(of: "'", with: "\\'"))' dbname=\(database)",
        ]
    }

    /// Texts that cannot be read, each carrying the canary where a password would be.
    static let unreadable = [
        "fittoday:\(canary)@127.0.0.1:5432/fittoday",
        "postgres://fittoday:\(canary)@/fittoday",
        "postgres://127.0.0.1/fittoday?password=\(canary)",
        "postgres://fittoday:\(canary)%40x@127.0.0.1:99999/fittoday",
        "host=127.0.0.1 user=fittoday password=\(canary) connect_timeout=3",
        "host=127.0.0.1 user=fittoday password='\(canary) dbname=x",
        "host=127.0.0.1 user=fittoday Password=\(canary) dbname",
        "mysql://fittoday:\(canary)@127.0.0.1/fittoday",
    ]

    @Test("every unreadable form is bad usage, one line, without the password")
    func unreadableForms() async throws {
        for text in Self.unreadable {
            do {
                let location = try PostgresLocation(url: text)
                Issue.record("read: \(location)")
            } catch {
                #expect(!leaksSecret(Self.canary, in: error.text), "\(error.text)")
            }
            for run in [
                try await CLI.run(["history", "list", "--postgres", text]),
                try await CLI.run(["users", "list"], environment: ["FITTODAY_POSTGRES_URL": text]),
            ] {
                expectOneLineError(run, code: 64)
                #expect(!leaksSecret(Self.canary, in: run.stderr), "\(text): \(run)")
            }
        }
    }

    @Test("every readable form is read alike, and shows without the password")
    func readableForms() throws {
        let password = "p@ss:wo rd'/\(Self.canary)"
        let locations = try Self.forms(password: password).map { try PostgresLocation(url: $0) }
        let (host, port, user, database) = try Self.server()
        for location in locations {
            #expect(location.host == host && location.port == port && location.username == user)
            #expect(location.database == database)
            for text in [location.redacted, "\(location)", String(reflecting: location)] {
                #expect(!leaksSecret(Self.canary, in: text), "\(text)")
            }
        }
        #expect(Set(locations.map(\.redacted)).count == 1, "\(locations.map(\.redacted))")
    }

    @Test("a wrong password is refused at once: exit 77, one line, on the CLI and serve")
    func wrongPassword() async throws {
        let (host, port, user, database) = try Self.server()
        let expected = "fittoday: "
            + Messages(.ptBR)(.storeLoginRefused, "postgres://\(user):***@\(host):\(port)/\(database)") + "\n"
        for form in try Self.forms(password: "wrong \(Self.canary)") {
            for arguments in [["history", "list"], ["users", "add", "ana"], ["serve", "--port", "0", "--offline"]] {
                let run = try await CLI.run(arguments + ["--postgres", form])
                expectOneLineError(run, code: 77)
                #expect(run.stderr == expected, "\(arguments) \(form): \(run)")
                #expect(!leaksSecret(Self.canary, in: run.stderr), "\(run)")
            }
        }
    }

    @Test("a server that accepts the connection but never answers the login is unreachable (75), not a hang")
    func silentServer() async throws {
        let silent = try SilentPort()
        let run = try await CLI.run(["history", "list", "--postgres", "postgres://u:\(Self.canary)@127.0.0.1:\(silent.port)/d"])
        withExtendedLifetime(silent) {}
        expectOneLineError(run, code: 75)
        #expect(!leaksSecret(Self.canary, in: run.stderr), "\(run)")
    }
}
