public import FitTodayDomain

extension Session {
    /// The catalog exercises that may take the place of exercise `index` (what `swapExercise` accepts, `Draft.fits`:
    /// same movement pattern, a shared primary muscle, equipment the person has), leaving out those already in the
    /// session. Those sharing more primary muscles come first, then the catalog's order.
    public func swapOptions(for index: Int, catalog: CatalogIndex) -> [Exercise] {
        guard exercises.indices.contains(index), let old = catalog.exercise(id: exercises[index].exerciseId) else {
            return []
        }
        let taken = Set(exercises.map(\.exerciseId))
        let muscles = Set(old.primaryMuscles)
        let fitting = catalog.exercises.enumerated().filter { _, candidate in
            !taken.contains(candidate.id) && Draft.fits(candidate, in: old, equipment: equipment)
        }
        return fitting.sorted { left, right in
            let (a, b) = (muscles.intersection(left.element.primaryMuscles).count,
                          muscles.intersection(right.element.primaryMuscles).count)
            return a != b ? a > b : left.offset < right.offset
        }.map(\.element)
    }
}
