import FitTodayDomain
import FitTodayResources
import Foundation
import Testing

@Suite("suggested loads from each exercise's own last sets")
struct LoadProgressionTests {
    let progression = Fixtures.resources.config.sessions.progression

    func exercise(_ id: String) -> Exercise { Fixtures.catalog.exercise(id: id)! }

    /// Today's prescription of `id`: `sets` × `target` at `rir`.
    func today(_ id: String, sets: Int = 3, target: RepRange = RepRange(min: 6, max: 10), rir: Int? = nil) -> PlannedExercise {
        PlannedExercise(
            exercise(id), prescription: TrainingRules.Prescription(
                sets: sets, target: target, restSeconds: 120, effort: rir.map(Effort.init(rir:))),
            language: .ptBR)
    }

    /// `id` as logged: one set per entry of `reps` at `weight` (or `weights`), prescribed `target` at `prescribed`.
    func log(
        _ reps: [Int], of id: String = "barbell-bench-press", weight: Double, weights: [Double]? = nil,
        target: RepRange = RepRange(min: 6, max: 10), sets: Int? = nil, prescribed: Double? = nil, rating: Int? = 4,
        rpe: Double? = nil, rir: Int? = nil, warmup: Bool = false
    ) -> LoggedExercise {
        var item = today(id, sets: sets ?? reps.count, target: target, rir: rir)
        item.suggestedWeightKg = prescribed
        let at = Date(timeIntervalSince1970: 1_795_000_000)
        item.performed = (warmup ? [PerformedSet(kind: .warmup, reps: 12, seconds: nil, weightKg: 20, rpe: nil, completedAt: at)] : [])
            + reps.indices.map {
                PerformedSet(kind: .normal, reps: reps[$0], seconds: nil, weightKg: weights?[$0] ?? weight, rpe: rpe, completedAt: at)
            }
        return LoggedExercise(date: Fixtures.day, exercise: item, rating: rating)
    }

    func suggest(
        _ log: LoggedExercise, today item: PlannedExercise? = nil, energy: Energy = .normal, advanced: Bool = false
    ) -> LoadSuggestion? {
        let id = log.exercise.exerciseId
        let equipment = exercise(id).equipment
        return progression.suggest(
            today: item ?? today(id, target: log.exercise.target, rir: log.exercise.effort?.rir), last: log,
            step: progression.step(for: equipment)!,
            microStep: advanced ? progression.microStep(for: equipment) : nil, energy: energy)
    }

    @Test("every set at the top of the range adds the equipment's smallest step; warm-ups do not count")
    func add() {
        let result = suggest(log([10, 10, 10], weight: 60, warmup: true))
        #expect(result == LoadSuggestion(weightKg: 62.5, decision: .upAllSetsAtTop))
        #expect(progression.step(for: [.dumbbell]) == 2 && progression.step(for: [.bench, .barbell]) == 2.5)
    }

    @Test("a missed top keeps the load; a tired check-in holds instead of adding; a set not done is not the top")
    func hold() {
        #expect(suggest(log([10, 9, 8], weight: 60)) == LoadSuggestion(weightKg: 60, decision: .held))
        #expect(suggest(log([10, 10, 10], weight: 60), energy: .tired) == LoadSuggestion(weightKg: 60, decision: .heldAfterTired))
        #expect(suggest(log([10, 10], weight: 60, sets: 3))?.decision == .held)
    }

    @Test("a bad session rating holds every lift, and never cuts one done at the top")
    func badRatingHolds() {
        #expect(suggest(log([10, 10, 10], weight: 60, rating: 2)) == LoadSuggestion(weightKg: 60, decision: .heldAfterBadRating))
        #expect(suggest(log([8, 8, 8], weight: 60, rating: 1))?.weightKg == 60)
    }

    @Test("reps well under the range back off 10 % to the NEAREST step (60 → 55, not 52.5)")
    func backOffNearest() throws {
        let short = try #require(suggest(log([4, 3, 3], weight: 60)))
        #expect(short == LoadSuggestion(weightKg: 55, decision: .backOffAfterMisses))
        // A rep short holds: cutting then would swing between two loads.
        #expect(suggest(log([6, 5, 5], weight: 60)) == LoadSuggestion(weightKg: 60, decision: .held))
    }

    @Test("the back-off starts from the prescribed load, not from the one the lifter dropped to")
    func backOffFromPrescribed() throws {
        let rack = log([2, 5, 5], of: "barbell-rack-pull", weight: 217.5, weights: [217.5, 175, 175],
                       target: RepRange(min: 3, max: 5), prescribed: 217.5)
        let result = try #require(suggest(rack))
        // 217.5 × 0.9 = 195.75 → 195 (nearest 2.5 kg step): −10 %, not 175 − 10 % nor −20 %.
        #expect(result == LoadSuggestion(weightKg: 195, decision: .backOffAfterMisses))
    }

    @Test("a back-off is at most 15 % or one step: a kettlebell too coarse for 15 % goes one bell down, never two")
    func backOffCapped() {
        // 16 kg × 0.9 = 14.4 → nearest bell 16: holding would fail again; 12 kg is the only lighter bell.
        let bell = log([4, 3, 3], of: "kettlebell-floor-press", weight: 16, target: RepRange(min: 8, max: 12))
        #expect(suggest(bell) == LoadSuggestion(weightKg: 12, decision: .backOffAfterMisses))
        let barbell = log([2, 2, 1], weight: 100, target: RepRange(min: 6, max: 10))
        // A barbell has steps within 15 %: 100 × 0.9 = 90, whatever the size of the miss.
        #expect(suggest(barbell) == LoadSuggestion(weightKg: 90, decision: .backOffAfterMisses))
    }

    @Test("heavier than prescribed and well short: the prescribed load stands")
    func heavierMiss() {
        let miss = log([3, 2, 2], weight: 80, target: RepRange(min: 6, max: 10), prescribed: 75)
        #expect(suggest(miss) == LoadSuggestion(weightKg: 75, decision: .held))
    }

    @Test("started lighter than prescribed and reached the range: the prescribed load stays; well short: back-off")
    func startedLighter() {
        let chose = log([10, 10, 9], weight: 70, target: RepRange(min: 6, max: 10), prescribed: 75)
        #expect(suggest(chose) == LoadSuggestion(weightKg: 75, decision: .held))
        let short = log([4, 3, 3], weight: 70, target: RepRange(min: 6, max: 10), prescribed: 75)
        #expect(suggest(short) == LoadSuggestion(weightKg: 67.5, decision: .backOffAfterMisses))
    }

    @Test("RPE over the target never goes up; under it moves one step up through the e1RM")
    func autoregulation() throws {
        let hard = try #require(suggest(log([10, 10, 10], weight: 60, rpe: 10, rir: 2)))
        #expect(hard.weightKg <= 60 && [.autoregulatedDown, .held].contains(hard.decision))
        // Every rep made at RPE 10 against a target of 7: one step down at most (the sets were done).
        let over = try #require(suggest(log([8, 8, 8], weight: 100, rpe: 10, rir: 3)))
        #expect(over == LoadSuggestion(weightKg: 97.5, decision: .autoregulatedDown))
        // A point over the target with every rep made: held, not cut (a cut would swing back next time).
        let bitOver = try #require(suggest(log([8, 8, 8], weight: 100, rpe: 8.5, rir: 2)))
        #expect(bitOver == LoadSuggestion(weightKg: 100, decision: .held))
        // Reps missed at RPE 10: the e1RM cut. 100 × (1 + 5/30) ≈ 116.7; 6 reps at RIR 3 → 116.7 / 1.3 ≈ 89.7 → 90.
        let missed = try #require(suggest(log([5, 5, 5], weight: 100, rpe: 10, rir: 3)))
        #expect(missed == LoadSuggestion(weightKg: 90, decision: .autoregulatedDown))
        let easy = try #require(suggest(log([8, 8, 8], weight: 60, rpe: 6, rir: 2)))
        #expect(easy == LoadSuggestion(weightKg: 62.5, decision: .autoregulatedUp))
    }

    @Test("every set at the top, well under the target effort: more than a step, at most maxRiseShare")
    func fastRise() throws {
        // 10 × 60 kg at RPE 5 (5 in reserve): e1RM 60 × (1 + 15/30) = 90; 10 reps at RIR 2 → 90 / 1.4 ≈ 64.3 → 65.
        let light = try #require(suggest(log([10, 10, 10], weight: 60, rpe: 5, rir: 2)))
        #expect(light == LoadSuggestion(weightKg: 65, decision: .autoregulatedUp))
        // Far lighter than the lifter can do: capped at +10 % (40 → 44 → 42.5 on 2.5 kg steps).
        let far = try #require(suggest(log([10, 10, 10], weight: 40, rpe: 5, rir: 4)))
        #expect(far.weightKg <= 40 * (1 + progression.maxRiseShare) && far.weightKg > 42.5 - 1e-9)
        // Not every set at the top: one step, whatever the RPE.
        let partial = try #require(suggest(log([10, 9, 8], weight: 60, rpe: 5, rir: 2)))
        #expect(partial == LoadSuggestion(weightKg: 62.5, decision: .autoregulatedUp))
    }

    @Test("coarse steps: more reps, then a set, then the step with the range as composed")
    func coarseLadder() throws {
        let id = "kettlebell-floor-press", range = RepRange(min: 8, max: 12)
        let first = try #require(suggest(log([12, 12, 12], of: id, weight: 20, target: range), today: today(id, target: range)))
        #expect(first == LoadSuggestion(weightKg: 20, decision: .addedReps, target: RepRange(min: 8, max: 14)))
        let second = try #require(suggest(log([14, 14, 14], of: id, weight: 20, target: first.target!), today: today(id, target: range)))
        #expect(second == LoadSuggestion(weightKg: 20, decision: .addedSet, target: RepRange(min: 8, max: 14), sets: 4))
        let third = try #require(suggest(
            log([14, 14, 14, 14], of: id, weight: 20, target: second.target!), today: today(id, target: range)))
        #expect(third == LoadSuggestion(weightKg: 24, decision: .upAllSetsAtTop))
        // Held on the widened range: it stays widened until its top is reached.
        let held = try #require(suggest(log([14, 12, 11], of: id, weight: 20, target: first.target!), today: today(id, target: range)))
        #expect(held == LoadSuggestion(weightKg: 20, decision: .held, target: RepRange(min: 8, max: 14)))
    }

    @Test("a coarse step adds no set past the level's most: at 5 of 5 sets (or a beginner's 3) the load moves")
    func coarseLadderStopsAtTheMostSets() throws {
        let id = "kettlebell-floor-press", range = RepRange(min: 8, max: 12), widened = RepRange(min: 8, max: 14)
        let equipment = exercise(id).equipment
        for most in [3, 5] {
            let log = log(Array(repeating: 14, count: most), of: id, weight: 20, target: widened)
            let next = try #require(progression.suggest(
                today: today(id, sets: most, target: range), last: log, step: progression.step(for: equipment)!,
                energy: .normal, maxSets: most))
            #expect(next == LoadSuggestion(weightKg: 24, decision: .upAllSetsAtTop), "\(most)")
            // A set added on a longer day is not carried past the most either.
            let held = try #require(progression.suggest(
                today: today(id, sets: most - 1, target: range),
                last: self.log(Array(repeating: 13, count: most), of: id, weight: 20, target: widened),
                step: progression.step(for: equipment)!, energy: .normal, maxSets: most - 1))
            #expect(held.decision == .held && held.sets == nil, "\(most): \(held)")
        }
    }

    @Test("advanced lifters microload once the sets reach the middle of the range, where the plates allow")
    func microloading() {
        let squat = log([7, 7, 6], of: "barbell-back-squat", weight: 140, target: RepRange(min: 4, max: 8))
        // The project's plate set (smallest 1.25 kg) has no microload: a 1.25 kg pair is 0.625 kg plates.
        #expect(progression.microSteps.isEmpty && suggest(squat, advanced: true)?.decision == .held)
        // With fractional plates (a 1.25 kg pair), the same sets earn the microload.
        var fractional = progression
        fractional.microSteps = ["barbell": 1.25]
        let today = today("barbell-back-squat", target: squat.exercise.target, rir: squat.exercise.effort?.rir)
        #expect(fractional.suggest(today: today, last: squat, step: 2.5, microStep: 1.25, energy: .normal)
            == LoadSuggestion(weightKg: 141.25, decision: .microloaded))
        #expect(suggest(squat)?.decision == .held, "double progression for the others")
    }

    @Test("another goal's range carries the load over through the estimated one-rep max, to the nearest step")
    func convert() throws {
        let result = try #require(suggest(
            log([5, 5, 5, 5], weight: 80, target: RepRange(min: 3, max: 6)), today: today("barbell-bench-press", target: RepRange(min: 10, max: 15))))
        // 80 × (1 + 5/30) ≈ 93.3; 13 reps at RIR 2 (default): 93.3 / (1 + 15/30) ≈ 62.2 → 62.5.
        #expect(result == LoadSuggestion(weightKg: 62.5, decision: .convertedFromOtherRange))
    }

    @Test("a range change carries the prescribed load: at most a step above it without every set at the top")
    func convertBounds() throws {
        // 77.5 × 7–8 @RIR 2 with a rep short on one set, then 5–6 @RIR 1: carried 77.5 × (1 + 10/30) / (1 + 7/30)
        // ≈ 83.8 → at most 82.5 + 2.5.
        var item = today("barbell-bench-press", target: RepRange(min: 5, max: 6), rir: 1)
        item.sets = 3
        let short = log([8, 6, 8], weight: 77.5, target: RepRange(min: 7, max: 8), prescribed: 77.5, rpe: 6, rir: 2)
        let result = try #require(suggest(short, today: item))
        #expect(result.decision == .convertedFromOtherRange && result.weightKg <= 85)
    }

    @Test("back at a load just cut from: held while the effort is over the target, else more reps before the step")
    func noSwingBack() throws {
        var cut = log([6, 6, 6], weight: 37.5, target: RepRange(min: 3, max: 6), prescribed: 37.5, rpe: 8.5, rir: 3)
        cut.exercise.why = [.keptForProgression, .autoregulatedDown]
        #expect(suggest(cut) == LoadSuggestion(weightKg: 37.5, decision: .held))
        var easy = log([6, 6, 6], weight: 37.5, target: RepRange(min: 3, max: 6), prescribed: 37.5, rpe: 7, rir: 3)
        easy.exercise.why = [.keptForProgression, .autoregulatedDown]
        // At the target effort: more reps at this load first, then the step (never straight back up).
        #expect(suggest(easy) == LoadSuggestion(weightKg: 37.5, decision: .addedReps, target: RepRange(min: 3, max: 8)))
    }
}
