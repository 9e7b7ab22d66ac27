import FitTodayDomain
public import FitTodaySession
public import FitTodayStorage
public import Foundation
import PostgresNIO
import Synchronization

/// Commands on PostgreSQL. One person's commands are serialized across replicas by a row lock (`SELECT … FOR
/// UPDATE` on the person's `sessionOwner` row) taken first in each command's transaction. A lock rather than an
/// optimistic revision check: what a command does depends on the person's latest session, and a `start` creates
/// one, so there is no single row whose revision could be checked; the lock also makes a retry that reaches
/// another replica at the same moment wait and then find the first reply under `(person, commandId)`.
extension PostgresStore: SessionStore {
    public func apply(_ command: SessionCommand, now: Date, setting: CommandSetting) async throws -> SessionReply {
        try await apply(command, now: now, setting: setting, deadline: nil)
    }

    public func apply(_ command: SessionCommand, now: Date, setting: CommandSetting, deadline: Date?) async throws
        -> SessionReply
    {
        let key = PersonCommand(person: person, commandId: command.commandId)
        if !command.commandId.isEmpty, let earlier = shared.replies[key], earlier.answers(CommandFingerprint.of(command)) {
            return earlier.reply
        }
        let (reply, saved, kept) = try await transaction(deadline: deadline) { connection in
            let ledger = PostgresLedger(connection: connection, store: self)
            try await ledger.lockPerson()
            let reads = try await ledger.reads(for: command, setting: setting)
            let (reply, writes) = try SessionTransaction.apply(command, now: now, setting: setting, reads: reads)
            let kept = writes.lazy.compactMap { write -> RememberedReply? in
                guard case .remember(let reply, _, let fingerprint) = write else { return nil }
                return RememberedReply(reply: reply, fingerprint: fingerprint)
            }.first
            return (reply, try await ledger.perform(writes), kept)
        }
        // Only once committed: the caches never run ahead of the database, and hold only what it keeps.
        if let saved { cache(saved) }
        if let kept { shared.replies.insert(kept, for: key) }
        return reply
    }

    public func latestSession() async throws -> Session? {
        try await withConnection { connection in
            try await PostgresLedger(connection: connection, store: self).latest()?.session
        }
    }

    public func session(id: String) async throws -> Session? {
        let person = person
        return try await withConnection { connection in
            try await Self.rows("SELECT snapshot FROM session WHERE person = \(person) AND id = \(id)", on: connection, logger: self.shared.logger)
                .first.map { try PostgresLedger.decoder.decode(Session.self, from: Data(try $0.decode(String.self).utf8)) }
        }
    }

    public func events(sessionId: String, after revision: Int) async throws -> [SessionEvent] {
        let person = person
        return try await withConnection { connection in
            try await Self.rows("""
                SELECT event FROM sessionEvent WHERE person = \(person) AND sessionId = \(sessionId) AND revision > \(revision)
                ORDER BY revision, position
                """, on: connection, logger: self.shared.logger)
                .map { try PostgresLedger.decoder.decode(SessionEvent.self, from: Data(try $0.decode(String.self).utf8)) }
        }
    }

    public func personalBests() async throws -> [String: PersonalBests] {
        let person = person
        return try await withConnection { connection in
            var result: [String: PersonalBests] = [:]
            for row in try await Self.rows(
                "SELECT exerciseId, bests FROM personalBest WHERE person = \(person)", on: connection, logger: self.shared.logger)
            {
                let (id, text) = try row.decode((String, String).self)
                result[id] = try PostgresLedger.decoder.decode(PersonalBests.self, from: Data(text.utf8))
            }
            return result
        }
    }

    /// How many replies this person's commands left (for tests: what a refusal keeps).
    public func storedReplyCount() async throws -> Int {
        let person = person
        return try await withConnection { connection in
            try await Self.rows(
                "SELECT count(*) FROM sessionCommand WHERE person = \(person)", on: connection, logger: self.shared.logger)
                .first?.decode(Int.self) ?? 0
        }
    }

    /// Sessions open (active or paused) for anyone: the server's gauge, and `/ready`'s question to the database.
    public func openSessionCount() async throws -> Int {
        try await withConnection { connection in
            try await Self.rows(
                "SELECT count(*) FROM session WHERE status IN ('active', 'paused')", on: connection, logger: self.shared.logger)
                .first?.decode(Int.self) ?? 0
        }
    }

    /// The session a notification's sequence number names: (person, id).
    public func sessionIdentity(sequence: Int) async throws -> (person: String, id: String)? {
        try await withConnection { connection in
            try await Self.rows("SELECT person, id FROM session WHERE seq = \(sequence)", on: connection, logger: self.shared.logger)
                .first.map { try $0.decode((String, String).self) }
        }
    }

    func committed() -> CommittedSnapshot? {
        shared.latest.withLock { $0[person] }
    }

    func cache(_ committed: CommittedSnapshot) {
        shared.latest.withLock { $0[person] = committed }
    }
}
