import Foundation
import NIOSSL
import PostgresNIO

/// Where the PostgreSQL database is, read as libpq reads it: a URL,
/// `postgres://user:password@host:port/database?sslmode=require` (`user` and `password` may also come as query
/// parameters), or keyword pairs, `host=… port=… user=… password=… dbname=… sslmode=…`. Plain TCP unless `sslmode`
/// asks for TLS: `require` encrypts without checking the server's certificate (as libpq does), `verify-ca` and
/// `verify-full` check it against the system's roots (`verify-full` the host name too). The password never leaves
/// this value: `redacted` is what logs, errors and the start-up line show, and a text that cannot be read is only
/// ever shown through `redact`.
public struct PostgresLocation: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    public enum TLSMode: String, Sendable {
        case disable, require
        case verifyCA = "verify-ca"
        case verifyFull = "verify-full"
    }

    public var host: String
    public var port: Int
    public var username: String
    var password: String?
    public var database: String
    public var tls: TLSMode

    /// A URL that cannot be used; `text` is the URL without its password.
    public struct Problem: Error, Sendable, Equatable {
        public enum Kind: Sendable, Equatable {
            case notAURL
            case sslMode(String)
            /// A keyword pair libpq may know but this program does not use (`connect_timeout=…`).
            case unknownKeyword(String)
        }

        public var kind: Kind
        public var text: String
    }

    public init(url: String) throws(Problem) {
        let shown = Self.redact(url)
        let fields: [String: String]
        do {
            fields = try ConnectionKeywords.looksLikeKeywords(url) ? ConnectionKeywords.parse(url) : Self.fields(ofURL: url)
        } catch {
            switch error {
            case .malformed: throw Problem(kind: .notAURL, text: shown)
            case .unknownKeyword(let name): throw Problem(kind: .unknownKeyword(name), text: shown)
            }
        }
        let host = fields["host"] ?? fields["hostaddr"] ?? "localhost"
        guard let user = fields["user"], !user.isEmpty, !host.isEmpty else { throw Problem(kind: .notAURL, text: shown) }
        var port = 5432
        if let text = fields["port"] {
            guard let number = Int(text), (1...65_535).contains(number) else { throw Problem(kind: .notAURL, text: shown) }
            port = number
        }
        var mode = TLSMode.disable
        switch fields["sslmode"] ?? "disable" {
        case "disable", "allow", "prefer": mode = .disable
        case let value:
            guard let chosen = TLSMode(rawValue: value) else { throw Problem(kind: .sslMode(value), text: shown) }
            mode = chosen
        }
        self.host = host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host
        self.port = port
        username = user
        password = fields["password"]
        database = (fields["dbname"]).flatMap { $0.isEmpty ? nil : $0 } ?? user
        tls = mode
    }

    /// A `postgres://` URL's parts under the keyword names, percent-decoded; query parameters (`user`,
    /// `password`, `dbname`, `sslmode` …) are keywords too, as libpq reads them.
    private static func fields(ofURL url: String) throws(ConnectionKeywords.Failure) -> [String: String] {
        guard let parts = URLComponents(string: url), let scheme = parts.scheme,
            scheme == "postgres" || scheme == "postgresql"
        else { throw .malformed }
        func decoded(_ text: String?) -> String? { text.map { $0.removingPercentEncoding ?? $0 } }
        var fields: [String: String] = [:]
        fields["host"] = parts.host.flatMap { $0.isEmpty ? nil : $0 }
        fields["port"] = parts.port.map(String.init)
        fields["user"] = decoded(parts.user)
        fields["password"] = decoded(parts.password)
        let name = parts.path.hasPrefix("/") ? String(parts.path.dropFirst()) : parts.path
        fields["dbname"] = decoded(name)
        // Other parameters (`application_name`, `connect_timeout` …) are left to their defaults, as before.
        for item in parts.queryItems ?? [] where ConnectionKeywords.known.contains(item.name.lowercased()) {
            fields[item.name.lowercased()] = item.value ?? ""
        }
        // A URL must name its host; keyword pairs may leave it to the default.
        guard fields["host"] != nil else { throw .malformed }
        return fields
    }

    /// The URL as it may be shown: its password replaced by `***`.
    public var redacted: String {
        "postgres://\(username)\(password == nil ? "" : ":***")@\(host):\(port)/\(database)"
            + (tls == .disable ? "" : "?sslmode=\(tls.rawValue)")
    }

    public var description: String { redacted }
    public var debugDescription: String { redacted }
    /// `dump` and the debugger see the redacted location, never the password field.
    public var customMirror: Mirror { Mirror(self, children: ["redacted": redacted]) }

    /// Any text that may name a database, with every form of password in it replaced by `***`.
    static func redact(_ text: String) -> String { LocationRedaction.redact(text) }

    /// TLS as `sslmode` asks: none, encryption only, or encryption with the server's certificate checked.
    var tlsConfiguration: TLSConfiguration? {
        var configuration = TLSConfiguration.makeClientConfiguration()
        switch tls {
        case .disable: return nil
        case .require: configuration.certificateVerification = .none
        case .verifyCA: configuration.certificateVerification = .noHostnameVerification
        case .verifyFull: break
        }
        return configuration
    }

    var clientConfiguration: PostgresClient.Configuration {
        PostgresClient.Configuration(
            host: host, port: port, username: username, password: password, database: database,
            tls: tlsConfiguration.map { .require($0) } ?? .disable)
    }

    func connectionConfiguration() throws -> PostgresConnection.Configuration {
        PostgresConnection.Configuration(
            host: host, port: port, username: username, password: password, database: database,
            tls: try tlsConfiguration.map { .require(try NIOSSLContext(configuration: $0)) } ?? .disable)
    }
}
