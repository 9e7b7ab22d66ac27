import FitTodayDomain
import FitTodayResources
import Foundation
import Testing

/// The ladder rule on whole plans: variants swapped in only within the person's equipment and the variation floor.
@Suite("bodyweight ladders on plans: equipment, the 60 % floor, no history no change")
struct BodyweightLadderPlanTests {
    let rule = Fixtures.resources.config.bodyweight
    let validator = Fixtures.resources.makeValidator()

    func context(_ profile: String, history: [WorkoutPlan]) -> BodyweightLadder.Context {
        BodyweightLadder.Context(
            catalog: Fixtures.catalog, ladders: Fixtures.resources.ladders, equipment: Fixtures.equipment(profile),
            language: .ptBR, history: history.map(\.exerciseIds), validator: validator)
    }

    func request(_ profile: String, day: Int, level: Level, focus: Focus?) -> PlanRequest {
        PlanRequest(
            focus: focus, equipment: Fixtures.equipment(profile), level: level, minutes: 40,
            date: Fixtures.day.adding(days: day))
    }

    @Test("a plan with no logged exercise comes back unchanged", arguments: ["bodyweight", "minimal", "full-gym"])
    func noHistoryNoChange(profile: String) throws {
        for seed in UInt64(0)..<20 {
            let plan = try Fixtures.composer.compose(request(profile, day: 0, level: .beginner, focus: nil), history: [], seed: seed)
            let outcome = rule.apply(to: plan, logs: [:], context: context(profile, history: []))
            #expect(outcome.plan == plan)
            #expect(outcome.reasons.allSatisfy { $0 == nil })
        }
    }

    /// A person who masters everything (every set at the top, every time) for 36 days (nine of each focus: an
    /// accessory comes back on its split's eighth day at the soonest, `AccessoryShare`): the rule keeps asking for
    /// harder variants. Each plan stays within the equipment, repeats nothing, and stays as new as the floor asks.
    @Test(
        "masters are moved on within equipment and the 60 % floor",
        arguments: [("bodyweight", Level.beginner), ("bodyweight", .advanced), ("minimal", .intermediate), ("home-gym", .beginner)])
    func mastersMoveOn(profile: String, level: Level) throws {
        let allowed = Set(Fixtures.resources.profiles[profile]!)
        var swaps = 0, doses = 0
        for seed in UInt64(0)..<6 {
            var history: [WorkoutPlan] = []
            for day in 0..<36 {
                let focus: Focus? = [nil, .split(.push), .split(.pull), .split(.legs)][day % 4]
                let composed = try Fixtures.composer.compose(
                    request(profile, day: day, level: level, focus: focus), history: history, seed: seed &+ UInt64(day))
                var logs: [String: LoggedExercise] = [:]
                for past in history {
                    for item in past.exercises { logs[item.exerciseId] = LoggedExercise(date: past.date, exercise: item, rating: 4) }
                }
                let outcome = rule.apply(to: composed, logs: logs, context: context(profile, history: history))
                let plan = outcome.plan
                let before = validator.evaluate(plan: composed.exerciseIds, history: history.map(\.exerciseIds))
                let after = validator.evaluate(plan: plan.exerciseIds, history: history.map(\.exerciseIds))
                #expect(after.passes || after.ratio >= before.ratio, "seed \(seed) day \(day): \(after.ratio)")
                #expect(plan.generation.diversity.ratio == after.ratio)
                #expect(Set(plan.exerciseIds).count == plan.exercises.count, "nothing twice")
                for (index, item) in plan.exercises.enumerated() {
                    let exercise = try #require(Fixtures.catalog.exercise(id: item.exerciseId))
                    #expect(Set(exercise.equipment).isSubset(of: allowed), "\(item.exerciseId) needs what \(profile) lacks")
                    if item.exerciseId != composed.exercises[index].exerciseId {
                        swaps += 1
                        let original = composed.exercises[index].exerciseId
                        let reason = outcome.reasons[index]
                        let ladders = Fixtures.resources.ladders
                        // A variant done before is climbed from its own last exposure: any rung up (or down) the
                        // ladder; a move mastered at the end of its ladder gives way to another of its pattern.
                        let chain = { (step: @escaping (String) -> String?) in
                            sequence(first: original, next: step).dropFirst().contains(item.exerciseId)
                        }
                        let source = try #require(Fixtures.catalog.exercise(id: original))
                        let sideways = reason == .mastered && exercise.pattern == source.pattern
                            && exercise.unit == source.unit && !exercise.loadable
                        #expect(
                            (reason == .harderVariant && chain(ladders.harder(than:)))
                                || (reason == .easierVariant && chain(ladders.easier(than:))) || sideways,
                            "\(original) → \(item.exerciseId) \(String(describing: reason))")
                    }
                    if outcome.reasons[index] != nil { doses += 1 }
                    if let cap = exercise.maxReps { #expect(item.target.max <= cap) }
                }
                // The lifter does every set at the top of its target.
                var trained = plan
                for index in trained.exercises.indices {
                    let item = trained.exercises[index]
                    trained.exercises[index].performed = (0..<item.sets).map { _ in
                        PerformedSet(
                            kind: .normal, reps: item.unit == .reps ? item.target.max : nil,
                            seconds: item.unit == .seconds ? item.target.max : nil,
                            meters: item.unit == .meters ? item.target.max : nil,
                            weightKg: item.suggestedWeightKg, rpe: nil, completedAt: Date(timeIntervalSince1970: 0))
                    }
                }
                history.append(trained)
            }
        }
        #expect(doses > 0, "\(profile): the rule dosed something")
        if profile == "bodyweight" { #expect(swaps > 0, "\(profile): a harder variant was taken") }
    }
}
