import FitTodayDomain
import FitTodayResources
import FitTodaySession
import Foundation
import Testing

private typealias F = SessionFixtures

/// A plan whose first exercise has a warm-up ramp: the session enters the ramp as `warmup` sets before the working
/// sets, numbered apart, and nothing done in them counts toward volume, records or the next load.
@Suite("session warm-up sets")
struct SessionWarmupTests {
    static let working = 60.0
    static let ramp = F.resources.config.sessions.warmup.ramp(to: working, on: .bar(20))
    static let plan: WorkoutPlan = {
        var plan = F.plan
        plan.exercises[0].mainLift = true
        plan.exercises[0].suggestedWeightKg = working
        plan.exercises[0].warmup = ramp
        return plan
    }()

    static func started() -> SessionEngine {
        var engine = SessionEngine()
        _ = engine.apply(F.command(.start, "start"), now: F.t0, plan: plan, equipment: F.equipment)
        return engine
    }

    static func complete(_ engine: inout SessionEngine, _ setId: String, reps: Int, weightKg: Double, at: Double) -> Bool {
        engine.apply(
            F.command(.completeSet, "done-\(setId)") { $0.setId = setId; $0.reps = reps; $0.weightKg = weightKg },
            now: F.t0.addingTimeInterval(at)).ok
    }

    @Test("start enters the ramp first as warmup sets 1.w1…, and the working sets keep their ids 1.1…")
    func entered() throws {
        #expect(Self.ramp.count == 4, "the configured ramp to 60 kg on a 20 kg bar: \(Self.ramp)")
        let session = try #require(Self.started().session)
        let first = session.exercises[0]
        let sets = Self.plan.exercises[0].sets
        #expect(first.sets.map(\.setId) == (1...Self.ramp.count).map { "1.w\($0)" } + (1...sets).map { "1.\($0)" })
        #expect(first.sets.prefix(Self.ramp.count).allSatisfy { $0.kind == .warmup })
        #expect(first.sets.dropFirst(Self.ramp.count).allSatisfy { $0.kind == .normal && $0.target.weightKg == Self.working })
        for (set, step) in zip(first.sets, Self.ramp) {
            #expect(set.target == SessionSet.Amount(reps: step.reps, weightKg: step.weightKg))
        }
        // The other exercises are as without a ramp.
        for (index, exercise) in session.exercises.enumerated().dropFirst() {
            #expect(exercise.sets.map(\.setId) == (1...Self.plan.exercises[index].sets).map { "\(index + 1).\($0)" })
        }
        let json = String(decoding: try SessionWire.encoder().encode(first.sets[0]), as: UTF8.self)
        #expect(json.contains(#""kind":"warmup""#) && json.contains(#""setId":"1.w1""#), "\(json)")
    }

    @Test("warm-ups can be completed and change no volume, no record and no next load")
    func excluded() throws {
        var engine = Self.started()
        for (number, step) in Self.ramp.enumerated() {
            #expect(Self.complete(
                &engine, "1.w\(number + 1)", reps: step.reps, weightKg: step.weightKg ?? 0, at: Double(number * 60)))
        }
        #expect(Self.complete(&engine, "1.1", reps: 6, weightKg: Self.working, at: 600))
        let finish = engine.apply(F.command(.finish, "finish") { $0.rating = 4 }, now: F.t0.addingTimeInterval(1_800))
        #expect(finish.ok)
        let session = try #require(engine.session)
        #expect(session.exercises[0].sets.allSatisfy { $0.completedAt != nil } == false, "working sets 1.2… are left")
        #expect(session.exercises[0].sets.prefix(Self.ramp.count).allSatisfy { $0.completedAt != nil })

        let summary = session.summary(at: F.t0, bodyWeightKg: 80)
        #expect(summary.volumeKg == 6 * Self.working, "the working set only")
        let workingSets = Self.plan.exercises.map(\.sets).reduce(0, +)
        #expect(summary.setsPlanned == workingSets, "warm-ups are not planned sets: \(summary.setsPlanned)")
        #expect(summary.setsCompleted == 1, "four warm-ups and one working set done: \(summary.setsCompleted)")
        #expect(summary.exercisesCompleted == 1)
        let records = session.personalRecords ?? []
        #expect(records.allSatisfy { $0.setId == "1.1" }, "\(records)")
        let bests = try #require(PersonalRecords().bests(after: session, before: [:])[Self.plan.exercises[0].exerciseId])
        #expect(bests.mostRepsAt.keys.sorted() == [PersonalBests.key(Self.working)], "no best from the bar × 8 warm-up: \(bests)")

        let performed = try #require(session.performedPlan(from: Self.plan, catalog: F.resources.catalog, bodyWeightKg: 80))
        let done = performed.exercises[0]
        #expect(done.sets == Self.plan.exercises[0].sets, "the prescription counts working sets")
        #expect(done.performed?.filter { $0.kind == .warmup }.count == Self.ramp.count)
        #expect(performed.performance?.volumeKg == 6 * Self.working)

        // The next load is the same as when the warm-ups had not been logged.
        var without = done
        without.performed = done.performed?.filter { $0.kind != .warmup }
        let progression = F.resources.config.sessions.progression
        let step = try #require(progression.step(for: [.barbell]))
        let withWarmups = progression.suggest(
            today: done, last: LoggedExercise(date: performed.date, exercise: done, rating: 4),
            step: step, energy: .normal)
        let withoutWarmups = progression.suggest(
            today: done, last: LoggedExercise(date: performed.date, exercise: without, rating: 4),
            step: step, energy: .normal)
        #expect(withWarmups?.weightKg == withoutWarmups?.weightKg && withWarmups?.weightKg == Self.working)
    }

    @Test("a set added to an exercise with warm-ups takes the next working number, never one in use")
    func addedSet() throws {
        var engine = Self.started()
        let reply = engine.apply(F.command(.addSet, "add") { $0.exerciseIndex = 0 }, now: F.t0.addingTimeInterval(30))
        #expect(reply.ok)
        let ids = try #require(engine.session).exercises[0].sets.map(\.setId)
        let next = "1.\(Self.plan.exercises[0].sets + 1)"
        #expect(ids.last == next && Set(ids).count == ids.count, "\(ids)")
    }
}

/// The live activity and the summary count working sets; a ramp in shares enters the session with no target weight.
@Suite("session warm-up counts")
struct SessionWarmupCountTests {
    @Test("the live activity counts working sets only: warm-ups come before set 1 of n")
    func liveActivity() throws {
        var engine = SessionWarmupTests.started()
        let sets = SessionWarmupTests.plan.exercises[0].sets
        var live = try #require(engine.session).liveActivity(at: F.t0)
        #expect(live.totalSets == sets && live.currentSet == 1, "\(live)")
        for number in 1...SessionWarmupTests.ramp.count {
            #expect(SessionWarmupTests.complete(&engine, "1.w\(number)", reps: 5, weightKg: 20, at: Double(number)))
            live = try #require(engine.session).liveActivity(at: F.t0.addingTimeInterval(Double(number)))
            #expect(live.totalSets == sets && live.currentSet == 1, "after warm-up \(number): \(live)")
        }
        #expect(SessionWarmupTests.complete(&engine, "1.1", reps: 6, weightKg: SessionWarmupTests.working, at: 100))
        live = try #require(engine.session).liveActivity(at: F.t0.addingTimeInterval(100))
        #expect(live.totalSets == sets && live.currentSet == 2, "\(live)")
        let summary = try #require(engine.session).summary(at: F.t0.addingTimeInterval(100), bodyWeightKg: 80)
        #expect(summary.setsCompleted == 1 && summary.volumeKg == 6 * SessionWarmupTests.working)
    }

    @Test("warm-ups alone do not make an exercise completed")
    func warmupsOnly() throws {
        var engine = SessionWarmupTests.started()
        #expect(SessionWarmupTests.complete(&engine, "1.w1", reps: 8, weightKg: 20, at: 10))
        let summary = try #require(engine.session).summary(at: F.t0.addingTimeInterval(10), bodyWeightKg: 80)
        #expect(summary.setsCompleted == 0 && summary.exercisesCompleted == 0 && summary.volumeKg == 0, "\(summary)")
    }

    @Test("a ramp in shares of a weight not known yet gives warm-up sets with no target weight")
    func shareRamp() throws {
        var plan = F.plan
        plan.exercises[0].mainLift = true
        plan.exercises[0].suggestedWeightKg = nil
        plan.exercises[0].warmup = [.share(0.5, reps: 8), .share(0.7, reps: 5), .share(0.85, reps: 3)]
        var engine = SessionEngine()
        #expect(engine.apply(F.command(.start, "start"), now: F.t0, plan: plan, equipment: F.equipment).ok)
        let sets = try #require(engine.session).exercises[0].sets
        let warmups = sets.filter { $0.kind == .warmup }
        #expect(warmups.map(\.setId) == ["1.w1", "1.w2", "1.w3"])
        #expect(warmups.map(\.target) == [8, 5, 3].map { SessionSet.Amount(reps: $0, weightKg: nil) }, "\(warmups)")
        let live = try #require(engine.session).liveActivity(at: F.t0)
        #expect(live.totalSets == plan.exercises[0].sets)
    }
}
