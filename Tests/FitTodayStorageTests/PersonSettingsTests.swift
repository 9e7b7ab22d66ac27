import FitTodayStorage
import Foundation
import Testing

/// A person's settings in the memory and SQLite stores: theirs alone, and kept when the file is opened again.
@Suite struct PersonSettingsTests {
    @Test func eachPersonHasTheirOwnSettingsInMemory() {
        let store = InMemoryStore(person: "ana")
        store.saveSettings(PersonSettings(daysPerWeek: 4))
        #expect(store.scoped(to: "bia").settings() == PersonSettings())
        #expect(store.settings().daysPerWeek == 4)
    }

    @Test func sqliteKeepsThemAcrossOpensAndPeople() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fittoday-settings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("history.sqlite").path
        do {
            let store = try SQLiteStore(path: path)
            try store.saveSettings(PersonSettings(daysPerWeek: 2))
            try store.scoped(to: "someone").saveSettings(PersonSettings(daysPerWeek: 6))
        }
        let reopened = try SQLiteStore(path: path)
        #expect(try reopened.settings().daysPerWeek == 2)
        #expect(try reopened.scoped(to: "someone").settings().daysPerWeek == 6)
        #expect(try reopened.scoped(to: "nobody").settings() == PersonSettings())
    }
}
