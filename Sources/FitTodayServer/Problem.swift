import FitTodaySession
import FitTodayService
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
        var headers = HTTPFields()
        headers[.contentType] = "application/problem+json"
        if let retryAfter { headers[.retryAfter] = String(retryAfter) }
        if statusCode == 401 { headers[.wwwAuthenticate] = #"Bearer realm="fittoday""# }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = (try? encoder.encode(self)) ?? Data()
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }
}
