import Hummingbird
import Logging

/// One debug line per request, with nothing secret in it: the method and the path, the query reduced to `?***`
/// (a client may put a token or a key in any query value, or be the query itself) and no header (the
/// `Authorization` header carries the token). Hummingbird's `LogRequestsMiddleware` logs the whole URI.
struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The most of a path a line shows.
    static var pathLimit: Int { 200 }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        if context.logger.logLevel <= .debug {
            context.logger.debug(
                "Request",
                metadata: [
                    "hb.request.path": .string(Self.shown(path: request.uri.path, query: request.uri.query)),
                    "hb.request.method": .string(String(request.method.rawValue.prefix(20))),
                ])
        }
        return try await next(request, context)
    }

    /// The path as a log may show it: control characters escaped, cut at `pathLimit`, any query masked.
    static func shown(path: String, query: String?) -> String {
        var text = ""
        for scalar in path.unicodeScalars.prefix(pathLimit) {
            text += scalar.properties.generalCategory == .control ? scalar.escaped(asASCII: true) : String(scalar)
        }
        if path.unicodeScalars.count > pathLimit { text += "…" }
        if let query, !query.isEmpty { text += "?***" }
        return text
    }
}
