extension CompositionRun {
    /// For each catalog position, whether today's prescription of the exercise is one this body cannot work at
    /// (`BodyweightReach.fit` says `.tooHard` or `.tooEasy`: a fixed bodyweight move whose reps at the day's effort
    /// are beyond a beginner, or that a trained lifter cannot bring near failure in the range). Such an exercise is
    /// not a working choice: no accessory slot takes it, a main slot only when nothing else fits, and the variation
    /// floor's replacements pass it over. Exercises that load, a band or straps adjust, holds and carries always fit.
    ///
    /// Computed once per (goal, level, energy) for this run's equipment: the composer reads it per candidate.
    mutating func outOfReach(_ request: PlanRequest, rules: TrainingRules.Resolved) -> [Bool] {
        let key = RulesKey(goal: request.goal, level: request.level, energy: request.energy)
        if let table = reachTables[key] { return table }
        let reach = composer.rules.bodyweightReach
        var table = [Bool](repeating: false, count: catalog.count)
        for position in available {
            let trait = catalog.traits[position]
            guard trait.unit == .reps, !trait.loadable, !trait.equipment.intersects(BodyweightReach.adjusting)
            else { continue }
            let prescription = dose(position, mainLift: false, rules: rules)
            let fit = reach.fit(
                catalog.exercises[position], level: level, target: prescription.target,
                rir: prescription.effort?.rir ?? 0)
            // A skill or eccentric move capped at a few reps by the catalog is hard for its level: a low dose of
            // it is the working set, never too easy.
            table[position] = fit == .tooHard || fit == .tooEasy && !trait.capped
        }
        reachTables[key] = table
        return table
    }
}
