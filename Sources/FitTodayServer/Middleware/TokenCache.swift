import FitTodayDomain
import FitTodayStorage
import Foundation
import Synchronization

/// Tokens the store recognized in the last `lifetime` seconds, so a busy client is not looked up in the database on
/// every request. What is kept is the token's hash (never its secret) and its person; a presented token still has
/// to match the hash, compared in constant time. A revoked token is refused once its entry expires: within
/// `lifetime` (1 s by default), or at once when the revocation watch (which asks the store every second for the
/// tokens of live connections) finds it revoked and calls `forget`.
final class TokenCache: Sendable {
    struct Entry {
        var hash: Data
        var person: Person
        var expires: Double
    }

    let lifetime: Double
    let capacity: Int
    private let entries = Mutex<[String: Entry]>([:])

    init(lifetime: Double = 1, capacity: Int = 10_000) {
        self.lifetime = lifetime
        self.capacity = capacity
    }

    /// The person of `token` if it was recognized less than `lifetime` ago and its secret matches.
    func person(for token: AccessToken, at now: Double) -> Person? {
        guard let entry = entries.withLock({ $0[token.id] }), entry.expires > now, token.matches(entry.hash) else { return nil }
        return entry.person
    }

    /// Notes that the store recognized `token` as `person` at `now`.
    func remember(_ token: AccessToken, as person: Person, at now: Double) {
        let entry = Entry(hash: token.hash, person: person, expires: now + lifetime)
        entries.withLock { all in
            if all.count >= capacity { all = all.filter { $0.value.expires > now } }
            if all.count < capacity { all[token.id] = entry }
        }
    }

    /// Drops what is known of the token `id`: its next use asks the store.
    func forget(_ id: String) {
        _ = entries.withLock { $0.removeValue(forKey: id) }
    }
}
