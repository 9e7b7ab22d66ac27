@testable import FitTodayPostgres
import FitTodayStorage
import Testing

/// A lease that never comes back does not hold its caller: the timeout answers `.unreachable` without awaiting it,
/// and a lease that comes after the timeout runs nothing (CI hung for good on a store whose login the server began
/// refusing: postgres-nio's lease can miss a cancellation and never return).
@Suite struct LeaseRaceTests {
    /// Opens once; waiting on it ignores cancellation, as a lease that missed its cancellation does.
    actor Gate {
        private var open = false
        private var waiting: [CheckedContinuation<Void, Never>] = []

        func wait() async {
            if open { return }
            await withCheckedContinuation { waiting.append($0) }
        }

        func openUp() {
            open = true
            for continuation in waiting { continuation.resume() }
            waiting = []
        }
    }

    @Test func aLeaseThatNeverReturnsIsAnsweredUnreachableAtTheTimeout() async {
        let gate = Gate()
        let race = LeaseRace()
        let outcome = await race.run(timeout: .milliseconds(50)) { race -> Bool in
            await gate.wait()
            // The connection came after the timeout: the body must not run.
            return race.claim(.leased)
        }
        guard case .failure(let error as HistoryStoreError) = outcome else {
            Issue.record("expected unreachable, got \(outcome)")
            await gate.openUp()
            return
        }
        #expect(error.problem == .unreachable)
        #expect(!race.claim(.leased))
        await gate.openUp()
    }

    @Test func aLeaseInTimeAnswersWithItsValue() async {
        let race = LeaseRace()
        let outcome = await race.run(timeout: .seconds(30)) { race -> Int in
            guard race.claim(.leased) else { return -1 }
            return 7
        }
        guard case .success(let value) = outcome else {
            Issue.record("expected a value, got \(outcome)")
            return
        }
        #expect(value == 7)
        #expect(!race.claim(.abandoned))
        race.timer?.cancel()
    }
}
