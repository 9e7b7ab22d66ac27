import FitTodayDomain
import FitTodayResources
import FitTodaySession
import Foundation
import Testing

private typealias F = SessionFixtures

/// Every unit travels unchanged: a carry in metres and a hold in seconds stay so from the plan to the session's
/// targets and actuals, its events, the workout recorded in history; they add nothing to volume or records.
@Suite("session units")
struct SessionUnitTests {
    /// The push plan with a farmer's carry of 40 m at 24 kg and a plank of 45 s after its lifts.
    static let plan: WorkoutPlan = {
        var plan = F.plan
        let catalog = F.resources.catalog
        var carry = PlannedExercise(
            catalog.exercise(id: "dumbbell-farmers-carry")!,
            prescription: .init(sets: 2, target: RepRange(min: 30, max: 40), unit: .meters, restSeconds: 60), language: .ptBR)
        carry.suggestedWeightKg = 24
        let plank = PlannedExercise(
            catalog.exercise(id: "forearm-plank")!,
            prescription: .init(sets: 2, target: RepRange(min: 30, max: 45), unit: .seconds, restSeconds: 60), language: .ptBR)
        plan.exercises += [carry, plank]
        return plan
    }()

    static var carryIndex: Int { plan.exercises.count - 2 }
    static var plankIndex: Int { plan.exercises.count - 1 }

    static func started() -> SessionEngine {
        var engine = SessionEngine()
        _ = engine.apply(F.command(.start, "start"), now: F.t0, plan: plan, equipment: F.equipment + [.dumbbell])
        return engine
    }

    static func complete(
        _ engine: inout SessionEngine, _ id: String, set setId: String, _ fill: (inout SessionCommand) -> Void
    ) -> SessionReply {
        engine.apply(F.command(.completeSet, id) { $0.setId = setId; fill(&$0) }, now: F.t0.addingTimeInterval(60))
    }

    @Test("the plan's unit is the session's: a carry's target in metres, a hold's in seconds, a lift's in reps")
    func targets() throws {
        #expect(Self.plan.exercises[Self.carryIndex].unit == .meters, "the catalog's carry is in metres")
        let session = try #require(Self.started().session)
        let carry = session.exercises[Self.carryIndex].sets[0].target
        #expect(carry == SessionSet.Amount(meters: 40, weightKg: 24))
        #expect(carry.unit == .meters)
        #expect(session.exercises[Self.plankIndex].sets[0].target == SessionSet.Amount(seconds: 45))
        let lift = session.exercises[0].sets[0].target
        #expect(lift.reps != nil && lift.seconds == nil && lift.meters == nil)
        let json = String(decoding: try SessionWire.encoder().encode(session.exercises[Self.carryIndex]), as: UTF8.self)
        #expect(json.contains(#""target":{"meters":40,"weightKg":24}"#), "\(json)")
    }

    @Test("a dose in another unit than the set's is invalidValue and changes nothing; the right one is kept as sent")
    func doses() throws {
        var engine = Self.started()
        let carry = "\(Self.carryIndex + 1).1", plank = "\(Self.plankIndex + 1).1"
        let before = engine.session
        for (id, setId, fill) in [
            ("carry-reps", carry, { (c: inout SessionCommand) in c.reps = 40 }),
            ("carry-seconds", carry, { (c: inout SessionCommand) in c.seconds = 40 }),
            ("plank-reps", plank, { (c: inout SessionCommand) in c.reps = 45 }),
            ("plank-meters", plank, { (c: inout SessionCommand) in c.meters = 45 }),
            ("lift-meters", "1.1", { (c: inout SessionCommand) in c.meters = 8 }),
            ("lift-seconds", "1.1", { (c: inout SessionCommand) in c.seconds = 8 }),
            ("carry-far", carry, { (c: inout SessionCommand) in c.meters = 10_001 }),
        ] as [(String, String, (inout SessionCommand) -> Void)] {
            let reply = Self.complete(&engine, id, set: setId, fill)
            #expect(reply.reasonCode == .invalidValue, "\(id): \(reply)")
        }
        let update = engine.apply(F.command(.updateSet, "carry-update-reps") { $0.setId = carry; $0.reps = 12 }, now: F.t0)
        #expect(update.reasonCode == .invalidValue)
        #expect(engine.session == before)

        let done = Self.complete(&engine, "carry-ok", set: carry) { $0.meters = 35; $0.weightKg = 26 }
        #expect(done.ok)
        let event = try #require(done.events?.first { $0.type == .setToggledCompleted })
        #expect(event.payload.meters == 35 && event.payload.reps == nil)
        #expect(engine.session?.exercises[Self.carryIndex].sets[0].actual == SessionSet.Amount(meters: 35, weightKg: 26))
        // Sent without a dose, the target's is taken, in its unit.
        #expect(Self.complete(&engine, "carry-2", set: "\(Self.carryIndex + 1).2") { $0.weightKg = 24 }.ok)
        #expect(engine.session?.exercises[Self.carryIndex].sets[1].actual == SessionSet.Amount(meters: 40, weightKg: 24))
        #expect(Self.complete(&engine, "plank-ok", set: plank) { $0.seconds = 50 }.ok)
        #expect(engine.session?.exercises[Self.plankIndex].sets[0].actual == SessionSet.Amount(seconds: 50))
        let edited = engine.apply(F.command(.updateSet, "carry-edit") { $0.setId = carry; $0.meters = 38 }, now: F.t0)
        #expect(edited.ok && engine.session?.exercises[Self.carryIndex].sets[0].actual?.meters == 38)
        // An added set keeps the unit.
        #expect(engine.apply(F.command(.addSet, "add") { $0.exerciseIndex = Self.carryIndex }, now: F.t0).ok)
        #expect(engine.session?.exercises[Self.carryIndex].sets[2].target.unit == .meters)
    }

    @Test("finished: volume is weight × reps only, the history keeps metres and seconds, no records from them")
    func finished() throws {
        var engine = Self.started()
        #expect(Self.complete(&engine, "lift", set: "1.1") { $0.reps = 8; $0.weightKg = 50 }.ok)
        #expect(Self.complete(&engine, "carry", set: "\(Self.carryIndex + 1).1") { $0.meters = 40; $0.weightKg = 24 }.ok)
        #expect(Self.complete(&engine, "plank", set: "\(Self.plankIndex + 1).1") { $0.seconds = 45; $0.weightKg = 10 }.ok)
        // Bests before (a carry once logged as repetitions, as before units travelled): the carry sets none.
        let carryId = Self.plan.exercises[Self.carryIndex].exerciseId
        let bests = [carryId: PersonalBests(heaviestWeightKg: 10, estimatedOneRepMaxKg: 10, setVolumeKg: 10, mostRepsAt: ["24": 1])]
        let records = PersonalRecords()
        let finish = engine.apply(
            F.command(.finish, "finish"), now: F.t0.addingTimeInterval(1_800), context: CommandInputs(bests: bests))
        #expect(finish.ok)
        let session = try #require(engine.session)
        #expect(session.personalRecords == [], "\(String(describing: session.personalRecords))")
        #expect(records.detect(in: session, before: bests).isEmpty)
        #expect(records.bests(after: session, before: [:])[carryId] == nil)

        let summary = session.summary(at: F.t0, bodyWeightKg: 80)
        #expect(summary.volumeKg == 400, "8 × 50 only, not 40 × 24 nor 45 × 10")

        let performed = try #require(session.performedPlan(from: Self.plan, catalog: F.resources.catalog, bodyWeightKg: 80))
        #expect(performed.performance?.volumeKg == 400)
        let carry = try #require(performed.exercises.first { $0.exerciseId == carryId })
        #expect(carry.unit == .meters && carry.performed?.first?.meters == 40 && carry.performed?.first?.reps == nil)
        #expect(carry.performed?.first?.weightKg == 24)
        let plank = try #require(performed.exercises.first { $0.unit == .seconds })
        #expect(plank.performed?.first?.seconds == 45 && plank.performed?.first?.reps == nil)

        // The bests history shows agree: only the lift.
        let fromHistory = records.bests(of: [performed])
        #expect(Set(fromHistory.keys) == [Self.plan.exercises[0].exerciseId])
        #expect(fromHistory[Self.plan.exercises[0].exerciseId]?.setVolumeKg == 400)
    }

    @Test("bests read from history ignore a carry logged as repetitions (before units travelled) and warm-ups")
    func historyBests() {
        let at = F.t0
        var day = Self.plan
        day.performance = WorkoutPerformance(
            sessionId: "s", plannedId: day.id, startedAt: at, finishedAt: at, durationSeconds: 60, activeEnergyKcal: 10,
            energySource: .estimated, volumeKg: 0, setsCompleted: 3, setsPlanned: 3)
        day.exercises[0].performed = [
            PerformedSet(kind: .warmup, reps: 10, seconds: nil, weightKg: 100, rpe: nil, completedAt: at),
            PerformedSet(kind: .normal, reps: 5, seconds: nil, weightKg: 60, rpe: nil, completedAt: at),
        ]
        day.exercises[Self.carryIndex].performed = [
            PerformedSet(kind: .normal, reps: 40, seconds: nil, weightKg: 24, rpe: nil, completedAt: at)
        ]
        let bests = PersonalRecords().bests(of: [day])
        #expect(bests.count == 1)
        #expect(bests[day.exercises[0].exerciseId] == PersonalBests(
            heaviestWeightKg: 60, estimatedOneRepMaxKg: 70, setVolumeKg: 300, mostRepsAt: ["60": 5]))
        var planned = day
        planned.performance = nil
        #expect(PersonalRecords().bests(of: [planned]).isEmpty, "a plan not trained sets no best")
    }

    @Test("a swap stays in the set's unit: a plank for another hold, never for a movement in repetitions")
    func swapKeepsUnit() throws {
        var engine = Self.started()
        let catalog = F.resources.catalog
        let session = try #require(engine.session)
        let plank = try #require(catalog.exercise(id: session.exercises[Self.plankIndex].exerciseId))
        let options = session.swapOptions(for: Self.plankIndex, catalog: catalog)
        #expect(!options.isEmpty && options.allSatisfy { $0.unit == .seconds }, "\(options.map(\.id))")
        // Same pattern, a shared muscle, no equipment: fits in every way but the unit.
        let inReps = try #require(catalog.exercises.first {
            $0.pattern == plank.pattern && $0.unit == .reps && $0.equipment.isEmpty
                && !Set($0.primaryMuscles).isDisjoint(with: plank.primaryMuscles)
        })
        let refused = engine.apply(
            F.command(.swapExercise, "to-reps") { $0.exerciseIndex = Self.plankIndex; $0.exerciseId = inReps.id }, now: F.t0,
            catalog: catalog)
        #expect(refused.reasonCode == .invalidValue, "\(inReps.id)")
        let swapped = engine.apply(
            F.command(.swapExercise, "to-hold") { $0.exerciseIndex = Self.plankIndex; $0.exerciseId = options[0].id },
            now: F.t0, catalog: catalog)
        #expect(swapped.ok && engine.session?.exercises[Self.plankIndex].sets[0].target == SessionSet.Amount(seconds: 45))
    }

    @Test("replaying the log rebuilds metres and seconds exactly")
    func replay() {
        var live = SessionEngine()
        var events = live.apply(F.command(.start, "start"), now: F.t0, plan: Self.plan, equipment: [.dumbbell]).events ?? []
        events += Self.complete(&live, "carry", set: "\(Self.carryIndex + 1).1") { $0.meters = 33 }.events ?? []
        events += Self.complete(&live, "plank", set: "\(Self.plankIndex + 1).1") { $0.seconds = 41 }.events ?? []
        events += live.apply(F.command(.updateSet, "edit") { $0.setId = "\(Self.carryIndex + 1).2"; $0.meters = 20 }, now: F.t0)
            .events ?? []
        let rebuilt = Session.replay(events)
        #expect(rebuilt == live.session)
        #expect(rebuilt?.exercises[Self.carryIndex].sets[1].target.meters == 20)
    }
}
