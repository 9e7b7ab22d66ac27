extension CompositionRun {
    /// Meets the variation floor: while more picks repeat the last workouts than the threshold allows, the weakest
    /// repeat (kept lifts last) gives way to the best fresh candidate of its slot, else of the pool.
    /// Returns whether anything changed.
    mutating func meetVariationFloor(_ picks: inout [Pick], table: FocusTables, rules: TrainingRules.Resolved) -> Bool {
        let threshold = composer.validator.threshold
        let allowed = Int((Double(picks.count) * (1 - threshold) + VariationValidator.tolerance).rounded(.down))
        var changed = false
        for pick in picks { chosen[pick.position] = true }
        defer { for pick in picks { chosen[pick.position] = false } }
        while picks.count(where: { inWindow[$0.position] }) > allowed {
            let repeats = picks.indices.filter { inWindow[picks[$0].position] }
            guard let index = repeats.min(by: { (picks[$0].kept ? 1 : 0, picks[$0].value) < (picks[$1].kept ? 1 : 0, picks[$1].value) }),
                  let position = freshReplacement(for: picks[index], table: table)
            else { break }
            chosen[picks[index].position] = false
            chosen[position] = true
            let dose = dose(position, mainLift: picks[index].mainLift, rules: rules)
            picks[index] = Pick(
                position: position, slot: picks[index].slot, value: 0, mainLift: picks[index].mainLift, kept: false,
                dose: dose, baseSets: dose.sets)
            changed = true
        }
        return changed
    }

    /// The best-scored fresh exercise of the pick's slot; failing that, a fresh one from the pool that shares a
    /// primary muscle with the slot, then any fresh one. Regressions and power moves come last for a trained
    /// lifter: a working exercise from the pool beats an easier variant from the slot.
    private func freshReplacement(for pick: Pick, table: FocusTables) -> Int? {
        let isFresh = { (position: Int) in !chosen[position] && !inWindow[position] }
        let trained = level > .beginner
        let working = { (position: Int) -> Bool in
            let role = catalog.traits[position].role
            return !trained || (role != .regression && role != .power)
        }
        let slot = table.candidates[pick.slot].map { Int($0.position) }.filter(isFresh)
        let muscles = MuscleSet(table.slots[pick.slot].muscles)
        let pool = table.pool.filter(isFresh)
        let near = pool.filter { catalog.traits[$0].primary.intersects(muscles) }
        // A main slot takes no core drill from the pool (no reverse crunch as a pull day's main lift).
        let isMain = table.slots[pick.slot].isMain
        let fromPool = { (position: Int) in
            working(position) && !(isMain && catalog.traits[position].primaryGroups == .core)
        }
        return slot.first(where: working) ?? near.first(where: working) ?? pool.first(where: fromPool)
            ?? slot.first ?? near.first ?? pool.first
    }
}
