import FitTodaySession
import FitTodayUseCases
import FitTodayResources
import FitTodayDomain
import HTTPTypes
import FitTodayComposition
import FitTodayStorage
import FitTodayLocalization
import Foundation
import Hummingbird
import NIOCore

/// Every route but the open ones needs `Authorization: Bearer <token>`: the token's person is looked up (only a
/// hash of the secret is stored, compared in constant time), the request is counted against the token's rate
/// limit, and the rest of the request runs in that person's `RequestScope`. The token never reaches a log.
/// A token recognized in the last second is taken from the gatekeeper's cache (its hash, still compared in constant
/// time); an address whose bad tokens are spent is refused before the store is asked.
struct AuthMiddleware: RouterMiddleware {
    typealias Context = FitTodayContext

    let stores: any Stores
    let gate: Gatekeeper

    static var openPaths: Set<String> { ["/health", "/ready", "/metrics", "/openapi.json"] }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        if Self.openPaths.contains(request.uri.path) { return try await next(request, context) }
        let (person, token) = try await gate.admit(
            authorization: request.headers[.authorization], from: Self.address(of: context.channel))
        let scope = RequestScope(person: person, token: token, store: stores.store(for: person.id))
        var context = context
        context.scope = scope
        return try await RequestScope.$current.withValue(scope) { [context] in try await next(request, context) }
    }

    /// The client's IP address (the key of its bad-token limit); test channels have none.
    static func address(of channel: any Channel) -> String {
        channel.remoteAddress?.ipAddress ?? "unknown"
    }
}
