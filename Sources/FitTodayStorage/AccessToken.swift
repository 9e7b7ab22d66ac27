import Crypto
public import Foundation

/// A bearer token: `ft_<id>_<secret>`. The id (12 hex digits) finds the token; only a SHA-256 of the secret is
/// stored, and it is compared in constant time, so neither the database nor the time an answer takes gives the
/// secret away.
public struct AccessToken: Sendable, Equatable {
    public let id: String
    public let secret: String

    public var text: String { "ft_\(id)_\(secret)" }

    /// A new token from `random` (32 bytes of secret).
    public static func issue(using random: inout some RandomNumberGenerator) -> AccessToken {
        let idBytes = (0..<6).map { _ in UInt8.random(in: 0...255, using: &random) }
        let secretBytes = (0..<32).map { _ in UInt8.random(in: 0...255, using: &random) }
        let id = idBytes.map { String(format: "%02x", $0) }.joined()
        let secret = Data(secretBytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
        return AccessToken(id: id, secret: secret)
    }

    /// The token in `text`, if it has the token's shape.
    public init?(_ text: String) {
        let parts = text.split(separator: "_", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "ft", parts[1].count == 12, parts[1].allSatisfy(\.isHexDigit),
              (40...64).contains(parts[2].count)
        else { return nil }
        self.init(id: String(parts[1]), secret: String(parts[2]))
    }

    init(id: String, secret: String) {
        self.id = id
        self.secret = secret
    }

    /// What is stored: SHA-256 of the secret.
    public var hash: Data { Data(SHA256.hash(data: Data(secret.utf8))) }

    /// Whether this token's secret hashes to `stored`, in time that does not depend on where they differ.
    public func matches(_ stored: Data) -> Bool {
        let mine = hash
        guard mine.count == stored.count else { return false }
        var difference: UInt8 = 0
        for (a, b) in zip(mine, stored) { difference |= a ^ b }
        return difference == 0
    }
}
