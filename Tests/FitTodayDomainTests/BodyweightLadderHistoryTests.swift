import FitTodayDomain
import FitTodayResources
import Foundation
import Testing

/// The ladder reads more than the exercise's own last exposure: a variant done before starts from its own, a move
/// mastered at the end of its ladder gives way to another of its pattern, a tired day holds only once at the top,
/// and a deload's fewer sets are not the person's level.
@Suite("bodyweight ladders: variants from their own history, mastered moves moved on")
struct BodyweightLadderHistoryTests {
    typealias L = BodyweightLadderTests
    let rule = Fixtures.resources.config.bodyweight
    let ladders = Fixtures.resources.ladders

    func context(_ profile: String = "bodyweight", energy: Energy = .normal) -> BodyweightLadder.Context {
        BodyweightLadder.Context(
            catalog: Fixtures.catalog, ladders: ladders, equipment: Fixtures.equipment(profile), language: .ptBR,
            history: [], validator: Fixtures.resources.makeValidator(), energy: energy)
    }

    /// A one-exercise plan: `id` prescribed `sets` × `range`.
    func plan(_ id: String, sets: Int = 3, range: RepRange = RepRange(min: 8, max: 12)) -> WorkoutPlan {
        let exercise = Fixtures.catalog.exercise(id: id)!
        let item = PlannedExercise(
            exercise, prescription: TrainingRules.Prescription(sets: sets, target: range, unit: exercise.unit, restSeconds: 60),
            language: .ptBR)
        return WorkoutPlan(
            id: "p", date: Fixtures.day, title: "t", focus: ["push"], estimatedMinutes: 30, exercises: [item],
            generation: GenerationInfo(
                source: .local, seed: 1, diversity: VariationVerdict(ratio: 1, threshold: 0.6, repeated: [], bestAchievable: 1)))
    }

    func logs(_ items: [PlannedExercise]) -> [String: LoggedExercise] {
        Dictionary(uniqueKeysWithValues: items.map {
            ($0.exerciseId, LoggedExercise(date: Fixtures.day.adding(days: -2), exercise: $0, rating: 4))
        })
    }

    @Test("a harder variant done before starts from its own last exposure, and climbs on when mastered there too")
    func variantFromItsOwnHistory() throws {
        let knee = L.last("knee-push-up", sets: 4, target: RepRange(min: 11, max: 12), done: [12, 12, 12, 12])
        // The push-up was done before: 3 × 10–12, every set at the top → it takes a set, not the bottom of the range.
        let pushUp = L.last("push-up", sets: 3, target: RepRange(min: 10, max: 12), done: [12, 12, 12])
        let outcome = rule.apply(to: plan("knee-push-up"), logs: logs([knee, pushUp]), context: context())
        let item = outcome.plan.exercises[0]
        #expect(item.exerciseId == "push-up" && outcome.reasons == [.harderVariant])
        #expect(item.sets == 4 && item.target == RepRange(min: 10, max: 12), "\(item.sets) × \(item.target)")

        // Mastered on the push-up too (the set already added): straight on to the decline push-up.
        let mastered = L.last("push-up", sets: 4, target: RepRange(min: 11, max: 12), done: [12, 12, 12, 12])
        let climbed = rule.apply(to: plan("knee-push-up"), logs: logs([knee, mastered]), context: context())
        #expect(climbed.plan.exercises[0].exerciseId == "decline-push-up" && climbed.reasons == [.harderVariant])

        // Never done: the variant starts at the bottom of today's range, as before.
        let fresh = rule.apply(to: plan("knee-push-up"), logs: logs([knee]), context: context())
        #expect(fresh.plan.exercises[0].exerciseId == "push-up" && fresh.plan.exercises[0].target == RepRange(min: 8, max: 12))
    }

    @Test("a move mastered at the end of its ladder gives way to another of its pattern, passing over mastered ones")
    func masteredMovesOn() throws {
        let nordic = L.last("nordic-hamstring-curl", sets: 5, target: RepRange(min: 4, max: 5), done: [5, 5, 5, 5, 5])
        let today = plan("nordic-hamstring-curl", range: RepRange(min: 3, max: 5))
        let outcome = rule.apply(to: today, logs: logs([nordic]), context: context())
        let item = outcome.plan.exercises[0]
        let exercise = try #require(Fixtures.catalog.exercise(id: item.exerciseId))
        #expect(outcome.reasons == [.mastered] && item.exerciseId != "nordic-hamstring-curl")
        #expect(exercise.pattern == .kneeFlexion && !exercise.loadable && exercise.equipment.isEmpty)
        #expect(!["band-assisted-nordic-curl", "nordic-hamstring-curl-negative"].contains(item.exerciseId),
                "not an easier rung of the Nordic curl's own ladder")

        // That move mastered too (its own last exposure at the top, the most sets, the end of its ladder): another.
        let first = item.exerciseId
        let cap = exercise.maxReps ?? rule.maxReps
        let alsoMastered = L.last(first, sets: rule.maxSets, target: RepRange(min: cap, max: cap),
                                  done: Array(repeating: cap, count: rule.maxSets))
        let next = rule.apply(to: today, logs: logs([nordic, alsoMastered]), context: context())
        if ladders.harder(than: first) == nil, cap <= rule.maxReps {
            #expect(next.plan.exercises[0].exerciseId != first, "\(first) is mastered too")
        }
        #expect(next.reasons == [.mastered])

        // The moves it may turn to are read from the store with the ladder rungs.
        let ids = rule.ladderLogIds(
            for: today, catalog: Fixtures.catalog, ladders: ladders, equipment: Fixtures.equipment("bodyweight"))
        #expect(ids.contains(first) && ids.contains("nordic-hamstring-curl-negative"), "\(ids)")
    }

    @Test("a tired day holds a move at its top once; the next tired day at the top moves it on")
    func tiredHoldsOnce() throws {
        var last = L.last("push-up", sets: 3, target: RepRange(min: 11, max: 12), done: [12, 12, 12])
        let held = try #require(rule.next(sets: 3, range: RepRange(min: 8, max: 12), unit: .reps, last: last, energy: .tired) { _ in true })
        #expect(held.reason == .heldAfterTired && held.target == last.target)
        last.why = [.newForVariety, .heldAfterTiredCheckIn]
        let moved = try #require(rule.next(sets: 3, range: RepRange(min: 8, max: 12), unit: .reps, last: last, energy: .tired) { _ in true })
        #expect(moved.reason == .addedSet && moved.sets == 4, "\(moved)")
    }

    @Test("after a deload week's fewer sets at the top, the next dose adds a set over today's, not back to it")
    func afterDeload() throws {
        var last = L.last("push-up", sets: 2, target: RepRange(min: 11, max: 12), done: [12, 12])
        let plain = try #require(rule.next(sets: 3, range: RepRange(min: 8, max: 12), unit: .reps, last: last) { _ in true })
        #expect(plain.sets == 3, "without the deload mark, 2 + 1")
        last.why = [.repeatedFromRecent, .deloadWeek]
        let dose = try #require(rule.next(sets: 3, range: RepRange(min: 8, max: 12), unit: .reps, last: last) { _ in true })
        #expect(dose.reason == .addedSet && dose.sets == 4, "\(dose)")
        let hold = L.last("forearm-plank", sets: 2, target: RepRange(min: 45, max: 60), done: [60, 60])
        var deloadHold = hold
        deloadHold.why = [.deloadWeek]
        let plank = try #require(rule.next(sets: 3, range: RepRange(min: 45, max: 60), unit: .seconds, last: deloadHold) { _ in false })
        #expect(plank.reason == .addedSet && plank.sets == 4, "\(plank)")
    }

    @Test("in a deload week the ladder keeps the week's halved sets: the dose held from last time does not bring them back")
    func inADeloadWeek() throws {
        // Last time 4 × 10–15, not every set at the top: the dose is held.
        let last = L.last("prone-back-extension", sets: 4, target: RepRange(min: 10, max: 15), done: [15, 14, 13, 12])
        var today = plan("prone-back-extension", sets: 4, range: RepRange(min: 10, max: 15))
        let held = rule.apply(to: today, logs: logs([last]), context: context())
        #expect(held.plan.exercises[0].sets == 4, "an accumulation week holds the dose")
        today.block = TrainingBlock(number: 1, week: 4, weeks: 4, phase: .deload)
        today.exercises[0].sets = 2
        let deload = rule.apply(to: today, logs: logs([last]), context: context())
        #expect(deload.plan.exercises[0].sets == 2, "\(deload.plan.exercises[0].sets) sets")
    }

    @Test("a capped variant is read against today's range under its cap (one-arm push-up: 5 reps)")
    func cappedVariant() throws {
        let archer = L.last("archer-push-up", sets: 4, target: RepRange(min: 11, max: 12), done: [12, 12, 12, 12])
        let oneArm = L.last("one-arm-push-up", sets: 3, target: RepRange(min: 5, max: 5), done: [5, 5, 5])
        let outcome = rule.apply(to: plan("archer-push-up"), logs: logs([archer, oneArm]), context: context())
        let item = outcome.plan.exercises[0]
        #expect(item.exerciseId == "one-arm-push-up" && item.sets == 4, "\(item.exerciseId) \(item.sets) × \(item.target)")
    }
}
