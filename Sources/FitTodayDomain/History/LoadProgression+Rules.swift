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
        stalls: Int = 0, maxSets: Int = .max
    ) -> LoadSuggestion? {
        let unit = today.unit
        guard last.exercise.unit == unit, unit != .meters else { return nil }
        let working = Self.workingSets(of: last.exercise)
        guard let top = working.map(\.weight).max() else { return nil }
        let target = last.exercise.target
        if today.target.max < target.min || today.target.min > target.max {
            return convert(today: today, last: last.exercise, working: working, step: step)
        }
        // Changes start from the load that was prescribed, never from a lighter one the lifter dropped to.
        let base = max(last.exercise.suggestedWeightKg ?? top, top)
        let atBase = working.filter { $0.weight >= base - 1e-6 }
        let reps = atBase.map(\.amount)
        let dropped = working.count - atBase.count
        let average = reps.isEmpty ? 0 : Double(reps.reduce(0, +)) / Double(reps.count)
        let rir = (today.effort ?? last.exercise.effort)?.rir ?? defaultRIR
        let targetRPE = Double(10 - rir)
        // The sets' effort on average: later sets of a straight-set exercise run harder as fatigue builds, and
        // judging by the hardest one would cut after every good day and raise after every light one.
        let logged = atBase.compactMap(\.rpe)
        let effort = logged.isEmpty ? nil : logged.reduce(0, +) / Double(logged.count)
        let coarse = step / base > coarseStepShare
        // Started lighter than prescribed (the lifter's own choice): sets that reached the range say nothing
        // against the prescribed load, which stays; sets well short even lighter back off from it.
        if let first = working.first, first.weight < base - 1e-6, atBase.isEmpty {
            let lighter = working.map(\.amount)
            let short = Double(lighter.reduce(0, +)) / Double(lighter.count) < Double(target.min) - 1
            let weight = short ? backOff(from: base, share: backOff, step: step) : base
            return carriedPrescription(
                today: today, last: last.exercise, coarse: step / base > coarseStepShare, maxSets: maxSets)
                .with(weight: weight, decision: weight < base ? .backOffAfterMisses : .held)
        }
        // Sets dropped to a lighter load after sets at it count as well short: the prescribed load was too much.
        let wellShort = reps.isEmpty || dropped > 0 || average < Double(target.min) - 1
        let missed = wellShort || dropped > 0 || reps.contains { $0 < target.min }
        // Only a clear miss cuts; a rep or two short holds (cutting then would swing between two loads).
        if wellShort {
            // Heavier than prescribed and well short: the prescribed load stands (the lifter's own step was the miss).
            if let prescribed = last.exercise.suggestedWeightKg, prescribed < base {
                return LoadSuggestion(weightKg: prescribed, decision: .held)
            }
            // A step coarser than the back-off still goes down one step: holding a load the sets could not move
            // would fail again.
            var weight = backOff(from: base, share: backOff, step: step)
            if weight >= base, base - step >= step { weight = base - step }
            return LoadSuggestion(weightKg: weight, decision: weight < base ? .backOffAfterMisses : .held)
        }
        let carried = carriedPrescription(today: today, last: last.exercise, coarse: coarse, maxSets: maxSets)
        if let effort, effort > targetRPE + rpeTolerance {
            // Over the target effort: lighter toward it, by the estimated one-rep max; never heavier. Reps all made
            // take one step at most (the sets were done; a deeper cut would swing back next time).
            var weight = base
            if unit == .reps, let set = atBase.last {
                let best = formula.estimate(weightKg: base, reps: set.amount, rir: Int((10 - effort).rounded()))
                let aimed = formula.load(oneRepMax: best, reps: clamp(set.amount, to: today.target) + rir)
                weight = min(base, backOffLimit(nearest(aimed, step: step), base: base, step: step))
                // Every rep made: hold, unless the effort was well over (two points or more), then one step.
                if !missed { weight = effort > targetRPE + rpeTolerance + 1 ? max(weight, base - step) : base }
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
        // Back at a load just cut from a heavier one: held until every set reaches the top at no more than the
        // target effort, else the next exposure would fail where the last cut came from (an oscillation).
        let cameDown = last.exercise.why.contains { [.autoregulatedDown, .backOffAfterMisses].contains($0) }
        if cameDown, !allAtTop || (effort ?? 0) > targetRPE {
            return carried.with(weight: base, decision: .held)
        }
        // Otherwise more reps at this load first: a retry straight away swings A→B→A→B.
        if allAtTop, cameDown, last.exercise.target.max <= today.target.max {
            return LoadSuggestion(
                weightKg: base, decision: .addedReps,
                target: RepRange(min: today.target.min, max: today.target.max + addedReps))
        }
        if let effort, unit == .reps, effort < targetRPE - rpeTolerance, let set = atBase.last {
            // Effort to spare: heavier toward the target. Every set at the top with two or more points of RPE to
            // spare justifies more than a step (up to `maxRiseShare`); otherwise one step.
            let best = formula.estimate(weightKg: base, reps: set.amount, rir: Int((10 - effort).rounded()))
            let aimed = nearest(formula.load(oneRepMax: best, reps: clamp(set.amount, to: today.target) + rir), step: step)
            if aimed > base {
                let wellUnder = allAtTop && effort <= targetRPE - rpeTolerance - 1
                let ceiling = max(base + step, floor(base * (1 + maxRiseShare), step: step))
                let weight = wellUnder ? min(max(aimed, base + step), ceiling) : base + step
                return LoadSuggestion(weightKg: weight, decision: .autoregulatedUp)
            }
        }
        if allAtTop {
            if let microStep { return LoadSuggestion(weightKg: base + microStep, decision: .microloaded) }
            return coarse ? coarseLadder(today: today, last: last.exercise, base: base, step: step, maxSets: maxSets)
                : LoadSuggestion(weightKg: base + step, decision: .upAllSetsAtTop)
        }
        if let microStep, reps.allSatisfy({ $0 >= (target.min + target.max + 1) / 2 }) {
            return LoadSuggestion(weightKg: base + microStep, decision: .microloaded)
        }
        return carried.with(weight: base, decision: badDay ? .heldAfterBadRating : .held)
    }

    /// Coarse steps: the range widened by `addedReps` first, then one more set (none past `maxSets`, the level's
    /// most), then the step with the range as composed (its reps back at the bottom).
    func coarseLadder(today: PlannedExercise, last: PlannedExercise, base: Double, step: Double, maxSets: Int = .max)
        -> LoadSuggestion
    {
        let widened = RepRange(min: today.target.min, max: today.target.max + addedReps)
        if last.target.max <= today.target.max, last.sets <= today.sets {
            return LoadSuggestion(weightKg: base, decision: .addedReps, target: widened)
        }
        if last.sets <= today.sets, today.sets < maxSets {
            return LoadSuggestion(weightKg: base, decision: .addedSet, target: widened, sets: today.sets + 1)
        }
        return LoadSuggestion(weightKg: base + step, decision: .upAllSetsAtTop)
    }

    /// On a coarse step, a widened range or added set from last time stays while its load is held.
    func carriedPrescription(today: PlannedExercise, last: PlannedExercise, coarse: Bool, maxSets: Int = .max)
        -> LoadSuggestion
    {
        var held = LoadSuggestion(weightKg: 0, decision: .held)
        guard coarse else { return held }
        if last.target.max > today.target.max { held.target = RepRange(min: today.target.min, max: last.target.max) }
        if last.sets > today.sets, today.sets < maxSets { held.sets = min(last.sets, maxSets) }
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

    /// Another range (another goal, or the block's week): the same strength at today's middle and target effort, to
    /// the nearest step. The prescribed load carried over to today's range (`carried`, through the one-rep max at
    /// the last prescription) bounds it: no deeper than `maxBackOff` below it (or one step, when the implement has
    /// nothing closer), and no more than a step above it unless every set reached the top last time.
    func convert(today: PlannedExercise, last: PlannedExercise, working: [WorkingSet], step: Double) -> LoadSuggestion? {
        guard today.unit == .reps, let best = oneRepMax(of: working, effort: last.effort),
              let top = working.map(\.weight).max()
        else { return nil }
        let rir = today.effort?.rir ?? defaultRIR
        let middle = (today.target.min + today.target.max + 1) / 2
        var weight = nearest(formula.load(oneRepMax: best, reps: middle + rir), step: step)
        // What was lifted: the prescribed load, unless the lifter chose lighter from the first set.
        let chose = working.first.map { $0.weight < (last.suggestedWeightKg ?? 0) - 1e-6 } ?? false
        let prescribed = chose ? top : max(last.suggestedWeightKg ?? top, top)
        let lastRIR = last.effort?.rir ?? defaultRIR
        let carried = formula.load(
            oneRepMax: formula.estimate(weightKg: prescribed, reps: last.target.max, rir: lastRIR), reps: middle + rir)
        if weight < carried * (1 - maxBackOff) {
            weight = min(backOffLimit(weight, base: carried, step: step), max(step, floor(carried, step: step)))
        }
        let sets = Self.workingSets(of: last)
        let allAtTop = sets.count >= last.sets && sets.allSatisfy { $0.amount >= last.target.max }
        if !allAtTop { weight = min(weight, floor(carried, step: step) + step) }
        return LoadSuggestion(weightKg: weight, decision: .convertedFromOtherRange)
    }

    /// A lift without history of its own: the strongest related lift's estimated one-rep max through both
    /// ratios, at today's middle reps with `relatedLiftExtraRIR` more in reserve, rounded down (conservative).
    func firstLoad(
        today: PlannedExercise, exercise: borrowing Exercise, logs: [String: LoggedExercise], catalog: CatalogIndex,
        step: Double, bodyWeightKg: Double = 0, logged: [String]? = nil
    ) -> LoadSuggestion? {
        guard today.unit == .reps, let ratio = strength.ratio(of: exercise) else { return nil }
        let added = Set(strength.bodyweightAdded)
        // The body's weight counts in a body-loaded lift's strength; without it such lifts share none.
        if added.contains(exercise.id), bodyWeightKg <= 0 { return nil }
        var chosen: (date: CalendarDay, reference: Double)?
        // The logged lifts that may lend (`StrengthRatios.lends`, the rule `sources` lists by), in id order.
        for id in logged ?? logs.keys.sorted() {
            guard let log = logs[id], log.exercise.unit == .reps, let source = catalog.exercise(id: id),
                  strength.lends(source, to: exercise), let share = strength.ratio(of: source), share > 0
            else { continue }
            var sets = Self.workingSets(of: log.exercise)
            if added.contains(id) {
                guard bodyWeightKg > 0 else { continue }
                sets = sets.map { WorkingSet(weight: $0.weight + bodyWeightKg, amount: $0.amount, rpe: $0.rpe) }
            }
            guard let best = oneRepMax(of: sets, effort: log.exercise.effort) else { continue }
            // The strongest evidence: a light day (a deload, a tired one) understates what the lifter can do.
            if chosen == nil || best / share > chosen!.reference { chosen = (log.date, best / share) }
        }
        guard let chosen else { return nil }
        let rir = (today.effort?.rir ?? defaultRIR) + relatedLiftExtraRIR
        let middle = (today.target.min + today.target.max + 1) / 2
        var load = formula.load(oneRepMax: chosen.reference * ratio, reps: middle + rir)
        if added.contains(exercise.id) { load -= bodyWeightKg }
        guard load >= step else { return nil }
        return LoadSuggestion(weightKg: floor(load, step: step), decision: .firstLoadFromRelatedLift)
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
