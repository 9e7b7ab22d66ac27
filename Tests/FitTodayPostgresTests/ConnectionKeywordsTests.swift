@testable import FitTodayPostgres
import Testing

@Suite("PostgreSQL keyword pairs, and passwords masked in any text")
struct ConnectionKeywordsTests {
    @Test("keyword pairs: spaces around =, quotes, backslash escapes, the last of a keyword wins")
    func pairs() throws {
        let location = try PostgresLocation(
            url: #"host = db.local port=6543 user=ana password='s3 cr\'t\\x' dbname=fit sslmode=require user=bia"#)
        #expect(location.host == "db.local" && location.port == 6543 && location.username == "bia")
        #expect(location.password == #"s3 cr't\x"#)
        #expect(location.database == "fit" && location.tls == .require)
        #expect(location.redacted == "postgres://bia:***@db.local:6543/fit?sslmode=require")
        let escaped = try PostgresLocation(url: #"user=ana password=a\ b"#)
        #expect(escaped.password == "a b" && escaped.host == "localhost" && escaped.database == "ana")
        #expect(try PostgresLocation(url: "user=ana").password == nil)
    }

    @Test("a URL's query may carry user and password, as libpq reads it")
    func query() throws {
        let location = try PostgresLocation(url: "postgres://db.local/fit?user=ana&password=p%26w&application_name=x")
        #expect(location.username == "ana" && location.password == "p&w" && location.database == "fit")
    }

    @Test("malformed pairs and unknown keywords are refused; the text shown has no password")
    func refused() {
        let cases: [(String, PostgresLocation.Problem.Kind)] = [
            ("host=h user=u password='open", .notAURL),
            ("host=h user=u password=x dbname", .notAURL),
            ("host=h user=u password=x =y", .notAURL),
            ("host=h password=x", .notAURL),
            ("host=h user=u password=x port=0", .notAURL),
            ("host=h user=u password=x keepalives=1", .unknownKeyword("keepalives")),
        ]
        for (text, kind) in cases {
            do {
                _ = try PostgresLocation(url: text)
                Issue.record("read: \(text)")
            } catch {
                #expect(error.kind == kind, "\(text)")
                #expect(!error.text.contains("password=x") && !error.text.contains("'open"), "\(error.text)")
            }
        }
    }

    @Test("redaction: every way a password may be written")
    func redaction() {
        let cases = [
            ("postgres://u:hunter2@h/d", "postgres://u:***@h/d"),
            ("u:hunter2@h:5432/d", "u:***@h:5432/d"),
            ("postgres://u:hun@ter2@h/d", "postgres://u:***@h/d"),
            ("host=h password=hunter2 user=u", "host=h password=*** user=u"),
            ("host=h PassWord = 'hun ter2' user=u", "host=h PassWord =*** user=u"),
            (#"password='hun\'ter2'"#, "password=***"),
            ("postgres://h/d?user=u&password=hunter2&sslmode=require", "postgres://h/d?user=u&password=***&sslmode=require"),
            ("nothing secret here", "nothing secret here"),
        ]
        for (text, shown) in cases {
            #expect(LocationRedaction.redact(text) == shown, "\(text)")
        }
    }
}
