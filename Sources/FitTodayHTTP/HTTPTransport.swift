import Foundation

/// Sends HTTP requests over libcurl. Cheap to create: every transport shares one transfer thread and its
/// connection cache, so sequential requests to one host reuse one connection.
///
/// TLS peers are always verified. Plain `http://` is refused unless the host is loopback (127.0.0.0/8, ::1,
/// localhost) or `allowInsecureHTTP` is set. Cancelling the calling task aborts the transfer at once.
public struct HTTPTransport: Sendable {
    public var allowInsecureHTTP: Bool
    public var userAgent: String
    /// A PEM file of CA certificates to trust instead of the system's (a private CA, a test server).
    public var trustedCertificates: String?

    public init(allowInsecureHTTP: Bool = false, userAgent: String = "fittoday", trustedCertificates: String? = nil) {
        self.allowInsecureHTTP = allowInsecureHTTP
        self.userAgent = userAgent
        self.trustedCertificates = trustedCertificates
    }

    public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        let host = try checkedHost(of: request.url)
        if Task.isCancelled { throw .cancelled }
        var request = request
        if request.headers["User-Agent"] == nil { request.headers.add("User-Agent", userAgent) }
        let engine = TransferEngine.shared
        let id = engine.nextTransferId()
        let result = await withTaskCancellationHandler {
            await withUnsafeContinuation { continuation in
                engine.submit(
                    Transfer(
                        id: id, request: request, host: host, trustedCertificates: trustedCertificates,
                        continuation: continuation))
                // A cancellation that arrived before the submission found nothing to cancel: repeat it.
                if Task.isCancelled { engine.cancel(id) }
            }
        } onCancel: {
            engine.cancel(id)
        }
        return try result.get()
    }

    /// Runs `operation` with the transfer thread as its preferred executor. Code that makes many requests in a
    /// row (a batch) then runs between its transfers on the thread that drives them, and a request starts and
    /// completes without waking any other thread. Keep such code short between requests: while it runs, no
    /// other transfer makes progress.
    public static func withTransferExecutor<T, Failure: Error>(
        _ operation: () async throws(Failure) -> T
    ) async throws(Failure) -> T {
        try await withTaskExecutorPreference(TransferEngine.shared, operation: operation)
    }

    /// The URL's host, once the URL is known to be usable under this transport's rules. (A hand-rolled split of
    /// `scheme://[user@]host[:port]/…` on the UTF-8 bytes: it runs before every request, and URLComponents cost
    /// more than the rest of the request's own work.)
    public func checkedHost(of url: String) throws(HTTPError) -> String {
        let bytes = Array(url.utf8)
        let separator = Array("://".utf8)
        guard let schemeEnd = (0..<max(0, bytes.count - 2)).first(where: { bytes[$0..<$0 + 3].elementsEqual(separator) })
        else { throw .invalidURL(url) }
        let scheme = String(decoding: bytes[..<schemeEnd], as: UTF8.self).lowercased()
        var authorityEnd = schemeEnd + 3
        while authorityEnd < bytes.count, ![UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#")].contains(bytes[authorityEnd]) {
            authorityEnd += 1
        }
        var hostStart = schemeEnd + 3
        if let at = bytes[hostStart..<authorityEnd].lastIndex(of: UInt8(ascii: "@")) { hostStart = at + 1 }
        var hostEnd = hostStart
        if hostStart < authorityEnd, bytes[hostStart] == UInt8(ascii: "[") {
            guard let close = bytes[hostStart..<authorityEnd].firstIndex(of: UInt8(ascii: "]")) else {
                throw .invalidURL(url)
            }
            hostEnd = close + 1
        } else {
            while hostEnd < authorityEnd, bytes[hostEnd] != UInt8(ascii: ":") { hostEnd += 1 }
        }
        guard hostEnd > hostStart, !bytes[hostStart..<hostEnd].contains(where: { $0 <= 0x20 }) else {
            throw .invalidURL(url)
        }
        let host = String(decoding: bytes[hostStart..<hostEnd], as: UTF8.self)
        switch scheme {
        case "https": return host
        case "http" where allowInsecureHTTP || Self.isLoopback(host): return host
        case "http": throw .insecureURL(host: host)
        default: throw .invalidURL(url)
        }
    }

    static func isLoopback(_ host: String) -> Bool {
        var bare = host.lowercased()
        if bare.hasPrefix("["), bare.hasSuffix("]") { bare = String(bare.dropFirst().dropLast()) }
        if bare == "localhost" || bare == "::1" { return true }
        let parts = bare.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }
}
