/// The rules for one exercise: its own last sets against their target decide the next load.
extension LoadProgression {
    /// A working set as done: not a warm-up, with a weight, in the exercise's unit.
    struct WorkingSet {
        var weight: Double
        var amount: Int
        var rpe: Double?
    }

    /// Today's load for `today` after `last`; nil when the last log has no weighted working set in today's unit.
    /// `microStep` (advanced lifters) progresses by the smallest plate pair when the sets reached the range; `stalls`
    /// (advanced lifters: exposures in a row held at this load, `last` included) resets the load instead of holding.
    public func suggest(
        today: PlannedExercise, last: LoggedExercise, step: Double, microStep: Double? = nil, energy: Energy,
        stalls: Int = 0
    ) -> LoadSuggestion? {
        let unit = today.unit
        guard last.exercise.unit == unit, unit != .meters else { return nil }
        let working = Self.workingSets(of: last.exercise)
        guard let top = working.map(\.weight).max() else { return nil }
        let target = last.exercise.target
        if today.target.max < target.min || today.target.min > target.max {
            return convert(today: today, working: working, effort: last.exercise.effort, step: step)
        }
        // Changes start from the load that was prescribed, never from a lighter one the lifter dropped to.
        let base = max(last.exercise.suggestedWeightKg ?? top, top)
        let atBase = working.filter { $0.weight >= base - 1e-6 }
        let reps = atBase.map(\.amount)
        let dropped = working.count - atBase.count
        let average = reps.isEmpty ? 0 : Double(reps.reduce(0, +)) / Double(reps.count)
        let rir = (today.effort ?? last.exercise.effort)?.rir ?? defaultRIR
        let targetRPE = Double(10 - rir)
        let hardest = atBase.compactMap(\.rpe).max()
        let coarse = step / base > coarseStepShare
        // Sets dropped to a lighter load count as well short: the prescribed load was too much that day.
        let wellShort = reps.isEmpty || dropped > 0 || average < Double(target.min) - 1
        let missed = wellShort || dropped > 0 || reps.contains { $0 < target.min }
        // Only a clear miss cuts; a rep or two short holds (cutting then would swing between two loads).
        if wellShort {
            let weight = backOff(from: base, share: backOff, step: step)
            return LoadSuggestion(weightKg: weight, decision: weight < base ? .backOffAfterMisses : .held)
        }
        let carried = carriedPrescription(today: today, last: last.exercise, coarse: coarse)
        if let hardest, hardest > targetRPE + rpeTolerance {
            // Over the target effort: lighter toward it, by the estimated one-rep max; never heavier.
            var weight = base
            if unit == .reps, let set = atBase.last {
                let best = formula.estimate(weightKg: base, reps: set.amount, rir: Int((10 - hardest).rounded()))
                let aimed = formula.load(oneRepMax: best, reps: clamp(set.amount, to: today.target) + rir)
                weight = min(base, backOffLimit(nearest(aimed, step: step), base: base, step: step))
            }
            return LoadSuggestion(weightKg: weight, decision: weight < base ? .autoregulatedDown : .held)
        }
        if stalls >= stallsBeforeReset {
            let weight = backOff(from: base, share: resetShare, step: step)
            if weight < base { return LoadSuggestion(weightKg: weight, decision: .resetAfterStalls) }
        }
        if missed { return carried.with(weight: base, decision: .held) }
        let badDay = last.rating.map { $0 <= badDayRating } ?? false
        let allAtTop = dropped == 0 && reps.count >= last.exercise.sets && reps.allSatisfy { $0 >= target.max }
        if allAtTop || (microStep != nil && reps.allSatisfy { $0 >= (target.min + target.max + 1) / 2 }) {
            if energy == .tired { return carried.with(weight: base, decision: .heldAfterTired) }
            if badDay { return carried.with(weight: base, decision: .heldAfterBadRating) }
        }
        if let hardest, unit == .reps, hardest < targetRPE - rpeTolerance, let set = atBase.last {
            // Effort to spare: heavier toward the target, by at most one step (the reps did not ask for more).
            let best = formula.estimate(weightKg: base, reps: set.amount, rir: Int((10 - hardest).rounded()))
            let aimed = formula.load(oneRepMax: best, reps: clamp(set.amount, to: today.target) + rir)
            if nearest(aimed, step: step) > base {
                return LoadSuggestion(weightKg: base + step, decision: .autoregulatedUp)
            }
        }
        if allAtTop {
            if let microStep { return LoadSuggestion(weightKg: base + microStep, decision: .microloaded) }
            return coarse ? coarseLadder(today: today, last: last.exercise, base: base, step: step)
                : LoadSuggestion(weightKg: base + step, decision: .upAllSetsAtTop)
        }
        if let microStep, reps.allSatisfy({ $0 >= (target.min + target.max + 1) / 2 }) {
            return LoadSuggestion(weightKg: base + microStep, decision: .microloaded)
        }
        return carried.with(weight: base, decision: badDay ? .heldAfterBadRating : .held)
    }

    /// Coarse steps: the range widened by `addedReps` first, then one more set, then the step with the range as
    /// composed (its reps back at the bottom).
    func coarseLadder(today: PlannedExercise, last: PlannedExercise, base: Double, step: Double) -> LoadSuggestion {
        let widened = RepRange(min: today.target.min, max: today.target.max + addedReps)
        if last.target.max <= today.target.max, last.sets <= today.sets {
            return LoadSuggestion(weightKg: base, decision: .addedReps, target: widened)
        }
        if last.sets <= today.sets {
            return LoadSuggestion(weightKg: base, decision: .addedSet, target: widened, sets: today.sets + 1)
        }
        return LoadSuggestion(weightKg: base + step, decision: .upAllSetsAtTop)
    }

    /// On a coarse step, a widened range or added set from last time stays while its load is held.
    func carriedPrescription(today: PlannedExercise, last: PlannedExercise, coarse: Bool) -> LoadSuggestion {
        var held = LoadSuggestion(weightKg: 0, decision: .held)
        guard coarse else { return held }
        if last.target.max > today.target.max { held.target = RepRange(min: today.target.min, max: last.target.max) }
        if last.sets > today.sets { held.sets = last.sets }
        return held
    }

    /// `base` less `share`, to the nearest step, no deeper than `maxBackOff` (the base itself when no step fits).
    func backOff(from base: Double, share: Double, step: Double) -> Double {
        min(base, backOffLimit(nearest(base * (1 - share), step: step), base: base, step: step))
    }

    /// `weight` raised by whole steps until it is no deeper than `maxBackOff` below `base`.
    func backOffLimit(_ weight: Double, base: Double, step: Double) -> Double {
        var weight = weight
        while weight < base * (1 - maxBackOff) - 1e-6 { weight += step }
        return weight
    }

    /// Another goal's range: the same strength at today's middle and target effort, to the nearest step.
    func convert(today: PlannedExercise, working: [WorkingSet], effort: Effort?, step: Double) -> LoadSuggestion? {
        guard today.unit == .reps, let best = oneRepMax(of: working, effort: effort) else { return nil }
        let rir = today.effort?.rir ?? defaultRIR
        let middle = (today.target.min + today.target.max + 1) / 2
        let weight = nearest(formula.load(oneRepMax: best, reps: middle + rir), step: step)
        return LoadSuggestion(weightKg: weight, decision: .convertedFromOtherRange)
    }

    /// A lift without history of its own: the most recent related lift's estimated one-rep max through both
    /// ratios, at today's middle reps with `relatedLiftExtraRIR` more in reserve, rounded down (conservative).
    func firstLoad(
        today: PlannedExercise, exercise: borrowing Exercise, logs: [String: LoggedExercise], catalog: CatalogIndex,
        step: Double
    ) -> LoadSuggestion? {
        guard today.unit == .reps, let ratio = strength.ratio(of: exercise) else { return nil }
        var chosen: (date: CalendarDay, reference: Double)?
        for id in strength.sources(for: exercise, catalog: catalog) {
            guard let log = logs[id], log.exercise.unit == .reps, let share = strength.ratios[id], share > 0,
                  let best = oneRepMax(of: Self.workingSets(of: log.exercise), effort: log.exercise.effort)
            else { continue }
            if chosen == nil || log.date > chosen!.date { chosen = (log.date, best / share) }
        }
        guard let chosen else { return nil }
        let rir = (today.effort?.rir ?? defaultRIR) + relatedLiftExtraRIR
        let middle = (today.target.min + today.target.max + 1) / 2
        let weight = floor(formula.load(oneRepMax: chosen.reference * ratio, reps: middle + rir), step: step)
        return LoadSuggestion(weightKg: weight, decision: .firstLoadFromRelatedLift)
    }

    /// The best estimated one-rep max of `working` (reps sets): a logged RPE gives the reps in reserve; without
    /// one, the set counts at the prescribed effort (taken to failure when none was prescribed).
    func oneRepMax(of working: [WorkingSet], effort: Effort?) -> Double? {
        working.map { set in
            let rir = set.rpe.map { Int((10 - $0).rounded()) } ?? (effort?.rir ?? 0)
            return formula.estimate(weightKg: set.weight, reps: set.amount, rir: rir)
        }.max()
    }

    static func workingSets(of exercise: PlannedExercise) -> [WorkingSet] {
        (exercise.performed ?? []).compactMap { set in
            guard set.kind != .warmup, let weight = set.weightKg, weight > 0,
                  let amount = exercise.unit == .seconds ? set.seconds : set.reps
            else { return nil }
            return WorkingSet(weight: weight, amount: amount, rpe: set.rpe)
        }
    }

    func clamp(_ reps: Int, to range: RepRange) -> Int { min(max(reps, range.min), range.max) }
}

extension LoadSuggestion {
    func with(weight: Double, decision: LoadDecision) -> LoadSuggestion {
        var copy = self
        copy.weightKg = weight
        copy.decision = decision
        return copy
    }
}
