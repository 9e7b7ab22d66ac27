import FitTodaySimulation
import Testing

@Suite struct MetricsTests {
    static func loaded(_ id: String, suggested: Double?, used: Double?, done: [Int], top: Int = 8) -> Exposure {
        Exposure(
            exerciseId: id, pattern: "squat", mainLift: true, loaded: true, step: 2.5, targetMin: top - 2, targetMax: top,
            sets: done.count, suggestedKg: suggested, usedKg: used, done: done)
    }

    @Test func aRunOfTrainingDaysIsCounted() {
        #expect(Metrics.longestRun([true, true, false, true, true, true, false, true]) == 3)
        #expect(Metrics.longestRun([false, false]) == 0)
        #expect(Metrics.longestRun(Array(repeating: true, count: 14)) == 14)
    }

    @Test func anOscillationIsDetected() {
        let swinging = [20.0, 24, 20, 24, 20].map { Self.loaded("floor-press", suggested: $0, used: $0, done: [8, 8, 8]) }
        #expect(Metrics.oscillations(swinging) == 2)
        let climbing = [20.0, 22.5, 25, 27.5, 30].map { Self.loaded("floor-press", suggested: $0, used: $0, done: [8, 8, 8]) }
        #expect(Metrics.oscillations(climbing) == 0)
        // A step back that is not repeated is not an oscillation.
        let once = [20.0, 22.5, 20, 20, 22.5].map { Self.loaded("floor-press", suggested: $0, used: $0, done: [8, 8, 8]) }
        #expect(Metrics.oscillations(once) == 0)
    }

    @Test func aJumpOfMoreThanAStepNeedsTheReps() {
        let history = [
            Self.loaded("squat", suggested: 100, used: 100, done: [8, 7, 6]),
            Self.loaded("squat", suggested: 105, used: 105, done: [8, 8, 8]),
            Self.loaded("squat", suggested: 110, used: 110, done: [8, 8, 8]),
            Self.loaded("squat", suggested: 112.5, used: 112.5, done: [8, 8]),
        ]
        // 100 → 105 after a miss is unjustified; 105 → 110 after every set at the top is earned.
        #expect(Metrics.unjustifiedJumps(history) == 1)
    }

    @Test func aBackOffDeeperThanFifteenPercentIsCounted() {
        let history = [
            Self.loaded("rack-pull", suggested: 217.5, used: 200, done: [3, 2]),
            Self.loaded("rack-pull", suggested: 175, used: 175, done: [5, 5]),
            Self.loaded("rack-pull", suggested: 160, used: 160, done: [5, 5]),
        ]
        // Against the prescription: 217.5 → 175 is −20 %; 175 → 160 is −8.6 %.
        #expect(Metrics.deepBackOffs(history) == 1)
    }

    @Test func aBodyweightMoveLeftAtTheTopIsStuck() {
        func pullUps(_ done: [Int], sets: Int = 3, top: Int = 12) -> Exposure {
            Exposure(exerciseId: "pull-up", pattern: "vertical-pull", targetMin: 8, targetMax: top, sets: sets, done: done)
        }
        let stuck = [pullUps([12, 12, 12]), pullUps([12, 12, 12]), pullUps([12, 12, 12])]
        #expect(Metrics.stuckBodyweightMoves(stuck) == 1)
        let moved = [pullUps([12, 12, 12]), pullUps([12, 12, 12]), pullUps([13, 12, 12, 12], sets: 4, top: 14)]
        #expect(Metrics.stuckBodyweightMoves(moved) == 0)
        let notYet = [pullUps([12, 12, 12]), pullUps([12, 11, 10]), pullUps([12, 12, 12]), pullUps([12, 12, 12])]
        #expect(Metrics.stuckBodyweightMoves(notYet) == 0)
    }

    @Test func deloadAndRecoveryExposuresAreNeitherStuckNorTheEndOfARun() {
        func pullUps(_ done: [Int], deload: Bool = false, recovery: Bool = false) -> Exposure {
            var item = Exposure(
                exerciseId: "pull-up", pattern: "vertical-pull", targetMin: 8, targetMax: 12, sets: 3, done: done)
            item.deload = deload
            item.recovery = recovery
            return item
        }
        let top = [12, 12, 12]
        // Held through a deload week and a recovery day: planned light, so not stuck.
        let light = [pullUps(top), pullUps(top), pullUps(top, deload: true), pullUps(top, recovery: true)]
        #expect(Metrics.stuckBodyweightMoves(light) == 0)
        // A light exposure between them does not end the run: two at the top before it and one after are three.
        let across = [pullUps(top), pullUps(top), pullUps(top, deload: true), pullUps(top)]
        #expect(Metrics.stuckBodyweightMoves(across) == 1)
    }
}
