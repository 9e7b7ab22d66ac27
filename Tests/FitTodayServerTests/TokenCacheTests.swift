import FitTodayComposition
import FitTodayServer
import FitTodayStorage
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Synchronization
import FitTodayTestSupport
import Testing

@Suite("tokens recognized in the last second are not looked up again")
struct TokenCacheTests {
    final class Clock: Sendable {
        let seconds = Mutex(ServerFixture.now.timeIntervalSince1970)
        var now: Date { Date(timeIntervalSince1970: seconds.withLock { $0 }) }
        func advance(_ by: Double) { seconds.withLock { $0 += by } }
    }

    @Test("a recognized token still needs its own secret; a revoked one is refused once its second has passed")
    func revocation() async throws {
        let fixture = try await ServerFixture()
        let clock = Clock()
        var configuration = fixture.configuration()
        configuration.now = { clock.now }
        try await buildApplication(configuration, stores: fixture.stores).test(.router) { client in
            let path = "/v1/history"
            #expect(try await client.execute(uri: path, method: .get, headers: .auth(fixture.ana)).status == .ok)
            // Same id, another secret: the cached hash does not match, and neither does the store's.
            let forged = String(fixture.ana.dropLast(4)) + "AAAA"
            #expect(try await client.execute(uri: path, method: .get, headers: .auth(forged)).status == .unauthorized)
            #expect(try await client.execute(uri: path, method: .get, headers: .auth(fixture.ana)).status == .ok)

            #expect(try await fixture.stores.people.revokeTokens(name: "ana", at: clock.now) == 1)
            // Within the second the token was last recognized, the cache still knows it.
            #expect(try await client.execute(uri: path, method: .get, headers: .auth(fixture.ana)).status == .ok)
            clock.advance(1.5)
            let refused = try await client.execute(uri: path, method: .get, headers: .auth(fixture.ana))
            #expect(refused.status == .unauthorized)
            // Bia's token is untouched.
            #expect(try await client.execute(uri: path, method: .get, headers: .auth(fixture.bia)).status == .ok)
        }
    }
}
