import FitTodayDomain
import FitTodayResources
import FitTodaySession
import FitTodayStorage
import Foundation
import FitTodayTestSupport
import Testing

@Suite("session stores (memory, SQLite and PostgreSQL alike)")
struct SessionStoreTests {
    typealias F = StoreFixtures

    /// Records the day's plan, starts, completes the first exercise's sets at `weight`, finishes with `rating`.
    func train(_ store: any HistoryStore & SessionStore, day: CalendarDay, weight: Double, reps: Int, rating: Int, tag: String)
        async throws -> Session
    {
        let history = try await store.workouts(before: day, limit: 10)
        try await store.record(RecordedPlan(plan: F.plan(on: day, history: history), fingerprint: "f", revision: 0))
        let setting = F.setting(today: day)
        let started = try await store.apply(F.command(.start, "\(tag)-start"), now: F.t0, setting: setting)
        #expect(started.ok)
        let session = try #require(try await store.latestSession())
        for (offset, set) in session.exercises[0].sets.enumerated() {
            let reply = try await store.apply(F.command(.completeSet, "\(tag)-set-\(offset)", at: Double(60 * (offset + 1))) {
                $0.setId = set.setId
                $0.reps = reps
                $0.weightKg = weight
            }, now: F.t0, setting: setting)
            #expect(reply.ok)
        }
        let finished = try await store.apply(F.command(.finish, "\(tag)-finish", at: 1_800) { $0.rating = rating }, now: F.t0, setting: setting)
        #expect(finished.ok)
        return try #require(try await store.latestSession())
    }

    @Test("replies are remembered, the log replays to the snapshot, the engine's refusals are kept under their id", arguments: StoreKind.allCases)
    func ledger(_ kind: StoreKind) async throws {
        let store = try await kind.sessionStore()
        try await store.record(RecordedPlan(plan: F.plan(on: F.day), fingerprint: "f", revision: 0))
        let setting = F.setting()
        let tap = F.command(.start, "tap", device: "watch-1")
        let first = try await store.apply(tap, now: F.t0, setting: setting)
        #expect(try await store.apply(tap, now: F.t0.addingTimeInterval(9), setting: setting) == first)
        let bad = F.command(.completeSet, "bad") { $0.setId = "1.1"; $0.reps = -3 }
        let refused = try await store.apply(bad, now: F.t0, setting: setting)
        #expect(refused.reasonCode == .invalidValue)
        let fixed = F.command(.completeSet, "bad") { $0.setId = "1.1"; $0.reps = 8 }
        #expect(try await store.apply(fixed, now: F.t0, setting: setting).ok, "a refusal of bounds is not kept: corrected, its id goes through")
        let missing = F.command(.completeSet, "missing") { $0.setId = "9.9" }
        let notFound = try await store.apply(missing, now: F.t0, setting: setting)
        #expect(notFound.reasonCode == .notFound)
        #expect(try await store.apply(missing, now: F.t0.addingTimeInterval(5), setting: setting) == notFound, "a retry gets its first answer")
        _ = try await store.apply(F.command(.completeSet, "ok-1", at: 30) { $0.setId = "1.1"; $0.weightKg = 20 }, now: F.t0, setting: setting)
        _ = try await store.apply(F.command(.pause, "p", at: 40), now: F.t0, setting: setting)
        let session = try #require(try await store.latestSession())
        let events = try await store.events(sessionId: session.id, after: 0)
        #expect(Set(events.map(\.revision)) == Set(1...session.revision))
        #expect(events.map(\.revision) == events.map(\.revision).sorted())
        #expect(Session.replay(events) == session)
        #expect(try await store.events(sessionId: session.id, after: session.revision - 1).allSatisfy { $0.revision == session.revision })
        #expect(try await store.session(id: session.id) == session)
    }

    @Test("finishing puts the workout done in history, feeds the next plan's load, and finds records", arguments: StoreKind.allCases)
    func finishFeedsHistory(_ kind: StoreKind) async throws {
        let store = try await kind.sessionStore()
        let first = try await train(store, day: F.day, weight: 20, reps: 12, rating: 4, tag: "a")
        let recorded = try #require(try await store.recorded(on: F.day))
        #expect(recorded.plan.performance?.sessionId == first.id)
        #expect(recorded.plan.exercises.count == 1, "only exercises with a completed set")
        #expect(recorded.plan.exercises[0].performed?.count == first.exercises[0].sets.count)
        #expect(recorded.plan.performance?.energySource == .estimated)
        let id = first.exercises[0].exerciseId
        let logged = try await store.lastLogged(of: [id], before: F.day.adding(days: 1))
        #expect(logged[id]?.exercise.performed?.first?.weightKg == 20)
        #expect(try await store.lastLogged(of: [id], before: F.day).isEmpty, "a day's own log does not count for it")
        let bests = try await store.personalBests()
        #expect(bests[id]?.heaviestWeightKg == 20 && bests[id]?.mostRepsAt["20"] == 12)
        #expect(first.personalRecords == [], "a first log beats nothing")
    }

    @Test("a second workout heavier than the first sets records; an unfinished plan stays as planned", arguments: StoreKind.allCases)
    func records(_ kind: StoreKind) async throws {
        let store = try await kind.sessionStore()
        let first = try await train(store, day: F.day, weight: 20, reps: 12, rating: 4, tag: "a")
        let id = first.exercises[0].exerciseId
        // Same exercise on a later day: force it by recording a plan that starts with it.
        let later = F.day.adding(days: 3)
        var plan = F.plan(on: later)
        if plan.exercises[0].exerciseId != id {
            plan.exercises[0] = try #require(try await store.recorded(on: F.day)).plan.exercises[0]
            plan.exercises[0].performed = nil
        }
        try await store.record(RecordedPlan(plan: plan, fingerprint: "f", revision: 0))
        let setting = F.setting(today: later)
        #expect(try await store.apply(F.command(.start, "b-start", at: 86_400 * 3), now: F.t0, setting: setting).ok)
        #expect(try await store.apply(F.command(.completeSet, "b-1", at: 86_400 * 3 + 60) {
            $0.setId = "1.1"; $0.reps = 10; $0.weightKg = 24
        }, now: F.t0, setting: setting).ok)
        #expect(try await store.apply(F.command(.finish, "b-end", at: 86_400 * 3 + 900), now: F.t0, setting: setting).ok)
        let second = try #require(try await store.latestSession())
        let kinds = Set(second.personalRecords?.map(\.kind) ?? [])
        #expect(kinds.isSuperset(of: [.heaviestWeight, .estimatedOneRepMax]))
        #expect(second.personalRecords?.first { $0.kind == .heaviestWeight }?.previous == 20)
        #expect(try await store.personalBests()[id]?.heaviestWeightKg == 24)
        // A plan never trained stays as planned.
        let untouched = F.day.adding(days: 5)
        try await store.record(RecordedPlan(plan: F.plan(on: untouched), fingerprint: "f", revision: 0))
        #expect(try await store.recorded(on: untouched)?.plan.performance == nil)
    }

    @Test("the SQLite store reopened reads the same session, events and replies")
    func reopen() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fittoday-reopen-\(UUID().uuidString)")
        let path = folder.appendingPathComponent("history.sqlite").path
        let store = try SQLiteStore(path: path)
        try store.record(RecordedPlan(plan: F.plan(on: F.day), fingerprint: "f", revision: 0))
        let reply = try store.apply(F.command(.start, "s"), now: F.t0, setting: F.setting())
        _ = try store.apply(F.command(.completeSet, "c", at: 20) { $0.setId = "1.1" }, now: F.t0, setting: F.setting())
        let again = try SQLiteStore(path: path)
        #expect(try again.latestSession() == store.latestSession())
        #expect(try again.apply(F.command(.start, "s"), now: F.t0, setting: F.setting()) == reply)
        #expect(Session.replay(try again.events(sessionId: reply.sessionId!, after: 0)) == (try again.latestSession()))
    }
}
