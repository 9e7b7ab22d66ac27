import FitTodayDomain
import FitTodayResources
import FitTodaySimulation
import FitTodayTestSupport
import Testing

/// How loads and lifts move over the seeded personas' runs, exercise by exercise (the coach's rules of issue 23,
/// judged with the simulation's own `Metrics`): no back-off deeper than 15 % in one step outside deloads, no jump of
/// more than one step without every set at the top, no A→B→A→B oscillation, no bodyweight move left at the top of
/// its range for more than two exposures; main lifts kept within a block and rotated at its start, a rotated loaded
/// lift starting with a suggested load.
@Suite("property: loads, ladders and main lifts over weeks")
struct ProgramProgressionTests {
    /// Each exercise's exposures in order, with the day of each.
    static func byExercise(_ days: [ProgramDay]) -> [String: [(day: ProgramDay, item: Exposure)]] {
        var result: [String: [(day: ProgramDay, item: Exposure)]] = [:]
        for day in days where day.record.plannedTraining {
            for item in day.record.exercises { result[item.exerciseId, default: []].append((day, item)) }
        }
        return result
    }

    /// Consecutive trained exposures of each loaded exercise (as `Metrics` pairs them).
    static func pairs(_ days: [ProgramDay]) -> [(ProgramDay, Exposure, ProgramDay, Exposure)] {
        byExercise(days).sorted { $0.key < $1.key }.flatMap { _, list in
            let done = list.filter { $0.item.loaded && !$0.item.skipped && !$0.item.done.isEmpty }
            return zip(done, done.dropFirst()).map { ($0.day, $0.item, $1.day, $1.item) }
        }
    }

    static func describe(_ item: Exposure) -> String {
        "\(item.suggestedKg.map { "\($0) kg" } ?? "no load") \(item.sets)×\(item.targetMin)–\(item.targetMax) RIR \(item.reserve ?? -1)"
            + " used \(item.usedKg.map { "\($0)" } ?? "-") done \(item.done)"
    }

    @Test("no suggested load more than 15 % under the last outside a deload week", arguments: ProgramPersonas.all)
    func backOffs(_ run: ProgramCase) async throws {
        for (before, last, after, next) in Self.pairs(try await ProgramRuns.shared.days(run))
        where Metrics.deepBackOffs([last, next]) > 0 {
            Issue.record(
                "\(run.testDescription): \(next.exerciseId) \(before.label) \(Self.describe(last)) → \(after.label) \(Self.describe(next))")
        }
    }

    @Test("no suggested load more than one step over the last without every set at the top", arguments: ProgramPersonas.all)
    func jumps(_ run: ProgramCase) async throws {
        for (before, last, after, next) in Self.pairs(try await ProgramRuns.shared.days(run))
        where Metrics.unjustifiedJumps([last, next]) > 0 {
            Issue.record(
                "\(run.testDescription): \(next.exerciseId) \(before.label) \(Self.describe(last)) → \(after.label) \(Self.describe(next))")
        }
    }

    @Test("no load swings A→B→A→B", arguments: ProgramPersonas.all)
    func oscillations(_ run: ProgramCase) async throws {
        for (id, list) in Self.byExercise(try await ProgramRuns.shared.days(run)) {
            let loaded = list.filter { $0.item.suggestedKg != nil }
            guard loaded.count >= 4 else { continue }
            for start in 0...(loaded.count - 4) where Metrics.oscillations(loaded[start..<start + 4].map(\.item)) > 0 {
                let window = loaded[start..<start + 4].map { "\($0.day.label) \(Self.describe($0.item)) \($0.item.why ?? [])" }
                Issue.record("\(run.testDescription): \(id) swings: \(window)")
            }
        }
    }

    @Test("no bodyweight move left at the top of its range for more than two exposures",
          .disabled("bodyweight ladders (branch bw) fail it today: enable after merging"), arguments: ProgramPersonas.all)
    func bodyweightLadders(_ run: ProgramCase) async throws {
        for (id, list) in Self.byExercise(try await ProgramRuns.shared.days(run))
        where Metrics.stuckBodyweightMoves(list.map(\.item)) > 0 {
            let seen = list.filter { !$0.item.skipped && !$0.item.done.isEmpty }.map { "\($0.day.label) \(Self.describe($0.item))" }
            Issue.record("\(run.testDescription): \(id) stuck at the top: \(seen)")
        }
    }

    @Test("keptForProgression names a main lift done before", arguments: ProgramPersonas.all)
    func kept(_ run: ProgramCase) async throws {
        var seen = Set<String>()
        for day in try await ProgramRuns.shared.days(run) {
            guard let plan = day.plan else { continue }
            for item in plan.exercises where item.why.contains(.keptForProgression) {
                #expect(
                    item.mainLift && seen.contains(item.exerciseId),
                    "\(run.testDescription): \(day.label) \(item.exerciseId) kept, never done before: \(item.why)")
            }
            seen.formUnion(plan.exerciseIds)
        }
    }

    @Test("newBlock names a main lift rotated in at a new block, not one the last block had",
          .disabled(
              """
              ladders (branch bw: a harder or easier variant is tagged newBlock in block 1) and main-lift rotation \
              (branch lifts) fail it today: enable after merging
              """),
          arguments: ProgramPersonas.all)
    func rotated(_ run: ProgramCase) async throws {
        var mainByBlock: [Int: Set<String>] = [:]
        for day in try await ProgramRuns.shared.days(run) {
            guard let plan = day.plan, !plan.exercises.isEmpty else { continue }
            let number = plan.block?.number ?? 0
            for item in plan.exercises where item.why.contains(.newBlock) {
                let name = "\(run.testDescription): \(day.label) \(item.exerciseId)"
                #expect(item.mainLift && number >= 2, "\(name) newBlock in block \(number): \(item.why)")
                #expect(
                    !(mainByBlock[number - 1] ?? []).contains(item.exerciseId),
                    "\(name) rotated in, but it was a main lift of block \(number - 1)")
            }
            mainByBlock[number, default: []].formUnion(plan.exercises.filter(\.mainLift).map(\.exerciseId))
        }
    }

    @Test("a trained lifter with a full gym who reaches a second block has a main lift rotated in (endurance has none)",
          arguments: ProgramPersonas.all.filter {
              $0.persona.level != .beginner && $0.persona.goal != .endurance
                  && ["full-gym", "home-gym"].contains($0.persona.profile)
          })
    func rotationHappens(_ run: ProgramCase) async throws {
        let days = try await ProgramRuns.shared.days(run)
        let second = days.compactMap(\.plan).filter { ($0.block?.number ?? 0) >= 2 && $0.dayKind == .training }
        guard !second.isEmpty else { return }
        #expect(
            second.contains { $0.exercises.contains { $0.why.contains(.newBlock) } },
            "\(run.testDescription): \(second.count) training days in block 2, no main lift rotated in")
    }

    @Test("a loaded main lift rotated in for a new block starts with a suggested load",

          arguments: ProgramPersonas.all.filter { $0.persona.level != .beginner })
    func rotatedLiftsHaveALoad(_ run: ProgramCase) async throws {
        for day in try await ProgramRuns.shared.days(run) where day.record.plannedTraining {
            guard let plan = day.plan else { continue }
            for (item, exposure) in zip(plan.exercises, day.record.exercises)
            where item.why.contains(.newBlock) && exposure.loaded && item.suggestedWeightKg == nil {
                Issue.record("\(run.testDescription): \(day.label) \(item.exerciseId) rotated in without a load")
            }
        }
    }

    @Test("within a block, a focus's next day keeps at least one of its main lifts",
          .disabled(
              "main-lift rotation (branch lifts) fails it today: main lifts alternate A,B → C,D → A,B; enable after merging"),
          arguments: ProgramPersonas.all)
    func mainLiftsKeptInABlock(_ run: ProgramCase) async throws {
        var last: [String: (ProgramDay, Set<String>)] = [:]
        for day in try await ProgramRuns.shared.days(run) {
            guard let plan = day.plan, plan.dayKind == .training || plan.dayKind == .deload, let block = plan.block else {
                continue
            }
            let key = "\(block.number)/" + plan.focus.joined(separator: ",")
            let main = Set(plan.exercises.filter(\.mainLift).map(\.exerciseId))
            if let (before, earlier) = last[key], !earlier.isEmpty, !main.isEmpty {
                #expect(
                    !earlier.isDisjoint(with: main),
                    """
                    \(run.testDescription): block \(block.number) \(plan.focus) \(before.label) \(earlier.sorted()) \
                    → \(day.label) \(main.sorted())
                    """)
            }
            last[key] = (day, main)
        }
    }
}
