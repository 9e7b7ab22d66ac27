import FitTodayDomain
import FitTodaySimulation
import FitTodayTestSupport
import Testing

/// Short simulations over levels × equipment profiles × seeds: no bodyweight move is left at the top of its range
/// for more than two exposures (deload and recovery exposures passed over), every plan with a loaded main lift has
/// a warm-up ramp on each of them, and every feasible plan stays ≥ 60 % new.
@Suite("progression properties over simulated weeks")
struct ProgressionPropertyTests {
    static let profiles = ["bodyweight", "minimal", "home-dumbbells", "home-kettlebell", "home-gym", "full-gym"]

    static func persona(level: Level, profile: String, goal: Goal) -> Persona {
        let (days, strength, reps) = switch level {
        case .beginner: (3, 0.8, 8)
        case .intermediate: (4, 1.3, 15)
        case .advanced: (5, 1.8, 25)
        }
        return Persona(
            name: "\(level.rawValue)-\(profile)", age: 35, level: level, goal: goal, profile: profile, minutes: 45,
            daysPerWeek: days, bodyWeightKg: 75, strength: strength, bodyweightReps: reps,
            life: .init(skipDay: 0.05, tiredDay: 0.15, badDay: 0.05, missSet: 0.05, skipExercise: 0.03, loadNoise: 0.1))
    }

    @Test("no move stuck at its top, a ramp on every loaded main lift, every feasible plan ≥ 60 % new",
          arguments: Level.allCases, [UInt64(1), 7])
    func properties(level: Level, seed: UInt64) async throws {
        let simulation = Simulation(resources: TestProject.resources, weeks: 6, seed: seed, asking: .everyDay)
        var unloadedExposures = 0
        for (index, profile) in Self.profiles.enumerated() {
            let goal: Goal = [.hypertrophy, .strength, .endurance][index % 3]
            let persona = Self.persona(level: level, profile: profile, goal: goal)
            let days = try await simulation.run(persona)
            let report = Metrics.report(persona, days: days, weeks: 6)
            let exposures = days.flatMap(\.exercises)
            unloadedExposures += exposures.count { !$0.loaded && !$0.skipped && !$0.done.isEmpty }
            #expect(report.stuckBodyweightMoves == 0, "\(persona.name) seed \(seed)")
            #expect(report.warmupPlans == nil || report.warmupPlans == report.plansWithLoadedMainLift,
                    "\(persona.name) seed \(seed): \(String(describing: report.warmupPlans))/\(report.plansWithLoadedMainLift)")
            #expect(report.feasiblePlansNew == report.feasiblePlans, "\(persona.name) seed \(seed)")
        }
        #expect(unloadedExposures > 0, "bodyweight work was trained")
    }
}
