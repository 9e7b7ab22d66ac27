import FitTodaySession
import FitTodayUseCases
import FitTodayResources
import FitTodayDomain
import HTTPTypes
import FitTodayLocalization
import Hummingbird
import NIOHTTP1

/// Reads a request's body up to `limit` bytes, before anything else sees it: a longer body answers 413, whether
/// its length was announced or not.
struct BodyLimitMiddleware<Context: RequestContext>: RouterMiddleware {
    let limit: Int

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        if let length = request.headers[.contentLength].flatMap(Int.init), length > limit {
            throw Problem(.contentTooLarge, detail: say(.serverBodyTooLarge, limit))
        }
        var request = request
        do {
            _ = try await request.collectBody(upTo: limit)
        } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
            // HTTPError, or NIO's NIOTooManyBytesError for a chunked body that grows past the limit.
            throw Problem(.contentTooLarge, detail: say(.serverBodyTooLarge, limit))
        } catch is HTTPParserError {
            throw Problem(.badRequest, detail: say(.serverMalformedBody))
        }
        return try await next(request, context)
    }
}
