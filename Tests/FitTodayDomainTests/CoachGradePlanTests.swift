import FitTodayDomain
import FitTodayResources
import Foundation
import Testing

/// Properties a coach checks, over many seeds × every profile × goal × level, on consecutive days.
@Suite struct CoachGradePlanTests {
    let composer = Fixtures.composer
    let catalog = Fixtures.catalog
    static let profiles = Fixtures.resources.profiles.keys.sorted()

    /// `days` consecutive plans for one person, each judged against the ones before.
    func sequence(
        _ profile: String, goal: Goal, level: Level, focus: Focus? = nil, minutes: Int = 45, days: Int = 10,
        seed: UInt64 = 1
    ) throws -> [WorkoutPlan] {
        let request = PlanRequest(
            focus: focus, equipment: Fixtures.equipment(profile), level: level, goal: goal, minutes: minutes,
            date: Fixtures.day)
        return try BatchRunner(composer: composer).run(request, count: days, seed: seed)
    }

    func exercise(_ item: PlannedExercise) -> Exercise { catalog.exercise(id: item.exerciseId)! }

    static let people: [(String, Goal, Level)] = profiles.flatMap { profile in
        Goal.allCases.flatMap { goal in Level.allCases.map { (profile, goal, $0) } }
    }

    @Test(arguments: profiles)
    func trainedLiftersGetNoRegressionsMobilityOrMainPowerMoves(profile: String) throws {
        for goal in Goal.allCases {
            for level in [Level.intermediate, .advanced] {
                for seed: UInt64 in 1...3 {
                    for plan in try sequence(profile, goal: goal, level: level, seed: seed) {
                        for item in plan.exercises {
                            let label = "\(profile) \(goal) \(level) \(plan.date) \(item.exerciseId)"
                            #expect(item.role != .mobility, "\(label)")
                            #expect(item.role != .regression, "\(label): a regression for a trained lifter")
                            #expect(!(item.role == .power && item.mainLift), "\(label): power as a main lift")
                            if Fixtures.equipment(profile).intersects(Exercise.loadingEquipment) {
                                #expect(item.role != .power, "\(label): power moves for a trained lifter with load")
                            }
                        }
                    }
                }
            }
        }
    }

    /// Power moves, wherever they appear, are few reps with full rest, never at a strength day's rep range.
    @Test func powerMovesGetLowRepsAndFullRest() {
        let rules = Fixtures.resources.config.training
        for exercise in catalog.exercises where exercise.role == .power {
            for goal in Goal.allCases {
                let dose = rules.prescription(for: exercise, mainLift: true, goal: goal, level: .beginner, energy: .normal)
                #expect(dose.target.max <= 5 && dose.restSeconds >= 120, "\(exercise.id) \(goal)")
            }
        }
    }

    /// Eccentric and skill moves keep their catalog rep cap whatever the goal.
    @Test func repCapsHoldForEveryGoal() {
        let rules = Fixtures.resources.config.training
        for exercise in catalog.exercises where exercise.maxReps != nil && exercise.unit == .reps {
            for goal in Goal.allCases {
                for main in [false, true] {
                    let dose = rules.prescription(for: exercise, mainLift: main, goal: goal, level: .advanced, energy: .normal)
                    #expect(dose.target.max <= exercise.maxReps!, "\(exercise.id) \(goal)")
                    #expect(dose.target.min <= dose.target.max)
                }
            }
        }
    }

    @Test(arguments: profiles)
    func theFirstExerciseIsALoadableCompoundWhenThereIsLoad(profile: String) throws {
        let equipment = Fixtures.equipment(profile)
        guard equipment.intersects(Exercise.loadingEquipment) else { return }
        var plans = 0
        var good = 0
        for goal in Goal.allCases {
            for level in Level.allCases {
                for plan in try sequence(profile, goal: goal, level: level, days: 14) where plan.focus != ["core"] {
                    plans += 1
                    let first = exercise(plan.exercises[0])
                    if first.loadable && first.mechanics == .compound { good += 1 }
                }
            }
        }
        #expect(Double(good) / Double(plans) >= 0.95, "\(profile): \(good) of \(plans)")
    }

    @Test(arguments: profiles)
    func holdsAreTimedAndCarriesMeasured(profile: String) throws {
        for (person, goal, level) in Self.people where person == profile {
            for plan in try sequence(profile, goal: goal, level: level, focus: .split(.core), days: 4) {
                for item in plan.exercises {
                    #expect(item.unit == exercise(item).unit, "\(item.exerciseId)")
                    #expect(item.perSide == exercise(item).perSide)
                }
            }
        }
    }

    /// Strength keeps its main lifts: a kept lift is the latest main lift of its pattern, from any earlier day, and
    /// the next day of the same split that leads with one of the same patterns keeps at least one; every plan still
    /// meets the rule.
    @Test(arguments: profiles)
    func strengthKeepsMainLiftsAcrossSameSplitDays(profile: String) throws {
        for level in Level.allCases {
            for focus in [nil, Focus.split(.push)] {
                let plans = try sequence(profile, goal: .strength, level: level, focus: focus, days: 14)
                for (index, plan) in plans.enumerated() {
                    let label = "\(profile) \(level) \(plan.date) \(plan.focus)"
                    #expect(plan.generation.diversity.passesAchievable, "\(label)")
                    let earlierMain = Set(plans[..<index].flatMap { $0.exercises.filter(\.mainLift).map(\.exerciseId) })
                    let kept = plan.exercises.filter(\.kept)
                    #expect(kept.allSatisfy { earlierMain.contains($0.exerciseId) && $0.mainLift }, "\(label)")
                    // A plan under three exercises (an advanced athlete's pull day with no bar: a floor slide pull
                    // and a hold) cannot keep its lift and stay 60 % new: the lift gives way (docs/generation.md).
                    // A beginner's squat and hinge come light within 72 hours (no main lift), so a full body the
                    // next day leads with other patterns: a lift is kept where today leads with a pattern the last
                    // day of the split also led with.
                    let patterns = { (plan: WorkoutPlan) in
                        Set(plan.exercises.filter(\.mainLift).map { self.exercise($0).pattern })
                    }
                    // And where the floor leaves room for it: a thin pool's backbone repeats (a bodyweight novice's
                    // one hinge and one row) may take every repeat the rule allows.
                    let mains = Set(plan.exercises.filter(\.mainLift).map(\.exerciseId))
                    let otherRepeats = plan.generation.diversity.repeated.count { !mains.contains($0) }
                    let allowed = Int(Double(plan.exercises.count) * (1 - plan.generation.diversity.threshold) + 1e-9)
                    guard let previous = plans[..<index].last(where: { $0.focus == plan.focus }),
                          !patterns(previous).isDisjoint(with: patterns(plan)), plan.exercises.count >= 3,
                          otherRepeats < allowed
                    else { continue }
                    #expect(!kept.isEmpty, "\(label): no main lift kept from \(previous.date)")
                }
            }
        }
    }

    @Test func hypertrophyKeepsItsMainLiftsAndEnduranceNone() throws {
        let hypertrophy = try sequence("full-gym", goal: .hypertrophy, level: .intermediate, focus: .split(.pull), days: 6)
        #expect(hypertrophy.first?.exercises.count { $0.mainLift } == 2)
        #expect(hypertrophy.dropFirst().allSatisfy { $0.exercises.count { $0.kept } == 2 })
        #expect(Set(hypertrophy.map { $0.exercises.filter(\.mainLift).map(\.exerciseId) }).count == 1, "the same two")
        let endurance = try sequence("full-gym", goal: .endurance, level: .intermediate, focus: .split(.pull), days: 6)
        #expect(endurance.allSatisfy { !$0.exercises.contains { $0.kept } && !$0.exercises.contains { $0.mainLift } })
    }

    /// Main lifts get the strength range and the long rests; the rest of a strength day works at 6–12.
    @Test func strengthPrescriptionsGoByRole() throws {
        for plan in try sequence("full-gym", goal: .strength, level: .intermediate, days: 7) {
            for item in plan.exercises where item.unit == .reps && item.role != .power && exercise(item).maxReps == nil {
                if item.mainLift && exercise(item).loadable {
                    #expect(item.target == RepRange(min: 3, max: 6) && item.restSeconds >= 180, "\(item.exerciseId)")
                } else {
                    #expect(item.target.min >= 6 && item.target.max <= 12, "\(item.exerciseId)")
                }
                #expect(item.effort != nil)
            }
        }
    }

    /// Plans use the minutes asked for, within 10 %, or say why they are shorter; beginners get fewer exercises, at
    /// the novice's 3 sets each (COACHING.md: 3 × 8–10), however long the session.
    @Test(arguments: [30, 45, 60, 75, 90])
    func plansFillTheMinutes(minutes: Int) throws {
        for (profile, goal, level) in Self.people {
            for plan in try sequence(profile, goal: goal, level: level, minutes: minutes, days: 3) {
                let label = "\(profile) \(goal) \(level) \(minutes) min: \(plan.estimatedMinutes)"
                let within = abs(Double(plan.estimatedMinutes - minutes)) <= Double(minutes) * 0.1 + 1
                #expect(within || plan.shorter != nil, "\(label)")
                #expect(Double(plan.estimatedMinutes) <= Double(minutes) * 1.1 + 1, "\(label)")
            }
        }
        let beginner = try sequence("full-gym", goal: .hypertrophy, level: .beginner, focus: .split(.upper), minutes: minutes, days: 1)[0]
        let advanced = try sequence("full-gym", goal: .hypertrophy, level: .advanced, focus: .split(.upper), minutes: minutes, days: 1)[0]
        // In a short session a beginner's moderate rests (training.goals.GOAL.levels.beginner) can fit one exercise
        // more than an advanced lifter's long main-lift rests; the level's cap shows from 45 minutes.
        if minutes >= 45 { #expect(beginner.exercises.count <= advanced.exercises.count) }
        #expect(beginner.exercises.allSatisfy { $0.sets <= 3 }, "\(beginner.exercises.map(\.sets))")
    }

    /// A full gym plan is mostly staples; a beginner there gets the big lifts too, lighter.
    @Test func fullGymPlansAreAtLeastHalfStaples() throws {
        for goal in Goal.allCases {
            for level in Level.allCases {
                let plans = try sequence("full-gym", goal: goal, level: level, days: 14)
                let items = plans.flatMap(\.exercises)
                let share = Double(items.count { $0.tier == .staple }) / Double(items.count)
                #expect(share >= 0.5, "\(goal) \(level): \(share)")
            }
        }
        let beginner = try sequence("full-gym", goal: .strength, level: .beginner, days: 14).flatMap(\.exercises)
        let bigLifts = ["barbell-back-squat", "barbell-deadlift", "barbell-bench-press", "barbell-overhead-press", "barbell-romanian-deadlift", "barbell-front-squat", "barbell-bent-over-row"]
        #expect(beginner.contains { bigLifts.contains($0.exerciseId) }, "a beginner in a full gym gets the big lifts")
        #expect(beginner.allSatisfy { exercise($0).level == .beginner })
    }

    @Test func plansCarryDescriptionAndMedia() throws {
        for plan in try sequence("home-dumbbells", goal: .hypertrophy, level: .intermediate, days: 3) {
            for item in plan.exercises {
                #expect(item.description == exercise(item).description && item.descriptionLanguage == .ptBR)
                #expect(item.media?.kind == .placeholder && item.media?.placeholder?.hasPrefix("Catalog/media/") == true)
                #expect(item.attribution == nil, "no Wger data without the overlay")
            }
        }
    }
}
