import FitTodayComposition
import FitTodayDomain
import FitTodayServer
import FitTodayStorage
import Foundation
import Synchronization

/// The service's stores in memory, counting how often the store is asked who a token belongs to.
struct CountingStores: Stores {
    final class People: PeopleStore {
        let base = InMemoryPeopleStore()
        let lookups = Mutex(0)

        func addPerson(name: String, token: AccessToken, at: Date) async throws -> Person {
            try base.addPerson(name: name, token: token, at: at)
        }

        func people() async throws -> [PersonEntry] { base.people() }

        func revokeTokens(name: String, at: Date) async throws -> Int { try base.revokeTokens(name: name, at: at) }

        func person(for token: AccessToken) async throws -> Person? {
            lookups.withLock { $0 += 1 }
            return base.person(for: token)
        }
    }

    let memory = MemoryStores()
    let counted = People()

    var people: any PeopleStore { counted }

    func store(for personId: String) -> any HistoryStore & SessionStore { memory.store(for: personId) }

    func isReachable() async -> Bool { true }

    func openSessions() async throws -> Int { 0 }

    var location: String { ":memory:" }

    var kind: String { "memory" }
}
