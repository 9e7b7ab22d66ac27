import FitTodayDomain
import FitTodayResources
import Foundation
import Testing

/// A fixed scheme survives load progression: Barbell 21s done easily at every set's top get more load (or more sets),
/// never more than 21 reps, where a plain curl at a coarse step widens its range first.
@Suite struct FixedSchemeLoadTests {
    let progression = Fixtures.resources.config.sessions.progression
    let at = Date(timeIntervalSince1970: 1_795_000_000)

    func item(_ id: String, target: RepRange) throws -> PlannedExercise {
        var item = PlannedExercise(
            try #require(Fixtures.catalog.exercise(id: id)),
            prescription: TrainingRules.Prescription(sets: 3, target: target, restSeconds: 90, effort: Effort(rir: 2)),
            language: .ptBR)
        item.suggestedWeightKg = 20
        return item
    }

    /// `id` done at 20 kg with every set at the top of `target` and effort to spare, then decided for today.
    func decided(_ id: String, target: RepRange) throws -> PlannedExercise {
        var done = try item(id, target: target)
        done.performed = (0..<3).map { _ in
            PerformedSet(kind: .normal, reps: target.max, seconds: nil, weightKg: 20, rpe: 6, completedAt: at)
        }
        let request = PlanRequest(focus: .split(.pull), equipment: Fixtures.equipment("full-gym"), minutes: 45, date: Fixtures.day)
        var plan = try Fixtures.composer.compose(request, history: [], seed: 3)
        plan.exercises = [try item(id, target: target)]
        let log = LoggedExercise(date: Fixtures.day.adding(days: -3), exercise: done, rating: 4)
        let result = progression.decide(plan, logs: [id: log], catalog: Fixtures.catalog, energy: .normal, level: .intermediate)
        return result.plan.exercises[0]
    }

    @Test func twentyOnesKeepTheirRepsWhileTheLoadProgresses() throws {
        let scheme = RepRange(min: 21, max: 21)
        let today = try decided("barbell-21s", target: scheme)
        #expect(today.target == scheme)
        // The control: the same history on a plain barbell curl widens its range (the coarse step's first move).
        let curl = try decided("barbell-curl", target: RepRange(min: 8, max: 12))
        #expect(curl.target != RepRange(min: 8, max: 12) || curl.suggestedWeightKg ?? 0 > 20)
    }
}
