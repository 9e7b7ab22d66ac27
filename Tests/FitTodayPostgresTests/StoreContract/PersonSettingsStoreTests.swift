import FitTodayStorage
import Testing

/// Every store remembers what a person set once (their days per week), replaces it when it is set again, and
/// starts with nothing set.
@Suite struct PersonSettingsStoreTests {
    @Test(arguments: StoreKind.allCases)
    func settingsAreRememberedAndReplaced(kind: StoreKind) async throws {
        let store = try await kind.sessionStore()
        #expect(try await store.settings() == PersonSettings())
        try await store.saveSettings(PersonSettings(daysPerWeek: 3))
        #expect(try await store.settings().daysPerWeek == 3)
        try await store.saveSettings(PersonSettings(daysPerWeek: 5))
        #expect(try await store.settings().daysPerWeek == 5)
    }
}
