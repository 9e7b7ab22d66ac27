public import FitTodayDomain
public import FitTodayStorage
public import Foundation
import PostgresNIO

extension PostgresStore: PeopleStore {
    public func addPerson(name: String, token: AccessToken, at: Date) async throws -> Person {
        let person = Person(id: "person-\(token.id)", name: name, createdAt: at)
        let logger = shared.logger
        let taken = try await transaction { connection in
            let inserted = try await Self.rows("""
                INSERT INTO person (id, name, createdAt) VALUES (\(person.id), \(name), \(at.timeIntervalSince1970))
                ON CONFLICT (name) DO NOTHING RETURNING id
                """, on: connection, logger: logger)
            guard !inserted.isEmpty else { return true }
            try await connection.query("""
                INSERT INTO accessToken (id, personId, hash, createdAt)
                VALUES (\(token.id), \(person.id), \(token.hash), \(at.timeIntervalSince1970))
                """, logger: logger)
            return false
        }
        if taken { throw PeopleStoreProblem.nameTaken(name) }
        return person
    }

    public func people() async throws -> [PersonEntry] {
        try await withConnection { connection in
            try await Self.rows("""
                SELECT p.id, p.name, p.createdAt,
                       (SELECT count(*) FROM accessToken t WHERE t.personId = p.id AND t.revokedAt IS NULL)
                FROM person p ORDER BY p.name
                """, on: connection, logger: self.shared.logger
            ).map { row in
                let (id, name, created, active) = try row.decode((String, String, Double, Int).self)
                return PersonEntry(
                    person: Person(id: id, name: name, createdAt: Date(timeIntervalSince1970: created)), activeTokens: active)
            }
        }
    }

    public func revokeTokens(name: String, at: Date) async throws -> Int {
        let logger = shared.logger
        let revoked: Int? = try await transaction { connection in
            guard let id = try await Self.rows("SELECT id FROM person WHERE name = \(name)", on: connection, logger: logger)
                .first?.decode(String.self)
            else { return nil }
            return try await Self.rows("""
                UPDATE accessToken SET revokedAt = \(at.timeIntervalSince1970)
                WHERE personId = \(id) AND revokedAt IS NULL RETURNING id
                """, on: connection, logger: logger).count
        }
        guard let revoked else { throw PeopleStoreProblem.unknownName(name) }
        return revoked
    }

    public func person(for token: AccessToken) async throws -> Person? {
        try await withConnection { connection in
            guard let row = try await Self.rows("""
                SELECT t.hash, p.id, p.name, p.createdAt FROM accessToken t JOIN person p ON p.id = t.personId
                WHERE t.id = \(token.id) AND t.revokedAt IS NULL
                """, on: connection, logger: self.shared.logger).first
            else { return nil }
            let (hash, id, name, created) = try row.decode((Data, String, String, Double).self)
            guard token.matches(hash) else { return nil }
            return Person(id: id, name: name, createdAt: Date(timeIntervalSince1970: created))
        }
    }
}
