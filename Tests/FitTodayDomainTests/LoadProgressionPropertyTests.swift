import FitTodayDomain
import FitTodayResources
import Foundation
import Testing

/// A lifter who follows the suggested loads over many exposures: strength grows (or stalls), reps vary with noise,
/// sessions are sometimes rated bad or logged with an RPE. The rules must hold whatever happens.
@Suite("load progression over simulated exposures (seeded)")
struct LoadProgressionPropertyTests {
    let progression = Fixtures.resources.config.sessions.progression

    struct Case: Sendable, CustomStringConvertible {
        var id: String
        var start: Double
        var strength: Double
        var range: RepRange
        var description: String { id }
    }

    static let cases = [
        Case(id: "barbell-bench-press", start: 60, strength: 85, range: RepRange(min: 6, max: 10)),
        Case(id: "barbell-back-squat", start: 100, strength: 140, range: RepRange(min: 4, max: 8)),
        Case(id: "kettlebell-floor-press", start: 16, strength: 30, range: RepRange(min: 8, max: 12)),
        Case(id: "dumbbell-bench-press", start: 12, strength: 36, range: RepRange(min: 8, max: 12)),
        Case(id: "lat-pulldown", start: 40, strength: 70, range: RepRange(min: 8, max: 12)),
    ]

    /// One run of `exposures` for `item`: each step's base load, suggestion and the log it came from.
    func run(_ item: Case, seed: UInt64, advanced: Bool, exposures: Int = 40)
        -> [(base: Double, last: LoggedExercise, next: LoadSuggestion)]
    {
        var random = SeededGenerator(seed: seed)
        let exercise = Fixtures.catalog.exercise(id: item.id)!
        let step = progression.step(for: exercise.equipment)!
        let micro = advanced ? progression.microStep(for: exercise.equipment) : nil
        let composed = PlannedExercise(
            exercise, prescription: TrainingRules.Prescription(sets: 3, target: item.range, restSeconds: 90,
                                                               effort: Effort(rir: 2)), language: .ptBR)
        var planned = composed
        planned.suggestedWeightKg = item.start
        var oneRepMax = item.strength
        var steps: [(Double, LoggedExercise, LoadSuggestion)] = []
        let at = Date(timeIntervalSince1970: 1_795_000_000)
        for exposure in 0..<exposures {
            oneRepMax *= 1 + Double.random(in: -0.01...0.02, using: &random)
            let load = planned.suggestedWeightKg!
            let failure = Int(((oneRepMax / load - 1) * 30).rounded(.down))
            let logsRPE = Bool.random(using: &random)
            var sets: [PerformedSet] = []
            for set in 0..<planned.sets {
                let reps = max(0, min(planned.target.max, failure - 2 - set / 2 + Int.random(in: -1...1, using: &random)))
                let rpe = logsRPE ? min(10, max(5, Double(10 - max(0, failure - reps)))) : nil
                sets.append(PerformedSet(kind: .normal, reps: reps, seconds: nil, weightKg: load, rpe: rpe, completedAt: at))
            }
            planned.performed = sets
            let rating = Int.random(in: 1...5, using: &random)
            let log = LoggedExercise(date: CalendarDay(dayNumber: 20_000 + exposure * 3), exercise: planned, rating: rating)
            let next = progression.suggest(today: composed, last: log, step: step, microStep: micro, energy: .normal)!
            steps.append((load, log, next))
            planned = composed
            planned.suggestedWeightKg = next.weightKg
            if let target = next.target { planned.target = target }
            if let count = next.sets { planned.sets = count }
        }
        return steps
    }

    @Test("no jump of more than one step, none without the reps or the effort to spare; no back-off over 15 %",
          arguments: cases)
    func steps(_ item: Case) {
        let exercise = Fixtures.catalog.exercise(id: item.id)!
        let step = progression.step(for: exercise.equipment)!
        for seed in UInt64(1)...40 {
            for advanced in [false, true] {
                for (base, last, next) in run(item, seed: seed, advanced: advanced) {
                    let reps = last.exercise.performed!.compactMap(\.reps)
                    let atTop = reps.allSatisfy { $0 >= last.exercise.target.max }
                    let rpes = last.exercise.performed!.compactMap(\.rpe)
                    let effort = rpes.isEmpty ? nil : rpes.reduce(0, +) / Double(rpes.count)
                    let targetRPE = Double(10 - (last.exercise.effort?.rir ?? progression.defaultRIR))
                    // More than a step only with every set at the top and two RPE points to spare, by maxRiseShare.
                    let wellUnder = atTop && effort.map { $0 <= targetRPE - progression.rpeTolerance - 1 } == true
                    let ceiling = wellUnder ? max(base + step, base * (1 + progression.maxRiseShare)) : base + step
                    #expect(next.weightKg <= ceiling + 1e-9, "\(item) seed \(seed)")
                    // No back-off deeper than 15 %, or than one step where the implement has nothing closer.
                    #expect(next.weightKg >= min(base * (1 - progression.maxBackOff), base - step) - 1e-9,
                            "\(item) seed \(seed)")
                    if next.weightKg > base {
                        let rpeSpare = effort.map { $0 < targetRPE - progression.rpeTolerance } ?? false
                        let middle = (last.exercise.target.min + last.exercise.target.max + 1) / 2
                        let earned = atTop || rpeSpare || (advanced && reps.allSatisfy { $0 >= middle })
                        #expect(earned, "\(item) seed \(seed): up from \(base) after \(reps)")
                    }
                    if let rpe = last.exercise.performed!.compactMap(\.rpe).max(), rpe > 9 {
                        #expect(next.weightKg <= base, "RPE over target went up: \(item) seed \(seed)")
                    }
                    let badRating = (last.rating ?? 5) <= progression.badDayRating
                    if badRating, reps.allSatisfy({ $0 >= last.exercise.target.max }) {
                        #expect(next.weightKg == base, "a bad rating cut a lift done at the top: \(item) seed \(seed)")
                    }
                }
            }
        }
    }

    @Test("no A→B→A→B oscillation of the suggested load", arguments: cases)
    func noOscillation(_ item: Case) {
        for seed in UInt64(1)...40 {
            let loads = run(item, seed: seed, advanced: false).map(\.next.weightKg)
            for index in 0..<(loads.count - 3) {
                let (a, b) = (loads[index], loads[index + 1])
                #expect(!(a != b && loads[index + 2] == a && loads[index + 3] == b),
                        "\(item) seed \(seed): \(loads[index...index + 3])")
            }
        }
    }

    @Test("every suggestion is loadable: a multiple of the equipment's step (or the smallest plate pair)",
          arguments: cases)
    func loadable(_ item: Case) {
        let exercise = Fixtures.catalog.exercise(id: item.id)!
        let step = progression.microStep(for: exercise.equipment) ?? progression.step(for: exercise.equipment)!
        for seed in UInt64(1)...20 {
            for (_, _, next) in run(item, seed: seed, advanced: true) {
                let steps = next.weightKg / step
                #expect(abs(steps - steps.rounded()) < 1e-6, "\(item) seed \(seed): \(next.weightKg)")
            }
        }
    }
}
