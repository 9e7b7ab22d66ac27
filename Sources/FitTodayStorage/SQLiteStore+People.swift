public import FitTodayDomain
public import Foundation
import GRDB

extension SQLiteStore: PeopleStore {
    public func addPerson(name: String, token: AccessToken, at: Date) throws -> Person {
        let person = Person(id: "person-\(token.id)", name: name, createdAt: at)
        let taken: Bool = try run {
            try queue.write { db in
                if try Bool.fetchOne(db, sql: "SELECT 1 FROM person WHERE name = ?", arguments: [name]) == true {
                    return true
                }
                try db.execute(
                    sql: "INSERT INTO person (id, name, createdAt) VALUES (?, ?, ?)",
                    arguments: [person.id, name, at.timeIntervalSince1970])
                try db.execute(
                    sql: "INSERT INTO accessToken (id, personId, hash, createdAt) VALUES (?, ?, ?, ?)",
                    arguments: [token.id, person.id, token.hash, at.timeIntervalSince1970])
                return false
            }
        }
        if taken { throw PeopleStoreProblem.nameTaken(name) }
        return person
    }

    public func people() throws -> [PersonEntry] {
        try run {
            try queue.read { db in
                try Row.fetchAll(db, sql: """
                    SELECT p.id, p.name, p.createdAt,
                           (SELECT count(*) FROM accessToken t WHERE t.personId = p.id AND t.revokedAt IS NULL) AS active
                    FROM person p ORDER BY p.name
                    """).map { row in
                    PersonEntry(
                        person: Person(
                            id: row["id"], name: row["name"],
                            createdAt: Date(timeIntervalSince1970: row["createdAt"])),
                        activeTokens: row["active"])
                }
            }
        }
    }

    public func revokeTokens(name: String, at: Date) throws -> Int {
        let revoked: Int? = try run {
            try queue.write { db in
                guard let id = try String.fetchOne(db, sql: "SELECT id FROM person WHERE name = ?", arguments: [name]) else {
                    return nil
                }
                try db.execute(
                    sql: "UPDATE accessToken SET revokedAt = ? WHERE personId = ? AND revokedAt IS NULL",
                    arguments: [at.timeIntervalSince1970, id])
                return db.changesCount
            }
        }
        guard let revoked else { throw PeopleStoreProblem.unknownName(name) }
        return revoked
    }

    public func person(for token: AccessToken) throws -> Person? {
        try run {
            try queue.read { db in
                // Asked on every request of the service: the statement is compiled once per connection.
                guard let row = try Row.fetchOne(db.cachedStatement(sql: """
                    SELECT t.hash, p.id, p.name, p.createdAt FROM accessToken t JOIN person p ON p.id = t.personId
                    WHERE t.id = ? AND t.revokedAt IS NULL
                    """), arguments: [token.id]),
                    token.matches(row["hash"])
                else { return nil }
                return Person(id: row["id"], name: row["name"], createdAt: Date(timeIntervalSince1970: row["createdAt"]))
            }
        }
    }

    static func registerPeopleTables(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v4-people") { db in
            try db.execute(sql: """
                CREATE TABLE person (id TEXT PRIMARY KEY, name TEXT NOT NULL UNIQUE, createdAt REAL NOT NULL);
                CREATE TABLE accessToken (
                    id TEXT PRIMARY KEY, personId TEXT NOT NULL REFERENCES person(id), hash BLOB NOT NULL,
                    createdAt REAL NOT NULL, revokedAt REAL);
                """)
        }
    }
}
