import FitTodayDomain
import FitTodaySimulation
import FitTodayTestSupport
import Testing

@Suite struct SimulatedLifterTests {
    static let persona = Persona(
        name: "test", age: 30, level: .beginner, goal: .strength, profile: "full-gym", minutes: 45, daysPerWeek: 3,
        bodyWeightKg: 80, strength: 1.0, bodyweightReps: 12,
        life: .init(skipDay: 0, tiredDay: 0, badDay: 0, missSet: 0.1, skipExercise: 0, loadNoise: 0))

    @Test func theSameSeedMakesTheSameLifter() {
        var first = SimulatedLifter(persona: Self.persona, seed: 7)
        var second = SimulatedLifter(persona: Self.persona, seed: 7)
        var other = SimulatedLifter(persona: Self.persona, seed: 8)
        var sets: [[Int]] = [[], [], []]
        for day in 0..<40 {
            if day % 7 == 0 {
                first.startWeek(day: day)
                second.startWeek(day: day)
                other.startWeek(day: day)
            }
            first.trained(.squat, day: day)
            second.trained(.squat, day: day)
            other.trained(.squat, day: day)
            sets[0].append(first.perform(target: 8, capacity: 10, missChance: 0.3).done)
            sets[1].append(second.perform(target: 8, capacity: 10, missChance: 0.3).done)
            sets[2].append(other.perform(target: 8, capacity: 10, missChance: 0.3).done)
        }
        #expect(sets[0] == sets[1])
        #expect(first.patternMax == second.patternMax)
        #expect(sets[0] != sets[2] || first.patternMax != other.patternMax)
    }

    @Test func aTrainedPatternGrowsAndAnUntrainedOneFades() {
        var lifter = SimulatedLifter(persona: Self.persona, seed: 1)
        let squat = lifter.patternMax[.squat]!
        let press = lifter.patternMax[.verticalPush]!
        lifter.trained(.verticalPush, day: 0)
        for week in 0..<6 {
            lifter.trained(.squat, day: week * 7)
            lifter.startWeek(day: week * 7 + 7)
        }
        // A beginner gains about 2.5 % a week on a trained pattern: six weeks bring 5–25 %.
        #expect(lifter.patternMax[.squat]! > squat * 1.05)
        #expect(lifter.patternMax[.squat]! < squat * 1.25)
        // Pressed once on day 0, then six weeks off: it fades a little.
        #expect(lifter.patternMax[.verticalPush]! < press)
        #expect(lifter.patternMax[.verticalPush]! > press * 0.9)
    }

    @Test func repetitionsFromALoadFollowEpley() {
        // 100 kg for 10 reps to failure: 1RM = 100 × (1 + 10/30) ≈ 133.3.
        let oneRepMax = 100 * (1 + 10.0 / 30)
        #expect(SimulatedLifter.repsToFailure(oneRepMax: oneRepMax, weightKg: 100) == 10)
        #expect(SimulatedLifter.repsToFailure(oneRepMax: oneRepMax, weightKg: 110) == 6)
        #expect(SimulatedLifter.repsToFailure(oneRepMax: oneRepMax, weightKg: oneRepMax) == 1)
        #expect(SimulatedLifter.repsToFailure(oneRepMax: oneRepMax, weightKg: oneRepMax * 1.1) == 0)
        // The load for 8 reps with 2 in reserve is the load of a 10-rep max.
        #expect(abs(SimulatedLifter.load(oneRepMax: oneRepMax, reps: 8, reserve: 2) - 100) < 1e-9)
    }

    @Test func aSetStopsAtTheTargetOrAtFailureAndItsRPEIsTheRepsLeft() {
        var lifter = SimulatedLifter(persona: Self.persona, seed: 3)
        for _ in 0..<50 {
            let easy = lifter.perform(target: 8, capacity: 11, missChance: 0)
            #expect(easy.done == 8)
            #expect(abs(easy.rpe - 7) <= 0.5)
            let hard = lifter.perform(target: 8, capacity: 6, missChance: 0)
            #expect(hard.done == 6)
            #expect(hard.rpe >= 9.5)
        }
    }

    @Test func anExercisesMaxFollowsItsPatternAndEquipment() throws {
        let lifter = SimulatedLifter(persona: Self.persona, seed: 1)
        let catalog = TestProject.catalog
        let barbell = try #require(catalog.exercises.first { $0.pattern == .squat && $0.equipment.map(\.rawValue).contains("barbell") && $0.loadable })
        let dumbbell = try #require(catalog.exercises.first { $0.pattern == .squat && $0.equipment.map(\.rawValue) == ["dumbbell"] && $0.loadable })
        #expect(lifter.oneRepMax(of: dumbbell) < lifter.oneRepMax(of: barbell) * 0.5)
        #expect(lifter.oneRepMax(of: barbell) > 80 * 0.9)
    }
}
