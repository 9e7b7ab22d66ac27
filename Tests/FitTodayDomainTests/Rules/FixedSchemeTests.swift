import FitTodayDomain
import FitTodayResources
import Foundation
import Testing

/// Doses the movement fixes (21s, eccentric-only, skill) win over every goal; holds and carries get no RIR.
@Suite struct FixedSchemeTests {
    let catalog = Fixtures.catalog
    let rules = Fixtures.resources.config.training

    @Test func schemesAreWellFormedAndWithinTheRepCap() {
        let schemed = catalog.exercises.filter { $0.scheme != nil }
        #expect(schemed.count >= 10)
        for exercise in schemed {
            let scheme = exercise.scheme!
            #expect(scheme.isWellFormed, "\(exercise.id)")
            #expect(exercise.unit == .reps, "\(exercise.id): a scheme counts repetitions")
            if let cap = exercise.maxReps { #expect(scheme.reps.max <= cap, "\(exercise.id)") }
            if let sets = scheme.sets { #expect((rules.minSets...rules.maxSets).contains(sets), "\(exercise.id)") }
        }
    }

    @Test func knownSchemes() throws {
        let twentyOnes = try #require(catalog.exercise(id: "barbell-21s")?.scheme)
        #expect(twentyOnes == FixedScheme(reps: RepRange(min: 21, max: 21), sets: 3))
        for id in ["negative-pull-up", "negative-push-up", "negative-chest-dip", "nordic-hamstring-curl-negative"] {
            #expect(catalog.exercise(id: id)?.scheme?.reps == RepRange(min: 3, max: 5), "\(id)")
        }
    }

    @Test(arguments: Goal.allCases)
    func schemeWinsOverEveryGoal(goal: Goal) {
        for exercise in catalog.exercises {
            guard let scheme = exercise.scheme else { continue }
            for level in Level.allCases {
                for energy in Energy.allCases {
                    for main in [false, true] {
                        let dose = rules.prescription(for: exercise, mainLift: main, goal: goal, level: level, energy: energy)
                        let label = "\(exercise.id) \(goal) \(level) \(energy)"
                        #expect(dose.target == scheme.reps, "\(label)")
                        if let sets = scheme.sets {
                            #expect(dose.sets == min(rules.maxSets, max(rules.minSets, sets)), "\(label)")
                        }
                    }
                }
            }
        }
    }

    /// Barbell 21s are 3 × 21 for a hypertrophy lifter, not the goal's 8–12.
    @Test func twentyOnesAreThreeTimesTwentyOne() throws {
        let exercise = try #require(catalog.exercise(id: "barbell-21s"))
        let dose = rules.prescription(for: exercise, mainLift: false, goal: .hypertrophy, level: .advanced, energy: .normal)
        #expect(dose.sets == 3 && dose.target == RepRange(min: 21, max: 21))
    }

    @Test(arguments: Goal.allCases)
    func holdsAndCarriesHaveNoEffort(goal: Goal) {
        for exercise in catalog.exercises {
            for level in Level.allCases {
                for energy in Energy.allCases {
                    let dose = rules.prescription(for: exercise, mainLift: false, goal: goal, level: level, energy: energy)
                    if exercise.unit == .reps {
                        #expect(dose.effort != nil, "\(exercise.id)")
                    } else {
                        #expect(dose.effort == nil, "\(exercise.id) \(goal) \(level) \(energy)")
                    }
                }
            }
        }
    }

    /// Whole composed plans: no hold or carry carries an effort.
    @Test(arguments: ["bodyweight", "home-dumbbells", "full-gym"])
    func plansGiveNoEffortToHoldsOrCarries(profile: String) throws {
        for goal in Goal.allCases {
            for level in Level.allCases {
                for energy in Energy.allCases {
                    let request = PlanRequest(
                        equipment: Fixtures.equipment(profile), energy: energy, level: level, goal: goal, minutes: 45,
                        date: Fixtures.day)
                    for plan in try BatchRunner(composer: Fixtures.composer).run(request, count: 4, seed: 7) {
                        for item in plan.exercises where item.unit != .reps {
                            #expect(item.effort == nil, "\(profile) \(goal) \(level) \(energy) \(item.exerciseId)")
                        }
                    }
                }
            }
        }
    }
}
