import FitTodayDomain
import FitTodayResources
import Foundation
import Testing

/// The judge itself, on hand-made plans: what it strikes and what it lets pass.
@Suite struct PlanAuditTests {
    let rules = Fixtures.resources.config.training

    func item(_ id: String, sets: Int = 3, reps: RepRange = RepRange(min: 8, max: 12), rir: Int? = 2, main: Bool = false)
        -> PlannedExercise
    {
        let exercise = Fixtures.catalog.exercise(id: id)!
        return PlannedExercise(
            exerciseId: id, name: exercise.name, sets: sets, target: reps, unit: exercise.unit, restSeconds: 90,
            effort: rir.map(Effort.init(rir:)), mainLift: main, primaryMuscles: exercise.primaryMuscles,
            equipment: exercise.equipment)
    }

    func plan(_ focus: String, _ items: [PlannedExercise], day: Int = 0) -> WorkoutPlan {
        WorkoutPlan(
            id: "p\(day)", date: Fixtures.day.adding(days: day), title: "", focus: [focus], estimatedMinutes: 45,
            exercises: items,
            generation: GenerationInfo(
                source: .local, seed: 1,
                diversity: VariationVerdict(ratio: 1, threshold: 0, repeated: [], bestAchievable: 1)))
    }

    func audit(_ equipment: [Equipment], _ level: Level, catalog: CatalogIndex = Fixtures.catalog) -> PlanAudit {
        PlanAudit(catalog: catalog, rules: rules, equipment: EquipmentSet(equipment), level: level)
    }

    @Test func aSecondRowOnAPullDayIsADuplicateFamilyButNotWhenTheFocusAsks() {
        let gym = audit([.barbell, .squatRack, .pullUpBar], .advanced)
        let rows = [item("barbell-bent-over-row", main: true), item("pendlay-row"), item("pull-up")]
        #expect(gym.findings(plan("pull", rows)).duplicates == ["pendlay-row"])
        #expect(gym.findings(plan("upper-back", rows)).duplicates.isEmpty)
        let squats = [item("barbell-back-squat", main: true), item("barbell-front-squat")]
        #expect(gym.findings(plan("legs", squats)).duplicates == ["barbell-front-squat"])
        let exercises = squats.map { Fixtures.catalog.exercise(id: $0.exerciseId)! }
        #expect(MovementFamily.duplicates(exercises, focus: .split(.legs)).map(\.id) == ["barbell-front-squat"])
    }

    /// The judge's position-based count of movement families is `MovementFamily.duplicates`, on composed plans.
    @Test func duplicatesAreMovementFamilyDuplicatesOnComposedPlans() throws {
        let runner = BatchRunner(composer: Fixtures.composer)
        for profile in ["full-gym", "home-dumbbells", "bodyweight"] {
            for focus in [nil, Focus.split(.push), .split(.legs), .muscles([.chest, .triceps])] {
                let request = PlanRequest(
                    focus: focus, equipment: Fixtures.equipment(profile), level: .advanced, minutes: 90, date: Fixtures.day)
                let judge = PlanAudit(catalog: Fixtures.catalog, rules: rules, request: request)
                for plan in try runner.run(request, count: 20, seed: 5) {
                    let exercises = plan.exercises.map { Fixtures.catalog.exercise(id: $0.exerciseId)! }
                    let expected = MovementFamily.duplicates(exercises, focus: Focus(names: plan.focus)!).map(\.id)
                    #expect(judge.findings(plan).duplicates == expected, "\(plan.exerciseIds)")
                }
            }
        }
    }

    @Test func aTrainedLiftersBeginnerBodyweightMoveAndAnUnreachableEffortAreLevelMisses() {
        // Two levels below an advanced athlete, the push-up is a beginner move at any dose (`farthestBelow` 1).
        let advanced = audit([], .advanced)
        let pushUp = advanced.findings(plan("push", [item("push-up", reps: RepRange(min: 20, max: 25), rir: 1)]))
        #expect(pushUp.levelFit == [LevelMiss(exerciseId: "push-up", kind: .beginnerMove)])
        // One level below an intermediate it is near their level: a working set when its effort is reachable in
        // the reps (15–20 at 3 in reserve against a reach of 25), too easy at 8–12 with 1 in reserve.
        let intermediate = audit([], .intermediate)
        let working = intermediate.findings(plan("push", [item("push-up", reps: RepRange(min: 15, max: 20), rir: 3)]))
        #expect(working.levelFit.isEmpty)
        let easy = intermediate.findings(plan("push", [item("push-up", reps: RepRange(min: 8, max: 12), rir: 1)]))
        #expect(easy.levelFit == [LevelMiss(exerciseId: "push-up", kind: .tooEasy)])
        // A beginner with the same push-up at 15–20 reps, 4 in reserve: a 19-rep set is more than a beginner's 12.
        let beginner = audit([], .beginner)
        let hard = beginner.findings(plan("push", [item("push-up", reps: RepRange(min: 15, max: 20), rir: 4)]))
        #expect(hard.levelFit == [LevelMiss(exerciseId: "push-up", kind: .tooHard)])
        let fits = beginner.findings(plan("push", [item("push-up", reps: RepRange(min: 6, max: 8), rir: 2)]))
        #expect(fits.levelFit.isEmpty)
        // A skill or eccentric move (capped at 5 reps in the catalog) is not "too easy" for its few reps.
        let nordic = item("nordic-hamstring-curl", reps: RepRange(min: 3, max: 5), rir: 1)
        #expect(audit([], .advanced).findings(plan("legs", [nordic])).levelFit.isEmpty)
        // A loaded lift is adjustable: never a level miss.
        #expect(audit([.barbell, .bench], .advanced).findings(plan("push", [item("barbell-bench-press")])).levelFit.isEmpty)
    }

    @Test func improvisedFurnitureIsStruckOnlyWhenProperEquipmentFits() throws {
        // Every horizontal pull done without equipment needs a table, a door frame or the like.
        var exercises = Fixtures.catalog.exercises
        for index in exercises.indices where exercises[index].pattern == .horizontalPull && exercises[index].equipment.isEmpty {
            exercises[index].improvised = .furniture
        }
        let catalog = try CatalogIndex(exercises: exercises)
        let day = plan("pull", [item("table-inverted-row")])
        #expect(audit([.suspensionTrainer], .beginner, catalog: catalog).findings(day).furniture == ["table-inverted-row"])
        #expect(audit([], .beginner, catalog: catalog).findings(day).furniture.isEmpty)
        var unflagged = exercises
        for index in unflagged.indices { unflagged[index].improvised = nil }
        let plain = try CatalogIndex(exercises: unflagged)
        #expect(audit([.suspensionTrainer], .beginner, catalog: plain).findings(day).furniture.isEmpty, "not flagged")
    }

    @Test func aProperAlternativeCountsOnlyWhenItIsAWorkingSetAtTheGoalsDose() {
        // With no equipment the single-leg calf raise is the proper alternative to the donkey calf raise (a partner
        // on the back): a working set for an intermediate at 10–15 reps (reach 20), too easy for an advanced
        // athlete (reach 35 against 15 + 2 in reserve), for whom the two-leg raises sit too far below: the donkey
        // calf raise then stands.
        let day = plan("legs", [item("donkey-calf-raise", reps: RepRange(min: 10, max: 15))])
        func judge(_ level: Level) -> PlanAudit {
            PlanAudit(catalog: Fixtures.catalog, rules: rules, equipment: EquipmentSet(), level: level, goal: .hypertrophy)
        }
        #expect(judge(.intermediate).findings(day).furniture == ["donkey-calf-raise"])
        #expect(judge(.advanced).findings(day).furniture.isEmpty)
        // Without the goal, any proper exercise of the pattern at or below the level counts.
        #expect(audit([], .advanced).findings(day).furniture == ["donkey-calf-raise"])
        // A mobility drill is no alternative: the back widow does not make the table row furniture to strike.
        #expect(judge(.beginner).findings(plan("pull", [item("table-inverted-row")])).furniture.isEmpty)
    }

    @Test func accessorySharesCountSplitDaysAndLeaveMainLiftsOut() throws {
        let days = (0..<4).map { day in
            plan("lower", [item("barbell-back-squat", main: true)] + (day < 3 ? [item("barbell-front-squat")] : []), day: day)
        } + [plan("pull", [item("pull-up")], day: 4)]
        let shares = audit([.barbell, .squatRack, .pullUpBar], .advanced).accessoryShares(days)
        let front = try #require(shares.first { $0.split == "lower" })
        #expect((front.exerciseId, front.days, front.splitDays, front.share) == ("barbell-front-squat", 3, 4, 0.75))
        #expect(front.choices > 4, "a barbell and a rack hold many squats: a quarter is the front squat's fair share")
        #expect(front.fairShare(0.25) == 0.25 && front.isOver(0.25))
        #expect(shares.first?.share == 1, "highest share first")
        #expect(!shares.contains { $0.exerciseId == "barbell-back-squat" })
        #expect(shares.contains { $0.exerciseId == "pull-up" && $0.splitDays == 1 })
    }

    /// Weeks run Monday to Sunday, as the schedule counts its days per week: a day before the first Monday and the
    /// days after the last whole week are left out.
    @Test func weeklySetsAreCountedOverWholeWeeksAgainstTheGoalsRange() {
        let monday = (7 - Fixtures.day.weekday) % 7
        let before = monday == 0 ? [] : [plan("pull", [item("pull-up", sets: 9)], day: monday - 1)]
        let week = before + (monday..<(monday + 9)).map { plan("pull", [item("pull-up", sets: 5)], day: $0) }
        let report = audit([.pullUpBar], .advanced).run(week, goal: .hypertrophy)
        #expect(report.weeks.count == 1)
        let back = report.weeks[0].groups.first { $0.group == .back }!
        #expect(back.sets == 35)
        #expect(back.max == rules.weeklyRange(.back, goal: .hypertrophy).max)
        #expect(report.outOfRange.contains { $0.sets.group == .back } == (35 > back.max))
    }

    @Test func theBatchSummaryTalliesFindingsPerPlan() {
        let gym = audit([.barbell, .squatRack, .pullUpBar], .advanced)
        let plans = [
            plan("pull", [item("barbell-bent-over-row", main: true), item("pendlay-row"), item("push-up")], day: 0),
            plan("pull", [item("barbell-bent-over-row", main: true), item("pull-up", reps: RepRange(min: 15, max: 20))], day: 1),
        ]
        let summary = PlanAuditSummary(plans: plans, audit: gym)
        #expect(summary.plans == 2)
        #expect(summary.duplicateFamilies == PlanAuditSummary.Tally(plans: 1, exercises: 1))
        #expect(summary.levelFit.plans == 1 && summary.levelFit.beginnerMove == 1)
        #expect(summary.furniture.exercises == 0)
        #expect(summary.accessoryShares.isEmpty, "two pull days are fewer than the shares' minimum")
    }
}
