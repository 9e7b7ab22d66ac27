import FitTodayDomain
import FitTodayResources
import FitTodaySession
import Foundation
import Testing

private typealias F = SessionFixtures

/// Seeded sessions whose loaded main lift has the configured warm-up ramp, trained twice: once with the warm-ups
/// logged at any weight and repetitions (heavier and longer than the working sets too, as a typo would be), once
/// without them. Whatever the warm-ups say, both give the same volume, the same personal records and bests, the
/// same workout in history apart from the warm-up sets, and the same next load at every level.
@Suite("session warm-up sets change no volume, record or next load (seeded)")
struct SessionWarmupPropertyTests {
    static let cases = 60
    static let levels: [Level] = [.beginner, .intermediate, .advanced]

    /// The first loadable exercise of the fixture plan as a main lift at `working` kg, with its ramp.
    static func plan(working: Double) throws -> (WorkoutPlan, Int) {
        var plan = F.plan
        let index = try #require(plan.exercises.firstIndex {
            F.resources.catalog.exercise(id: $0.exerciseId)?.loadable == true
                && F.resources.config.sessions.warmup.implement(for: $0.equipment) != nil && $0.unit == .reps
        })
        let implement = try #require(F.resources.config.sessions.warmup.implement(for: plan.exercises[index].equipment))
        plan.exercises[index].mainLift = true
        plan.exercises[index].suggestedWeightKg = working
        plan.exercises[index].warmup = F.resources.config.sessions.warmup.ramp(to: working, on: implement)
        return (plan, index)
    }

    struct Trained {
        var session: Session
        var performed: WorkoutPlan
    }

    /// Trains `plan`'s exercise `index`: the warm-ups when `warmups` is given (weight and reps per step), then the
    /// working sets with `reps` at the working weight, then finishes rated `rating`.
    static func train(
        _ plan: WorkoutPlan, index: Int, warmups: [(Double, Int)]?, reps: [Int], rpe: [Double], rating: Int
    ) throws -> Trained {
        var engine = SessionEngine()
        #expect(engine.apply(F.command(.start, "start"), now: F.t0, plan: plan, equipment: F.equipment).ok)
        var clock = 0.0
        func complete(_ setId: String, _ weight: Double, _ count: Int, _ effort: Double?) {
            clock += 90
            let reply = engine.apply(
                F.command(.completeSet, "c-\(setId)") {
                    $0.setId = setId
                    $0.reps = count
                    $0.weightKg = weight
                    $0.rpe = effort
                }, now: F.t0.addingTimeInterval(clock))
            #expect(reply.ok, "\(setId): \(reply)")
        }
        for (number, step) in (warmups ?? []).enumerated() {
            complete("\(index + 1).w\(number + 1)", step.0, step.1, nil)
        }
        let working = plan.exercises[index].suggestedWeightKg ?? 0
        for (number, done) in reps.enumerated() {
            complete("\(index + 1).\(number + 1)", working, done, rpe[number])
        }
        let finish = engine.apply(F.command(.finish, "finish") { $0.rating = rating }, now: F.t0.addingTimeInterval(clock + 60))
        #expect(finish.ok)
        let session = try #require(engine.session)
        let performed = try #require(session.performedPlan(from: plan, catalog: F.resources.catalog, bodyWeightKg: 80))
        return Trained(session: session, performed: performed)
    }

    @Test("warm-ups logged at any weight and reps change no volume, record, best or next load")
    func excluded() throws {
        var random = SeededGenerator(seed: 2_323)
        let progression = F.resources.config.sessions.progression
        for number in 0..<Self.cases {
            let working = (Double.random(in: 30...180, using: &random) / 2.5).rounded() * 2.5
            let (plan, index) = try Self.plan(working: working)
            let item = plan.exercises[index]
            let ramp = try #require(item.warmup, "case \(number): no ramp to \(working) kg")
            let warmups = ramp.map { _ in (Double.random(in: 0...(working * 2), using: &random).rounded(), Int.random(in: 1...20, using: &random)) }
            let reps = (0..<item.sets).map { _ in Int.random(in: max(1, item.target.min - 2)...item.target.max + 1, using: &random) }
            let rpe = reps.map { _ in Double(Int.random(in: 12...20, using: &random)) / 2 }
            let rating = Int.random(in: 1...5, using: &random)
            let with = try Self.train(plan, index: index, warmups: warmups, reps: reps, rpe: rpe, rating: rating)
            let without = try Self.train(plan, index: index, warmups: nil, reps: reps, rpe: rpe, rating: rating)
            let label = "case \(number): \(item.exerciseId) at \(working) kg, warm-ups \(warmups), sets \(reps)"

            let volume = Double(reps.reduce(0, +)) * working
            #expect(abs(with.session.summary(at: F.t0, bodyWeightKg: 80).volumeKg - volume) < 1e-6, "\(label)")
            #expect(abs((with.performed.performance?.volumeKg ?? -1) - volume) < 1e-6, "\(label)")

            // Records against low earlier bests (anything logged would beat them): none from a warm-up.
            let before = [item.exerciseId: PersonalBests(
                heaviestWeightKg: 1, estimatedOneRepMaxKg: 1, setVolumeKg: 1, mostRepsAt: [PersonalBests.key(working): 1])]
            let records = PersonalRecords().detect(in: with.session, before: before)
            #expect(!records.isEmpty && records.allSatisfy { !$0.setId.contains("w") }, "\(label): \(records)")
            #expect(records == PersonalRecords().detect(in: without.session, before: before), "\(label)")
            #expect(
                PersonalRecords().bests(after: with.session, before: before)
                    == PersonalRecords().bests(after: without.session, before: before), "\(label)")
            #expect(PersonalRecords().bests(of: [with.performed]) == PersonalRecords().bests(of: [without.performed]), "\(label)")

            // History keeps the warm-ups apart and the prescription as it was.
            let logged = with.performed.exercises.first { $0.exerciseId == item.exerciseId }
            let plain = without.performed.exercises.first { $0.exerciseId == item.exerciseId }
            #expect(logged?.performed?.filter { $0.kind == .warmup }.count == ramp.count, "\(label)")
            #expect(logged?.performed?.filter { $0.kind != .warmup }.map(\.reps) == plain?.performed?.map(\.reps), "\(label)")
            #expect(logged?.sets == plain?.sets, "\(label)")

            // The next plan of the same exercise gets the same load, range and sets at every level.
            for level in Self.levels {
                func next(_ trained: Trained) throws -> (WorkoutPlan, [Int: LoadDecision]) {
                    let exercise = try #require(trained.performed.exercises.first { $0.exerciseId == item.exerciseId })
                    let logs = [item.exerciseId: LoggedExercise(date: trained.performed.date, exercise: exercise, rating: rating)]
                    var today = plan
                    today.date = plan.date.adding(days: 2)
                    today.exercises[index].suggestedWeightKg = nil
                    return progression.decide(
                        today, logs: logs, catalog: F.resources.catalog, energy: .normal, level: level,
                        history: [trained.performed])
                }
                let (a, b) = (try next(with), try next(without))
                #expect(a.0.exercises[index].suggestedWeightKg != nil, "\(label) \(level): no next load")
                #expect(a.0.exercises[index].suggestedWeightKg == b.0.exercises[index].suggestedWeightKg, "\(label) \(level)")
                #expect(a.0.exercises[index].target == b.0.exercises[index].target, "\(label) \(level)")
                #expect(a.0.exercises[index].sets == b.0.exercises[index].sets, "\(label) \(level)")
                #expect(a.1[index] == b.1[index], "\(label) \(level)")
            }
        }
    }
}
