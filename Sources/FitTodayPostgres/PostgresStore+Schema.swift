import PostgresNIO

extension PostgresStore {
    /// The schema steps applied, in order.
    public func schemaVersions() async throws -> [Int] {
        try await withConnection { connection in
            try await Self.rows("SELECT version FROM schemaVersion ORDER BY version", on: connection, logger: self.shared.logger)
                .map { try $0.decode(Int.self) }
        }
    }

    /// Records a schema step as applied without applying it: for tests of a database newer than this program.
    package func markSchema(version: Int) async throws {
        _ = try await withConnection { connection in
            try await connection.query(
                "INSERT INTO schemaVersion (version, name) VALUES (\(version), 'from a newer program')", logger: self.shared.logger)
        }
    }
}
