import FitTodayDomain
import FitTodaySession
import FitTodayStorage
import Foundation
import Logging
import PostgresNIO

/// One command's transaction on PostgreSQL: the reads `SessionReads.needs` names, made first, then the writes
/// `SessionTransaction` collected, performed in order. The snapshot's write also notifies the other replicas
/// (delivered only if the transaction commits).
struct PostgresLedger {
    let connection: PostgresConnection
    let store: PostgresStore
    var logger: Logger { store.shared.logger }
    var person: String { store.person }

    /// The JSON of every stored value, one coder pair for the whole store (keys unsorted: only this decoder reads
    /// the stored text).
    static let decoder = JSONDecoder()
    static let encoder = JSONEncoder()

    static func text(_ value: some Encodable) throws -> String {
        String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    func rows(_ query: PostgresQuery) async throws -> [PostgresRow] {
        try await PostgresStore.rows(query, on: connection, logger: logger)
    }

    /// Takes this person's lock: their commands run one at a time, whichever replica they reach. The row is made
    /// on a person's first command.
    func lockPerson() async throws {
        if try await rows("SELECT 1 FROM sessionOwner WHERE person = \(person) FOR UPDATE").isEmpty {
            try await connection.query(
                "INSERT INTO sessionOwner (person) VALUES (\(person)) ON CONFLICT DO NOTHING", logger: logger)
            _ = try await rows("SELECT 1 FROM sessionOwner WHERE person = \(person) FOR UPDATE")
        }
    }

    /// What the command's transaction may read, read now (after the lock).
    func reads(for command: SessionCommand, setting: SessionSetting) async throws -> SessionReads {
        var reads = SessionReads(reply: try await reply(to: command.commandId), latest: try await latest())
        guard reads.reply == nil else { return reads }
        let needs = SessionReads.needs(command, setting: setting, latest: reads.latest?.session)
        for key in needs.plans { reads.plans[key] = .some(try await plan(id: key.id, date: key.date)) }
        if !needs.bestsOf.isEmpty { reads.bests = try await bests(for: needs.bestsOf) }
        return reads
    }

    func reply(to commandId: String) async throws -> SessionReply? {
        guard !commandId.isEmpty else { return nil }
        return try await rows("SELECT reply FROM sessionCommand WHERE person = \(person) AND commandId = \(commandId)")
            .first.map { try Self.decoder.decode(SessionReply.self, from: Data(try $0.decode(String.self).utf8)) }
    }

    /// The person's latest session; decoded only when this process did not commit that very revision itself.
    func latest() async throws -> (session: Session, changed: [String: Int])? {
        guard let row = try await rows(
            "SELECT id, revision FROM session WHERE person = \(person) ORDER BY seq DESC LIMIT 1").first
        else { return nil }
        let (id, revision) = try row.decode((String, Int).self)
        if let cached = store.committed(), cached.session.id == id, cached.session.revision == revision {
            return (cached.session, cached.changed)
        }
        guard let full = try await rows(
            "SELECT snapshot, changed FROM session WHERE person = \(person) AND id = \(id)").first
        else { return nil }
        let (snapshot, changed) = try full.decode((String, String).self)
        return (
            try Self.decoder.decode(Session.self, from: Data(snapshot.utf8)),
            try Self.decoder.decode([String: Int].self, from: Data(changed.utf8))
        )
    }

    func plan(id: String?, date: CalendarDay) async throws -> RecordedPlan? {
        let found = if let id {
            try await rows("SELECT date, plan, fingerprint, revision FROM workout WHERE person = \(person) AND planId = \(id)")
        } else {
            try await rows(
                "SELECT date, plan, fingerprint, revision FROM workout WHERE person = \(person) AND date = \(date.description)")
        }
        return try found.first.map(PostgresStore.recordedPlan)
    }

    func bests(for exerciseIds: [String]) async throws -> [String: PersonalBests] {
        var result: [String: PersonalBests] = [:]
        let ids = Array(Set(exerciseIds))
        for row in try await rows(
            "SELECT exerciseId, bests FROM personalBest WHERE person = \(person) AND exerciseId = ANY(\(ids))")
        {
            let (id, text) = try row.decode((String, String).self)
            result[id] = try Self.decoder.decode(PersonalBests.self, from: Data(text.utf8))
        }
        return result
    }

    /// Performs the writes in order; the snapshot written last, for the cache once committed.
    func perform(_ writes: [SessionWrite]) async throws -> CommittedSnapshot? {
        var saved: CommittedSnapshot?
        for write in writes {
            switch write {
            case .remember(let reply, let commandId):
                try await connection.query(
                    "INSERT INTO sessionCommand (person, commandId, reply) VALUES (\(person), \(commandId), \(try Self.text(reply)))",
                    logger: logger)
            case .append(let events):
                try await append(events)
            case .save(let session, let changed, _):
                saved = try await save(session, changed: changed)
            case .recordPerformed(let plan, let recorded):
                try await store.write(
                    RecordedPlan(plan: plan, fingerprint: recorded.fingerprint, revision: recorded.revision), on: connection)
                for item in plan.exercises {
                    try await connection.query("""
                        INSERT INTO exerciseLog (person, exerciseId, date, item, rating)
                        VALUES (\(person), \(item.exerciseId), \(plan.date.description), \(try Self.text(item)), \(plan.performance?.rating))
                        ON CONFLICT (person, exerciseId, date) DO UPDATE SET item = excluded.item, rating = excluded.rating
                        """, logger: logger)
                }
            case .saveBests(let bests):
                for (id, value) in bests {
                    try await connection.query("""
                        INSERT INTO personalBest (person, exerciseId, bests) VALUES (\(person), \(id), \(try Self.text(value)))
                        ON CONFLICT (person, exerciseId) DO UPDATE SET bests = excluded.bests
                        """, logger: logger)
                }
            }
        }
        return saved
    }

    private func append(_ events: [SessionEvent]) async throws {
        guard let first = events.first else { return }
        let revisions = events.map(\.revision)
        let positions = Array(events.indices)
        let texts = try events.map(Self.text)
        try await connection.query("""
            INSERT INTO sessionEvent (person, sessionId, revision, position, event)
            SELECT \(person), \(first.sessionId), r, p, e
            FROM unnest(\(revisions)::bigint[], \(positions)::int[], \(texts)::text[]) AS t(r, p, e)
            """, logger: logger)
    }

    /// Writes the snapshot (new or updated) and, in the same statement, tells every replica listening that the
    /// session has a new revision: `pg_notify` with "sequence revision person", a few dozen bytes (a
    /// notification is capped at 8 kB and is delivered only on commit).
    private func save(_ session: Session, changed: [String: Int]) async throws -> CommittedSnapshot {
        let snapshot = try SnapshotEncoding.text(session, previous: store.committed()?.exercises, encoder: Self.encoder)
        let changedText = try Self.text(changed)
        let sent = Int(Date().timeIntervalSince1970 * 1_000)
        try await connection.query("""
            WITH saved AS (
                INSERT INTO session (person, id, date, status, revision, snapshot, changed)
                VALUES (\(person), \(session.id), \(session.date), \(session.status.rawValue), \(session.revision),
                        \(snapshot.text), \(changedText))
                ON CONFLICT (person, id) DO UPDATE SET date = excluded.date, status = excluded.status,
                    revision = excluded.revision, snapshot = excluded.snapshot, changed = excluded.changed
                RETURNING seq)
            SELECT pg_notify(\(PostgresStore.channel), seq || ' ' || \(session.revision) || ' ' || \(sent) || ' ' || \(person))
            FROM saved
            """, logger: logger)
        return CommittedSnapshot(session: session, changed: changed, exercises: snapshot.exercises)
    }
}
