public import FitTodayDomain
public import Foundation
import Synchronization

/// People and tokens in memory, for tests.
public final class InMemoryPeopleStore: PeopleStore {
    private struct Entry {
        var person: Person
        var tokens: [(id: String, hash: Data, revoked: Bool)]
    }

    private let entries = Mutex<[Entry]>([])

    public init() {}

    public func addPerson(name: String, token: AccessToken, at: Date) throws -> Person {
        try entries.withLock { entries in
            guard !entries.contains(where: { $0.person.name == name }) else { throw PeopleStoreProblem.nameTaken(name) }
            let person = Person(id: "person-\(token.id)", name: name, createdAt: at)
            entries.append(Entry(person: person, tokens: [(token.id, token.hash, false)]))
            return person
        }
    }

    public func people() -> [PersonEntry] {
        entries.withLock { entries in
            entries.sorted { $0.person.name < $1.person.name }.map {
                PersonEntry(person: $0.person, activeTokens: $0.tokens.count { !$0.revoked })
            }
        }
    }

    public func revokeTokens(name: String, at: Date) throws -> Int {
        try entries.withLock { entries in
            guard let index = entries.firstIndex(where: { $0.person.name == name }) else {
                throw PeopleStoreProblem.unknownName(name)
            }
            let active = entries[index].tokens.count { !$0.revoked }
            for token in entries[index].tokens.indices { entries[index].tokens[token].revoked = true }
            return active
        }
    }

    public func person(for token: AccessToken) -> Person? {
        entries.withLock { entries in
            for entry in entries {
                if let stored = entry.tokens.first(where: { $0.id == token.id && !$0.revoked }), token.matches(stored.hash) {
                    return entry.person
                }
            }
            return nil
        }
    }
}
