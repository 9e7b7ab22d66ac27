import FitTodaySession
import FitTodayService
import FitTodayResources
import FitTodayDomain
import HTTPTypes
import FitTodayStorage
import FitTodayText
import Foundation
import Hummingbird

/// Every route but the open ones needs `Authorization: Bearer <token>`: the token's person is looked up (only a
/// hash of the secret is stored, compared in constant time), the request is counted against the token's rate
/// limit, and the rest of the request runs in that person's `RequestScope`. The token never reaches a log.
/// A token recognized in the last second is taken from `tokens` (its hash, still compared in constant time).
struct AuthMiddleware: RouterMiddleware {
    typealias Context = FitTodayContext

    let stores: any ServiceStores
    let limiter: RateLimiter
    let tokens: TokenCache
    let clock: @Sendable () -> Date

    static var openPaths: Set<String> { ["/health", "/ready", "/metrics", "/openapi.json"] }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        if Self.openPaths.contains(request.uri.path) { return try await next(request, context) }
        guard let header = request.headers[.authorization], header.lowercased().hasPrefix("bearer "),
              let token = AccessToken(String(header.dropFirst(7)).trimmingCharacters(in: .whitespaces))
        else { throw Problem(.unauthorized, detail: say(.serverUnauthorized)) }
        let now = clock().timeIntervalSince1970
        guard let person = try await person(for: token, at: now) else { throw Problem(.unauthorized, detail: say(.serverUnauthorized)) }
        if let seconds = limiter.wait(for: token.id, at: now) {
            throw Problem(.tooManyRequests, detail: say(.serverRateLimited, seconds), retryAfter: seconds)
        }
        let scope = RequestScope(person: person, tokenId: token.id, store: stores.store(for: person.id))
        var context = context
        context.scope = scope
        return try await RequestScope.$current.withValue(scope) { [context] in try await next(request, context) }
    }

    private func person(for token: AccessToken, at now: Double) async throws -> Person? {
        if let person = tokens.person(for: token, at: now) { return person }
        guard let person = try await stores.people.person(for: token) else { return nil }
        tokens.remember(token, as: person, at: now)
        return person
    }
}
