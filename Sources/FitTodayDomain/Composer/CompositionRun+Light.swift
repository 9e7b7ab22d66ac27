extension CompositionRun {
    /// The heavy patterns (squat, hinge: `ScheduleRules.heavyPatterns`) a main lift trained within the level's
    /// `heavyPatternHours` before today (a beginner's 72 h): today they come light, as accessories at the
    /// accessory dose, and no main lift takes them (COACHING.md: "a light or technique day may come sooner").
    /// Pattern bits; 0 with the rule off or nothing that recent.
    func lightPatterns(_ request: PlanRequest, past: ArraySlice<PastWorkout>) -> UInt32 {
        guard let hours = composer.heavyPatternHours?[request.level], hours > 0 else { return 0 }
        let days = (hours + 23) / 24
        let heavy = ScheduleRules.heavyPatterns.reduce(UInt32(0)) { $0 | $1.bit }
        var bits: UInt32 = 0
        for workout in past.reversed() {
            let age = request.date.dayNumber - workout.date.dayNumber
            guard age >= 1 else { continue }
            guard age < days else { break }
            for position in workout.mainLifts { bits |= catalog.traits[position].pattern & heavy }
        }
        return bits
    }
}
