public import FitTodayStorage
import PostgresNIO

extension PostgresStore {
    public func settings() async throws -> PersonSettings {
        let person = person
        return try await withConnection { connection in
            let text = try await Self.rows(
                "SELECT settings FROM personSettings WHERE person = \(person)", on: connection,
                logger: self.shared.logger
            ).first?.decode(String.self)
            return try text.map(PersonSettings.init(storedText:)) ?? PersonSettings()
        }
    }

    public func saveSettings(_ settings: PersonSettings) async throws {
        let (person, text) = (person, try settings.storedText())
        _ = try await withConnection { connection in
            try await connection.query("""
                INSERT INTO personSettings (person, settings) VALUES (\(person), \(text))
                ON CONFLICT (person) DO UPDATE SET settings = excluded.settings
                """, logger: self.shared.logger)
        }
    }
}
