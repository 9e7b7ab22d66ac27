public import FitTodayDomain
public import FitTodayStorage
import Foundation
import PostgresNIO

extension PostgresStore: HistoryStore {
    public func workouts(before date: CalendarDay, limit: Int) async throws -> [WorkoutPlan] {
        let person = person
        return try await withConnection { connection in
            try await Self.rows(
                "SELECT date, plan FROM workout WHERE person = \(person) AND date < \(date.description) ORDER BY date DESC LIMIT \(limit)",
                on: connection, logger: self.shared.logger
            ).reversed().map { row in
                let (date, plan) = try row.decode((String, String).self)
                return try Self.decodePlan(plan, date: date)
            }
        }
    }

    public func recorded(on date: CalendarDay) async throws -> RecordedPlan? {
        let person = person
        return try await withConnection { connection in
            try await Self.rows(
                "SELECT date, plan, fingerprint, revision FROM workout WHERE person = \(person) AND date = \(date.description)",
                on: connection, logger: self.shared.logger
            ).first.map(Self.recordedPlan)
        }
    }

    public func recordedRevision(on date: CalendarDay) async throws -> Int? {
        let person = person
        return try await withConnection { connection in
            try await Self.rows(
                "SELECT revision FROM workout WHERE person = \(person) AND date = \(date.description)",
                on: connection, logger: self.shared.logger
            ).first?.decode(Int.self)
        }
    }

    /// Records the day's plan under the person's lock, so two replicas recording the same day keep both plans
    /// (one of them aside, as replaced).
    public func record(_ plan: RecordedPlan) async throws {
        try await transaction { connection in
            try await PostgresLedger(connection: connection, store: self).lockPerson()
            try await self.write(plan, on: connection)
        }
    }

    /// Puts `recorded` in its day's place; what was there is kept aside as replaced.
    func write(_ recorded: RecordedPlan, on connection: PostgresConnection) async throws {
        let (person, logger) = (person, shared.logger)
        let text = try PostgresLedger.text(recorded.plan)
        let date = recorded.plan.date.description
        try await connection.query("""
            INSERT INTO replacedWorkout (person, date, plan, fingerprint, revision)
            SELECT person, date, plan, fingerprint, revision FROM workout WHERE person = \(person) AND date = \(date)
            """, logger: logger)
        try await connection.query("""
            INSERT INTO workout (person, date, plan, planId, fingerprint, revision)
            VALUES (\(person), \(date), \(text), \(recorded.plan.id), \(recorded.fingerprint), \(recorded.revision))
            ON CONFLICT (person, date) DO UPDATE SET plan = excluded.plan, planId = excluded.planId,
                fingerprint = excluded.fingerprint, revision = excluded.revision
            """, logger: logger)
    }

    public func lastLogged(of exerciseIds: [String], before date: CalendarDay) async throws -> [String: LoggedExercise] {
        let person = person
        let ids = Array(Set(exerciseIds))
        return try await withConnection { connection in
            var result: [String: LoggedExercise] = [:]
            for row in try await Self.rows("""
                SELECT DISTINCT ON (exerciseId) exerciseId, date, item, rating FROM exerciseLog
                WHERE person = \(person) AND exerciseId = ANY(\(ids)) AND date < \(date.description)
                ORDER BY exerciseId, date DESC
                """, on: connection, logger: self.shared.logger)
            {
                let (id, day, item, rating) = try row.decode((String, String, String, Int?).self)
                guard let day = CalendarDay(iso: day) else { continue }
                let exercise = try PostgresLedger.decoder.decode(PlannedExercise.self, from: Data(item.utf8))
                result[id] = LoggedExercise(date: day, exercise: exercise, rating: rating)
            }
            return result
        }
    }

    static func decodePlan(_ text: String, date: String) throws -> WorkoutPlan {
        do {
            return try PostgresLedger.decoder.decode(WorkoutPlan.self, from: Data(text.utf8))
        } catch {
            throw HistoryStoreError(path: "", problem: .unreadablePlan(date: date))
        }
    }

    static func recordedPlan(_ row: PostgresRow) throws -> RecordedPlan {
        let (date, plan, fingerprint, revision) = try row.decode((String, String, String, Int).self)
        return RecordedPlan(plan: try decodePlan(plan, date: date), fingerprint: fingerprint, revision: revision)
    }
}
