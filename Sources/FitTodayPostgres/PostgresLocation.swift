import Foundation
import NIOSSL
import PostgresNIO

/// Where the PostgreSQL database is, read from a libpq-style URL:
/// `postgres://user:password@host:port/database?sslmode=require`. Plain TCP unless `sslmode` asks for TLS:
/// `require` encrypts without checking the server's certificate (as libpq does), `verify-ca` and `verify-full`
/// check it against the system's roots (`verify-full` the host name too). The password never leaves this value:
/// `redacted` is what logs, errors and the start-up line show.
public struct PostgresLocation: Sendable, Equatable {
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
        }

        public var kind: Kind
        public var text: String
    }

    /// The environment variable that names the database when `--postgres` is not given.
    public static let environmentKey = "FITTODAY_POSTGRES_URL"

    /// `--postgres` when given, else `FITTODAY_POSTGRES_URL` when set and not empty.
    public static func url(option: String?, environment: [String: String]) -> String? {
        if let option { return option }
        return environment[environmentKey].flatMap { $0.isEmpty ? nil : $0 }
    }

    public init(url: String) throws(Problem) {
        let shown = Self.redact(url)
        guard let parts = URLComponents(string: url), let scheme = parts.scheme,
            scheme == "postgres" || scheme == "postgresql", let host = parts.host, !host.isEmpty,
            let user = parts.user, !user.isEmpty
        else { throw Problem(kind: .notAURL, text: shown) }
        let name = parts.path.hasPrefix("/") ? String(parts.path.dropFirst()) : parts.path
        var mode = TLSMode.disable
        for item in parts.queryItems ?? [] where item.name == "sslmode" {
            switch item.value ?? "" {
            case "disable", "allow", "prefer": mode = .disable
            case let value:
                guard let chosen = TLSMode(rawValue: value) else { throw Problem(kind: .sslMode(value), text: shown) }
                mode = chosen
            }
        }
        self.host = host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host
        port = parts.port ?? 5432
        username = user.removingPercentEncoding ?? user
        password = parts.password.map { $0.removingPercentEncoding ?? $0 }
        database = name.isEmpty ? username : (name.removingPercentEncoding ?? name)
        tls = mode
    }

    /// The URL as it may be shown: its password replaced by `***`.
    public var redacted: String {
        "postgres://\(username)\(password == nil ? "" : ":***")@\(host):\(port)/\(database)"
            + (tls == .disable ? "" : "?sslmode=\(tls.rawValue)")
    }

    /// Any text that may be a URL, with what stands between `user:` and `@` replaced by `***`.
    static func redact(_ url: String) -> String {
        guard let scheme = url.range(of: "://"), let at = url[scheme.upperBound...].lastIndex(of: "@") else { return url }
        let credentials = url[scheme.upperBound..<at]
        guard let colon = credentials.firstIndex(of: ":") else { return url }
        return String(url[..<colon]) + ":***" + String(url[at...])
    }

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
