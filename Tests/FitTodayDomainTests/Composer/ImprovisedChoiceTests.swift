import FitTodayDomain
import FitTodayResources
import Foundation
import Testing

/// Real equipment first: with a fixture catalog whose bodyweight rows, curls and presses need furniture or a door
/// frame, a person whose equipment fits a proper exercise never gets the improvised one; a person with nothing
/// else still does.
@Suite struct ImprovisedChoiceTests {
    /// The project catalog with every equipment-free horizontal pull, curl and horizontal push marked improvised.
    static let marked: Set<MovementPattern> = [.horizontalPull, .elbowFlexion, .verticalPull]
    static let composer: BlueprintComposer = {
        let real = Fixtures.composer
        let exercises = real.catalog.exercises.map { exercise in
            var copy = exercise
            if exercise.equipment.isEmpty, marked.contains(exercise.pattern) { copy.improvised = .furniture }
            return copy
        }
        let catalog = try! CatalogIndex(exercises: exercises)
        return BlueprintComposer(
            catalog: catalog, blueprints: real.blueprints, rules: real.rules, names: real.names,
            validator: real.validator, recovery: real.recovery)
    }()

    static func plans(_ equipment: EquipmentSet, level: Level, goal: Goal, focus: Focus?, seed: UInt64) throws
        -> [WorkoutPlan]
    {
        let request = PlanRequest(
            focus: focus, equipment: equipment, level: level, goal: goal, minutes: 60, date: Fixtures.day)
        return try BatchRunner(composer: composer).run(request, count: 6, seed: seed)
    }

    @Test(arguments: [
        EquipmentSet([.suspensionTrainer]), EquipmentSet([.resistanceBand]), EquipmentSet([.dumbbell]),
        EquipmentSet([.kettlebell]), EquipmentSet([.suspensionTrainer, .pullUpBar, .dipStation]),
    ])
    func noImprovisedPickWhenProperEquipmentFits(equipment: EquipmentSet) throws {
        let catalog = Self.composer.catalog
        var improvisedAvailable = 0
        for level in Level.allCases {
            for goal in Goal.allCases {
                for focus in [Focus.split(.pull), .split(.upper), nil] {
                    for plan in try Self.plans(equipment, level: level, goal: goal, focus: focus, seed: 5) {
                        for item in plan.exercises {
                            let exercise = catalog.exercise(id: item.exerciseId)!
                            #expect(exercise.improvised == nil, "\(equipment.members) \(level) \(goal) \(plan.date) \(exercise.id)")
                        }
                    }
                }
            }
        }
        // The fixture does offer improvised moves to this person: the rule, not the catalog, keeps them out.
        improvisedAvailable = catalog.available(equipment: equipment).count { catalog.exercises[$0].improvised != nil }
        #expect(improvisedAvailable > 0)
    }

    /// With no equipment at all, an improvised row is what there is for a pull slot, and it stays possible.
    @Test func withNothingElseAnImprovisedMoveMayFillTheSlot() throws {
        var improvised = 0
        for seed: UInt64 in 1...4 {
            for plan in try Self.plans(EquipmentSet(), level: .beginner, goal: .hypertrophy, focus: .split(.pull), seed: seed) {
                improvised += plan.exercises.count { Self.composer.catalog.exercise(id: $0.exerciseId)!.improvised != nil }
            }
        }
        #expect(improvised > 0)
    }

    /// A proper exercise too easy at the goal's reps, for a person with nothing to load, is dosed up to their reach
    /// (`BodyweightReach.mostReps`) and so still covers the improvised one: an advanced athlete with no equipment
    /// asking for hamstrings gets sliding leg curls at 15–19, a working set, and not the nordic curl that needs a
    /// partner or a sofa to hold the heels.
    @Test func aProperMoveDosedUpToTheReachCoversTheImprovisedOne() throws {
        let composer = Fixtures.composer
        let request = PlanRequest(
            focus: .muscles([.hamstrings]), equipment: EquipmentSet(), level: .advanced, goal: .hypertrophy,
            minutes: 45, date: Fixtures.day)
        let plan = try composer.compose(request, history: [], seed: 1)
        let ids = plan.exercises.map(\.exerciseId)
        #expect(ids.contains("single-leg-sliding-leg-curl"), "\(ids)")
        #expect(!ids.contains("nordic-hamstring-curl"), "\(ids)")
        let mostReps = Fixtures.resources.config.training.bodyweightReach.mostReps
        for item in plan.exercises where item.exerciseId.contains("sliding-leg-curl") {
            #expect(item.target.max > 12 && item.target.max <= mostReps, "\(item.exerciseId) \(item.target)")
        }
        let audit = PlanAudit(catalog: Fixtures.catalog, rules: Fixtures.resources.config.training, request: request)
        #expect(audit.findings(plan).levelFit.isEmpty, "\(audit.findings(plan).levelFit)")
        // For an intermediate the sliding leg curl is a working set at 8–12: a bodyweight leg curl is read as hard
        // as a push-up, not an air squat (`BodyweightReach.upperRow`).
        let intermediate = try composer.compose(
            PlanRequest(
                focus: .muscles([.hamstrings]), equipment: EquipmentSet(), level: .intermediate, goal: .hypertrophy,
                minutes: 45, date: Fixtures.day),
            history: [], seed: 1).exercises.map(\.exerciseId)
        #expect(intermediate.contains { $0.contains("sliding-leg-curl") }, "\(intermediate)")
    }
}
