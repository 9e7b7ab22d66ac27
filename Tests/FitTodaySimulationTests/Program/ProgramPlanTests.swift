import FitTodayDomain
import FitTodayResources
import FitTodayLocalization
import FitTodaySimulation
import FitTodayTestSupport
import Foundation
import Testing

/// What every plan of the seeded personas' runs carries: a `why` on each exercise that reads in both languages,
/// a `block` with its week inside the block, a deload for trained lifters within a block and a week, and the
/// variation floor (≥ 60 % new against the last three workouts) on every feasible plan.
@Suite("property: why, blocks, deloads and variation on every plan")
struct ProgramPlanTests {
    static let resources = TestProject.resources

    /// A reason's words in `language`: said (not empty) and not the raw code.
    static func rendered(_ reason: PrescriptionReason, _ language: Language) -> Bool {
        let words = Messages(language).why(reason)
        return !words.isEmpty && words != reason.rawValue && !words.contains(reason.rawValue)
    }

    @Test("every exercise of a training plan has a why, and every code reads in pt-BR and English",
          arguments: ProgramPersonas.all)
    func whyOnEveryExercise(_ run: ProgramCase) async throws {
        let days = try await ProgramRuns.shared.days(run)
        for day in days {
            guard let plan = day.plan else { continue }
            for item in plan.exercises {
                #expect(
                    !item.why.isEmpty,
                    "\(run.testDescription): \(day.label) \(plan.dayKind) day: \(item.exerciseId) has no why")
            }
            let codes = plan.exercises.flatMap(\.why) + (plan.day?.why ?? [])
            for code in codes {
                #expect(Self.rendered(code, .ptBR), "\(run.testDescription): \(day.label) \(code) not said in pt-BR")
                #expect(Self.rendered(code, .en), "\(run.testDescription): \(day.label) \(code) not said in English")
            }
            // The codes survive the plan's JSON (`why` is carried as codes).
            let decoded = try JSONDecoder().decode(WorkoutPlan.self, from: JSONEncoder().encode(plan))
            #expect(decoded.exercises.map(\.why) == plan.exercises.map(\.why), "\(run.testDescription): \(day.label)")
            #expect(decoded.day == plan.day, "\(run.testDescription): \(day.label)")
        }
    }

    @Test("every training plan has a block: number ≥ 1, 1 ≤ week ≤ weeks, numbers never go back",
          arguments: ProgramPersonas.all)
    func block(_ run: ProgramCase) async throws {
        let days = try await ProgramRuns.shared.days(run)
        var number = 1
        for day in days {
            guard let plan = day.plan, !plan.exercises.isEmpty else { continue }
            guard let block = plan.block else {
                Issue.record("\(run.testDescription): \(day.label) (\(plan.dayKind)) has no block")
                continue
            }
            #expect(block.number >= number, "\(run.testDescription): \(day.label) block \(block.number) after \(number)")
            #expect(block.week >= 1 && block.week <= block.weeks, "\(run.testDescription): \(day.label) \(block)")
            number = block.number
        }
    }

    @Test("a rest day's plan carries its block too (every plan has a block)", arguments: ProgramPersonas.all)
    func restDayBlock(_ run: ProgramCase) async throws {
        let days = try await ProgramRuns.shared.days(run)
        let missing = days.filter { $0.plan?.exercises.isEmpty == true && $0.plan?.block == nil }
        #expect(missing.isEmpty, "\(run.testDescription): rest days without a block: \(missing.map(\.label))")
    }

    @Test("a deload week's training plans are deload days whose exercises all say deloadWeek", arguments: ProgramPersonas.all)
    func deloadPlans(_ run: ProgramCase) async throws {
        let days = try await ProgramRuns.shared.days(run)
        for day in days {
            guard let plan = day.plan, !plan.exercises.isEmpty, plan.dayKind != .recovery else { continue }
            let deloadWeek = plan.block?.phase == .deload
            #expect(
                deloadWeek == (plan.dayKind == .deload),
                "\(run.testDescription): \(day.label) kind \(plan.dayKind) in a \(plan.block?.phase.rawValue ?? "nil") week")
            guard deloadWeek else { continue }
            for item in plan.exercises {
                #expect(item.why.contains(.deloadWeek), "\(run.testDescription): \(day.label) \(item.exerciseId) \(item.why)")
            }
        }
    }

    @Test("intermediate and advanced lifters get a deload within every block's length and a week",
          arguments: ProgramPersonas.all.filter { $0.persona.level != .beginner })
    func trainedLiftersDeload(_ run: ProgramCase) async throws {
        let days = try await ProgramRuns.shared.days(run)
        let limit = ProgramPersonas.blockWeeks(run.persona) + 1
        let deloads = Set(days.filter { $0.kind == .deload || $0.plan?.block?.phase == .deload }.map { $0.week + 1 }).sorted()
        #expect(!deloads.isEmpty, "\(run.testDescription): no deload in \(run.weeks) weeks")
        var previous = 0
        for week in deloads + [run.weeks + 1] {
            #expect(
                week - previous <= limit || week == run.weeks + 1 && run.weeks - previous < limit,
                "\(run.testDescription): deload weeks \(deloads): \(week - previous) weeks from week \(previous)")
            previous = week
        }
    }

    @Test("100 % of feasible plans are ≥ 60 % new against the last three workouts", arguments: ProgramPersonas.all)
    func variation(_ run: ProgramCase) async throws {
        let days = try await ProgramRuns.shared.days(run)
        let config = Self.resources.config.variation
        let validator = VariationValidator(threshold: config.threshold, window: config.window, catalog: Self.resources.catalog)
        for day in days {
            guard let plan = day.plan, !plan.exercises.isEmpty, !plan.generation.diversity.isInfeasible else { continue }
            let verdict = validator.evaluate(plan: plan.exerciseIds, history: day.recent)
            #expect(
                verdict.passes,
                "\(run.testDescription): \(day.label) \(Int(verdict.ratio * 100)) % new, repeats \(verdict.repeated)")
        }
    }

    @Test("the same persona and seed give byte-identical plans and the same days",
          arguments: [ProgramPersonas.all[1], ProgramPersonas.all[5], ProgramPersonas.all[9]])
    func sameSeedSameDays(_ run: ProgramCase) async throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        func bytes(_ days: [ProgramDay]) throws -> [Data] {
            try days.map { try encoder.encode(DayRecord(plan: $0.plan, trained: $0.trained, rating: $0.rating, performed: $0.performed)) }
        }
        let first = try await ProgramRun.run(run.persona, weeks: 2, seed: run.seed, resources: Self.resources)
        let second = try await ProgramRun.run(run.persona, weeks: 2, seed: run.seed, resources: Self.resources)
        let (a, b) = (try bytes(first), try bytes(second))
        #expect(a.count == b.count)
        for (index, pair) in zip(a, b).enumerated() {
            #expect(pair.0 == pair.1, "\(run.testDescription): day \(index) differs between two runs")
        }
        #expect(first.contains { $0.plan?.exercises.isEmpty == false })
    }

    struct DayRecord: Encodable {
        var plan: WorkoutPlan?
        var trained: Bool
        var rating: Int?
        var performed: WorkoutPlan?
    }
}
