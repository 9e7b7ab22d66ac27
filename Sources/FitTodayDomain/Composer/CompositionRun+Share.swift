extension CompositionRun {
    /// Fills `resting` with the accessories that have had their fair share of `focus`'s days (`AccessoryShare`, one
    /// in as many as the person has exercises for its job: `shareChoices`): those of its last days the share spaces
    /// it from, and those that already took as many of its last days as the share allows. A day's main lifts are
    /// exempt, and so is a full body's backbone (`FullBodyBackbone`). Returns the positions it touched (`shareCount`
    /// and `resting` to clear).
    mutating func markResting(_ past: ArraySlice<PastWorkout>, focus: Focus, goal: Goal) -> [Int] {
        let rule = composer.accessoryShare
        restingLoaded = (0, MuscleSet())
        guard rule.isActive else { return [] }
        let choices = shareChoices(goal)
        let table = shareTable
        let traits = catalog.traits
        var touched: [Int] = []
        var days = 0
        let fullBody = focus.split == .fullBody
        // By index: a workout copied out of the slice costs a retain and a release per array it holds, and the
        // split's last days lie among up to four times as many workouts.
        for index in past.indices.reversed() where past[index].focus == focus {
            guard days < rule.pastDays else { break }
            let positions = past[index].positions
            let mainLifts = past[index].mainLifts
            let standIn = FullBodyBackbone.hingeStandIn(positions, traits: traits, fullBody: fullBody)
            for position in positions where !mainLifts.contains(position) && position != standIn
                && !FullBodyBackbone.holds(
                    compound: traits[position].compound, pattern: traits[position].pattern, fullBody: fullBody)
            {
                if shareCount[position] == 0 { touched.append(position) }
                shareCount[position] &+= 1
                if days < table.spacing(choices: choices[position]) { resting[position] = true }
            }
            days += 1
        }
        for position in touched
        where Int(shareCount[position]) >= table.allowed(pastDays: days, choices: choices[position]) {
            resting[position] = true
        }
        for position in touched where resting[position] && traits[position].loadable {
            restingLoaded.patterns |= traits[position].pattern
            restingLoaded.muscles = restingLoaded.muscles.union(traits[position].primary)
        }
        return touched
    }

    /// Whether the exercise at `position` rests from today's split as an accessory: it does, or the exercise it
    /// leads to does, or it is the unloaded form of a loaded movement that rests (the bodyweight dip rests with the
    /// weighted dip: the movement rests, not just its name).
    func isResting(_ trait: CatalogIndex.Traits, at position: Int) -> Bool {
        resting[position] || trait.parent >= 0 && resting[Int(trait.parent)]
            || !trait.loadable && trait.pattern & restingLoaded.patterns != 0
                && trait.primary.intersects(restingLoaded.muscles)
    }

    /// The exercises that do each exercise's job for this person at `goal`'s dose, computed once per goal as the
    /// coach's audit counts them (`PlanAudit.Facts.choices`), so the composer rests an accessory exactly when the
    /// audit would call it over its share.
    mutating func shareChoices(_ goal: Goal) -> [Int32] {
        if let known = shareChoices[goal] { return known }
        let audit = PlanAudit(catalog: catalog, rules: composer.rules, equipment: equipment, level: level, goal: goal)
        let choices = audit.facts.map(\.choices)
        shareChoices[goal] = choices
        return choices
    }
}
