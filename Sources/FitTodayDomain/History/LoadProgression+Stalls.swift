/// An advanced lifter's stalls: exposures in a row at one load without the reps to move it.
extension LoadProgression {
    /// How many of the exposures ending with `last` (the earlier ones read from `history`'s trained workouts) were
    /// held at `last`'s load without reaching the middle of their range, counted back until one was not.
    public func stalls(of last: LoggedExercise, history: [WorkoutPlan]) -> Int {
        let id = last.exercise.exerciseId
        let earlier = history.filter { $0.date < last.date }.sorted { $0.date > $1.date }.compactMap { plan in
            plan.exercises.first { $0.exerciseId == id && $0.performed != nil }
        }
        guard let load = Self.prescribedLoad(of: last.exercise) else { return 0 }
        var count = 0
        for exposure in [last.exercise] + earlier {
            guard Self.prescribedLoad(of: exposure) == load, stalled(exposure) else { break }
            count += 1
        }
        return count
    }

    /// The load an exposure was trained at: the prescribed one, or a heavier one the lifter chose.
    static func prescribedLoad(of exposure: PlannedExercise) -> Double? {
        guard let top = workingSets(of: exposure).map(\.weight).max() else { return nil }
        return max(exposure.suggestedWeightKg ?? top, top)
    }

    /// Whether an exposure fell short of what moves an advanced lifter's load: a set under the middle of its range.
    func stalled(_ exposure: PlannedExercise) -> Bool {
        let middle = (exposure.target.min + exposure.target.max + 1) / 2
        let sets = Self.workingSets(of: exposure)
        return sets.isEmpty || sets.contains { $0.amount < middle }
    }
}
