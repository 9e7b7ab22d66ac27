import Logging
import PostgresNIO

/// The PostgreSQL schema, as an ordered list of versioned steps. Whichever process opens the database first brings
/// it up to date: every missing step runs in one transaction under a transaction-scoped advisory lock, so replicas
/// starting together wait for each other and never apply a step twice; a step is never edited once released, a
/// change is a new step. (No migration package for postgres-nio is among the project's packages; this is the
/// smallest thing that is safe with several replicas.)
enum PostgresMigrations {
    struct Step {
        var version: Int
        var name: String
        var statements: [String]
    }

    /// The advisory lock's key: any fixed number, the same in every process ("FitTodayMigr" in ASCII, truncated).
    static let lockKey: Int64 = 0x4669_7454_6F64_6179

    static let steps: [Step] = [
        Step(version: 1, name: "history, people, sessions", statements: [
            """
            CREATE TABLE workout (
                person TEXT NOT NULL, date TEXT NOT NULL, plan TEXT NOT NULL, planId TEXT NOT NULL,
                fingerprint TEXT NOT NULL, revision BIGINT NOT NULL, PRIMARY KEY (person, date))
            """,
            "CREATE INDEX workoutByPlanId ON workout (person, planId)",
            """
            CREATE TABLE replacedWorkout (
                id BIGSERIAL PRIMARY KEY, person TEXT NOT NULL, date TEXT NOT NULL, plan TEXT NOT NULL,
                fingerprint TEXT NOT NULL, revision BIGINT NOT NULL)
            """,
            "CREATE TABLE person (id TEXT PRIMARY KEY, name TEXT NOT NULL UNIQUE, createdAt DOUBLE PRECISION NOT NULL)",
            """
            CREATE TABLE accessToken (
                id TEXT PRIMARY KEY, personId TEXT NOT NULL REFERENCES person(id), hash BYTEA NOT NULL,
                createdAt DOUBLE PRECISION NOT NULL, revokedAt DOUBLE PRECISION)
            """,
            // One row per person whose sessions were ever commanded: the row each command locks (FOR UPDATE), so
            // one person's commands run one at a time across every replica.
            "CREATE TABLE sessionOwner (person TEXT PRIMARY KEY)",
            """
            CREATE TABLE session (
                seq BIGSERIAL PRIMARY KEY, person TEXT NOT NULL, id TEXT NOT NULL, date TEXT NOT NULL,
                status TEXT NOT NULL, revision BIGINT NOT NULL, snapshot TEXT NOT NULL, changed TEXT NOT NULL,
                UNIQUE (person, id))
            """,
            "CREATE INDEX sessionByPerson ON session (person, seq)",
            """
            CREATE TABLE sessionEvent (
                person TEXT NOT NULL, sessionId TEXT NOT NULL, revision BIGINT NOT NULL, position INT NOT NULL,
                event TEXT NOT NULL, PRIMARY KEY (person, sessionId, revision, position))
            """,
            """
            CREATE TABLE sessionCommand (
                person TEXT NOT NULL, commandId TEXT NOT NULL, reply TEXT NOT NULL, PRIMARY KEY (person, commandId))
            """,
            """
            CREATE TABLE personalBest (
                person TEXT NOT NULL, exerciseId TEXT NOT NULL, bests TEXT NOT NULL, PRIMARY KEY (person, exerciseId))
            """,
            """
            CREATE TABLE exerciseLog (
                person TEXT NOT NULL, exerciseId TEXT NOT NULL, date TEXT NOT NULL, item TEXT NOT NULL, rating INT,
                PRIMARY KEY (person, exerciseId, date))
            """,
        ]),
        // Each reply keeps the fingerprint of its command (`CommandFingerprint`): another command under a used id
        // is told `commandIdReused`. Replies kept before have none and answer any command with their id.
        Step(version: 2, name: "command fingerprints", statements: [
            "ALTER TABLE sessionCommand ADD COLUMN fingerprint TEXT",
        ]),
        // What a person set once (their schedule), as JSON: `PersonSettings`.
        Step(version: 3, name: "person settings", statements: [
            "CREATE TABLE personSettings (person TEXT PRIMARY KEY, settings TEXT NOT NULL)",
        ]),
    ]

    static var latestVersion: Int { steps.last?.version ?? 0 }

    /// Applies the missing steps; the version the database is at afterwards. A database newer than this program is
    /// refused (`.schemaNewer`), never written.
    static func migrate(_ connection: PostgresConnection, logger: Logger) async throws -> Int {
        try await connection.query("SELECT pg_advisory_xact_lock(\(lockKey))", logger: logger)
        try await connection.query("""
            CREATE TABLE IF NOT EXISTS schemaVersion (
                version INT PRIMARY KEY, name TEXT NOT NULL, appliedAt TIMESTAMPTZ NOT NULL DEFAULT now())
            """, logger: logger)
        var current = 0
        for try await version in try await connection.query("SELECT coalesce(max(version), 0) FROM schemaVersion", logger: logger)
            .decode(Int.self)
        {
            current = version
        }
        guard current <= latestVersion else {
            throw SchemaNewer(found: current, known: latestVersion)
        }
        for step in steps where step.version > current {
            for statement in step.statements {
                try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
            }
            try await connection.query(
                "INSERT INTO schemaVersion (version, name) VALUES (\(step.version), \(step.name))", logger: logger)
            logger.info("schema step applied", metadata: ["version": "\(step.version)", "name": "\(step.name)"])
            current = step.version
        }
        return current
    }

    struct SchemaNewer: Error {
        var found: Int
        var known: Int
    }
}
