/// What ends a block early: main lifts that stopped progressing, or falling ratings (COACHING.md, "Reactive
/// deload"). Reads only the plans of the current block, so a stall of the last block is not counted twice.
public struct ReactiveDeload: Sendable {
    public var rules: BlockRules.Reactive

    public init(rules: BlockRules.Reactive) { self.rules = rules }

    /// Whether the block made of `block` (its plans before `date`, oldest first) should deload on `date`.
    public func isDue(on date: CalendarDay, block: [WorkoutPlan]) -> Bool {
        lowRatings(before: date, in: block) >= rules.lowRatings || stalledLifts(in: block).count >= rules.stalledLifts
    }

    /// Trained sessions rated at most `lowRating` in the `ratingDays` days before `date`.
    public func lowRatings(before date: CalendarDay, in block: [WorkoutPlan]) -> Int {
        let start = date.adding(days: -rules.ratingDays)
        return block.count { plan in
            guard plan.date >= start, plan.date < date, let rating = plan.performance?.rating else { return false }
            return rating <= rules.lowRating
        }
    }

    /// Ids of main lifts whose last `stallExposures` logged exposures in the block each failed to beat the best
    /// estimated one-rep max before them, in first-seen order.
    public func stalledLifts(in block: [WorkoutPlan]) -> [String] {
        var order: [String] = []
        var exposures: [String: [Double]] = [:]
        for plan in block {
            for item in plan.exercises where item.mainLift {
                guard let best = Self.bestEstimate(item) else { continue }
                if exposures[item.exerciseId] == nil { order.append(item.exerciseId) }
                exposures[item.exerciseId, default: []].append(best)
            }
        }
        let needed = max(1, rules.stallExposures)
        return order.filter { id in
            let values = exposures[id]!
            guard values.count > needed else { return false }
            for index in (values.count - needed)..<values.count {
                let before = values[..<index].max()!
                if values[index] > before * 1.001 { return false }
            }
            return true
        }
    }

    /// The best estimated one-rep max of an exercise's logged working sets (Epley, with the logged RPE's reps in
    /// reserve added to the reps); nil without a weighted working set.
    static func bestEstimate(_ item: PlannedExercise) -> Double? {
        guard item.unit == .reps else { return nil }
        let values = (item.performed ?? []).compactMap { set -> Double? in
            guard set.kind != .warmup, let weight = set.weightKg, weight > 0, let reps = set.reps, reps > 0 else {
                return nil
            }
            let reserve = set.rpe.map { max(0, 10 - $0) } ?? 0
            return weight * (1 + (Double(reps) + reserve) / 30)
        }
        return values.max()
    }
}
