import FitTodayDomain
import FitTodayResources
import FitTodaySession
import Foundation
import Testing

@Suite("the session engine")
struct SessionEngineTests {
    typealias F = SessionFixtures

    @Test("a watch-initiated start: duplicate taps and a retry after the ACK timeout give one session and one answer")
    func watchStart() {
        var engine = SessionEngine()
        let sample = F.command(.healthSample, "hr-0", device: "watch-1") { $0.heartRateBpm = 95 }
        #expect(engine.apply(sample, now: F.t0).reasonCode == .noActiveSession)
        let tap = F.command(.start, "tap-1", device: "watch-1")
        let first = engine.apply(tap, now: F.t0, plan: F.plan, equipment: F.equipment)
        let second = engine.apply(tap, now: F.t0.addingTimeInterval(0.3), plan: F.plan, equipment: F.equipment)
        let retry = engine.apply(tap, now: F.t0.addingTimeInterval(8.5), plan: F.plan, equipment: F.equipment)
        #expect(first.ok && first.revision == 1 && first.events?.first?.type == .sessionStarted)
        #expect(second == first && retry == first)
        #expect(engine.session?.revision == 1)
        let phone = engine.apply(F.command(.start, "phone-1"), now: F.t0, plan: F.plan, equipment: F.equipment)
        #expect(phone.reasonCode == .alreadyActive && phone.sessionId == first.sessionId && phone.revision == 1)
        #expect(engine.apply(sample, now: F.t0).reasonCode == .noActiveSession, "the remembered refusal, not a new answer")
        #expect(engine.apply(F.command(.healthSample, "hr-1") { $0.heartRateBpm = 101 }, now: F.t0).ok)
    }

    @Test("every reason code the engine gives, each leaving the state as it was")
    func reasons() {
        var engine = F.started()
        let setId = engine.session!.exercises[0].sets[0].setId
        let cases: [(SessionCommand, SessionReason)] = [
            (F.command(.completeSet, "") { $0.setId = setId }, .invalidCommand),
            (F.command(.completeSet, "c1") { $0.setId = "9.9" }, .notFound),
            (F.command(.completeSet, "c2") { $0.setId = setId; $0.reps = -1 }, .invalidValue),
            (F.command(.completeSet, "c3") { $0.setId = setId; $0.weightKg = 5_000 }, .invalidValue),
            (F.command(.resume, "c4"), .invalidCommand),
            (F.command(.goToExercise, "c5") { $0.exerciseIndex = 99 }, .invalidValue),
            (F.command(.finish, "c6") { $0.rating = 6 }, .invalidValue),
            (F.command(.adjustRest, "c7") { $0.deltaSeconds = 10 }, .notFound),
        ]
        for (command, reason) in cases {
            let before = engine.session
            let reply = engine.apply(command, now: F.t0)
            #expect(reply.reasonCode == reason && !reply.ok, "\(command.type) → \(String(describing: reply.reasonCode))")
            #expect(engine.session == before)
        }
        #expect(engine.apply(F.command(.finish, "end") { $0.rating = 4 }, now: F.t0.addingTimeInterval(3_000)).ok)
        #expect(engine.apply(F.command(.pause, "late"), now: F.t0).reasonCode == .sessionEnded)
        var none = SessionEngine()
        #expect(none.apply(F.command(.start, "s"), now: F.t0).reasonCode == .notFound, "no plan for the day")
        #expect(none.apply(F.command(.pause, "p"), now: F.t0).reasonCode == .noActiveSession)
    }

    @Test("the rest timer is a deadline: a set starts it, pause freezes it, resume moves it; pauses are not training")
    func restAndPause() throws {
        var engine = F.started()
        let exercise = engine.session!.exercises[0]
        let done = engine.apply(F.command(.completeSet, "set-1", at: F.t0.addingTimeInterval(60)) {
            $0.setId = exercise.sets[0].setId; $0.reps = 8; $0.weightKg = 40
        }, now: F.t0.addingTimeInterval(61))
        #expect(done.ok && done.events?.map(\.type) == [.setToggledCompleted, .restUpdated])
        let rest = try #require(engine.session?.rest)
        #expect(rest.endsAt == F.t0.addingTimeInterval(60 + Double(exercise.restSeconds)), "from `at`, not arrival")
        _ = engine.apply(F.command(.pause, "p", at: F.t0.addingTimeInterval(70)), now: F.t0)
        #expect(engine.session?.rest?.remainingSeconds == Double(exercise.restSeconds) - 10)
        _ = engine.apply(F.command(.resume, "r", at: F.t0.addingTimeInterval(370)), now: F.t0)
        #expect(engine.session?.rest?.endsAt == F.t0.addingTimeInterval(370 + Double(exercise.restSeconds) - 10))
        #expect(engine.session?.activeSeconds(at: F.t0.addingTimeInterval(400)) == 100, "400 s less a 300 s pause")
        _ = engine.apply(F.command(.adjustRest, "a") { $0.deltaSeconds = 30 }, now: F.t0.addingTimeInterval(380))
        #expect(engine.session?.rest?.endsAt == F.t0.addingTimeInterval(400 + Double(exercise.restSeconds) - 10))
        _ = engine.apply(F.command(.skipRest, "s"), now: F.t0.addingTimeInterval(381))
        #expect(engine.session?.rest == nil)
    }

    @Test("two devices edit different sets without clobbering; an out-of-date edit of the same set is stale")
    func twoDevices() {
        var engine = F.started()
        let sets = engine.session!.exercises[0].sets
        let seen = engine.session!.revision
        let watch = engine.apply(F.command(.completeSet, "w1", device: "watch-1") {
            $0.setId = sets[0].setId; $0.reps = 10; $0.expectedRevision = seen
        }, now: F.t0)
        let phone = engine.apply(F.command(.updateSet, "p1") {
            $0.setId = sets[1].setId; $0.weightKg = 42.5; $0.expectedRevision = seen
        }, now: F.t0)
        #expect(watch.ok && phone.ok && phone.revision == watch.revision + 1)
        let stale = engine.apply(F.command(.updateSet, "p2") {
            $0.setId = sets[0].setId; $0.reps = 6; $0.expectedRevision = seen
        }, now: F.t0)
        #expect(stale.reasonCode == .staleRevision && stale.revision == phone.revision)
        let exercise = engine.session!.exercises[0]
        #expect(exercise.sets[0].actual?.reps == 10 && exercise.sets[1].target.weightKg == 42.5)
    }

    @Test("two devices complete different sets seen at one revision: both apply (a restarted rest timer is not an edit)")
    func twoDevicesComplete() {
        var engine = F.started()
        let seen = engine.session!.revision
        let watch = engine.apply(F.command(.completeSet, "w1", device: "watch-1") {
            $0.setId = "1.1"; $0.reps = 8; $0.expectedRevision = seen
        }, now: F.t0)
        let phone = engine.apply(F.command(.completeSet, "p1") {
            $0.setId = "1.2"; $0.reps = 8; $0.expectedRevision = seen
        }, now: F.t0)
        #expect(watch.ok && phone.ok, "\(String(describing: phone.reasonCode))")
        let rest = engine.apply(F.command(.adjustRest, "r1") { $0.deltaSeconds = 30; $0.expectedRevision = seen }, now: F.t0)
        #expect(rest.reasonCode == .staleRevision, "the rest timer itself did change since")
    }

    @Test("each applied command raises the revision by one; events carry it; refusals change nothing")
    func revisions() {
        var engine = F.started()
        var revision = engine.session!.revision
        let setIds = engine.session!.exercises.flatMap(\.sets).map(\.setId)
        for (index, setId) in setIds.enumerated() {
            let reply = engine.apply(F.command(.completeSet, "set-\(index)") { $0.setId = setId }, now: F.t0)
            #expect(reply.ok && reply.revision == revision + 1 && reply.events?.allSatisfy { $0.revision == reply.revision } == true)
            revision = reply.revision
            #expect(engine.apply(F.command(.completeSet, "bad-\(index)") { $0.setId = "x" }, now: F.t0).revision == revision)
        }
        #expect(engine.session!.exercises.allSatisfy { $0.status == .done })
        #expect(engine.session!.rest == nil, "no rest after the last set")
    }

    @Test("a swap offers the same movement on the same muscle with the person's equipment, nothing else")
    func swap() throws {
        var engine = F.started()
        let catalog = F.resources.catalog
        let current = try #require(catalog.exercise(id: engine.session!.exercises[0].exerciseId))
        let alternative = try #require(catalog.exercises.first {
            $0.id != current.id && $0.pattern == current.pattern
                && !Set($0.primaryMuscles).isDisjoint(with: current.primaryMuscles)
                && $0.equipment.allSatisfy(F.equipment.contains)
        })
        let other = try #require(catalog.exercises.first { $0.pattern != current.pattern && $0.equipment.isEmpty })
        let refused = engine.apply(F.command(.swapExercise, "x1") { $0.exerciseIndex = 0; $0.exerciseId = other.id }, now: F.t0, catalog: catalog)
        #expect(refused.reasonCode == .invalidValue)
        let swapped = engine.apply(F.command(.swapExercise, "x2") { $0.exerciseIndex = 0; $0.exerciseId = alternative.id }, now: F.t0, catalog: catalog)
        #expect(swapped.ok && engine.session?.exercises[0].exerciseId == alternative.id)
    }

    @Test("finished: health samples backfill for 5 minutes, then nothing more")
    func backfill() {
        var engine = F.started()
        let end = F.t0.addingTimeInterval(2_400)
        #expect(engine.apply(F.command(.finish, "f") { $0.rating = 5 }, now: end).ok)
        #expect(engine.session?.status == .finished && engine.session?.rating == 5)
        #expect(engine.apply(F.command(.healthSample, "h1", device: "watch-1", at: end.addingTimeInterval(200)) {
            $0.activeEnergyKcal = 210
        }, now: end).ok)
        #expect(engine.apply(F.command(.healthSample, "h2", device: "watch-1", at: end.addingTimeInterval(400)) {
            $0.activeEnergyKcal = 5
        }, now: end).reasonCode == .noActiveSession)
        #expect(engine.session?.health.activeEnergyKcal == 210)
    }
}

@Suite("what a session shows")
struct SessionDerivedTests {
    typealias F = SessionFixtures

    @Test("the live activity is derived at a time: set k of n, the rest countdown, paused or not, the revision")
    func liveActivity() {
        var engine = F.started()
        let first = engine.session!.exercises[0]
        _ = engine.apply(F.command(.completeSet, "s1", at: F.t0.addingTimeInterval(30)) { $0.setId = first.sets[0].setId }, now: F.t0)
        let live = engine.session!.liveActivity(at: F.t0.addingTimeInterval(40))
        #expect(live.currentExerciseName == first.name && live.currentSet == 2 && live.totalSets == first.sets.count)
        #expect(live.restTimeRemaining == Double(first.restSeconds) - 10 && !live.isPaused)
        #expect(live.workoutElapsedTime == 40 && live.stateVersion == engine.session!.revision)
        _ = engine.apply(F.command(.pause, "p", at: F.t0.addingTimeInterval(45)), now: F.t0)
        let paused = engine.session!.liveActivity(at: F.t0.addingTimeInterval(600))
        #expect(paused.isPaused && paused.restEndsAt == nil && paused.restTimeRemaining == Double(first.restSeconds) - 15)
        #expect(paused.workoutElapsedTime == 45, "the clock stops while paused")
    }

    @Test("the summary: active time, sets, volume without warm-ups, energy measured or estimated")
    func summary() {
        var engine = F.started()
        let sets = engine.session!.exercises[0].sets
        _ = engine.apply(F.command(.updateSet, "k") { $0.setId = sets[0].setId; $0.kind = .warmup }, now: F.t0)
        _ = engine.apply(F.command(.completeSet, "a") { $0.setId = sets[0].setId; $0.reps = 10; $0.weightKg = 20 }, now: F.t0)
        _ = engine.apply(F.command(.completeSet, "b") { $0.setId = sets[1].setId; $0.reps = 8; $0.weightKg = 50 }, now: F.t0)
        _ = engine.apply(F.command(.skipExercise, "skip") { $0.exerciseIndex = 1 }, now: F.t0)
        _ = engine.apply(F.command(.finish, "f") { $0.rating = 4 }, now: F.t0.addingTimeInterval(1_800))
        let estimated = engine.session!.summary(at: F.t0.addingTimeInterval(9_999), bodyWeightKg: 80)
        // The set turned into a warm-up is neither planned nor completed: sets count working sets only.
        let working = engine.session!.exercises.flatMap(\.sets).count { $0.kind != .warmup }
        #expect(estimated.durationSeconds == 1_800 && estimated.setsCompleted == 1 && estimated.exercisesCompleted == 1)
        #expect(estimated.setsPlanned == working)
        #expect(estimated.exercisesSkipped == 1 && estimated.volumeKg == 400 && estimated.rating == 4)
        #expect(estimated.energySource == .estimated && estimated.activeEnergyKcal == Session.strengthMET * 80 * 0.5)
        _ = engine.apply(F.command(.healthSample, "h", at: F.t0.addingTimeInterval(1_850)) { $0.activeEnergyKcal = 230 }, now: F.t0)
        let measured = engine.session!.summary(at: F.t0, bodyWeightKg: 80)
        #expect(measured.energySource == .measured && measured.activeEnergyKcal == 230)
    }
}
