import FitTodayDomain
import FitTodaySession
import FitTodayStorage
import Foundation
import FitTodayTestSupport
import Testing

@Suite("reads made beforehand give the same session as reads made one at a time")
struct SessionReadsTests {
    typealias F = StoreFixtures

    /// A workout with every kind of read: a start with a bad date, a start, sets, an id reused for another set, a
    /// refused edit,
    /// a pause and resume, and a finish (the session's plan and the bests).
    func commands() -> [SessionCommand] {
        var list = [
            F.command(.start, "bad-date") { $0.date = "2026-13-40" },
            F.command(.start, "start"),
            F.command(.completeSet, "set-1", at: 60) { $0.setId = "1.1"; $0.reps = 8; $0.weightKg = 40 },
            F.command(.completeSet, "set-1", at: 61) { $0.setId = "1.1"; $0.reps = 9; $0.weightKg = 45 },
            F.command(.updateSet, "bad-reps", at: 70) { $0.setId = "1.1"; $0.reps = -1 },
            F.command(.pause, "pause", at: 80),
            F.command(.resume, "resume", at: 120),
            F.command(.healthSample, "hr", at: 130) { $0.heartRateBpm = 130 },
        ]
        list.append(F.command(.finish, "finish", at: 1_800) { $0.rating = 4 })
        return list
    }

    @Test("memory (reads first, then writes) and SQLite (one read at a time) answer alike and end alike")
    func sameOutcome() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fittoday-reads-\(UUID().uuidString)")
        let stores: [any HistoryStore & SessionStore] = [
            InMemoryStore(), try SQLiteStore(path: folder.appendingPathComponent("history.sqlite").path),
        ]
        var outcomes: [[SessionReply]] = []
        for store in stores {
            try await store.record(RecordedPlan(plan: F.plan(on: F.day), fingerprint: "f", revision: 0))
            var replies: [SessionReply] = []
            for command in commands() {
                replies.append(try await store.apply(command, now: F.t0, setting: F.setting()))
            }
            outcomes.append(replies)
        }
        #expect(outcomes[0] == outcomes[1])
        #expect(outcomes[0].map(\.ok) == [false, true, true, false, false, true, true, true, true])
        #expect(outcomes[0][3].reasonCode == .commandIdReused)
        let sessions = try await stores.asyncMap { try await $0.latestSession() }
        #expect(sessions[0] == sessions[1])
        #expect(sessions[0]?.status == .finished)
        let recorded = try await stores.asyncMap { try await $0.recorded(on: F.day)?.plan.performance }
        #expect(recorded[0] != nil && recorded[0] == recorded[1], "the workout done replaced the plan in both")
        let bests = try await stores.asyncMap { try await $0.personalBests() }
        #expect(!bests[0].isEmpty && bests[0] == bests[1])
    }

    @Test("a read the transaction needs but was not made is a fault, never a silent nil")
    func unforeseen() throws {
        let start = F.command(.start, "start")
        #expect(throws: BufferedLedger.Unforeseen.self) {
            try SessionTransaction.apply(start, now: F.t0, setting: F.setting(), reads: SessionReads())
        }
        let key = SessionReads.needs(start, setting: F.setting(), latest: nil).plans
        #expect(key == [SessionReads.PlanKey(id: nil, date: F.day)])
        let (reply, writes) = try SessionTransaction.apply(
            start, now: F.t0, setting: F.setting(), reads: SessionReads(plans: [key[0]: RecordedPlan?.none]))
        #expect(reply.reasonCode == .notFound)
        #expect(writes.count == 1, "only the refusal is remembered")
    }
}

extension Array {
    func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var result: [T] = []
        for element in self { result.append(try await transform(element)) }
        return result
    }
}
