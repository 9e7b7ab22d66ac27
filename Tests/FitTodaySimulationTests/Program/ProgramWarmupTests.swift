import FitTodayDomain
import FitTodayResources
import FitTodaySimulation
import FitTodayTestSupport
import Testing

/// Every warm-up ramp the seeded personas' plans carry: on a loaded main lift with a working weight, strictly
/// rising, every step below the working weight, and each step a weight the implement can make (the bar and a plate
/// set the same on each side, with the plates per side that make it; or a whole number of the implement's
/// increments).
@Suite("property: warm-up ramps")
struct ProgramWarmupTests {
    static let rules = TestProject.resources.config.sessions.warmup
    static let tolerance = 1e-6

    /// Whether `step` is loadable on `implement`, its plates per side included.
    static func loadable(_ step: WarmupStep, on implement: WarmupRules.Implement) -> Bool {
        guard let weightKg = step.weightKg else { return false }
        switch implement {
        case .bar(let bar):
            if abs(weightKg - bar) < tolerance { return step.perSide?.isEmpty ?? true }
            guard let perSide = step.perSide, let load = PlateLoad.loading(weightKg, barKg: bar, plates: rules.plates)
            else { return false }
            let made = bar + 2 * perSide.reduce(0, +)
            return abs(made - weightKg) < tolerance && perSide.allSatisfy(rules.plates.contains)
                && abs(load.perSide.reduce(0, +) - perSide.reduce(0, +)) < tolerance
        case .increment(let increment):
            let count = weightKg / increment
            return weightKg > 0 && abs(count - count.rounded()) < tolerance
        }
    }

    @Test("ramps rise strictly, stay below the working weight and are loadable", arguments: ProgramPersonas.all)
    func ramps(_ run: ProgramCase) async throws {
        let days = try await ProgramRuns.shared.days(run)
        for day in days {
            guard let plan = day.plan else { continue }
            for item in plan.exercises {
                guard let ramp = item.warmup else { continue }
                let name = "\(run.testDescription): \(day.label) \(item.exerciseId)"
                #expect(!ramp.isEmpty, "\(name): an empty warmup is left out, not []")
                #expect(item.mainLift && item.unit == .reps, "\(name): a ramp on a lift that is not a main lift in reps")
                #expect(ramp.allSatisfy { $0.reps > 0 }, "\(name): \(ramp)")
                guard let working = item.suggestedWeightKg else {
                    // No working weight yet: shares of the load the person picks, rising, below 1.
                    let shares = ramp.compactMap(\.share)
                    #expect(shares.count == ramp.count && ramp.allSatisfy { $0.weightKg == nil }, "\(name): \(ramp)")
                    #expect(zip(shares, shares.dropFirst()).allSatisfy { $0 < $1 } && shares.allSatisfy { $0 > 0 && $0 < 1 },
                            "\(name): \(shares)")
                    continue
                }
                let weights = ramp.compactMap(\.weightKg)
                #expect(weights.count == ramp.count, "\(name): \(ramp)")
                #expect(zip(weights, weights.dropFirst()).allSatisfy { $0 < $1 }, "\(name): \(weights) does not rise")
                // 0 kg: the movement without load, the one step lighter than a light implement allows.
                #expect(weights.allSatisfy { $0 >= 0 && $0 < working }, "\(name): \(weights) against \(working) kg")
                let implement = try #require(Self.rules.implement(for: item.loadEquipment), "\(name): \(item.loadEquipment)")
                for step in ramp where step.weightKg != 0 {
                    #expect(Self.loadable(step, on: implement), "\(name): \(step) on \(implement)")
                }
            }
        }
    }

    @Test("every loaded main lift in reps has the ramp to its final working weight", arguments: ProgramPersonas.all)
    func rampOnEveryMainLift(_ run: ProgramCase) async throws {
        for day in try await ProgramRuns.shared.days(run) {
            for item in day.plan?.exercises ?? [] where item.mainLift && item.unit == .reps {
                guard let working = item.suggestedWeightKg, let implement = Self.rules.implement(for: item.equipment)
                else { continue }
                let expected = Self.rules.ramp(to: working, on: implement)
                #expect(
                    (item.warmup ?? []) == expected,
                    "\(run.testDescription): \(day.label) \(item.exerciseId) at \(working) kg: ramp \(item.warmup ?? []), the rules make \(expected)")
            }
        }
    }

    @Test("every suggested load can be loaded: the bar and the plate set, or whole increments",
          arguments: ProgramPersonas.all)
    func suggestedLoadsAreLoadable(_ run: ProgramCase) async throws {
        for day in try await ProgramRuns.shared.days(run) {
            for item in day.plan?.exercises ?? [] {
                guard let working = item.suggestedWeightKg, let implement = Self.rules.implement(for: item.equipment)
                else { continue }
                let bare = WarmupStep(weightKg: working, reps: 1, perSide: nil)
                let plated = WarmupStep(weightKg: working, reps: 1, perSide: item.plates?.perSide)
                #expect(
                    Self.loadable(plated, on: implement) || Self.loadable(bare, on: implement) && item.plates == nil,
                    "\(run.testDescription): \(day.label) \(item.exerciseId) at \(working) kg: not loadable on \(implement)")
            }
        }
    }

    @Test("trained through the session: warm-ups logged as warm-up sets, outside the workout's volume",
          arguments: ProgramPersonas.all)
    func logged(_ run: ProgramCase) async throws {
        let days = try await ProgramRuns.shared.days(run)
        for day in days {
            // A session finished with every exercise skipped leaves the plan in history (nothing was performed).
            guard let plan = day.plan, let performed = day.performed, day.setsDone > 0 else { continue }
            let name = "\(run.testDescription): \(day.label)"
            let sets = performed.exercises.flatMap { $0.performed ?? [] }
            let working = sets.filter { $0.kind != .warmup }
            let volume = working.reduce(0.0) { $0 + ($1.weightKg ?? 0) * Double($1.reps ?? 0) }
            let logged = try #require(performed.performance, "\(name): no performance")
            #expect(abs(logged.volumeKg - volume) < 1e-6, "\(name): volume \(logged.volumeKg), working sets make \(volume)")
            for item in plan.exercises {
                guard let ramp = item.warmup, let done = performed.exercises.first(where: { $0.exerciseId == item.exerciseId })
                else { continue }
                let warmups = (done.performed ?? []).filter { $0.kind == .warmup }
                #expect(warmups.map(\.weightKg) == ramp.map(\.weightKg), "\(name) \(item.exerciseId): \(warmups)")
                #expect(done.sets == item.sets, "\(name) \(item.exerciseId): the prescription counts working sets")
            }
        }
    }

    @Test("over every case together: barbell and other ramps were seen")
    func coverage() async throws {
        var bars = 0
        var others = 0
        for run in ProgramPersonas.all {
            for item in try await ProgramRuns.shared.days(run).compactMap(\.plan).flatMap(\.exercises) where item.warmup != nil {
                if case .bar = Self.rules.implement(for: item.equipment) { bars += 1 } else { others += 1 }
            }
        }
        #expect(bars > 0 && others > 0, "bar ramps \(bars), other ramps \(others)")
    }
}
