import FitTodayDomain
import FitTodaySimulation
import FitTodayTestSupport
import Testing

@Suite struct SimulationRunTests {
    static let personas = [
        Persona(
            name: "beginner", age: 50, level: .beginner, goal: .hypertrophy, profile: "home-dumbbells", minutes: 40,
            daysPerWeek: 3, bodyWeightKg: 70, strength: 0.7, bodyweightReps: 8,
            life: .init(skipDay: 0.1, tiredDay: 0.15, badDay: 0.1, missSet: 0.05, skipExercise: 0.05, loadNoise: 0.1)),
        Persona(
            name: "advanced", age: 30, level: .advanced, goal: .strength, profile: "full-gym", minutes: 60,
            daysPerWeek: 5, bodyWeightKg: 85, strength: 1.8, bodyweightReps: 25,
            life: .init(skipDay: 0.05, tiredDay: 0.1, badDay: 0.05, missSet: 0.05, skipExercise: 0.02, loadNoise: 0.1)),
    ]

    @Test func twoWeeksOfTwoPersonasRunAndReport() async throws {
        let simulation = Simulation(resources: TestProject.resources, weeks: 2, seed: 1)
        var reports: [PersonReport] = []
        for persona in Self.personas {
            let days = try await simulation.run(persona)
            #expect(days.count == 14)
            let trained = days.filter(\.trained)
            #expect(!trained.isEmpty)
            // Every trained day logged working sets, and loaded work got a load from the lifter.
            for day in trained {
                #expect(day.rating != nil)
                for item in day.exercises where !item.skipped {
                    #expect(!item.done.isEmpty)
                    if item.loaded { #expect(item.usedKg != nil) }
                }
            }
            // The second week has suggested loads from the first week's sets (full gym: loaded main lifts).
            if persona.profile == "full-gym" {
                #expect(days.filter { $0.week == 1 }.flatMap(\.exercises).contains { $0.suggestedKg != nil })
            }
            reports.append(Metrics.report(persona, days: days, weeks: 2))
        }
        #expect(reports.map(\.name) == ["beginner", "advanced"])
        #expect(reports.allSatisfy { $0.longestRun >= 1 && $0.trainedDaysPerWeek > 0 })
        let table = ReportTable.markdown(reports)
        #expect(table.contains("| beginner |"))
        #expect(table.contains("| advanced |"))
    }

    @Test func theSameSeedGivesTheSameDays() async throws {
        let simulation = Simulation(resources: TestProject.resources, weeks: 1, seed: 5)
        let first = try await simulation.run(Self.personas[1])
        let second = try await simulation.run(Self.personas[1])
        #expect(first == second)
    }
}

@Suite struct SimulationAskingTests {
    @Test func thePersonAsksDailyAndTheProgramSaysWhenToRest() async throws {
        let persona = SimulationRunTests.personas[0]
        #expect(persona.scheduledWeekdays == [0, 2, 4])
        let simulation = Simulation(resources: TestProject.resources, weeks: 2, seed: 2)
        let days = try await simulation.run(persona)
        // Asked every day the person's life did not skip; rest days came from the program, within the schedule.
        #expect(days.contains { $0.asked && $0.kind == "rest" })
        // Training days (a recovery day, light work on a day advised against training, counts toward no week:
        // docs/generation.md, "day").
        for week in 0..<2 {
            let training = days.filter { $0.week == week && $0.trained && $0.kind != "recovery" }
            #expect(training.count <= persona.daysPerWeek)
        }
        var onTheirDays = simulation
        onTheirDays.asking = .schedule
        let scheduled = try await onTheirDays.run(persona)
        #expect(scheduled.filter(\.asked).allSatisfy { persona.scheduledWeekdays.contains($0.day % 7) })
        var anyway = simulation
        anyway.asking = .everyDay
        let daily = try await anyway.run(persona)
        #expect(daily.filter(\.asked).allSatisfy { $0.kind != "rest" })
        #expect(daily.filter(\.trained).count > days.filter(\.trained).count)
    }
}
