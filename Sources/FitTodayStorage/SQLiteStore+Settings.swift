import GRDB

extension SQLiteStore {
    public func settings() throws -> PersonSettings {
        try run {
            let text = try queue.read { db in
                try String.fetchOne(
                    db.cachedStatement(sql: "SELECT settings FROM personSettings WHERE person = ?"), arguments: [person])
            }
            return try text.map(PersonSettings.init(storedText:)) ?? PersonSettings()
        }
    }

    public func saveSettings(_ settings: PersonSettings) throws {
        try run {
            let text = try settings.storedText()
            try queue.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO personSettings (person, settings) VALUES (?, ?)
                        ON CONFLICT (person) DO UPDATE SET settings = excluded.settings
                        """,
                    arguments: [person, text])
            }
        }
    }

    /// One row per person who set something once (their schedule): the settings as JSON.
    static func registerPersonSettings(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v7-person-settings") { db in
            try db.execute(sql: "CREATE TABLE personSettings (person TEXT PRIMARY KEY, settings TEXT NOT NULL)")
        }
    }
}
