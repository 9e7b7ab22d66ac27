import FitTodayUseCases
import FitTodayLocalization
import Foundation
import HTTPTypes
import Hummingbird

/// Refuses a JSON body that is not strict JSON (RFC 8259) before a generated route decodes it: Foundation's
/// decoder takes a trailing comma (`{"minutes": 30,}`), and a member named twice is read differently by different
/// readers. Such a body answers the 400 problem of any body that is not JSON. A body whose type is not JSON is left
/// to its route (415), and the command route reads its body strictly itself (`CommandBody`).
struct StrictJSONMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        guard request.method == .post || request.method == .put || request.method == .patch,
              request.uri.path != "/v1/sessions/commands", CommandRoute.isJSON(request.headers[.contentType])
        else { return try await next(request, context) }
        var request = request
        // BodyLimitMiddleware has already collected the body (413 above the limit).
        let body = try await request.collectBody(upTo: .max)
        if body.readableBytes > 0, !StrictJSON.isValid(Data(body.readableBytesView)) {
            throw Problem(.badRequest, detail: say(.serverNotJSON))
        }
        return try await next(request, context)
    }
}
