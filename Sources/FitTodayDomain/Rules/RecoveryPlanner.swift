import Foundation

/// Chooses today's split when the person names no focus: the muscles trained least recently and least heavily
/// come first, so the day after legs is not another legs day.
public struct RecoveryPlanner: Sendable {
    /// The splits offered when choosing automatically, in tie-break order.
    public var candidates: [Split] = [.fullBody, .push, .pull, .legs, .upper, .lower]
    /// Days a workout keeps counting toward fatigue.
    public var lookbackDays = 7
    /// Fatigue halves every this many days.
    public var halfLifeDays = 1.5
    /// Extra score for repeating yesterday's split exactly, so equal scores rotate.
    public var repeatPenalty = 0.25

    public init() {}

    /// Fatigue per muscle: sets × (1 primary, ½ secondary), decayed by age. Indexed by `Muscle.ordinal`.
    public func fatigue(history: ArraySlice<PastWorkout>, on date: CalendarDay, catalog: CatalogIndex) -> [Double] {
        var load = [Double](repeating: 0, count: Muscle.allCases.count)
        for workout in history.reversed() {
            let age = date.dayNumber - workout.date.dayNumber
            guard age >= 1 else { continue }
            guard age <= lookbackDays else { break }
            let weight = pow(2, -Double(age - 1) / halfLifeDays)
            for (position, setCount) in zip(workout.positions, workout.sets) {
                let sets = Double(setCount) * weight
                catalog.traits[position].primary.forEachOrdinal { load[$0] += sets }
                catalog.traits[position].secondary.forEachOrdinal { load[$0] += sets / 2 }
            }
        }
        return load
    }

    /// How strongly a group's missing weekly sets pull its splits forward (per set missing, so a chest 3 sets short
    /// of 7 pulls harder than a forearm 1 set short of 2), and sets above the range push them back (per share of
    /// the maximum exceeded), against the fatigue score.
    public var needWeight = 4.0
    public var excessWeight = 8.0
    /// The fatigue (decayed sets, `fatigue`) at which a group counts as not recovered: its missing sets pull its
    /// splits forward in proportion to how far below this its most tired muscle is, so a week short of hamstring
    /// sets does not put legs on two days in a row.
    public var recoveredBelow = 6.0
    /// The most missing sets one group counts for: about a session's work for it, so a group the person's pool
    /// cannot bring to its minimum (a kettlebell lifter's calves) does not pull its split forward every other day.
    public var missingCap = 4.0

    /// How recovered a group is, 0 (its most tired muscle at `recoveredBelow` or more) to 1 (untrained lately).
    func readiness(of group: Int, load: [Double]) -> Double {
        var tired = 0.0
        for muscle in TrainingGroup.muscleOrdinals[group] { tired = max(tired, load[muscle]) }
        return max(0, 1 - tired / recoveredBelow)
    }

    /// - Parameters:
    ///   - history: past workouts, oldest first.
    ///   - balance: the week's sets per group against their ranges; nil leaves recovery alone to decide.
    /// - Parameter viable: the splits the person's equipment and level can fill (`CompositionRun.viableSplits`);
    ///   the others are left out while any is viable.
    public func chooseSplit(
        history: ArraySlice<PastWorkout>, on date: CalendarDay, catalog: CatalogIndex, balance: WeeklyBalance? = nil,
        viable: Set<Split>? = nil
    ) -> Split {
        let load = fatigue(history: history, on: date, catalog: catalog)
        let ready = balance == nil ? [] : TrainingGroup.allCases.indices.map { readiness(of: $0, load: load) }
        let yesterday = history.last?.split
        let open = viable.map { viable in candidates.filter(viable.contains) } ?? candidates
        let splits = open.isEmpty ? candidates : open
        var best = splits[0]
        var bestScore = Double.infinity
        for split in splits {
            let muscles = MuscleSet(split.muscles)
            var score = 0.0
            muscles.forEachOrdinal { score += load[$0] }
            score /= Double(muscles.count)
            if let balance {
                var need = 0.0
                var excess = 0.0
                let groups = GroupSet(muscles: split.muscles)
                groups.forEachOrdinal { group in
                    need += min(balance.missingSets(of: group), missingCap) * ready[group]
                    excess += balance.excess[group]
                }
                score += (excessWeight * excess - needWeight * need) / Double(max(1, groups.count)).squareRoot()
            }
            if split == yesterday { score += repeatPenalty }
            if score < bestScore - 1e-12 {
                best = split
                bestScore = score
            }
        }
        return best
    }
}
