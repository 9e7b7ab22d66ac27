public import FitTodayHTTP
import Foundation

/// Why a completion could not be had. Descriptions are one line and never carry the API key: every text in it came
/// through `UpstreamScrubber`.
public enum OpenAIError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The server answered with an error status.
    case api(status: Int, code: String?, message: String, requestId: String?)
    /// No usable HTTP exchange: connection, timeout, cancellation, refused URL.
    case transport(HTTPError)
    /// The overall deadline passed before an answer came.
    case deadlineExceeded
    /// A 2xx answer that is not a chat completion.
    case invalidResponse(String)

    /// The broad class of a failure, as the generator reports it.
    public enum Kind: String, Sendable {
        case network, timeout, auth, quota, rateLimited = "rate-limited", server, badRequest = "bad-request"
        case invalidResponse = "invalid-response", cancelled
    }

    public var kind: Kind {
        switch self {
        case .api(let status, let code, _, _):
            switch status {
            case 401, 403: return .auth
            case 429 where code == "insufficient_quota": return .quota
            case 429: return .rateLimited
            case 408: return .timeout
            case 500...: return .server
            default: return .badRequest
            }
        case .transport(.timedOut): return .timeout
        case .transport(.cancelled): return .cancelled
        case .transport: return .network
        case .deadlineExceeded: return .timeout
        case .invalidResponse: return .invalidResponse
        }
    }

    public var description: String {
        switch self {
        case .api(let status, let code, let message, let requestId):
            let codePart = code.map { " \($0)" } ?? ""
            let idPart = requestId.map { " (request \($0))" } ?? ""
            return "HTTP \(status)\(codePart): \(message)\(idPart)"
        case .transport(let error): return error.description
        case .deadlineExceeded: return "deadline exceeded"
        case .invalidResponse(let detail): return "invalid response: \(detail)"
        }
    }
}
