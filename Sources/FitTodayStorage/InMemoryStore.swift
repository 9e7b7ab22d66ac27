public import FitTodayDomain
public import FitTodaySession
public import Foundation
import Synchronization

/// History and sessions in memory, for tests: the same transactions as the SQLite store, all or nothing. Like the
/// SQLite store, a value speaks for one person; `scoped(to:)` is another person's view of the same memory.
public final class InMemoryStore: HistoryStore, SessionStore {
    final class Ledgers: Sendable {
        let byPerson = Mutex<[String: MemoryLedger]>([:])
    }

    private let ledgers: Ledgers
    public let person: String

    public init(person: String = SQLiteStore.localPerson) {
        ledgers = Ledgers()
        self.person = person
    }

    private init(sharing store: InMemoryStore, person: String) {
        ledgers = store.ledgers
        self.person = person
    }

    public func scoped(to person: String) -> InMemoryStore { InMemoryStore(sharing: self, person: person) }

    /// Reads this person's ledger.
    private func read<T>(_ body: (MemoryLedger) throws -> T) rethrows -> T {
        try ledgers.byPerson.withLock { try body($0[person] ?? MemoryLedger()) }
    }

    /// Runs `body` on a copy of this person's ledger and keeps the copy only when it returns.
    private func transaction<T>(_ body: (inout MemoryLedger) throws -> T) rethrows -> T {
        try ledgers.byPerson.withLock { all in
            var copy = all[person] ?? MemoryLedger()
            let result = try body(&copy)
            all[person] = copy
            return result
        }
    }

    public func workouts(before date: CalendarDay, limit: Int) -> [WorkoutPlan] {
        read { ledger in
            Array(ledger.workouts.values.filter { $0.plan.date < date }.map(\.plan).sorted { $0.date < $1.date }.suffix(limit))
        }
    }

    public func recorded(on date: CalendarDay) -> RecordedPlan? {
        read { $0.workouts[date.description] }
    }

    public func record(_ plan: RecordedPlan) {
        transaction { $0.write(plan) }
    }

    public func settings() -> PersonSettings {
        read(\.settings)
    }

    public func saveSettings(_ settings: PersonSettings) {
        transaction { $0.settings = settings }
    }

    public func lastLogged(of exerciseIds: [String], before date: CalendarDay) -> [String: LoggedExercise] {
        read { ledger in
            var result: [String: LoggedExercise] = [:]
            for id in exerciseIds {
                if let last = ledger.logs[id]?.filter({ $0.date < date }).max(by: { $0.date < $1.date }) { result[id] = last }
            }
            return result
        }
    }

    /// Reads first, then the command, then its writes: the path a store with asynchronous reads takes
    /// (`SessionReads`), so the memory store's tests cover it.
    public func apply(_ command: SessionCommand, now: Date, setting: CommandSetting) throws -> SessionReply {
        try transaction { ledger in
            let (reply, writes) = try SessionTransaction.apply(
                command, now: now, setting: setting, reads: try ledger.reads(for: command, setting: setting))
            try ledger.perform(writes)
            return reply
        }
    }

    /// How many replies this person's commands left (for tests: what a refusal keeps).
    public func storedReplyCount() -> Int {
        read { $0.replies.count }
    }

    public func latestSession() -> Session? {
        read { $0.latest()?.session }
    }

    public func session(id: String) -> Session? {
        read { $0.sessions[id]?.session }
    }

    public func events(sessionId: String, after revision: Int) -> [SessionEvent] {
        read { ($0.events[sessionId] ?? []).filter { $0.revision > revision } }
    }

    public func personalBests() -> [String: PersonalBests] {
        read { $0.bests }
    }
}

/// The in-memory store's contents; a transaction works on a copy.
struct MemoryLedger: SessionLedger {
    var workouts: [String: RecordedPlan] = [:]
    var replaced: [RecordedPlan] = []
    var sessions: [String: (session: Session, changed: [String: Int])] = [:]
    var order: [String] = []
    var events: [String: [SessionEvent]] = [:]
    var replies: [String: RememberedReply] = [:]
    var bests: [String: PersonalBests] = [:]
    var logs: [String: [LoggedExercise]] = [:]
    var settings = PersonSettings()

    mutating func write(_ plan: RecordedPlan) {
        if let old = workouts[plan.plan.date.description] { replaced.append(old) }
        workouts[plan.plan.date.description] = plan
    }

    func reply(to commandId: String) -> RememberedReply? { replies[commandId] }

    func latest() -> (session: Session, changed: [String: Int])? { order.last.flatMap { sessions[$0] } }

    func plan(id: String?, date: CalendarDay) -> RecordedPlan? {
        if let id { return workouts.values.first { $0.plan.id == id } }
        return workouts[date.description]
    }

    func bests(for exerciseIds: [String]) -> [String: PersonalBests] { bests.filter { exerciseIds.contains($0.key) } }

    mutating func remember(_ reply: SessionReply, commandId: String, fingerprint: String) {
        replies[commandId] = RememberedReply(reply: reply, fingerprint: fingerprint)
    }

    mutating func append(_ new: [SessionEvent]) {
        for event in new { events[event.sessionId, default: []].append(event) }
    }

    mutating func save(_ session: Session, changed: [String: Int], isNew: Bool) {
        if isNew { order.append(session.id) }
        sessions[session.id] = (session, changed)
    }

    mutating func recordPerformed(_ plan: WorkoutPlan, replacing recorded: RecordedPlan) {
        write(RecordedPlan(plan: plan, fingerprint: recorded.fingerprint, revision: recorded.revision))
        for item in plan.exercises {
            logs[item.exerciseId, default: []].removeAll { $0.date == plan.date }
            logs[item.exerciseId, default: []].append(
                LoggedExercise(date: plan.date, exercise: item, rating: plan.performance?.rating))
        }
    }

    mutating func saveBests(_ new: [String: PersonalBests]) { bests.merge(new) { $1 } }
}
