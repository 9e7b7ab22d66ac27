import FitTodaySession
import FitTodayService
import FitTodayResources
import FitTodayDomain
import HTTPTypes
import FitTodayText
import Hummingbird

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
        } catch let error as HTTPError where error.status == .contentTooLarge {
            throw Problem(.contentTooLarge, detail: say(.serverBodyTooLarge, limit))
        }
        return try await next(request, context)
    }
}
