import Foundation

/// Sends HTTP requests over libcurl. Cheap to create: every transport shares one transfer thread and its
/// connection cache, so sequential requests to one host reuse one connection.
///
/// TLS peers are always verified. Plain `http://` is refused unless the host is loopback (127.0.0.0/8, ::1,
/// localhost) or `allowInsecureHTTP` is set. Cancelling the calling task aborts the transfer at once.
public struct HTTPTransport: Sendable {
    public var allowInsecureHTTP: Bool
    public var userAgent: String

    public init(allowInsecureHTTP: Bool = false, userAgent: String = "fittoday") {
        self.allowInsecureHTTP = allowInsecureHTTP
        self.userAgent = userAgent
    }

    public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        let host = try checkedHost(of: request.url)
        if Task.isCancelled { throw .cancelled }
        var request = request
        if request.headers["User-Agent"] == nil { request.headers.add("User-Agent", userAgent) }
        let engine = TransferEngine.shared
        let id = engine.nextTransferId()
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                engine.submit(Transfer(id: id, request: request, host: host, continuation: continuation))
                // A cancellation that arrived before the submission found nothing to cancel: repeat it.
                if Task.isCancelled { engine.cancel(id) }
            }
        } onCancel: {
            engine.cancel(id)
        }
        return try result.get()
    }

    /// The URL's host, once the URL is known to be usable under this transport's rules.
    public func checkedHost(of url: String) throws(HTTPError) -> String {
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased(),
            let host = components.host, !host.isEmpty
        else { throw .invalidURL(url) }
        switch scheme {
        case "https": return host
        case "http" where allowInsecureHTTP || Self.isLoopback(host): return host
        case "http": throw .insecureURL(host: host)
        default: throw .invalidURL(url)
        }
    }

    static func isLoopback(_ host: String) -> Bool {
        let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).lowercased()
        if bare == "localhost" || bare == "::1" { return true }
        let parts = bare.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }
}
