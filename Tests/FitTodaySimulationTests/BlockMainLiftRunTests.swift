import FitTodayDomain
import FitTodaySimulation
import FitTodayTestSupport
import Testing

/// Short simulations through `DayPlan.produce` (schedule, skips, tired and bad days, logged sets): main lifts stay
/// put inside a block and every feasible plan is ≥ 60 % new.
@Suite struct BlockMainLiftRunTests {
    @Test(arguments: [UInt64(1), 2])
    func mainLiftsStayInsideABlockAndPlansStayNew(seed: UInt64) async throws {
        let simulation = Simulation(resources: TestProject.resources, weeks: 8, seed: seed)
        for persona in SimulationRunTests.personas {
            let days = try await simulation.run(persona)
            let report = Metrics.report(persona, days: days, weeks: 8)
            // A main lift skipped at its first exposure leaves no trace to keep: at most one change.
            #expect(report.mainLiftChanges <= 1, "\(persona.name): \(report.mainLiftChanges)")
            #expect(report.feasiblePlansNew == report.feasiblePlans)
            // Per block and pattern, one main lift (by the days the plans carry).
            var lifts: [String: Set<String>] = [:]
            for day in days where day.trained {
                for item in day.exercises where item.mainLift && !item.skipped {
                    lifts["\(day.block?.number ?? 0) \(item.pattern)", default: []].insert(item.exerciseId)
                }
            }
            #expect(lifts.values.filter { $0.count > 1 }.count <= 1, "\(persona.name): \(lifts)")
        }
    }
}
