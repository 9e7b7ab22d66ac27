public import Foundation

/// Header fields in the order they were given or received; names compare without regard to case.
public struct HTTPHeaders: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
    public private(set) var fields: [(name: String, value: String)]

    public init(_ fields: [(name: String, value: String)] = []) { self.fields = fields }

    public init(dictionaryLiteral elements: (String, String)...) {
        fields = elements.map { (name: $0.0, value: $0.1) }
    }

    /// The first value of a field, if present.
    public subscript(name: String) -> String? {
        fields.first { Self.sameName($0.name, name) }?.value
    }

    /// Field names are ASCII tokens: compare them byte by byte, folding A–Z.
    static func sameName(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.elementsEqual(rhs.utf8) { lowercase($0) == lowercase($1) }
    }

    private static func lowercase(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }

    /// Parses raw header lines ("Name: value\r\n" …); lines without a colon are skipped.
    init(parsing bytes: [UInt8]) {
        var fields: [(name: String, value: String)] = []
        bytes.withUnsafeBufferPointer { buffer in
            for line in buffer.split(separator: 0x0A) {
                guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { continue }
                let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0D }
                var start = colon + 1
                var end = line.endIndex
                while start < end, isSpace(line[start]) { start += 1 }
                while end > start, isSpace(line[end - 1]) { end -= 1 }
                fields.append((
                    String(decoding: line[line.startIndex..<colon], as: UTF8.self),
                    String(decoding: line[start..<end], as: UTF8.self)
                ))
            }
        }
        self.fields = fields
    }

    public mutating func add(_ name: String, _ value: String) { fields.append((name, value)) }

    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> { fields.makeIterator() }

    public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
        lhs.fields.elementsEqual(rhs.fields) { $0.name == $1.name && $0.value == $1.value }
    }
}

public struct HTTPRequest: Sendable {
    public enum Method: String, Sendable { case get = "GET", post = "POST" }

    public var method: Method
    public var url: String
    public var headers: HTTPHeaders
    public var body: Data?
    /// The most this one transfer may take, connection included.
    public var timeout: Duration

    public init(
        method: Method = .get, url: String, headers: HTTPHeaders = [:], body: Data? = nil,
        timeout: Duration = .seconds(30)
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }
}

public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: HTTPHeaders
    public var body: Data
    /// 1.0, 1.1, 2 or 3, as negotiated.
    public var httpVersion: String
    /// True when the transfer rode on a connection that an earlier request had opened.
    public var reusedConnection: Bool

    public init(status: Int, headers: HTTPHeaders, body: Data, httpVersion: String = "1.1", reusedConnection: Bool = false) {
        self.status = status
        self.headers = headers
        self.body = body
        self.httpVersion = httpVersion
        self.reusedConnection = reusedConnection
    }
}

/// Why a transfer produced no response. Messages name the host, never a header or a body.
public enum HTTPError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The URL cannot be used (malformed, not http(s)).
    case invalidURL(String)
    /// `http://` to a host that is not loopback, while insecure HTTP is not allowed.
    case insecureURL(host: String)
    /// The per-request timeout or the deadline passed.
    case timedOut(host: String)
    /// No connection (DNS, refused, reset, TLS failure …).
    case connectionFailed(host: String, detail: String)
    /// The task was cancelled; the transfer was aborted.
    case cancelled
    /// Anything else libcurl reports.
    case transfer(host: String, detail: String)

    public var description: String {
        switch self {
        case .invalidURL(let url): "invalid URL \(url)"
        case .insecureURL(let host): "refusing plain http:// to \(host) (only loopback hosts may use it unless allowed)"
        case .timedOut(let host): "request to \(host) timed out"
        case .connectionFailed(let host, let detail): "cannot connect to \(host): \(detail)"
        case .cancelled: "request cancelled"
        case .transfer(let host, let detail): "transfer from \(host) failed: \(detail)"
        }
    }
}
