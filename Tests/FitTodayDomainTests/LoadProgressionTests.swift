import FitTodayDomain
import FitTodayResources
import Foundation
import Testing

@Suite("suggested loads from the last logged sets (double progression)")
struct LoadProgressionTests {
    let progression = Fixtures.resources.config.sessions.progression
    let bench = Fixtures.catalog.exercise(id: "barbell-bench-press")!

    /// The bench press as logged: `sets` sets of `reps` at `weight`, prescribed `target`, rated `rating`.
    func log(_ reps: [Int], weight: Double, target: RepRange = RepRange(min: 6, max: 10), rating: Int? = 4,
             warmup: Bool = false) -> LoggedExercise
    {
        var item = PlannedExercise(
            bench, prescription: TrainingRules.Prescription(sets: reps.count, target: target, restSeconds: 120),
            language: .ptBR)
        let at = Date(timeIntervalSince1970: 1_795_000_000)
        item.performed = (warmup ? [PerformedSet(kind: .warmup, reps: 12, seconds: nil, weightKg: 20, rpe: nil, completedAt: at)] : [])
            + reps.map { PerformedSet(kind: .normal, reps: $0, seconds: nil, weightKg: weight, rpe: nil, completedAt: at) }
        return LoggedExercise(date: Fixtures.day, exercise: item, rating: rating)
    }

    func suggest(_ log: LoggedExercise, today: RepRange = RepRange(min: 6, max: 10), energy: Energy = .normal)
        -> (weightKg: Double, decision: LoadProgression.Decision)?
    {
        progression.suggest(today: today, unit: .reps, last: log, step: progression.step(for: bench.equipment)!, energy: energy)
    }

    @Test("every set at the top of the range adds the equipment's smallest step; warm-ups do not count")
    func add() throws {
        let result = try #require(suggest(log([10, 10, 10], weight: 60, warmup: true)))
        #expect(result.weightKg == 62.5 && result.decision == .add)
        #expect(progression.step(for: [.dumbbell]) == 2 && progression.step(for: [.bench, .barbell]) == 2.5)
    }

    @Test("a missed top keeps the weight; a tired check-in holds instead of adding")
    func hold() throws {
        #expect(suggest(log([10, 9, 8], weight: 60))?.weightKg == 60)
        #expect(suggest(log([10, 9, 8], weight: 60))?.decision == .hold)
        #expect(suggest(log([10, 10, 10], weight: 60), energy: .tired)?.decision == .hold)
        #expect(suggest(log([10, 10], weight: 60).withPlannedSets(3))?.decision == .hold, "a set not done is not the top")
    }

    @Test("a bad day backs off: a low rating, or reps well under the range")
    func backOff() throws {
        #expect(suggest(log([8, 8, 8], weight: 60, rating: 2))?.weightKg == 52.5)
        let short = try #require(suggest(log([4, 3, 3], weight: 60)))
        #expect(short.decision == .backOff && short.weightKg == 52.5)
    }

    @Test("another goal's range carries the load over through the estimated one-rep max")
    func convert() throws {
        let result = try #require(suggest(log([5, 5, 5, 5], weight: 80, target: RepRange(min: 3, max: 6)), today: RepRange(min: 10, max: 15)))
        // 80 × (1 + 5/30) ≈ 93.3; at 12.5 reps: 93.3 / (1 + 12.5/30) ≈ 65.9 → 65 on a 2.5 kg step.
        #expect(result.decision == .convert && result.weightKg == 65)
    }

    @Test("the plan gets suggestedWeightKg for loadable exercises with a log, nothing for the rest")
    func plan() throws {
        let request = PlanRequest(focus: .split(.push), equipment: Fixtures.equipment("full-gym"), minutes: 45, date: Fixtures.day)
        let planned = try Fixtures.composer.compose(request, history: [], seed: 3)
        let first = planned.exercises[0]
        var logged = log([first.target.max, first.target.max, first.target.max], weight: 40, target: first.target)
        logged.exercise.exerciseId = first.exerciseId
        logged.exercise.sets = 3
        let result = progression.apply(
            to: planned, logs: [first.exerciseId: logged], catalog: Fixtures.catalog, energy: .normal)
        let loadable = Fixtures.catalog.exercise(id: first.exerciseId)!.loadable
        #expect(result.exercises[0].suggestedWeightKg == (loadable ? 40 + progression.step(for: first.equipment)! : nil))
        #expect(result.exercises.dropFirst().allSatisfy { $0.suggestedWeightKg == nil })
    }
}

extension LoggedExercise {
    func withPlannedSets(_ sets: Int) -> LoggedExercise {
        var copy = self
        copy.exercise.sets = sets
        return copy
    }
}
