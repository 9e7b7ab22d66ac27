extension BodyweightLadder {
    /// A plan with its doses for work without external load, and why each changed (nil: untouched).
    public struct Outcome: Sendable, Equatable {
        public var plan: WorkoutPlan
        /// Parallel to `plan.exercises`.
        public var reasons: [Reason?]
    }

    /// What `apply` reads besides the plan: the catalog and its ladders, the person's equipment, the language of
    /// names, the recent workouts the variation floor compares with, and the day's check-in.
    public struct Context: Sendable {
        public var catalog: CatalogIndex
        public var ladders: ExerciseLadders
        public var equipment: EquipmentSet
        public var language: Language
        /// Earlier workouts' exercise ids, oldest first.
        public var history: [[String]]
        public var validator: VariationValidator
        public var energy: Energy

        public init(
            catalog: CatalogIndex, ladders: ExerciseLadders, equipment: EquipmentSet, language: Language,
            history: [[String]], validator: VariationValidator, energy: Energy = .normal
        ) {
            self.catalog = catalog
            self.ladders = ladders
            self.equipment = equipment
            self.language = language
            self.history = history
            self.validator = validator
            self.energy = energy
        }
    }

    /// Runs after the load progression, on the exercises that take no external load and were logged before: each
    /// gets `next`'s dose. A harder or easier variant replaces the exercise only when the person has its equipment,
    /// it is not already in the plan, and the plan stays as new as the variation floor asks (or no less new than it
    /// was); otherwise the dose grows in place. A plan with no logged bodyweight work comes back unchanged.
    public func apply(to plan: WorkoutPlan, logs: [String: LoggedExercise], context: Context) -> Outcome {
        var plan = plan
        var reasons = [Reason?](repeating: nil, count: plan.exercises.count)
        for index in plan.exercises.indices {
            let item = plan.exercises[index]
            guard let log = logs[item.exerciseId], let exercise = context.catalog.exercise(id: item.exerciseId),
                  !exercise.loadable
            else { continue }
            var chosen: [Move: Exercise] = [:]
            let dose = next(
                sets: item.sets, range: item.target, unit: item.unit, last: log.exercise, cap: exercise.maxReps,
                energy: context.energy
            ) { move in
                guard let variant = variant(move, of: exercise.id, at: index, in: plan, context: context) else {
                    return false
                }
                chosen[move] = variant
                return true
            }
            guard let dose else { continue }
            reasons[index] = dose.reason
            let move: Move? = switch dose.reason {
            case .harderVariant: .harder
            case .easierVariant: .easier
            default: nil
            }
            if let move, let variant = chosen[move] {
                plan.exercises[index] = replacement(item, by: variant, dose: dose, language: context.language)
                let verdict = context.validator.evaluate(plan: plan.exerciseIds, history: context.history)
                plan.generation.diversity.ratio = verdict.ratio
                plan.generation.diversity.repeated = verdict.repeated
                plan.generation.diversity.bestAchievable = max(plan.generation.diversity.bestAchievable, verdict.ratio)
            } else {
                let cap = exercise.maxReps ?? Int.max
                plan.exercises[index].sets = dose.sets
                plan.exercises[index].target = RepRange(min: min(dose.target.min, cap), max: min(dose.target.max, cap))
            }
        }
        return Outcome(plan: plan, reasons: reasons)
    }

    /// The variant `move` leads to, when the person may take it in this plan today.
    func variant(_ move: Move, of id: String, at index: Int, in plan: WorkoutPlan, context: Context) -> Exercise? {
        let ladders = context.ladders
        guard let variantId = move == .harder ? ladders.harder(than: id) : ladders.easier(than: id),
              let variant = context.catalog.exercise(id: variantId),
              variant.equipment.allSatisfy(context.equipment.contains),
              !plan.exerciseIds.contains(variantId)
        else { return nil }
        var ids = plan.exerciseIds
        let before = context.validator.evaluate(plan: ids, history: context.history)
        ids[index] = variantId
        let after = context.validator.evaluate(plan: ids, history: context.history)
        return after.passes || after.ratio >= before.ratio ? variant : nil
    }

    /// The variant in the place of `item`, with the dose (capped by the variant's own per-set cap).
    func replacement(_ item: PlannedExercise, by variant: Exercise, dose: Dose, language: Language) -> PlannedExercise {
        let cap = variant.maxReps ?? Int.max
        let target = RepRange(min: min(dose.target.min, cap), max: min(dose.target.max, cap))
        let prescription = TrainingRules.Prescription(
            sets: dose.sets, target: target, unit: variant.unit, perSide: variant.perSide,
            restSeconds: item.restSeconds, effort: item.effort)
        return PlannedExercise(variant, prescription: prescription, language: language, mainLift: item.mainLift)
    }
}
