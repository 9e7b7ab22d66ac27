import FitTodayDomain
import FitTodayStorage
import Foundation
import Testing

@Suite("people and tokens (memory, SQLite and PostgreSQL alike)")
struct PeopleStoreTests {
    @Test("a token finds its person; a changed secret, another id, a revoked token or a malformed text do not", arguments: StoreKind.allCases)
    func tokens(_ kind: StoreKind) async throws {
        let store = try await kind.peopleStore()
        var random = SeededGenerator(seed: 9)
        let at = Date(timeIntervalSince1970: 1_795_000_000)
        let token = AccessToken.issue(using: &random)
        let ana = try await store.addPerson(name: "ana", token: token, at: at)
        let other = AccessToken.issue(using: &random)
        _ = try await store.addPerson(name: "bruno", token: other, at: at)
        #expect(try await store.person(for: token) == ana)
        #expect(AccessToken(token.text) == token && token.text.hasPrefix("ft_"))
        var tampered = Array(token.secret)
        tampered[0] = tampered[0] == "A" ? "B" : "A"
        #expect(try await store.person(for: #require(AccessToken("ft_\(token.id)_\(String(tampered))"))) == nil)
        #expect(try await store.person(for: #require(AccessToken("ft_\(other.id)_\(token.secret)"))) == nil)
        for bad in ["", "ft_", "Bearer x", "ft_zzzzzzzzzzzz_\(token.secret)", "ft_\(token.id)_short"] {
            #expect(AccessToken(bad) == nil, "\(bad)")
        }
        await #expect(throws: PeopleStoreProblem.nameTaken("ana")) {
            try await store.addPerson(name: "ana", token: AccessToken.issue(using: &random), at: at)
        }
        #expect(try await store.people().map(\.person.name) == ["ana", "bruno"])
        #expect(try await store.revokeTokens(name: "ana", at: at) == 1)
        #expect(try await store.person(for: token) == nil)
        #expect(try await store.people().first?.activeTokens == 0)
        await #expect(throws: PeopleStoreProblem.unknownName("carla")) { try await store.revokeTokens(name: "carla", at: at) }
    }
}
