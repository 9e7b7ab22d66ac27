extension BodyweightLadder {
    /// Another move in the place of one mastered (`Reason.mastered`: the top of its range, the most sets, the end
    /// of its ladder), with its dose: the first of `sidewaysCandidates` that keeps the plan as new as the variation
    /// floor asks (or no less new than it was). A candidate done before starts from its own last exposure (its
    /// harder rung when it is at its top there) and is passed over when it is mastered too; one never done starts at
    /// `item`'s prescription.
    func sideways(
        from mastered: Exercise, item: PlannedExercise, at index: Int, in plan: WorkoutPlan,
        logs: [String: LoggedExercise], context: Context
    ) -> (exercise: Exercise, dose: Dose)? {
        let inPlan = Set(plan.exerciseIds)
        var below = Set<String>()
        var rung = context.ladders.easier(than: mastered.id)
        while let id = rung, below.insert(id).inserted { rung = context.ladders.easier(than: id) }
        let before = context.validator.evaluate(plan: plan.exerciseIds, history: context.history)
        for candidate in Self.sidewaysCandidates(from: mastered, catalog: context.catalog, equipment: context.equipment)
        where !inPlan.contains(candidate.id) && !below.contains(candidate.id) {
            var ids = plan.exerciseIds
            ids[index] = candidate.id
            let after = context.validator.evaluate(plan: ids, history: context.history)
            guard after.passes || after.ratio >= before.ratio else { continue }
            guard let own = logs[candidate.id],
                  let next = climb(item, exercise: candidate, last: own.exercise, at: index, in: plan, logs: logs,
                                   context: context, only: .harder)
            else { return (candidate, Dose(sets: item.sets, target: item.target, reason: .mastered)) }
            if next.mastered != nil { continue }
            return (next.variant ?? candidate, next.dose)
        }
        return nil
    }

    /// The moves that may follow one mastered: the same pattern and unit, no external load, the person's equipment,
    /// nearest in level first (harder before easier), then staples before common and specialty moves, then by id, so
    /// the choice is deterministic. (`sideways` leaves out the easier rungs of the mastered move's own ladder.)
    static func sidewaysCandidates(from mastered: Exercise, catalog: CatalogIndex, equipment: EquipmentSet) -> [Exercise] {
        let candidates = catalog.available(equipment: equipment).map { catalog.exercises[$0] }.filter {
            $0.pattern == mastered.pattern && $0.unit == mastered.unit && !$0.loadable && $0.id != mastered.id
        }
        let key = { (exercise: Exercise) in
            let distance = exercise.level.rank - mastered.level.rank
            return (abs(distance), distance < 0 ? 1 : 0, exercise.tier.rank)
        }
        return candidates.sorted { left, right in
            let (leftKey, rightKey) = (key(left), key(right))
            return leftKey != rightKey ? leftKey < rightKey : left.id < right.id
        }
    }
}
