extension CompositionRun {
    /// For each catalog position, whether today's prescription of the exercise is one this body cannot work at
    /// (`BodyweightReach.fit` says `.tooHard` or `.tooEasy`: a fixed bodyweight move whose reps at the day's effort
    /// are beyond a beginner, or that a trained lifter cannot bring near failure in the range). Such an exercise is
    /// not a working choice: no accessory slot takes it, a main slot only when nothing else fits, and the variation
    /// floor's replacements pass it over. Exercises that load, a band or straps adjust, holds and carries always fit.
    ///
    /// Computed once per (goal, level, energy) for this run's equipment: the composer reads it per candidate.
    ///
    /// A move too hard at the goal's reps whose reach still allows `BodyweightReach.fewestReps` is not beyond reach:
    /// its dose is cut to the reach (`repCap`, read by `dose`). The positions still too hard (`tooHard`) are never
    /// chosen, even when nothing else is left.
    mutating func outOfReach(_ request: PlanRequest, rules: TrainingRules.Resolved) -> ReachTable {
        let key = RulesKey(goal: request.goal, level: request.level, energy: request.energy)
        if let table = reachTables[key] { return table }
        let reach = composer.rules.bodyweightReach
        var built = ReachTable(
            beyond: [Bool](repeating: false, count: catalog.count),
            tooHard: [Bool](repeating: false, count: catalog.count),
            farBelow: [Bool](repeating: false, count: catalog.count),
            repCap: [Int16](repeating: 0, count: catalog.count),
            repRaise: [Int16](repeating: 0, count: catalog.count))
        for position in available {
            let trait = catalog.traits[position]
            guard trait.unit == .reps, !trait.loadable, !trait.equipment.intersects(BodyweightReach.adjusting)
            else { continue }
            let exercise = catalog.exercises[position]
            var prescription = TrainingRules.prescription(trait.doseFacts, mainLift: false, rules: rules)
            let rir = prescription.effort?.rir ?? 0
            let bodyReach = reach.reach(of: exercise, level: level)
            var fit = reach.fit(reach: bodyReach, target: prescription.target, rir: rir)
            // Too hard at the goal's reps, but a working set at fewer: the dose is cut to the reach.
            if fit == .tooHard, trait.scheme == nil, let cap = reach.repCap(reach: bodyReach, rir: rir) {
                var facts = trait.doseFacts
                facts.maxReps = min(facts.maxReps ?? .max, cap)
                prescription = TrainingRules.prescription(facts, mainLift: false, rules: rules)
                fit = reach.fit(reach: bodyReach, target: prescription.target, rir: rir)
                if fit != .tooHard { built.repCap[position] = Int16(cap) }
            }
            // A skill or eccentric move capped at a few reps by the catalog is hard for its level: a low dose of
            // it is the working set, never too easy.
            // A trained lifter's move far below their level is no working set at any dose (`farthestBelow`).
            let far = reach.isBeginnerMove(exercise, level: level)
            // Too easy at the goal's reps for a person with nothing to load: the dose is raised to the reach when
            // its top stays within `mostReps` (with load at hand, the loaded exercise is dosed instead).
            if fit == .tooEasy, !far, !loadAtHand,
               let top = reach.raisedTop(reach: bodyReach, rir: rir, maxReps: trait.doseFacts.maxReps, scheme: trait.scheme)
            {
                built.repRaise[position] = Int16(top)
                fit = .fits
            }
            built.beyond[position] = fit == .tooHard || fit == .tooEasy && !trait.capped || far
            built.tooHard[position] = fit == .tooHard
            built.farBelow[position] = far
        }
        reachTables[key] = built
        return built
    }

    /// Sets today's `beyondReach`, `tooHard` and `repCap` from `outOfReach`: what every reader of the reach (the
    /// composer, the candidate pool, the split choice) does first.
    mutating func takeReach(_ request: PlanRequest, rules: TrainingRules.Resolved) {
        let reach = outOfReach(request, rules: rules)
        (beyondReach, tooHard, farBelow) = (reach.beyond, reach.tooHard, reach.farBelow)
        (repCap, repRaise) = (reach.repCap, reach.repRaise)
        reachEnergy = request.energy
    }

    /// Per catalog position: beyond today's reach, (parts of those) too hard or too far below a trained lifter's
    /// level, the top reps a dose cut to the person's reach may ask (0: not cut), and the top reps a dose raised to
    /// it asks (0: not raised).
    struct ReachTable {
        var beyond: [Bool]
        var tooHard: [Bool]
        var farBelow: [Bool]
        var repCap: [Int16]
        var repRaise: [Int16]
    }
}

extension CompositionRun {
    /// The fewest movement families of working exercises (counted in reps, in reach, not core-only) a split's pool
    /// must offer to be chosen automatically: a bodyweight athlete with no bar gets no pull day of a floor slide
    /// pull and a plank, but upper and full-body days.
    static let fewestFamilies = 3

    /// The splits of the recovery planner whose pool holds `fewestFamilies` families of working exercises for this
    /// person today. Computed once per (goal, level, energy) per run; needs today's reach tables.
    mutating func viableSplits(_ request: PlanRequest) -> Set<Split> {
        let key = RulesKey(goal: request.goal, level: request.level, energy: request.energy)
        if let known = viable[key] { return known }
        var splits = Set<Split>()
        for split in composer.recovery.candidates {
            let table = tables(for: .split(split), goal: request.goal)
            var families = FamilyCounter(focus: .split(split))
            var count = 0
            for position in table.pool where workable(position) && !beyondReach[position] {
                let trait = catalog.traits[position]
                guard trait.unit == .reps, !FamilyCounter.coreOnly(trait), families.allows(trait) else { continue }
                families.add(trait)
                count += 1
                if count >= Self.fewestFamilies { break }
            }
            if count >= Self.fewestFamilies { splits.insert(split) }
        }
        viable[key] = splits
        return splits
    }

    /// The splits today's automatic focus chooses among: the viable ones (`viableSplits`), on a day run in a format
    /// those whose exercises pair (`FormatRules.splits`), narrowed to the level's
    /// own (`TrainingRules.splitsByLevel`) when one of those is viable: after a day off, the first of them (a
    /// beginner's full body); the day after a workout, any of them (full body wants a day off: upper and lower).
    mutating func splitChoices(_ request: PlanRequest, past: ArraySlice<PastWorkout>) -> Set<Split> {
        var splits = viableSplits(request)
        // A day run in a format takes a split whose exercises pair (`FormatRules.splits`), when one is viable.
        if let paired = composer.formats.splits, composer.formats.format(goal: request.goal, minutes: request.minutes) != nil {
            let fillable = splits.intersection(paired)
            if !fillable.isEmpty { splits = fillable }
        }
        guard let own = composer.rules.splitsByLevel?[request.level], let first = own.first else { return splits }
        let rested = past.last.map { request.date.dayNumber - $0.date.dayNumber > 1 } ?? true
        if rested, splits.contains(first) { return [first] }
        let fillable = splits.intersection(own)
        return fillable.isEmpty ? splits : fillable
    }
}
