import FitTodayDomain
import FitTodayResources
import FitTodayTestSupport
import Foundation
import Testing

/// Supersets and circuits for short sessions: formats only where Config/ allows them, pairs that never compete for
/// a muscle or a station, circuits of 3+ without a shared station, and an estimate that counts the groups' rests.
@Suite("session formats: supersets and circuits")
struct SessionFormatPlannerTests {
    static let resources = TestProject.resources
    static let profiles = ["bodyweight", "home-dumbbells", "home-kettlebell", "minimal", "home-gym", "full-gym"]
    static var planner: SessionFormatPlanner {
        SessionFormatPlanner(
            formats: resources.config.formats, rules: resources.config.training, catalog: resources.catalog)
    }

    static func plans(goal: Goal, minutes: Int, composer: BlueprintComposer = resources.composer) -> [WorkoutPlan] {
        var plans: [WorkoutPlan] = []
        for profile in profiles {
            for level in Level.allCases {
                for seed in UInt64(1)...6 {
                    let request = PlanRequest(
                        equipment: TestProject.equipment(profile), level: level, goal: goal, minutes: minutes,
                        date: TestProject.day)
                    if let plan = try? composer.compose(request, history: [], seed: seed) { plans.append(plan) }
                }
            }
        }
        return plans
    }

    /// The groups of a plan: each group's exercises, in order; checks they sit next to each other, numbered from 1.
    static func groups(_ plan: WorkoutPlan) -> [[PlannedExercise]] {
        var groups: [[PlannedExercise]] = []
        var last: Int?
        for exercise in plan.exercises {
            guard let group = exercise.group else { last = nil; continue }
            #expect(exercise.format != nil, "\(exercise.exerciseId) has a group and no format")
            if group == last { groups[groups.count - 1].append(exercise) } else {
                #expect(group == groups.count + 1, "groups numbered from 1 in plan order: \(plan.exerciseIds)")
                groups.append([exercise])
            }
            last = group
        }
        return groups
    }

    @Test("a 30-minute hypertrophy session pairs exercises that compete for no muscle and no station")
    func supersets() {
        let planner = Self.planner
        let plans = Self.plans(goal: .hypertrophy, minutes: 30)
        var paired = 0
        for plan in plans {
            for group in Self.groups(plan) {
                paired += 1
                #expect(group.count == 2 && group.allSatisfy { $0.format == .superset })
                let (a, b) = (group[0], group[1])
                #expect(!planner.competes(a, b), "\(a.exerciseId) + \(b.exerciseId) compete")
                #expect(Set(a.primaryMuscles).isDisjoint(with: b.primaryMuscles))
                #expect(!(a.mainLift && b.mainLift), "two main lifts in one superset")
                #expect(a.restSeconds == 15 && b.restSeconds == 90, "inner rest, then the rest after the round")
            }
        }
        #expect(paired >= plans.count, "most 30-minute hypertrophy plans hold supersets (\(paired) in \(plans.count))")
    }

    @Test("a 20-minute endurance session is a circuit of 3 to 5 exercises sharing no station")
    func circuits() {
        let planner = Self.planner
        let plans = Self.plans(goal: .endurance, minutes: 20)
        var circuits = 0
        for plan in plans {
            for group in Self.groups(plan) {
                circuits += 1
                #expect((3...5).contains(group.count) && group.allSatisfy { $0.format == .circuit })
                for (i, a) in group.enumerated() {
                    for b in group[(i + 1)...] {
                        #expect(!planner.sharesStation(a, b), "\(a.exerciseId) + \(b.exerciseId) share a station")
                    }
                }
                #expect(group.dropLast().allSatisfy { $0.restSeconds == 15 } && group.last?.restSeconds == 90)
            }
        }
        #expect(circuits >= plans.count * 9 / 10, "\(circuits) circuits in \(plans.count) plans")
    }

    @Test("formats only where Config/ allows them: strength, long sessions and a config without formats stay straight")
    func onlyWhereAllowed() {
        let straight = Self.plans(goal: .strength, minutes: 30) + Self.plans(goal: .hypertrophy, minutes: 45)
            + Self.plans(goal: .endurance, minutes: 45)
        #expect(straight.allSatisfy { plan in plan.exercises.allSatisfy { $0.group == nil && $0.format == nil } })
        var plain = Self.resources.composer
        plain.formats = .none
        let off = Self.plans(goal: .endurance, minutes: 20, composer: plain)
        #expect(off.allSatisfy { plan in plan.exercises.allSatisfy { $0.group == nil } })
        let formats = Self.resources.config.formats
        #expect(formats.format(goal: .endurance, minutes: 30) == .circuit)
        #expect(formats.format(goal: .endurance, minutes: 31) == nil)
        #expect(formats.format(goal: .hypertrophy, minutes: 40) == .superset)
        #expect(formats.format(goal: .strength, minutes: 20) == nil)
    }

    @Test("the estimate counts the groups' rests and fits the minutes; the time saved buys more work")
    func timeFit() {
        let rules = Self.resources.config.training
        var plain = Self.resources.composer
        plain.formats = .none
        for (goal, minutes) in [(Goal.hypertrophy, 30), (.endurance, 20)] {
            let formatted = Self.plans(goal: goal, minutes: minutes)
            let straight = Self.plans(goal: goal, minutes: minutes, composer: plain)
            #expect(formatted.count == straight.count)
            for (plan, other) in zip(formatted, straight) where plan.exercises.contains(where: { $0.group != nil }) {
                #expect(plan.estimatedMinutes == (rules.seconds(of: plan.exercises) + 30) / 60)
                // Within the tolerance, or no longer than the same plan in straight sets (a first exercise or a
                // kept main lift may overrun either way).
                let limit = max(Double(minutes) * (1 + rules.timeTolerance) + 1, Double(other.estimatedMinutes))
                #expect(Double(plan.estimatedMinutes) <= limit,
                        "\(plan.estimatedMinutes) min for \(minutes) (straight: \(other.estimatedMinutes)): \(plan.exerciseIds)")
            }
            let work = { (plans: [WorkoutPlan]) in plans.reduce(0) { $0 + $1.exercises.reduce(0) { $0 + $1.sets } } }
            #expect(work(formatted) > work(straight), "\(goal) \(minutes) min: \(work(formatted)) sets vs \(work(straight))")
        }
    }

    @Test("pairs: a row with a press and a curl with a triceps extension fit; a press with a triceps extension does not")
    func competition() throws {
        let planner = Self.planner
        let catalog = Self.resources.catalog
        func item(_ id: String, main: Bool = false) throws -> PlannedExercise {
            let exercise = try #require(catalog.exercise(id: id), "\(id) is not in the catalog")
            let rules = Self.resources.config.training
            return PlannedExercise(
                exercise, prescription: rules.accessoryPrescription(
                    mechanics: exercise.mechanics, rest: .moderate, goal: .hypertrophy, level: .intermediate,
                    energy: .normal), language: .ptBR, mainLift: main)
        }
        let row = try item("dumbbell-bent-over-row")
        let press = try item("dumbbell-bench-press")
        let curl = try item("dumbbell-biceps-curl")
        let extensionMove = try item("dumbbell-overhead-triceps-extension")
        #expect(!planner.competes(row, press))
        #expect(!planner.competes(curl, extensionMove))
        #expect(planner.competes(press, extensionMove), "the press works the triceps")
        #expect(planner.competes(row, curl), "the row works the biceps")
        let bench = try item("barbell-bench-press", main: true)
        let squat = try item("barbell-back-squat", main: true)
        #expect(planner.competes(bench, squat), "two main lifts, and one barbell")
        // Bracing is no competition: a plank (its glutes and shoulders hold still) beside a squat, a hollow hold
        // beside a lunge that braces the abs; a hinge's lower back still competes with a back extension.
        #expect(!planner.competes(squat, try item("forearm-plank")))
        #expect(!planner.competes(try item("skater-squat"), try item("hollow-body-hold")))
        #expect(planner.competes(try item("barbell-romanian-deadlift"), try item("prone-back-extension")))
        #expect(planner.competes(try item("forearm-plank"), try item("side-plank")), "two trunk drills")
    }

    @Test("a circuit day whose exercises share one station pairs what it can into supersets instead")
    func circuitFallsBackToSupersets() throws {
        let planner = Self.planner
        let catalog = Self.resources.catalog
        let rules = Self.resources.config.training
        func item(_ id: String) throws -> PlannedExercise {
            let exercise = try #require(catalog.exercise(id: id), "\(id) is not in the catalog")
            return PlannedExercise(
                exercise, prescription: rules.accessoryPrescription(
                    mechanics: exercise.mechanics, rest: .moderate, goal: .endurance, level: .intermediate,
                    energy: .normal), language: .ptBR, mainLift: false)
        }
        // A garage's upper day: four barbell lifts and a wall: no circuit of three without a shared station.
        let day = try ["barbell-bench-press", "barbell-bent-over-row", "wall-handstand-push-up", "barbell-curl"].map(item)
        let grouping = planner.grouping(of: day, format: .circuit, goal: .endurance)
        #expect(grouping.format == .superset)
        #expect(!grouping.groups.isEmpty)
        for group in grouping.groups {
            #expect(group.count == 2 && !planner.competes(day[group[0]], day[group[1]]))
        }
        var plan = try #require(Self.plans(goal: .endurance, minutes: 20).first)
        plan.exercises = day
        let applied = planner.apply(to: plan, goal: .endurance, minutes: 20)
        #expect(applied.exercises.contains { $0.format == .superset })
        #expect(!applied.exercises.contains { $0.format == .circuit })
        // Where a circuit forms, it stays a circuit.
        let open = try ["dumbbell-goblet-squat", "push-up", "inverted-row", "forearm-plank"].map(item)
        #expect(planner.grouping(of: open, format: .circuit, goal: .endurance).format == .circuit)
    }

    @Test("a group the program's stages made compete is broken up into straight sets; the estimate follows")
    func settle() throws {
        let plan = try #require(Self.plans(goal: .hypertrophy, minutes: 30).first { $0.exercises.contains { $0.group == 1 } })
        let planner = Self.planner
        #expect(planner.settle(plan, goal: .hypertrophy, minutes: 30) == plan, "a valid plan stays as it is")
        var broken = plan
        let first = try #require(broken.exercises.firstIndex { $0.group == 1 })
        broken.exercises[first + 1].primaryMuscles = broken.exercises[first].primaryMuscles
        let settled = planner.settle(broken, goal: .hypertrophy, minutes: 30)
        #expect(settled.exercises[first].group == nil && settled.exercises[first + 1].group == nil)
        #expect(settled.exercises[first].restSeconds == 90 && settled.exercises[first + 1].restSeconds == 90)
        #expect(settled.exercises.compactMap(\.group).min() ?? 1 == 1, "groups renumbered from 1")
        #expect(settled.estimatedMinutes == (Self.resources.config.training.seconds(of: settled.exercises) + 30) / 60)
    }

    @Test("a grouped plan under the fit's floor gets sets back up to the caps; at the caps it says why it is shorter")
    func growsToTheFloor() throws {
        let rules = Self.resources.config.training
        let planner = Self.planner
        // A 30-minute hypertrophy plan with every exercise cut to 2 sets and straight again: grouped, it is short.
        var plan = try #require(Self.plans(goal: .hypertrophy, minutes: 30).first { $0.exercises.contains { $0.group != nil } })
        for index in plan.exercises.indices {
            plan.exercises[index].sets = 2
            plan.exercises[index].group = nil
            plan.exercises[index].format = nil
        }
        plan.shorter = nil
        let limit = 33 * 60
        let grown = planner.apply(to: plan, goal: .hypertrophy, minutes: 30, limitSeconds: limit, floorSeconds: 27 * 60)
        let seconds = rules.seconds(of: grown.exercises)
        #expect(grown.exercises.contains { $0.group != nil })
        #expect(seconds <= limit)
        let capped = grown.exercises.allSatisfy { $0.sets == ($0.mainLift ? rules.maxSets : rules.maxAccessorySets) }
        #expect(seconds >= 27 * 60 || capped, "\(seconds) s with sets \(grown.exercises.map(\.sets))")
        #expect(grown.exercises.map(\.sets).reduce(0, +) > 2 * grown.exercises.count, "sets came back")
        // A floor no set can reach: every exercise at its cap, and the plan says why it is shorter.
        let most = planner.apply(to: plan, goal: .hypertrophy, minutes: 30, limitSeconds: 600 * 60, floorSeconds: 300 * 60)
        #expect(most.exercises.allSatisfy { $0.sets == ($0.mainLift ? rules.maxSets : rules.maxAccessorySets) })
        #expect(most.shorter == ShortPlanNote(reason: .maxVolume, requestedMinutes: 30))
    }

    @Test("group and format in the plan JSON: written when set, absent for straight sets, read back equal")
    func json() throws {
        var plan = try #require(Self.plans(goal: .hypertrophy, minutes: 30).first { $0.exercises.contains { $0.group != nil } })
        plan.exercises.append(plan.exercises[0])
        plan.exercises[plan.exercises.count - 1].group = nil
        plan.exercises[plan.exercises.count - 1].format = nil
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(plan)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let exercises = try #require(object["exercises"] as? [[String: Any]])
        let grouped = try #require(exercises.first { $0["group"] != nil })
        #expect(grouped["group"] as? Int == 1 && grouped["format"] as? String == "superset")
        #expect(exercises.last?["group"] == nil && exercises.last?["format"] == nil)
        #expect(try JSONDecoder().decode(WorkoutPlan.self, from: data) == plan)
    }
}
