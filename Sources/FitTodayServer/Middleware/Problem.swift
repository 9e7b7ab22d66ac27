import FitTodaySession
import FitTodayUseCases
import FitTodayResources
import FitTodayDomain
import Foundation
public import HTTPTypes
public import Hummingbird
import NIOCore

/// An RFC 9457 problem: what went wrong, in the person's language, as `application/problem+json`.
public struct Problem: Error, Sendable, HTTPResponseError, Codable, Equatable {
    public var type: String
    public var title: String
    public var statusCode: Int
    public var detail: String?
    /// Seconds to wait before retrying (429, 503): sent as `Retry-After`.
    public var retryAfter: Int?

    enum CodingKeys: String, CodingKey {
        case type, title, detail
        case statusCode = "status"
    }

    public init(_ status: HTTPResponse.Status, detail: String? = nil, retryAfter: Int? = nil) {
        statusCode = status.code
        title = status.reasonPhrase
        type = "about:blank"
        self.detail = detail
        self.retryAfter = retryAfter
    }

    public var status: HTTPResponse.Status { .init(code: statusCode) }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        Response(status: status, headers: fields, body: .init(byteBuffer: body))
    }

    /// The response's headers: the problem's type, `Retry-After`, and the scheme a 401 asks for.
    var fields: HTTPFields {
        var headers = HTTPFields()
        headers[.contentType] = "application/problem+json"
        if let retryAfter { headers[.retryAfter] = String(retryAfter) }
        if statusCode == 401 { headers[.wwwAuthenticate] = #"Bearer realm="fittoday""# }
        return headers
    }

    /// The problem document.
    var body: ByteBuffer {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return ByteBuffer(bytes: (try? encoder.encode(self)) ?? Data())
    }
}
