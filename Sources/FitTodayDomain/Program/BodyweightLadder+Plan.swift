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
    /// was); otherwise the dose grows in place. A variant done before starts from its own last exposure, and a move
    /// mastered at the end of its ladder gives way to another move of its pattern (`sideways`). A plan with no
    /// logged bodyweight work comes back unchanged. `logs` holds the plan's exercises and `ladderLogIds`'s.
    public func apply(to plan: WorkoutPlan, logs: [String: LoggedExercise], context: Context) -> Outcome {
        var plan = plan
        var reasons = [Reason?](repeating: nil, count: plan.exercises.count)
        for index in plan.exercises.indices {
            let item = plan.exercises[index]
            guard let log = logs[item.exerciseId], let exercise = context.catalog.exercise(id: item.exerciseId),
                  !exercise.loadable,
                  let (stepped, variant) = step(
                      item, exercise: exercise, last: log.exercise, at: index, in: plan, logs: logs, context: context)
            else { continue }
            // Whatever the path, the move done today is never given again the dose it was done at the top of.
            var dose = stepped
            let done = variant ?? exercise
            if let own = logs[done.id], Self.repeatsTop(dose, of: own.exercise) {
                dose = grown(sets: max(dose.sets, own.exercise.sets), last: own.exercise.target, cap: done.maxReps)
            }
            // A variant keeps its reason (harder or easier) when its own last top dose makes it grow as well.
            reasons[index] = variant == nil ? dose.reason : stepped.reason
            if let variant {
                plan.exercises[index] = replacement(item, by: variant, dose: dose, language: context.language)
                let verdict = context.validator.evaluate(plan: plan.exerciseIds, history: context.history)
                plan.generation.diversity.ratio = verdict.ratio
                plan.generation.diversity.repeated = verdict.repeated
                plan.generation.diversity.bestAchievable = max(plan.generation.diversity.bestAchievable, verdict.ratio)
            } else {
                let cap = exercise.maxReps ?? Int.max
                // A deload keeps its halved sets: the dose held or grown from last time does not bring them back.
                plan.exercises[index].sets = plan.isDeload ? min(item.sets, dose.sets) : dose.sets
                // A scheme the movement fixes (eccentric-only, skill) keeps its repetitions; sets may still grow.
                plan.exercises[index].target = exercise.scheme?.reps
                    ?? RepRange(min: min(dose.target.min, cap), max: min(dose.target.max, cap))
            }
        }
        return Outcome(plan: plan, reasons: reasons)
    }

    /// The exercises whose last exposure `apply` reads besides the plan's own: every other rung of the ladders the
    /// plan's work without external load stands on (a variant done before starts from its own last exposure), and
    /// the moves `sideways` may choose for one mastered (the same for every move of a pattern and unit), with their
    /// rungs.
    public func ladderLogIds(
        for plan: WorkoutPlan, catalog: CatalogIndex, ladders: ExerciseLadders, equipment: EquipmentSet
    ) -> [String] {
        var seen = Set(plan.exerciseIds)
        var ids: [String] = []
        let unloaded = plan.exerciseIds.compactMap(catalog.exercise(id:)).filter { !$0.loadable }
        var moves = unloaded.map(\.id)
        var kinds = Set<String>()
        for exercise in unloaded where kinds.insert("\(exercise.pattern.rawValue) \(exercise.unit.rawValue)").inserted {
            moves += Self.sidewaysCandidates(from: exercise, catalog: catalog, equipment: equipment).map(\.id)
        }
        for id in moves {
            if seen.insert(id).inserted { ids.append(id) }
            for rungs in [ladders.harder(than:), ladders.easier(than:)] {
                var next = rungs(id)
                while let rung = next, seen.insert(rung).inserted {
                    ids.append(rung)
                    next = rungs(rung)
                }
            }
        }
        return ids
    }

    /// `item`'s dose after its last exposure, and the exercise that takes its place (nil: the exercise stays). A
    /// variant the person has done before starts from its own last exposure, not from the bottom of the range: one
    /// mastered too moves further up the ladder (or grows in place), so a move reached again is never held at its
    /// top. The climb goes one way only and no further than the ladder's length.
    func step(
        _ item: PlannedExercise, exercise: Exercise, last: PlannedExercise, at index: Int, in plan: WorkoutPlan,
        logs: [String: LoggedExercise], context: Context
    ) -> (Dose, Exercise?)? {
        guard let result = climb(item, exercise: exercise, last: last, at: index, in: plan, logs: logs, context: context,
                                 only: nil)
        else { return nil }
        guard let mastered = result.mastered else { return (result.dose, result.variant) }
        guard let other = sideways(from: mastered, item: item, at: index, in: plan, logs: logs, context: context)
        else {
            // A hold with no other move to go to lengthens on past the ladder's longest, up to twice it (an
            // isometric's own progression: a towel curl hold for a body with nothing else for the biceps).
            // Climbed to a variant mastered before: the move up is the reason, the dose still grows or holds.
            let target = result.dose.target
            let climbed = result.variant.map { _ in result.dose.reason }
            if item.unit == .seconds, target.max < maxHoldSeconds * 2 {
                let top = min(maxHoldSeconds * 2, target.max + holdStepMaxSeconds)
                let longer = RepRange(min: min(top, target.min + holdStepMaxSeconds), max: top)
                return (Dose(sets: result.dose.sets, target: longer, reason: climbed ?? .lengthenedHold), result.variant)
            }
            return (Dose(sets: result.dose.sets, target: target, reason: climbed ?? .held), result.variant)
        }
        return (Dose(sets: other.dose.sets, target: other.dose.target, reason: .mastered), other.exercise)
    }

    /// `next`'s dose for `exercise`, then up (or down) its ladder through the variants done before, each from its
    /// own last exposure; `mastered` names the exercise the climb ended on when it is mastered there.
    func climb(
        _ item: PlannedExercise, exercise: Exercise, last: PlannedExercise, at index: Int, in plan: WorkoutPlan,
        logs: [String: LoggedExercise], context: Context, only: Move?
    ) -> (dose: Dose, variant: Exercise?, mastered: Exercise?)? {
        guard var result = dose(item, of: exercise, last: last, at: index, in: plan, context: context, only: only)
        else { return nil }
        let move: Move = result.dose.reason == .easierVariant ? .easier : .harder
        var climbed = 0
        var mastered = result.dose.reason == .mastered ? exercise : nil
        while let variant = result.variant, climbed < context.ladders.ladders.count, let own = logs[variant.id],
              let next = dose(item, of: variant, last: own.exercise, at: index, in: plan, context: context, only: move)
        {
            climbed += 1
            result = (Dose(sets: next.dose.sets, target: next.dose.target, reason: result.dose.reason), next.variant)
            if next.variant == nil {
                result.variant = variant
                if next.dose.reason == .mastered { mastered = variant }
                break
            }
        }
        return (result.dose, result.variant, mastered)
    }

    /// `next`'s dose for `exercise` in `item`'s place, and the variant it moves to (only in direction `only` when
    /// given).
    func dose(
        _ item: PlannedExercise, of exercise: Exercise, last: PlannedExercise, at index: Int, in plan: WorkoutPlan,
        context: Context, only: Move?
    ) -> (dose: Dose, variant: Exercise?)? {
        var chosen: [Move: Exercise] = [:]
        // A variant with its own per-set cap (one-arm push-up: 5) is read against today's range under that cap; a
        // fixed scheme's top is a cap too (negatives at 3–5: more reps are not what the scheme asks, so at its top
        // with the most sets the move climbs or is mastered).
        let ownCap = [exercise.maxReps, exercise.scheme?.reps.max].compactMap(\.self).min()
        let cap = ownCap ?? Int.max
        let range = RepRange(min: min(item.target.min, cap), max: min(item.target.max, cap))
        let found = next(
            sets: item.sets, range: range, unit: exercise.unit, last: last, cap: ownCap,
            energy: context.energy
        ) { move in
            guard only == nil || only == move,
                  let variant = variant(move, of: exercise.id, at: index, in: plan, context: context)
            else { return false }
            chosen[move] = variant
            return true
        }
        guard let found else { return nil }
        let moved = switch found.reason {
        case .harderVariant: chosen[.harder]
        case .easierVariant: chosen[.easier]
        default: nil as Exercise?
        }
        return (found, moved)
    }

    /// The variant `move` leads to, when the person may take it in this plan today.
    func variant(_ move: Move, of id: String, at index: Int, in plan: WorkoutPlan, context: Context) -> Exercise? {
        let ladders = context.ladders
        guard let variantId = move == .harder ? ladders.harder(than: id) : ladders.easier(than: id),
              let variant = context.catalog.exercise(id: variantId),
              variant.isAvailable(with: context.equipment),
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
        let target = variant.scheme?.reps ?? RepRange(min: min(dose.target.min, cap), max: min(dose.target.max, cap))
        let prescription = TrainingRules.Prescription(
            sets: dose.sets, target: target, unit: variant.unit, perSide: variant.perSide,
            restSeconds: item.restSeconds, effort: item.effort)
        return PlannedExercise(variant, prescription: prescription, language: language, mainLift: item.mainLift)
    }

    /// Whether `dose` is the one `last` was done at the top of (same sets and range, every set at its top).
    static func repeatsTop(_ dose: Dose, of last: PlannedExercise) -> Bool {
        let done = (last.performed ?? []).filter { $0.kind != .warmup }.compactMap { last.unit == .seconds ? $0.seconds : $0.reps }
        guard dose.reason != .heldAfterTired, dose.reason != .mastered, dose.sets == last.sets,
              dose.target.max == last.target.max, done.count >= last.sets, let worst = done.min()
        else { return false }
        return worst >= last.target.max
    }
}
