public import FitTodayDomain

extension Session {
    /// The catalog exercises that may take the place of exercise `index` (what `swapExercise` accepts, `Draft.fits`:
    /// same movement pattern and unit, a shared primary muscle, equipment the person has), leaving out those already
    /// in the session. Closest first: more equipment in common (a barbell lift for a barbell lift), then more primary
    /// muscles in common, then the catalog's order.
    public func swapOptions(for index: Int, catalog: CatalogIndex) -> [Exercise] {
        guard exercises.indices.contains(index), let old = catalog.exercise(id: exercises[index].exerciseId) else {
            return []
        }
        let taken = Set(exercises.map(\.exerciseId))
        let (muscles, tools) = (Set(old.primaryMuscles), Set(old.equipment))
        let ranked = catalog.exercises.enumerated().compactMap { position, candidate -> (Int, Int, Int, Exercise)? in
            guard !taken.contains(candidate.id), Draft.fits(candidate, in: old, equipment: equipment) else { return nil }
            return (-tools.intersection(candidate.equipment).count, -muscles.intersection(candidate.primaryMuscles).count,
                    position, candidate)
        }
        return ranked.sorted { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) }.map(\.3)
    }
}
