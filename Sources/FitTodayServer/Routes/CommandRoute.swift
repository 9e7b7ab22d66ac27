import FitTodayDomain
import FitTodayUseCases
import FitTodaySession
import FitTodayLocalization
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// `POST /v1/sessions/commands`, hand-written (tag `direct` in openapi.yaml): the live session's hot path. The body
/// is parsed once (`CommandBody`) and answered by the one handler (`SessionCommandHandler`), the reply written once,
/// as JSON in the request's language; the status follows the reply's `reasonCode` (docs/sessions.md), 503 with
/// `Retry-After`. A body that is not JSON at all is a 400 problem, as on every route; JSON that is not a valid
/// command is the handler's refusal, with its reply. A retry of a command (the same id and content) is answered by
/// the store with its first reply, so the same bytes; another command under a used id gets `commandIdReused`.
struct CommandRoute {
    let handler: SessionCommandHandler
    let hub: LiveHub
    let metrics: ServiceMetrics

    /// Compact, sorted keys, times with milliseconds: the encoder of every session wire.
    static let encoder = SessionWire.encoder()

    func add(to router: Router<FitTodayContext>) {
        router.post("/v1/sessions/commands") { request, context in try await apply(request, context) }
    }

    func apply(_ request: Request, _ context: FitTodayContext) async throws -> Response {
        guard let scope = context.scope else { throw Problem(.unauthorized, detail: say(.serverUnauthorized)) }
        guard Self.isJSON(request.headers[.contentType]) else {
            throw Problem(.unsupportedMediaType, detail: say(.serverUnsupportedMediaType))
        }
        // BodyLimitMiddleware has already collected the body (413 above the limit).
        var request = request
        let body = CommandBody(Data(try await request.collectBody(upTo: .max).readableBytesView))
        // Answered (and counted, as an invalid command) before a body that is not JSON becomes the 400 problem.
        let line = await handler.answer(body, scope: scope, hub: hub, metrics: metrics)
        if !body.isJSON { throw Problem(.badRequest, detail: say(.serverNotJSON)) }
        return Self.response(status: line.reply.httpStatus, body: ByteBuffer(bytes: try Self.encoder.encode(line)))
    }

    static func response(status: Int, body: ByteBuffer) -> Response {
        var headers: HTTPFields = [.contentType: "application/json"]
        if status == 503 { headers[.retryAfter] = "1" }
        return Response(status: HTTPResponse.Status(code: status), headers: headers, body: .init(byteBuffer: body))
    }

    /// `application/json`, with or without parameters (`; charset=utf-8`), or no type at all (read as JSON, as the
    /// generated routes do).
    static func isJSON(_ contentType: String?) -> Bool {
        guard let contentType else { return true }
        let type = contentType.split(separator: ";", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces) }
        return type?.lowercased() == "application/json"
    }
}
