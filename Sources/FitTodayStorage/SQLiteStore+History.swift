public import FitTodayDomain
import Foundation
import GRDB

extension SQLiteStore: HistoryStore {
    func decodePlan(_ text: String, date: String) throws -> WorkoutPlan {
        do {
            return try SQLiteLedger.decoder.decode(WorkoutPlan.self, from: Data(text.utf8))
        } catch {
            throw HistoryStoreError(path: path, problem: .unreadablePlan(date: date))
        }
    }

    public func workouts(before date: CalendarDay, limit: Int) throws -> [WorkoutPlan] {
        try run {
            let rows = try queue.read { db in
                try Row.fetchAll(
                    db.cachedStatement(
                        sql: "SELECT date, plan FROM workout WHERE person = ? AND date < ? ORDER BY date DESC LIMIT ?"),
                    arguments: [person, date.description, limit])
            }
            return try rows.reversed().map { row in try decodePlan(row["plan"], date: row["date"]) }
        }
    }

    public func recorded(on date: CalendarDay) throws -> RecordedPlan? {
        try run {
            try queue.read { db in
                try Row.fetchOne(
                    db, sql: "SELECT * FROM workout WHERE person = ? AND date = ?", arguments: [person, date.description]
                ).map(recordedPlan)
            }
        }
    }

    public func recordedRevision(on date: CalendarDay) throws -> Int? {
        try run {
            try queue.read { db in
                try Int.fetchOne(
                    db.cachedStatement(sql: "SELECT revision FROM workout WHERE person = ? AND date = ?"),
                    arguments: [person, date.description])
            }
        }
    }

    public func isTrained(on date: CalendarDay) throws -> Bool {
        try run {
            try queue.read { db in
                try Bool.fetchOne(
                    db.cachedStatement(sql: """
                        SELECT json_extract(plan, '$.performance') IS NOT NULL FROM workout WHERE person = ? AND date = ?
                        """),
                    arguments: [person, date.description]) ?? false
            }
        }
    }

    func recordedPlan(_ row: Row) throws -> RecordedPlan {
        RecordedPlan(
            plan: try decodePlan(row["plan"], date: row["date"]), fingerprint: row["fingerprint"], revision: row["revision"])
    }

    public func record(_ recorded: RecordedPlan) throws {
        try run { try queue.write { db in try write(recorded, in: db) } }
    }

    /// Puts `recorded` in its day's place; what was there is kept aside as replaced.
    func write(_ recorded: RecordedPlan, in db: Database) throws {
        let text = try SQLiteLedger.text(recorded.plan)
        let date = recorded.plan.date.description
        try db.cachedStatement(sql: """
            INSERT INTO replacedWorkout (person, date, plan, fingerprint, revision)
            SELECT person, date, plan, fingerprint, revision FROM workout WHERE person = ? AND date = ?
            """).execute(arguments: [person, date])
        try db.cachedStatement(
            sql: "INSERT OR REPLACE INTO workout (person, date, plan, fingerprint, revision) VALUES (?, ?, ?, ?, ?)"
        ).execute(arguments: [person, date, text, recorded.fingerprint, recorded.revision])
    }

    public func lastLogged(of exerciseIds: [String], before date: CalendarDay) throws -> [String: LoggedExercise] {
        try run {
            try queue.read { db in
                var result: [String: LoggedExercise] = [:]
                let latest = try db.cachedStatement(sql: """
                    SELECT date, item, rating FROM exerciseLog WHERE person = ? AND exerciseId = ? AND date < ?
                    ORDER BY date DESC LIMIT 1
                    """)
                for id in Set(exerciseIds) {
                    guard let row = try Row.fetchOne(latest, arguments: [person, id, date.description]),
                        let day = CalendarDay(iso: row["date"])
                    else { continue }
                    let item = try SQLiteLedger.decoder.decode(PlannedExercise.self, from: Data((row["item"] as String).utf8))
                    result[id] = LoggedExercise(date: day, exercise: item, rating: row["rating"])
                }
                return result
            }
        }
    }

    /// A translation stored under `key` (the caller's hash of model and source text), if any.
    public func cachedTranslation(key: String) throws -> String? {
        try run {
            try queue.read { db in
                try String.fetchOne(db, sql: "SELECT text FROM translation WHERE key = ?", arguments: [key])
            }
        }
    }

    public func storeTranslation(_ text: String, key: String) throws {
        try run {
            try queue.write { db in
                try db.execute(
                    sql: "INSERT OR REPLACE INTO translation (key, text) VALUES (?, ?)", arguments: [key, text])
            }
        }
    }
}
