import FitTodayDomain
public import FitTodaySession
public import Foundation
import GRDB

extension SQLiteStore: SessionStore {
    public func apply(_ command: SessionCommand, now: Date, setting: CommandSetting) throws -> SessionReply {
        try apply(command, now: now, setting: setting, deadline: nil)
    }

    /// Applies a command unless its `deadline` passes first: a transaction still open at the deadline is rolled
    /// back (`.timedOut`), so the command is not applied and a retry with its id is.
    public func apply(_ command: SessionCommand, now: Date, setting: CommandSetting, deadline: Date?) throws -> SessionReply {
        let key = PersonCommand(person: person, commandId: command.commandId)
        if !command.commandId.isEmpty, let earlier = replies[key], earlier.answers(CommandFingerprint.of(command)) {
            return earlier.reply
        }
        return try run {
            let (reply, saved, kept) = try queue.write { db in
                var ledger = SQLiteLedger(db: db, store: self)
                let reply = try SessionTransaction.apply(command, now: now, setting: setting, ledger: &ledger)
                if let deadline, Date() >= deadline { throw HistoryStoreError(path: path, problem: .timedOut) }
                return (reply, ledger.saved, ledger.remembered)
            }
            // Only once committed: the cache never runs ahead of the file, and holds only what the file keeps.
            if let saved { cache(saved) }
            if let kept { replies.insert(kept, for: key) }
            return reply
        }
    }

    public func latestSession() throws -> Session? {
        try run { try queue.read { db in try SQLiteLedger(db: db, store: self).latest()?.session } }
    }

    public func session(id: String) throws -> Session? {
        try run {
            try queue.read { db in
                try String.fetchOne(db, sql: "SELECT snapshot FROM session WHERE person = ? AND id = ?", arguments: [person, id])
                    .map { try SQLiteLedger.decoder.decode(Session.self, from: Data($0.utf8)) }
            }
        }
    }

    public func events(sessionId: String, after revision: Int) throws -> [SessionEvent] {
        try run {
            try queue.read { db in
                try String.fetchAll(
                    db, sql: """
                        SELECT event FROM sessionEvent WHERE person = ? AND sessionId = ? AND revision > ?
                        ORDER BY revision, position
                        """,
                    arguments: [person, sessionId, revision]
                ).map { try SQLiteLedger.decoder.decode(SessionEvent.self, from: Data($0.utf8)) }
            }
        }
    }

    public func personalBests() throws -> [String: PersonalBests] {
        try run {
            try queue.read { db in
                var result: [String: PersonalBests] = [:]
                for row in try Row.fetchAll(
                    db, sql: "SELECT exerciseId, bests FROM personalBest WHERE person = ?", arguments: [person])
                {
                    result[row["exerciseId"]] = try SQLiteLedger.decoder.decode(
                        PersonalBests.self, from: Data((row["bests"] as String).utf8))
                }
                return result
            }
        }
    }

    /// Sessions open (active or paused) for anyone: the server's gauge.
    public func openSessionCount() throws -> Int {
        try run {
            try queue.read { db in
                try Int.fetchOne(db, sql: "SELECT count(*) FROM session WHERE status IN ('active', 'paused')") ?? 0
            }
        }
    }

    /// Each reply keeps the fingerprint of its command (`CommandFingerprint`); replies kept before have none.
    static func registerCommandFingerprints(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v6-command-fingerprints") { db in
            try db.execute(sql: "ALTER TABLE sessionCommand ADD COLUMN fingerprint TEXT")
        }
    }

    /// How many replies this person's commands left (for tests: what a refusal keeps).
    public func storedReplyCount() throws -> Int {
        try run {
            try queue.read { db in
                try Int.fetchOne(db, sql: "SELECT count(*) FROM sessionCommand WHERE person = ?", arguments: [person]) ?? 0
            }
        }
    }

    static func registerSessionTables(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v3-sessions") { db in
            try db.execute(sql: """
                CREATE TABLE session (
                    seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, date TEXT NOT NULL,
                    status TEXT NOT NULL, revision INTEGER NOT NULL, snapshot TEXT NOT NULL, changed TEXT NOT NULL);
                CREATE TABLE sessionEvent (
                    sessionId TEXT NOT NULL, revision INTEGER NOT NULL, position INTEGER NOT NULL, event TEXT NOT NULL,
                    PRIMARY KEY (sessionId, revision, position)) WITHOUT ROWID;
                CREATE TABLE sessionCommand (commandId TEXT PRIMARY KEY, reply TEXT NOT NULL) WITHOUT ROWID;
                CREATE TABLE personalBest (exerciseId TEXT PRIMARY KEY, bests TEXT NOT NULL) WITHOUT ROWID;
                CREATE TABLE exerciseLog (
                    exerciseId TEXT NOT NULL, date TEXT NOT NULL, item TEXT NOT NULL, rating INTEGER,
                    PRIMARY KEY (exerciseId, date)) WITHOUT ROWID;
                """)
        }
    }
}

/// One transaction's view of the SQLite store.
struct SQLiteLedger: SessionLedger {
    let db: Database
    let store: SQLiteStore
    /// The snapshot this transaction wrote, for the store's cache once committed.
    var saved: SQLiteStore.Committed?
    /// The reply this transaction kept, for the store's cache once committed.
    var remembered: RememberedReply?

    init(db: Database, store: SQLiteStore) {
        self.db = db
        self.store = store
    }

    /// The JSON of every stored value (plans, sessions, events, replies, bests), one coder pair for the whole store.
    /// Keys are not sorted: only this decoder and SQLite's `json_extract` read the stored text, and sorting every
    /// object's keys was a twentieth of the server's CPU per plan (perf).
    static let decoder = JSONDecoder()
    static let encoder = JSONEncoder()

    static func text(_ value: some Encodable) throws -> String {
        String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    func reply(to commandId: String) throws -> RememberedReply? {
        try Row.fetchOne(
            db.cachedStatement(sql: "SELECT reply, fingerprint FROM sessionCommand WHERE person = ? AND commandId = ?"),
            arguments: [store.person, commandId]
        ).map { row in
            RememberedReply(
                reply: try Self.decoder.decode(SessionReply.self, from: Data((row["reply"] as String).utf8)),
                fingerprint: row["fingerprint"])
        }
    }

    func latest() throws -> (session: Session, changed: [String: Int])? {
        guard let row = try Row.fetchOne(
            db.cachedStatement(sql: "SELECT id, revision FROM session WHERE person = ? ORDER BY seq DESC LIMIT 1"),
            arguments: [store.person])
        else { return nil }
        if let cached = store.cachedSession(id: row["id"], revision: row["revision"]) { return cached }
        guard let full = try Row.fetchOne(
            db, sql: "SELECT snapshot, changed FROM session WHERE person = ? AND id = ?",
            arguments: [store.person, row["id"] as String])
        else { return nil }
        let session = try Self.decoder.decode(Session.self, from: Data((full["snapshot"] as String).utf8))
        let changed = try Self.decoder.decode([String: Int].self, from: Data((full["changed"] as String).utf8))
        return (session, changed)
    }

    func plan(id: String?, date: CalendarDay) throws -> RecordedPlan? {
        if let id {
            let rows = try Row.fetchAll(
                db, sql: "SELECT * FROM workout WHERE person = ? AND json_extract(plan, '$.id') = ?",
                arguments: [store.person, id])
            return try rows.first.map(store.recordedPlan)
        }
        return try Row.fetchOne(
            db, sql: "SELECT * FROM workout WHERE person = ? AND date = ?", arguments: [store.person, date.description])
            .map(store.recordedPlan)
    }

    func bests(for exerciseIds: [String]) throws -> [String: PersonalBests] {
        var result: [String: PersonalBests] = [:]
        for id in Set(exerciseIds) {
            if let text = try String.fetchOne(
                db, sql: "SELECT bests FROM personalBest WHERE person = ? AND exerciseId = ?", arguments: [store.person, id])
            {
                result[id] = try Self.decoder.decode(PersonalBests.self, from: Data(text.utf8))
            }
        }
        return result
    }

    mutating func remember(_ reply: SessionReply, commandId: String, fingerprint: String) throws {
        try db.cachedStatement(sql: "INSERT INTO sessionCommand (person, commandId, reply, fingerprint) VALUES (?, ?, ?, ?)")
            .execute(arguments: [store.person, commandId, Self.text(reply), fingerprint])
        remembered = RememberedReply(reply: reply, fingerprint: fingerprint)
    }

    mutating func append(_ events: [SessionEvent]) throws {
        let statement = try db.cachedStatement(
            sql: "INSERT INTO sessionEvent (person, sessionId, revision, position, event) VALUES (?, ?, ?, ?, ?)")
        for (position, event) in events.enumerated() {
            try statement.execute(arguments: [store.person, event.sessionId, event.revision, position, Self.text(event)])
        }
    }

    mutating func save(_ session: Session, changed: [String: Int], isNew: Bool) throws {
        let snapshot = try SnapshotEncoding.text(session, previous: store.committed()?.exercises, encoder: Self.encoder)
        let arguments: StatementArguments = [
            session.date, session.status.rawValue, session.revision, snapshot.text, try Self.text(changed),
            store.person, session.id,
        ]
        if isNew {
            try db.cachedStatement(
                sql: "INSERT INTO session (date, status, revision, snapshot, changed, person, id) VALUES (?, ?, ?, ?, ?, ?, ?)"
            ).execute(arguments: arguments)
        } else {
            try db.cachedStatement(
                sql: "UPDATE session SET date = ?, status = ?, revision = ?, snapshot = ?, changed = ? WHERE person = ? AND id = ?"
            ).execute(arguments: arguments)
        }
        saved = SQLiteStore.Committed(session: session, changed: changed, exercises: snapshot.exercises)
    }

    mutating func recordPerformed(_ plan: WorkoutPlan, replacing recorded: RecordedPlan) throws {
        try store.write(RecordedPlan(plan: plan, fingerprint: recorded.fingerprint, revision: recorded.revision), in: db)
        let date = plan.date.description
        for item in plan.exercises {
            try db.execute(
                sql: "INSERT OR REPLACE INTO exerciseLog (person, exerciseId, date, item, rating) VALUES (?, ?, ?, ?, ?)",
                arguments: [store.person, item.exerciseId, date, Self.text(item), plan.performance?.rating])
        }
    }

    mutating func saveBests(_ bests: [String: PersonalBests]) throws {
        for (id, value) in bests {
            try db.execute(
                sql: "INSERT OR REPLACE INTO personalBest (person, exerciseId, bests) VALUES (?, ?, ?)",
                arguments: [store.person, id, Self.text(value)])
        }
    }
}
