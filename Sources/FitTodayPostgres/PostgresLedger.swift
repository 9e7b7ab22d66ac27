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
    func reads(for command: SessionCommand, setting: CommandSetting) async throws -> SessionReads {
        // A command out of bounds is refused from the latest session alone: its id is not even looked up.
        if CommandLimits.fault(in: command) != nil { return try await replyAndLatest("") }
        var reads = try await replyAndLatest(command.commandId)
        guard reads.reply == nil else { return reads }
        let needs = SessionReads.needs(command, setting: setting, latest: reads.latest?.session)
        for key in needs.plans { reads.plans[key] = .some(try await plan(id: key.id, date: key.date)) }
        if !needs.bestsOf.isEmpty { reads.bests = try await bests(for: needs.bestsOf) }
        return reads
    }

    /// The earlier reply to `commandId` and the person's latest session, in one round trip. The snapshot's text
    /// comes back (and is decoded) only when this process did not commit that very revision itself.
    func replyAndLatest(_ commandId: String) async throws -> SessionReads {
        let cached = store.committed()
        let (cachedId, cachedRevision) = (cached?.session.id ?? "", cached?.session.revision ?? -1)
        guard let row = try await rows("""
            SELECT c.reply, c.fingerprint, s.id, s.revision,
                   CASE WHEN s.id = \(cachedId) AND s.revision = \(cachedRevision) THEN NULL ELSE s.snapshot END,
                   CASE WHEN s.id = \(cachedId) AND s.revision = \(cachedRevision) THEN NULL ELSE s.changed END
            FROM (SELECT 1) AS one
            LEFT JOIN sessionCommand AS c ON c.person = \(person) AND c.commandId = \(commandId)
            LEFT JOIN LATERAL (
                SELECT id, revision, snapshot, changed FROM session WHERE person = \(person) ORDER BY seq DESC LIMIT 1
            ) AS s ON true
            """).first
        else { return SessionReads() }
        let (replyText, fingerprint, id, revision, snapshot, changed) = try row.decode(
            (String?, String?, String?, Int?, String?, String?).self)
        var reads = SessionReads()
        if let replyText, !commandId.isEmpty {
            reads.reply = RememberedReply(
                reply: try Self.decoder.decode(SessionReply.self, from: Data(replyText.utf8)), fingerprint: fingerprint)
        }
        if let id, let revision {
            if let cached, cached.session.id == id, cached.session.revision == revision {
                reads.latest = (cached.session, cached.changed)
            } else if let snapshot, let changed {
                reads.latest = (
                    try Self.decoder.decode(Session.self, from: Data(snapshot.utf8)),
                    try Self.decoder.decode([String: Int].self, from: Data(changed.utf8))
                )
            }
        }
        return reads
    }

    /// The person's latest session (for reads outside a command).
    func latest() async throws -> (session: Session, changed: [String: Int])? {
        try await replyAndLatest("").latest
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

    /// Performs the writes. The reply, the events and the snapshot (every command's writes) go in one statement;
    /// a finish's history and bests, in their own. The snapshot written, for the cache once committed.
    func perform(_ writes: [SessionWrite]) async throws -> CommittedSnapshot? {
        var replies: [(commandId: String, text: String, fingerprint: String)] = []
        var events: [SessionEvent] = []
        var snapshot: (session: Session, changed: [String: Int])?
        for write in writes {
            switch write {
            case .remember(let reply, let commandId, let fingerprint): replies.append((commandId, try Self.text(reply), fingerprint))
            case .append(let new): events += new
            case .save(let session, let changed, _): snapshot = (session, changed)
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
        return try await write(replies: replies, events: events, snapshot: snapshot)
    }

    /// One statement: the replies, the events and the snapshot (new or updated), and with the snapshot the
    /// notification to every replica listening: `pg_notify` with "sequence revision sent-milliseconds person", a
    /// few dozen bytes (a notification is capped at 8 kB and is delivered only on commit).
    private func write(
        replies: [(commandId: String, text: String, fingerprint: String)], events: [SessionEvent],
        snapshot: (session: Session, changed: [String: Int])?
    ) async throws -> CommittedSnapshot? {
        guard !replies.isEmpty || !events.isEmpty || snapshot != nil else { return nil }
        let (commandIds, replyTexts, fingerprints) = (replies.map(\.commandId), replies.map(\.text), replies.map(\.fingerprint))
        let sessionIds = events.map(\.sessionId)
        let revisions = events.map(\.revision)
        var positions: [Int] = []
        for (index, event) in events.enumerated() {
            positions.append(index > 0 && events[index - 1].revision == event.revision ? positions[index - 1] + 1 : 0)
        }
        let eventTexts = try events.map(Self.text)
        guard let (session, changed) = snapshot else {
            try await connection.query("""
                WITH remembered AS (
                    INSERT INTO sessionCommand (person, commandId, reply, fingerprint)
                    SELECT \(person), c, r, f FROM unnest(\(commandIds)::text[], \(replyTexts)::text[], \(fingerprints)::text[]) AS t(c, r, f))
                INSERT INTO sessionEvent (person, sessionId, revision, position, event)
                SELECT \(person), s, r, p, e
                FROM unnest(\(sessionIds)::text[], \(revisions)::bigint[], \(positions)::int[], \(eventTexts)::text[]) AS t(s, r, p, e)
                """, logger: logger)
            return nil
        }
        let encoded = try SnapshotEncoding.text(session, previous: store.committed()?.exercises, encoder: Self.encoder)
        let changedText = try Self.text(changed)
        let sent = Int(Date().timeIntervalSince1970 * 1_000)
        try await connection.query("""
            WITH remembered AS (
                INSERT INTO sessionCommand (person, commandId, reply, fingerprint)
                SELECT \(person), c, r, f FROM unnest(\(commandIds)::text[], \(replyTexts)::text[], \(fingerprints)::text[]) AS t(c, r, f)),
            appended AS (
                INSERT INTO sessionEvent (person, sessionId, revision, position, event)
                SELECT \(person), s, r, p, e
                FROM unnest(\(sessionIds)::text[], \(revisions)::bigint[], \(positions)::int[], \(eventTexts)::text[]) AS t(s, r, p, e)),
            saved AS (
                INSERT INTO session (person, id, date, status, revision, snapshot, changed)
                VALUES (\(person), \(session.id), \(session.date), \(session.status.rawValue), \(session.revision),
                        \(encoded.text), \(changedText))
                ON CONFLICT (person, id) DO UPDATE SET date = excluded.date, status = excluded.status,
                    revision = excluded.revision, snapshot = excluded.snapshot, changed = excluded.changed
                RETURNING seq)
            SELECT pg_notify(\(PostgresStore.channel), seq || ' ' || \(session.revision) || ' ' || \(sent) || ' ' || \(person))
            FROM saved
            """, logger: logger)
        return CommittedSnapshot(session: session, changed: changed, exercises: encoded.exercises)
    }
}
