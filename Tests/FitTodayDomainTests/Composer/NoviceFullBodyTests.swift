import FitTodayDomain
import FitTodayResources
import Testing

/// A beginner's automatic focus is a full body of squat, hinge, push and pull every session (COACHING.md), the
/// squat and the hinge light on a day within 72 hours of their last main lift, and all four kept in a short session.
@Suite struct NoviceFullBodyTests {
    static let squat: Set<MovementPattern> = [.squat, .lunge]
    static let hinge: Set<MovementPattern> = [.hinge]
    static let push: Set<MovementPattern> = [.horizontalPush, .verticalPush]
    static let pull: Set<MovementPattern> = [.horizontalPull, .verticalPull]

    func request(_ profile: String, minutes: Int, day: Int, goal: Goal = .strength) -> PlanRequest {
        PlanRequest(
            equipment: Fixtures.equipment(profile), level: .beginner, goal: goal, minutes: minutes,
            date: Fixtures.day.adding(days: day))
    }

    func patterns(_ plan: WorkoutPlan, mainOnly: Bool = false) -> Set<MovementPattern> {
        Set(plan.exercises.filter { !mainOnly || $0.mainLift }.compactMap { Fixtures.catalog.exercise(id: $0.exerciseId)?.pattern })
    }

    /// Monday heavy, Wednesday light, Friday heavy: two days after a squat and a hinge main lift, neither pattern
    /// takes a main lift (both still trained, at the accessory dose); three days after, they lead again.
    @Test(arguments: ["full-gym", "home-dumbbells", "home-kettlebell"])
    func aHeavyPatternWithinSeventyTwoHoursComesLight(profile: String) throws {
        let composer = Fixtures.composer
        let monday = try composer.compose(request(profile, minutes: 60, day: 0), history: [], seed: 3)
        #expect(monday.focus == [Split.fullBody.rawValue])
        #expect(!patterns(monday, mainOnly: true).isDisjoint(with: Self.squat.union(Self.hinge)), "\(monday.exerciseIds)")
        let wednesday = try composer.compose(request(profile, minutes: 60, day: 2), history: [monday], seed: 3)
        let heavyToday = patterns(wednesday, mainOnly: true).intersection([.squat, .hinge])
        #expect(heavyToday.isEmpty, "\(wednesday.exerciseIds)")
        for family in [Self.squat, Self.hinge, Self.push, Self.pull] {
            #expect(!patterns(wednesday).isDisjoint(with: family), "\(family) in \(wednesday.exerciseIds)")
        }
        let saturday = try composer.compose(request(profile, minutes: 60, day: 5), history: [monday, wednesday], seed: 3)
        #expect(!patterns(saturday, mainOnly: true).isDisjoint(with: Self.squat.union(Self.hinge)), "\(saturday.exerciseIds)")
    }

    /// Twenty minutes hold the four patterns, each with an exercise of at least `backboneMinSets` sets: fewer sets,
    /// not fewer patterns.
    @Test(arguments: ["full-gym", "minimal", "home-kettlebell", "bodyweight"])
    func aShortFullBodyKeepsTheFourPatterns(profile: String) throws {
        let fewest = Fixtures.resources.config.training.backboneMinSets ?? 1
        var history: [WorkoutPlan] = []
        for day in stride(from: 0, to: 28, by: 2) {
            let plan = try Fixtures.composer.compose(
                request(profile, minutes: 20, day: day, goal: .hypertrophy), history: history, seed: UInt64(day))
            for family in [Self.squat, Self.hinge, Self.push, Self.pull] {
                let sets = plan.exercises.filter {
                    Fixtures.catalog.exercise(id: $0.exerciseId).map { family.contains($0.pattern) } ?? false
                }.map(\.sets)
                #expect((sets.max() ?? 0) >= fewest, "\(profile) day \(day): \(family) \(sets) in \(plan.exerciseIds)")
            }
            history.append(plan)
        }
    }
}
