import Foundation

/// What a person set once and expects not to retype: kept per person by every store (`HistoryStore.settings()`),
/// changed by passing the option again (docs/cli.md, "generate"; docs/http.md, `POST /v1/plans`).
public struct PersonSettings: Codable, Sendable, Equatable {
    /// Training days per week; `nil`: the level's default (`Config/fittoday.json`, `schedule.daysPerWeek`).
    public var daysPerWeek: Int?

    public init(daysPerWeek: Int? = nil) {
        self.daysPerWeek = daysPerWeek
    }

    /// The settings as stored: one JSON text per person, keys sorted, so a new setting needs no schema change.
    public func storedText() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    /// Settings read back from their stored text.
    public init(storedText text: String) throws {
        self = try JSONDecoder().decode(PersonSettings.self, from: Data(text.utf8))
    }
}
