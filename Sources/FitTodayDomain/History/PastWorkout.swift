/// A past workout reduced to what generation reads: catalog positions, sets and the split.
/// Built once per workout so that composing never hashes exercise ids in its inner loops.
public struct PastWorkout: Sendable, Equatable {
    public var date: CalendarDay
    /// Catalog positions of its exercises; ids the catalog does not know are dropped.
    var positions: [Int]
    /// Sets per exercise, parallel to `positions`.
    var sets: [Int]
    /// The split it trained, when it was a named split.
    var split: Split?
    /// What it trained, to find the previous day of the same split or muscle focus.
    var focus: Focus?
    /// Positions of its main lifts, in plan order.
    var mainLifts: [Int]
}

extension CatalogIndex {
    /// Reduces a recorded plan; names and aliases resolve to their catalog ids.
    public func digest(_ plan: WorkoutPlan) -> PastWorkout {
        let count = plan.exercises.count
        var positions: [Int] = []
        var sets: [Int] = []
        var mainLifts: [Int] = []
        positions.reserveCapacity(count)
        sets.reserveCapacity(count)
        mainLifts.reserveCapacity(2)
        // By index, reading only the fields needed: copying whole planned exercises (texts, media) cost more than
        // the look-ups.
        let items = plan.exercises
        for index in items.indices {
            let id = items[index].exerciseId
            guard let position = position(ofId: id) ?? canonicalId(for: id).flatMap(position(ofId:)) else { continue }
            positions.append(position)
            sets.append(items[index].sets)
            if items[index].mainLift { mainLifts.append(position) }
        }
        let focus = Focus(names: plan.focus)
        return PastWorkout(
            date: plan.date, positions: positions, sets: sets, split: focus?.split, focus: focus, mainLifts: mainLifts)
    }

    /// The workouts before `date`, oldest first, at most `limit` of them, taken from the end of `history`.
    public func recentPast(_ history: [WorkoutPlan], before date: CalendarDay, limit: Int) -> [PastWorkout] {
        var result: [PastWorkout] = []
        result.reserveCapacity(min(limit, history.count))
        var index = history.endIndex
        while index > history.startIndex, result.count < limit {
            index -= 1
            if history[index].date < date { result.append(digest(history[index])) }
        }
        result.reverse()
        return result
    }
}
