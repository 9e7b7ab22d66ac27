import FitTodayLocalization
import HTTPTypes
import NIOHTTP1

/// The answer to a request the HTTP decoder refused, before any route saw it: the status the mistake deserves
/// (not only 400) and its problem detail. The decoder says what failed; the first bytes of the request (its
/// `RequestLineEvidence`) tell a URL too long from headers too large, and an unknown method from random bytes.
struct MalformedRequest: Equatable {
    let status: HTTPResponse.Status
    let detail: String

    init(status: HTTPResponse.Status, detail: String) {
        self.status = status
        self.detail = detail
    }

    init(_ error: HTTPParserError, evidence: RequestLineEvidence, limits: ConnectionLimits) {
        switch error {
        case .headerOverflow where evidence.sawLineEnd:
            self.init(
                status: .requestHeaderFieldsTooLarge,
                detail: say(.serverHeadersTooLarge, limits.maxHeaderBytes, limits.maxHeaderCount))
        case .headerOverflow:
            self.init(status: .uriTooLong, detail: say(.serverURLTooLong, limits.maxHeaderBytes))
        case .invalidMethod where evidence.startsWithToken:
            self.init(status: .notImplemented, detail: say(.serverUnknownMethod))
        case .invalidVersion:
            self.init(status: .httpVersionNotSupported, detail: say(.serverVersionUnsupported))
        default:
            self.init(status: .badRequest, detail: say(.serverMalformedRequest))
        }
    }

    /// A head that is complete but that we cannot serve: a version other than HTTP/1.0 or 1.1.
    static func check(_ head: HTTPRequestHead) -> MalformedRequest? {
        guard head.version.major == 1, head.version.minor <= 1 else {
            return MalformedRequest(status: .httpVersionNotSupported, detail: say(.serverVersionUnsupported))
        }
        return nil
    }
}

/// What the first bytes of a request show, kept by `ByteTap` while a head arrives: whether its request line has
/// ended, and whether it starts like a method (a token and a space) rather than with random bytes.
struct RequestLineEvidence: Equatable {
    private(set) var prefix: [UInt8] = []
    private(set) var sawLineEnd = false

    /// The method's first 32 bytes are enough to tell a token from noise.
    private static let kept = 32

    mutating func reset() {
        prefix.removeAll(keepingCapacity: true)
        sawLineEnd = false
    }

    mutating func record(_ bytes: some Sequence<UInt8>) {
        guard !sawLineEnd else { return }
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                sawLineEnd = true
                return
            }
            if prefix.count < Self.kept { prefix.append(byte) }
        }
    }

    /// A method-like token (RFC 9110 tchar, at least one) followed by a space.
    var startsWithToken: Bool {
        guard let space = prefix.firstIndex(of: UInt8(ascii: " ")), space > 0 else { return false }
        return prefix[..<space].allSatisfy(Self.isTokenCharacter)
    }

    private static func isTokenCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }
}
