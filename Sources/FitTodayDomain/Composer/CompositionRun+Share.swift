extension CompositionRun {
    /// Fills `resting` with the accessories that have had their share of `focus`'s days (`AccessoryShare`): those
    /// of its last `spacing` days, and those that already took as many of its last days as the share allows. A
    /// day's main lifts are exempt, and so is a full body's backbone (`FullBodyBackbone`). Returns the
    /// positions it touched (`shareCount` and `resting` to clear).
    mutating func markResting(_ past: ArraySlice<PastWorkout>, focus: Focus) -> [Int] {
        let rule = composer.accessoryShare
        restingLoaded = (0, MuscleSet())
        guard rule.isActive else { return [] }
        var touched: [Int] = []
        var days = 0
        let fullBody = focus.split == .fullBody
        for workout in past.reversed() where workout.focus == focus {
            guard days < rule.pastDays else { break }
            for position in workout.positions where !workout.mainLifts.contains(position)
                && !FullBodyBackbone.holds(
                    compound: catalog.traits[position].compound, pattern: catalog.traits[position].pattern,
                    fullBody: fullBody)
            {
                if shareCount[position] == 0 { touched.append(position) }
                shareCount[position] &+= 1
                if days < rule.spacing { resting[position] = true }
            }
            days += 1
        }
        let allowed = rule.allowed(pastDays: days)
        for position in touched where Int(shareCount[position]) >= allowed { resting[position] = true }
        for position in touched where resting[position] && catalog.traits[position].loadable {
            restingLoaded.patterns |= catalog.traits[position].pattern
            restingLoaded.muscles = restingLoaded.muscles.union(catalog.traits[position].primary)
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
}
