import FitTodayDomain
import FitTodaySession
import FitTodayStorage
import Foundation
import FitTodayTestSupport
import Testing

@Suite("a workout outlives its plan (memory, SQLite and PostgreSQL alike)")
struct PlanRaceTests {
    typealias F = StoreFixtures

    @Test("a new plan recorded while a session trains the old one: the finish still records the workout done", arguments: StoreKind.allCases)
    func planReplacedDuringSession(_ kind: StoreKind) async throws {
        let store = try await kind.sessionStore()
        let old = F.plan(on: F.day)
        try await store.record(RecordedPlan(plan: old, fingerprint: "f", revision: 0))
        let setting = F.setting()
        #expect(try await store.apply(F.command(.start, "start"), now: F.t0, setting: setting).ok)
        // What `generate --new` refuses up front, but a race between its check and its write could still do.
        var new = F.plan(on: F.day, history: [old])
        new.id = old.id + "-new"
        try await store.record(RecordedPlan(plan: new, fingerprint: "g", revision: 1))
        let done = F.command(.completeSet, "set", at: 60) { $0.setId = "1.1"; $0.weightKg = 30 }
        #expect(try await store.apply(done, now: F.t0, setting: setting).ok)
        #expect(try await store.apply(F.command(.finish, "finish", at: 600), now: F.t0, setting: setting).ok)
        let day = try #require(try await store.recorded(on: F.day)?.plan)
        let performance = try #require(day.performance, "\(type(of: store)): the workout was lost")
        #expect(performance.setsCompleted == 1)
        #expect(day.exercises.first?.exerciseId == old.exercises[0].exerciseId)
        #expect(day.exercises.first?.performed?.first?.weightKg == 30)
        let later = try #require(CalendarDay(iso: "2099-12-31"))
        #expect(try await store.workouts(before: later, limit: 10).contains { $0.performance != nil })
    }
}
