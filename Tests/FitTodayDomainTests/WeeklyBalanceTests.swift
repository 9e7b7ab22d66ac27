import FitTodayDomain
import FitTodayResources
import Foundation
import Testing

/// With no focus, the split choice and the slot order keep each training group's weekly hard sets near the goal's
/// range: no group starves (arms, core, adductors included), none runs far past its maximum.
@Suite struct WeeklyBalanceTests {
    let rules = Fixtures.resources.config.training

    /// Trained lifters, four weeks of consecutive days (their splits rotate through the week).
    static let people: [(String, Goal, Level)] = [
        ("full-gym", .hypertrophy, .intermediate), ("full-gym", .strength, .advanced),
        ("home-dumbbells", .hypertrophy, .intermediate), ("home-gym", .strength, .intermediate),
    ]

    func quality(_ profile: String, _ goal: Goal, _ level: Level, schedule: BatchSchedule? = nil) throws -> PlanQuality {
        let request = PlanRequest(
            equipment: Fixtures.equipment(profile), level: level, goal: goal, minutes: 45, date: Fixtures.day)
        let runner = BatchRunner(composer: Fixtures.composer)
        let plans = try schedule.map { try runner.run(request, count: 4 * $0.daysPerWeek, seed: 5, schedule: $0) }
            ?? runner.run(request, count: 28, seed: 5)
        return PlanQuality(plans: plans, request: request, catalog: Fixtures.catalog, rules: rules)
    }

    /// A beginner's week is three full-body days (COACHING.md: squat, hinge, push and pull every session, a carry
    /// or core beside them): the backbone's groups are trained every week and none piles up; the small groups are
    /// no novice's program (`training.weeklyMinimumGroups`: they have no minimum for a beginner).
    @Test(arguments: [("full-gym", Goal.hypertrophy), ("bodyweight", .endurance), ("home-kettlebell", .strength)])
    func aBeginnersWeekTrainsTheBackbone(profile: String, goal: Goal) throws {
        let schedule = BatchSchedule(
            decision: DayDecision(rules: Fixtures.resources.config.schedule),
            daysPerWeek: Fixtures.resources.config.schedule.daysPerWeek[.beginner])
        let quality = try quality(profile, goal, .beginner, schedule: schedule)
        for week in quality.weeklySets {
            let label = "\(profile) \(goal) \(week.group): \(week.min)…\(week.max) vs \(week.target)"
            if [.chest, .back, .quadriceps, .glutes].contains(week.group) { #expect(week.min > 0, "\(label)") }
            #expect(week.mean <= Double(week.target.max) * 1.34, "\(label)")
        }
    }

    /// A group that has had its weekly maximum gets no accessory today and no added set; a main lift keeps its
    /// place. Five days of 6 sets each of lateral raises, rear flies, leg presses, leg curls, hip thrusts and
    /// pulldowns (60 shoulder sets against 24; legs and back full too) before an automatic day of 90 minutes: the day
    /// is a push day, and it has no shoulder accessory.
    @Test func aGroupAtItsWeeklyMaximumGetsNoAccessory() throws {
        let catalog = Fixtures.catalog
        let request = PlanRequest(
            equipment: Fixtures.equipment("full-gym"), level: .advanced, goal: .hypertrophy, minutes: 90,
            date: Fixtures.day.adding(days: 5))
        func item(_ id: String) throws -> PlannedExercise {
            let exercise = try #require(catalog.exercise(id: id))
            var prescription = rules.accessoryPrescription(
                mechanics: exercise.mechanics, rest: .light, goal: .hypertrophy, level: .advanced, energy: .normal)
            prescription.sets = 6
            return PlannedExercise(exercise, prescription: prescription, language: .ptBR, mainLift: false)
        }
        let template = try Fixtures.composer.compose(request, history: [], seed: 1)
        let history = try (0..<5).map { day -> WorkoutPlan in
            var plan = template
            plan.id = "h\(day)"
            plan.date = Fixtures.day.adding(days: day)
            plan.focus = ["shoulders"]
            plan.exercises = try ["dumbbell-lateral-raise", "reverse-pec-deck", "leg-press", "machine-lying-leg-curl",
                                  "barbell-hip-thrust", "lat-pulldown"].map(item)
            return plan
        }
        let shoulders = TrainingGroup.shoulders.muscles
        var reasons: [ShortPlanNote.Reason] = []
        for seed: UInt64 in 1...6 {
            let plan = try Fixtures.composer.compose(request, history: history, seed: seed)
            for exercise in plan.exercises where !exercise.mainLift {
                #expect(!exercise.primaryMuscles.contains { shoulders.contains($0) },
                        "seed \(seed) \(plan.focus): \(exercise.exerciseId)")
            }
            if let reason = plan.shorter?.reason { reasons.append(reason) }
        }
        // A 90-minute day with its shoulder slots empty and its chest and triceps at their most sets is shorter,
        // and says the week is why.
        #expect(!reasons.isEmpty && reasons.allSatisfy { $0 == .weeklyMax }, "\(reasons)")
    }

    @Test func everyGroupIsTrainedEveryWeekAndMostWeeksAreInRange() throws {
        var pairs = 0.0
        var inRange = 0.0
        for (profile, goal, level) in Self.people {
            let quality = try quality(profile, goal, level)
            #expect(quality.weeklySets.count == TrainingGroup.allCases.count)
            for week in quality.weeklySets {
                let label = "\(profile) \(goal) \(level) \(week.group): \(week.min)…\(week.max) vs \(week.target)"
                // Not starved: every whole week trains the group, and its mean reaches most of the minimum.
                let starved = { #expect(week.min > 0, "\(label)")
                    #expect(week.mean >= Double(week.target.min) * 0.75, "\(label)") }
                starved()
                // Not piled on: the mean stays within a third of the maximum.
                #expect(week.mean <= Double(week.target.max) * 1.34, "\(label)")
                pairs += 4
                inRange += week.weeksInRange * 4
            }
        }
        // Two thirds of the group-weeks within range (0.69 measured for these four people; 0.70 before the
        // beginners left this test for their own three-day week). Every group-week in range is issue 24's open
        // "weekly ranges".
        #expect(inRange / pairs >= 0.65, "weeks within range: \(inRange / pairs)")
    }

    /// Without the balance (a fixed focus), small groups are not looked after; with it they are.
    @Test func theBalanceFeedsTheSmallGroups() throws {
        let auto = try quality("full-gym", .hypertrophy, .intermediate)
        for group in [TrainingGroup.core, .calves, .adductors, .biceps, .triceps] {
            let week = auto.weeklySets.first { $0.group == group }!
            #expect(week.mean >= Double(week.target.min) * 0.75, "\(group): \(week.mean)")
        }
    }

    @Test func weeklyVolumeCountsPrimaryGroupsOnly() throws {
        var volume = WeeklyVolume()
        let squat = Fixtures.catalog.exercise(id: "barbell-back-squat")!
        let plan = WorkoutPlan(
            id: "x", date: Fixtures.day, title: "t", focus: ["legs"], estimatedMinutes: 10,
            exercises: [PlannedExercise(squat, prescription: .init(sets: 4, target: RepRange(min: 3, max: 6), restSeconds: 180), language: .ptBR)],
            generation: GenerationInfo(source: .local, seed: 0, diversity: VariationVerdict(ratio: 1, threshold: 0.6, repeated: [], bestAchievable: 1)))
        volume.add(plan, catalog: Fixtures.catalog)
        for muscle in squat.primaryMuscles {
            let group = TrainingGroup.allCases.first { $0.muscles.contains(muscle) }!
            #expect(volume.sets(group) == 4)
        }
        let others = TrainingGroup.allCases.filter { group in !squat.primaryMuscles.contains(where: group.muscles.contains) }
        #expect(others.allSatisfy { volume.sets($0) == 0 })
    }
}
