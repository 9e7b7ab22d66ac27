/// This week's sets per group against the goal's weekly ranges: what each group still needs to reach its minimum,
/// and how far it is above its maximum.
public struct WeeklyBalance: Sendable, Equatable {
    /// Share of the minimum still missing, per group ordinal (1 with nothing done, 0 when reached).
    public var need: [Double]
    /// Share of the maximum exceeded, per group ordinal (0 when within).
    public var excess: [Double]

    public init(volume: WeeklyVolume, goal: Goal, rules: TrainingRules) {
        need = TrainingGroup.allCases.map { group in
            let range = rules.weeklyRange(group, goal: goal)
            return range.min > 0 ? max(0, range.min - volume.sets(group)) / range.min : 0
        }
        excess = TrainingGroup.allCases.map { group in
            let range = rules.weeklyRange(group, goal: goal)
            return range.max > 0 ? max(0, volume.sets(group) - range.max) / range.max : 0
        }
    }

    /// The largest need among the groups in `mask`.
    func need(of mask: UInt16) -> Double {
        var best = 0.0
        var bits = mask
        while bits != 0 {
            best = max(best, need[bits.trailingZeroBitCount])
            bits &= bits - 1
        }
        return best
    }

    /// Every group in `mask` is at or above its maximum.
    func isFull(_ mask: UInt16) -> Bool {
        guard mask != 0 else { return false }
        var bits = mask
        while bits != 0 {
            if excess[bits.trailingZeroBitCount] <= 0 { return false }
            bits &= bits - 1
        }
        return true
    }
}
