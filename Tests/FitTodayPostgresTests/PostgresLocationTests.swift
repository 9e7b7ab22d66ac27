@testable import FitTodayPostgres
import Testing

@Suite("PostgreSQL URLs, libpq style")
struct PostgresLocationTests {
    @Test("user, password, host, port and database are read; the password never shows")
    func parts() throws {
        let location = try PostgresLocation(url: "postgres://ana%40gym:s3cr%3At@db.local:6543/fit_today")
        #expect(location.username == "ana@gym" && location.password == "s3cr:t")
        #expect(location.host == "db.local" && location.port == 6543 && location.database == "fit_today")
        #expect(location.tls == .disable, "plain TCP unless TLS is asked for")
        #expect(location.redacted == "postgres://ana@gym:***@db.local:6543/fit_today")
        #expect(!location.redacted.contains("s3cr"))
        let defaults = try PostgresLocation(url: "postgresql://fit@localhost")
        #expect(defaults.port == 5432 && defaults.database == "fit" && defaults.password == nil)
    }

    @Test("sslmode chooses TLS: require encrypts, verify-ca and verify-full check; disable, allow and prefer do not")
    func tls() throws {
        #expect(try PostgresLocation(url: "postgres://u:p@h/d?sslmode=require").tls == .require)
        #expect(try PostgresLocation(url: "postgres://u:p@h/d?sslmode=verify-full").tls == .verifyFull)
        #expect(try PostgresLocation(url: "postgres://u:p@h/d?sslmode=verify-ca").tls == .verifyCA)
        for plain in ["disable", "allow", "prefer"] {
            #expect(try PostgresLocation(url: "postgres://u:p@h/d?sslmode=\(plain)").tls == .disable)
        }
        #expect(try PostgresLocation(url: "postgres://u:p@h/d?sslmode=require").tlsConfiguration != nil)
        #expect(throws: PostgresLocation.Problem(kind: .sslMode("always"), text: "postgres://u:***@h/d?sslmode=always")) {
            try PostgresLocation(url: "postgres://u:p@h/d?sslmode=always")
        }
    }

    @Test("what is not a postgres:// URL is refused, and the refusal hides the password")
    func refused() {
        for bad in ["", "mysql://u:p@h/d", "postgres://h/d", "postgres://u:hunter2@/d", "not a url at all"] {
            #expect(throws: PostgresLocation.Problem.self, "\(bad)") { try PostgresLocation(url: bad) }
            do {
                _ = try PostgresLocation(url: bad)
            } catch {
                #expect(!error.text.contains("hunter2"))
            }
        }
        #expect(PostgresLocation.redact("postgres://u:hunter2@h:1/d") == "postgres://u:***@h:1/d")
    }
}
