public import FitTodayDomain
public import Foundation

/// A person as `users list` shows them.
public struct PersonEntry: Sendable, Equatable {
    public var person: Person
    /// Tokens not revoked.
    public var activeTokens: Int

    public init(person: Person, activeTokens: Int) {
        self.person = person
        self.activeTokens = activeTokens
    }
}

/// Why a people-store change was refused.
public enum PeopleStoreProblem: Error, Sendable, Equatable {
    case nameTaken(String)
    case unknownName(String)
}

/// The people the service answers and their tokens (stored as hashes only).
public protocol PeopleStore: Sendable {
    /// Adds a person with their first token.
    func addPerson(name: String, token: AccessToken, at: Date) async throws -> Person
    func people() async throws -> [PersonEntry]
    /// Revokes every token of the person; how many were active.
    func revokeTokens(name: String, at: Date) async throws -> Int
    /// The person a token belongs to, if it is theirs and not revoked.
    func person(for token: AccessToken) async throws -> Person?
}
