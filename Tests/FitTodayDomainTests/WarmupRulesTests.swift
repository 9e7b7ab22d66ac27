import FitTodayDomain
import FitTodayResources
import Foundation
import Testing

@Suite("warm-up ramps and plates per side")
struct WarmupRulesTests {
    let rules = Fixtures.resources.config.sessions.warmup

    /// Every working weight from 0.5 kg to 300 kg in half-kilogram steps, on every implement of the configuration.
    var cases: [(working: Double, implement: WarmupRules.Implement)] {
        let implements = rules.bars.keys.sorted().map { WarmupRules.Implement.bar(rules.bars[$0]!) }
            + rules.increments.keys.sorted().map { WarmupRules.Implement.increment(rules.increments[$0]!) }
        return implements.flatMap { implement in (1...600).map { (Double($0) / 2, implement) } }
    }

    static func whole(_ value: Double, of unit: Double) -> Bool {
        abs(value / unit - (value / unit).rounded()) < 1e-9
    }

    @Test("every ramp rises strictly, stays strictly below the working weight and is loadable on its implement")
    func rampProperties() {
        let smallestPlate = rules.plates.min()!
        for (working, implement) in cases {
            let full = rules.ramp(to: working, on: implement)
            #expect(!full.isEmpty, "every working weight gets at least one warm-up set: \(working) \(implement)")
            #expect(full.allSatisfy { $0.share == nil && $0.weightKg != nil })
            let weights = full.compactMap(\.weightKg)
            #expect(zip(weights, weights.dropFirst()).allSatisfy { $0 < $1 }, "\(working) \(implement): \(weights)")
            #expect(weights.allSatisfy { $0 >= 0 && $0 < working }, "\(working) \(implement): \(weights)")
            #expect(full.allSatisfy { $0.reps >= 1 })
            // The movement without load only when nothing the implement loads is lighter than the working weight.
            let ramp = full.filter { $0.weightKg! > 0 }
            #expect(ramp.count == full.count || full.count == 1, "\(working) \(implement): \(weights)")
            switch implement {
            case .bar(let bar):
                if ramp.isEmpty { #expect(working < bar + 2 * smallestPlate + 1e-9, "\(working): only unloaded") }
                if let first = ramp.first {
                    #expect(first.weightKg == bar && first.perSide == [] && first.reps == rules.emptyBarReps)
                }
                for step in ramp {
                    let weight = step.weightKg!
                    #expect(Self.whole(weight - bar, of: 2 * smallestPlate), "\(working): \(step)")
                    let perSide = try! #require(step.perSide)
                    #expect(abs(perSide.reduce(0, +) - (weight - bar) / 2) < 1e-9, "\(working): \(step)")
                    #expect(perSide == perSide.sorted(by: >) && perSide.allSatisfy(rules.plates.contains))
                }
            case .increment(let increment):
                #expect(ramp.allSatisfy { Self.whole($0.weightKg!, of: increment) && $0.perSide == nil },
                        "\(working) \(implement): \(weights)")
                if ramp.isEmpty { #expect(working < 2 * increment - 1e-9, "\(working) \(implement): only unloaded") }
            }
        }
    }

    @Test("a heavy barbell gets the whole ramp: the bar × 8, then about 50, 70 and 85 %")
    func fullRamp() {
        let ramp = rules.ramp(to: 100, on: .bar(20))
        #expect(ramp == [
            WarmupStep(weightKg: 20, reps: 8, perSide: []), WarmupStep(weightKg: 50, reps: 5, perSide: [15]),
            WarmupStep(weightKg: 70, reps: 3, perSide: [25]), WarmupStep(weightKg: 85, reps: 2, perSide: [25, 5, 2.5]),
        ])
    }

    @Test("lighter working weights get fewer steps; at the bar or the lightest dumbbell, the movement without load")
    func fewerStepsWhenLight() {
        let counts = [20.0, 25, 40, 60, 100, 180].map { rules.ramp(to: $0, on: .bar(20)).count }
        #expect(counts == counts.sorted(), "\(counts)")
        #expect(counts.first == 1 && counts.last == 4, "\(counts)")
        let unloaded = WarmupStep(weightKg: 0, reps: rules.emptyBarReps)
        #expect(rules.ramp(to: 20, on: .bar(20)) == [unloaded], "the bar is the working weight")
        #expect(rules.ramp(to: 2, on: .increment(2)) == [unloaded], "nothing lighter than the lightest dumbbell")
        #expect(rules.ramp(to: 4, on: .increment(4)) == [unloaded], "the lightest kettlebell")
        #expect(rules.ramp(to: 4, on: .increment(2)) == [WarmupStep(weightKg: 2, reps: 2)], "a 2 kg step under 4 kg")
        #expect(rules.ramp(to: 8, on: .increment(4)) == [WarmupStep(weightKg: 4, reps: 2)], "a 4 kg bell under 8 kg")
        #expect(rules.ramp(to: 10, on: .increment(2)).count < rules.ramp(to: 40, on: .increment(2)).count)
    }

    @Test("a working weight not known yet gets the ramp in shares of the weight the person picks")
    func shareRamp() throws {
        #expect(rules.shareRamp.map(\.share) == [0.5, 0.7, 0.85] && rules.shareRamp.map(\.reps) == [8, 5, 3])
        for id in ["barbell-back-squat", "dumbbell-bench-press", "kettlebell-goblet-squat", "lat-pulldown"] {
            let exercise = try #require(Fixtures.catalog.exercise(id: id))
            let prescription = TrainingRules.Prescription(sets: 3, target: RepRange(min: 6, max: 8), restSeconds: 120)
            let first = PlannedExercise(exercise, prescription: prescription, language: .ptBR, mainLift: true)
            let plan = WorkoutPlan(
                id: "p", date: Fixtures.day, title: "t", focus: ["push"], estimatedMinutes: 40, exercises: [first],
                generation: GenerationInfo(
                    source: .local, seed: 1,
                    diversity: VariationVerdict(ratio: 1, threshold: 0.6, repeated: [], bestAchievable: 1)))
            let ramp = try #require(rules.apply(to: plan).exercises[0].warmup, "\(id)")
            #expect(ramp == [.share(0.5, reps: 8), .share(0.7, reps: 5), .share(0.85, reps: 3)], "\(id)")
            let shares = ramp.compactMap(\.share)
            #expect(zip(shares, shares.dropFirst()).allSatisfy { $0 < $1 } && shares.allSatisfy { $0 > 0 && $0 < 1 })
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let text = String(decoding: try encoder.encode(ramp[0]), as: UTF8.self)
            #expect(text == #"{"reps":8,"share":0.5}"#, "no weightKg in a share step: \(text)")
        }
    }

    @Test("plates per side come from the heaviest down and add up to (load − bar) / 2 exactly, or there are none")
    func platesPerSide() {
        for tenths in 0...3_000 {
            let load = Double(tenths) / 10
            guard let plates = PlateLoad.loading(load, barKg: 20, plates: rules.plates) else {
                #expect(load < 20 || !Self.whole(load - 20, of: 2.5), "\(load) kg should be loadable")
                continue
            }
            #expect(plates.barKg == 20)
            #expect(abs(plates.perSide.reduce(0, +) - (load - 20) / 2) < 1e-9, "\(load): \(plates.perSide)")
            #expect(plates.perSide == plates.perSide.sorted(by: >))
        }
        #expect(PlateLoad.loading(142.5, barKg: 20, plates: rules.plates)?.perSide == [25, 25, 10, 1.25])
        #expect(PlateLoad.loading(20, barKg: 20, plates: rules.plates)?.perSide == [])
        #expect(PlateLoad.loading(15, barKg: 20, plates: rules.plates) == nil)
    }

    @Test("the plan: a ramp on loaded main lifts in repetitions, plates on barbell loads, nothing elsewhere")
    func planApply() throws {
        let bench = Fixtures.catalog.exercise(id: "barbell-bench-press")!
        let prescription = TrainingRules.Prescription(sets: 3, target: RepRange(min: 6, max: 8), restSeconds: 120)
        var main = PlannedExercise(bench, prescription: prescription, language: .ptBR, mainLift: true)
        main.suggestedWeightKg = 80
        var accessory = PlannedExercise(bench, prescription: prescription, language: .ptBR)
        accessory.suggestedWeightKg = 61
        let unloaded = PlannedExercise(bench, prescription: prescription, language: .ptBR, mainLift: true)
        let plan = WorkoutPlan(
            id: "p", date: Fixtures.day, title: "t", focus: ["push"], estimatedMinutes: 40,
            exercises: [main, accessory, unloaded],
            generation: GenerationInfo(
                source: .local, seed: 1, diversity: VariationVerdict(ratio: 1, threshold: 0.6, repeated: [], bestAchievable: 1)))
        let result = rules.apply(to: plan)
        #expect(result.exercises[0].warmup == rules.ramp(to: 80, on: .bar(20)))
        #expect(result.exercises[0].plates == PlateLoad(barKg: 20, perSide: [25, 5]))
        #expect(result.exercises[1].warmup == nil, "not a main lift")
        #expect(result.exercises[1].plates == nil, "61 kg cannot be loaded with pairs of plates")
        #expect(result.exercises[2].warmup == rules.shareRamp.map { .share($0.share, reps: $0.reps) },
                "no suggested load yet: shares of the weight the person picks")
        #expect(result.exercises[2].plates == nil, "no suggested load")

        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let unchanged = rules.apply(to: WorkoutPlan(
            id: "p", date: Fixtures.day, title: "t", focus: ["push"], estimatedMinutes: 40, exercises: [accessory],
            generation: plan.generation))
        let text = String(decoding: try encoder.encode(unchanged), as: UTF8.self)
        #expect(!text.contains("warmup") && !text.contains("plates"), "absent fields are omitted: \(text)")
        let back = try JSONDecoder().decode(WorkoutPlan.self, from: try encoder.encode(result))
        #expect(back.exercises.map(\.warmup) == result.exercises.map(\.warmup))
        #expect(back.exercises.map(\.plates) == result.exercises.map(\.plates))
    }
}
