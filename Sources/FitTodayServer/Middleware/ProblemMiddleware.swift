import FitTodaySession
import FitTodayUseCases
import FitTodayResources
import FitTodayDomain
import FitTodayStorage
import FitTodayLocalization
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOHTTP1
import OpenAPIRuntime

/// The outermost middleware but the metrics (which count what it answers): speaks the person's language
/// (`Accept-Language`, pt-BR by default) for the rest of the request, and turns every failure into an
/// `application/problem+json` response in that language. Nothing internal (types, SQL, tokens) reaches the body;
/// unexpected failures are logged with the request id.
struct ProblemMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let language = Self.language(request.headers[.acceptLanguage])
        return try await UserLanguage.$current.withValue(language) {
            do {
                return try await next(request, context)
            } catch {
                let problem = Self.problem(for: error, request: request)
                if problem.statusCode >= 500 {
                    context.logger.error("request failed", metadata: ["error": "\(String(reflecting: type(of: error)))"])
                }
                return try problem.response(from: request, context: context)
            }
        }
    }

    /// The first language of `Accept-Language` we speak, else pt-BR.
    static func language(_ header: String?) -> Language {
        guard let header else { return .ptBR }
        for part in header.split(separator: ",") {
            let tag = part.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            if let language = LanguageTag.parse(tag) { return language }
        }
        return .ptBR
    }

    static func problem(for error: any Error, request: Request) -> Problem {
        switch error {
        case let problem as Problem:
            return problem
        case let error as ServerError:
            return problem(for: error)
        case let error as HTTPError:
            switch error.status {
            case .notFound: return Problem(.notFound, detail: say(.serverRouteNotFound, "\(request.method) \(request.uri.path)"))
            case .contentTooLarge: return Problem(.contentTooLarge, detail: say(.serverBodyTooLarge, 64 * 1024))
            case .methodNotAllowed: return Problem(.methodNotAllowed, detail: say(.serverMethodNotAllowed))
            default: return Problem(error.status, detail: error.status.code >= 500 ? say(.serverInternal) : error.body)
            }
        case is HTTPParserError:
            // The body broke off mid-way (a bad chunk): the client's mistake, and the connection closes after.
            return Problem(.badRequest, detail: say(.serverMalformedBody))
        case let error as any HTTPResponseError where error.status.code < 500:
            return Problem(error.status, detail: error.status == .contentTooLarge ? say(.serverBodyTooLarge, 64 * 1024) : nil)
        case let error as HistoryStoreError where error.isTemporary:
            return Problem(.serviceUnavailable, detail: say(.serverBusy), retryAfter: 1)
        default:
            return Problem(.internalServerError, detail: say(.serverInternal))
        }
    }

    /// A failure of the generated layer: our own problem thrown by a handler, a body that is not JSON (400), a
    /// value of the wrong type or a missing field (422), or what the runtime says of parameters and content types.
    static func problem(for error: ServerError) -> Problem {
        if let problem = error.underlyingError as? Problem { return problem }
        if let decoding = error.underlyingError as? DecodingError {
            let query = error.request.path?.split(separator: "?", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
            return problem(for: decoding, inBody: error.request.method == .post, query: query)
        }
        if let nested = error.underlyingError as? ServerError { return problem(for: nested) }
        let status = error.httpStatus
        switch status.code {
        case 415: return Problem(status, detail: say(.serverUnsupportedMediaType))
        case 400..<500: return Problem(.unprocessableContent, detail: say(.serverBadParameter, "\(error.underlyingError)"))
        default: return Problem(.internalServerError, detail: say(.serverInternal))
        }
    }

    /// A value that does not decode. With no field to name, it is the body that is not JSON at all (400), or a
    /// parameter of the wrong kind (422).
    static func problem(for error: DecodingError, inBody: Bool, query: String) -> Problem {
        func path(_ keys: [any CodingKey]) -> String { keys.map(\.stringValue).joined(separator: ".") }
        let context: DecodingError.Context? = switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context): context
        default: nil
        }
        if let context, context.codingPath.isEmpty {
            return inBody ? Problem(.badRequest, detail: say(.serverNotJSON))
                : Problem(.unprocessableContent, detail: say(.serverBadParameter, query.removingPercentEncoding ?? query))
        }
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return Problem(.unprocessableContent, detail: say(.serverWrongType, path(context.codingPath)))
        case .keyNotFound(let key, let context):
            return Problem(.unprocessableContent, detail: say(.serverMissingField, path(context.codingPath + [key])))
        @unknown default:
            return Problem(.unprocessableContent, detail: say(.serverNotJSON))
        }
    }
}
