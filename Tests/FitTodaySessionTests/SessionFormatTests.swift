import FitTodayDomain
import FitTodaySession
import Foundation
import Testing

/// A superset and a circuit run by the engine, commanded from a watch and a phone: after a set of one exercise of a
/// group the next of the group is current, the short rest inside the round (none at 0) and the group's rest after
/// it; the live activity names the format, the place in the group and what comes next; the log replays exactly.
@Suite("the session engine: supersets and circuits")
struct SessionFormatTests {
    typealias F = SessionFixtures

    static func item(_ id: String, muscle: Muscle, sets: Int = 3, rest: Int, group: Int?, format: GroupFormat?)
        -> PlannedExercise
    {
        var exercise = PlannedExercise(
            exerciseId: id, name: "Exercise \(id)", sets: sets, target: RepRange(min: 8, max: 12), restSeconds: rest,
            primaryMuscles: [muscle], equipment: [.dumbbell])
        exercise.group = group
        exercise.format = format
        return exercise
    }

    static func plan(_ exercises: [PlannedExercise]) -> WorkoutPlan {
        WorkoutPlan(
            id: "2026-11-22-formats", date: CalendarDay(iso: "2026-11-22")!, title: "Formats", focus: [],
            estimatedMinutes: 20, exercises: exercises,
            generation: GenerationInfo(
                source: .local, seed: 1,
                diversity: VariationVerdict(ratio: 1, threshold: 0.6, repeated: [], bestAchievable: 1)))
    }

    /// A superset of a row (A1, 15 s inside) and a press (A2, 90 s after the round), then a straight curl.
    static let superset = plan([
        item("row", muscle: .lats, rest: 15, group: 1, format: .superset),
        item("press", muscle: .chest, rest: 90, group: 1, format: .superset),
        item("curl", muscle: .biceps, sets: 2, rest: 60, group: nil, format: nil),
    ])

    /// A circuit of three with no rest inside the round and 90 s after it.
    static let circuit = plan([
        item("squat", muscle: .quadriceps, sets: 2, rest: 0, group: 1, format: .circuit),
        item("push", muscle: .chest, sets: 2, rest: 0, group: 1, format: .circuit),
        item("swing", muscle: .glutes, sets: 2, rest: 90, group: 1, format: .circuit),
    ])

    static func started(_ plan: WorkoutPlan) -> SessionEngine {
        var engine = SessionEngine()
        let reply = engine.apply(F.command(.start, "start", device: "watch-1"), now: F.t0, plan: plan, equipment: [.dumbbell])
        #expect(reply.ok)
        return engine
    }

    /// Completes a set from `device` `seconds` after the start; returns the reply's event types.
    static func complete(
        _ engine: inout SessionEngine, _ setId: String, device: String, at seconds: Double, revision: Int? = nil
    ) -> [SessionEvent.Kind]? {
        let at = F.t0.addingTimeInterval(seconds)
        let reply = engine.apply(F.command(.completeSet, "\(device)-\(setId)", device: device, at: at) {
            $0.setId = setId
            $0.reps = 10
            $0.expectedRevision = revision
        }, now: at)
        #expect(reply.ok, "\(setId): \(String(describing: reply.reasonCode))")
        return reply.events?.map(\.type)
    }

    @Test("a superset from two devices: A1 → A2 after 15 s, A2 → A1 after 90 s, the last round hands over to the curl")
    func supersetFromTwoDevices() throws {
        var engine = Self.started(Self.superset)
        let start = try #require(engine.session)
        #expect(start.exercises.map(\.group) == [1, 1, nil] && start.exercises[0].format == .superset)
        var live = start.liveActivity(at: F.t0)
        #expect(live.format == .superset && live.group == 1 && live.groupPosition == 1 && live.groupSize == 2)
        #expect(live.rounds == 3 && live.nextExerciseName == "Exercise press")

        #expect(Self.complete(&engine, "1.1", device: "watch-1", at: 60) == [.setToggledCompleted, .exerciseIndexChanged, .restUpdated])
        var session = try #require(engine.session)
        #expect(session.currentExerciseIndex == 1 && session.rest?.endsAt == F.t0.addingTimeInterval(75))
        live = session.liveActivity(at: F.t0.addingTimeInterval(61))
        #expect(live.currentExerciseName == "Exercise press" && live.groupPosition == 2 && live.currentSet == 1)
        #expect(live.nextExerciseName == "Exercise row" && live.restTimeRemaining == 14)

        // The phone, a revision behind on another set, still completes its own: commands are intents on one set.
        #expect(Self.complete(&engine, "2.1", device: "phone", at: 120, revision: 1) == [.setToggledCompleted, .exerciseIndexChanged, .restUpdated])
        session = try #require(engine.session)
        #expect(session.currentExerciseIndex == 0 && session.rest?.endsAt == F.t0.addingTimeInterval(210), "90 s after the round")

        var clock = 240.0
        for round in 2...3 {
            _ = Self.complete(&engine, "1.\(round)", device: "watch-1", at: clock)
            #expect(engine.session?.currentExerciseIndex == 1)
            _ = Self.complete(&engine, "2.\(round)", device: "phone", at: clock + 60)
            clock += 200
        }
        session = try #require(engine.session)
        #expect(session.exercises[0].status == .done && session.exercises[1].status == .done)
        #expect(session.currentExerciseIndex == 2 && session.rest?.endsAt == F.t0.addingTimeInterval(clock - 200 + 60 + 90))
        live = session.liveActivity(at: F.t0.addingTimeInterval(clock))
        #expect(live.format == nil && live.group == nil && live.nextExerciseName == nil, "straight sets say no group")
        // The straight curl rests as before: its own rest, staying on it.
        _ = Self.complete(&engine, "3.1", device: "watch-1", at: clock + 200)
        #expect(engine.session?.currentExerciseIndex == 2)
        #expect(engine.session?.rest?.endsAt == F.t0.addingTimeInterval(clock + 200 + 60))
    }

    @Test("a circuit: no rest inside the round, the group's rest after it; a skipped member drops out of the rounds")
    func circuitRounds() throws {
        var engine = Self.started(Self.circuit)
        #expect(engine.apply(F.command(.healthSample, "hr", device: "watch-1") { $0.heartRateBpm = 120 }, now: F.t0).ok)
        #expect(Self.complete(&engine, "1.1", device: "watch-1", at: 30) == [.setToggledCompleted, .exerciseIndexChanged])
        #expect(engine.session?.rest == nil && engine.session?.currentExerciseIndex == 1, "straight on to the next")
        let live = try #require(engine.session?.liveActivity(at: F.t0.addingTimeInterval(31)))
        #expect(live.format == .circuit && live.groupPosition == 2 && live.groupSize == 3 && live.rounds == 2)
        #expect(live.nextExerciseName == "Exercise swing")
        #expect(Self.complete(&engine, "2.1", device: "phone", at: 60) == [.setToggledCompleted, .exerciseIndexChanged])
        #expect(Self.complete(&engine, "3.1", device: "watch-1", at: 90) == [.setToggledCompleted, .exerciseIndexChanged, .restUpdated])
        #expect(engine.session?.currentExerciseIndex == 0 && engine.session?.rest?.endsAt == F.t0.addingTimeInterval(180))
        // The phone skips the push-ups: round 2 is squat then swing.
        #expect(engine.apply(F.command(.skipExercise, "skip", device: "phone") { $0.exerciseIndex = 1 }, now: F.t0).ok)
        _ = Self.complete(&engine, "1.2", device: "watch-1", at: 200)
        #expect(engine.session?.currentExerciseIndex == 2 && engine.session?.rest == nil)
        let last = try #require(engine.session?.liveActivity(at: F.t0.addingTimeInterval(201)))
        #expect(last.nextExerciseName == nil, "nothing follows the last set of the workout")
        _ = Self.complete(&engine, "3.2", device: "watch-1", at: 230)
        let session = try #require(engine.session)
        #expect(session.exercises.map(\.status) == [.done, .skipped, .done] && session.rest == nil)
    }

    @Test("the event log replays to the same snapshot, groups included, after every command of a grouped session")
    func replay() throws {
        for plan in [Self.superset, Self.circuit] {
            var engine = SessionEngine()
            var log: [SessionEvent] = []
            func apply(_ command: SessionCommand, _ seconds: Double) {
                let reply = engine.apply(command, now: F.t0.addingTimeInterval(seconds), plan: plan, equipment: [.dumbbell])
                log += reply.events ?? []
                #expect(Session.replay(log) == engine.session)
            }
            apply(F.command(.start, "s", device: "watch-1"), 0)
            for (step, setId) in ["1.1", "2.1", "3.1", "1.2", "2.2"].enumerated() {
                apply(F.command(.completeSet, "c\(step)", device: step % 2 == 0 ? "watch-1" : "phone") {
                    $0.setId = setId
                    $0.reps = 9
                }, Double(step) * 40 + 30)
            }
            apply(F.command(.uncompleteSet, "u", device: "phone") { $0.setId = "2.2" }, 300)
            let session = try #require(engine.session)
            #expect(session.exercises.map(\.group) == plan.exercises.map(\.group))
            let data = try SessionWire.encoder().encode(session)
            let text = String(decoding: data, as: UTF8.self)
            #expect(text.contains(#""format":"\#(plan.exercises[0].format!.rawValue)","group":1"#), "\(text)")
        }
    }
}
