import FitTodayDomain
import FitTodayStorage
import FitTodayLocalization
import Foundation
import Hummingbird

/// Who may go on, for requests and for commands on live connections alike: the bearer token's person (from the
/// tokens recognized in the last second, else the store), every request and every WebSocket command counted against
/// its token's rate limit, and an address that keeps presenting bad tokens refused before its next store read.
struct Gatekeeper: Sendable {
    let people: any PeopleStore
    /// Per token id: every request and every command, whatever carries it.
    let limiter: RateLimiter
    /// Per client address: each bad, missing or revoked token spends one; when none is left, a token the cache
    /// does not know is refused (429) without asking the store.
    let strangers: RateLimiter
    let tokens: TokenCache
    let clock: @Sendable () -> Date

    /// What a command on a live connection may do.
    enum Verdict: Equatable {
        case go
        /// The token was revoked (or its person removed): the connection closes.
        case revoked
        /// Over the token's limit: the command is refused; the next is allowed in this many seconds.
        case limited(Int)
    }

    /// The token of an `Authorization: Bearer …` header.
    static func token(in header: String?) -> AccessToken? {
        guard let header, header.lowercased().hasPrefix("bearer ") else { return nil }
        return AccessToken(String(header.dropFirst(7)).trimmingCharacters(in: .whitespaces))
    }

    /// The person of a request's token, counted against its limit; else the problem to answer: 401 for a missing,
    /// bad or revoked token, 429 past the token's limit or past the address's bad tokens.
    func admit(authorization: String?, from address: String) async throws -> (person: Person, token: AccessToken) {
        let now = clock().timeIntervalSince1970
        guard let token = Self.token(in: authorization) else { throw refusal(from: address, at: now) }
        let person: Person
        if let known = tokens.person(for: token, at: now) {
            person = known
        } else {
            if let seconds = strangers.peek(address, at: now) {
                throw Problem(.tooManyRequests, detail: say(.liveTooManyBadTokens, seconds), retryAfter: seconds)
            }
            guard let found = try await people.person(for: token) else { throw refusal(from: address, at: now) }
            tokens.remember(token, as: found, at: now)
            person = found
        }
        if let seconds = limiter.wait(for: token.id, at: now) {
            throw Problem(.tooManyRequests, detail: say(.serverRateLimited, seconds), retryAfter: seconds)
        }
        return (person, token)
    }

    /// A command on a live connection: its token must still hold (as a request's would) and it counts against the
    /// token's limit as a request does. A store that does not answer revokes nothing: the token held when the
    /// connection opened, the revocation watch asks again, and the command's own write answers `busy`.
    func command(token: AccessToken) async -> Verdict {
        let now = clock().timeIntervalSince1970
        if tokens.person(for: token, at: now) == nil {
            do {
                guard let person = try await people.person(for: token) else { return .revoked }
                tokens.remember(token, as: person, at: now)
            } catch {
                // Not known now: the command goes on, as said above.
            }
        }
        return limiter.wait(for: token.id, at: now).map(Verdict.limited) ?? .go
    }

    /// Whether the store still knows `token` (asked for live connections by the revocation watch, past the cache);
    /// a revoked token is forgotten by the cache at once.
    func holds(_ token: AccessToken) async throws -> Bool {
        guard let person = try await people.person(for: token) else {
            tokens.forget(token.id)
            return false
        }
        tokens.remember(token, as: person, at: clock().timeIntervalSince1970)
        return true
    }

    private func refusal(from address: String, at now: Double) -> Problem {
        if let seconds = strangers.wait(for: address, at: now) {
            return Problem(.tooManyRequests, detail: say(.liveTooManyBadTokens, seconds), retryAfter: seconds)
        }
        return Problem(.unauthorized, detail: say(.serverUnauthorized))
    }
}
