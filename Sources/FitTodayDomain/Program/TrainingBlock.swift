/// Where a plan stands in the person's program: the block (mesocycle) it belongs to, its week, the block's planned
/// length and whether the week builds (`accumulation`) or recovers (`deload`). Recorded with the plan, so the next
/// plan continues from it (docs/generation.md, "block").
public struct TrainingBlock: Codable, Sendable, Equatable, Hashable {
    public enum Phase: String, Codable, Sendable, CaseIterable {
        /// A building week: effort ramps up week by week.
        case accumulation
        /// A recovery week: about half the sets, lighter loads, more reps in reserve.
        case deload
    }

    /// 1 for the person's first block, then one more at each new block.
    public var number: Int
    /// 1-based calendar week of training inside the block.
    public var week: Int
    /// The block's planned length in weeks, deload included; a beginner's open-ended block grows as needed, a
    /// reactive deload ends a block early (then `week == weeks`).
    public var weeks: Int
    public var phase: Phase

    public init(number: Int, week: Int, weeks: Int, phase: Phase) {
        self.number = number
        self.week = week
        self.weeks = weeks
        self.phase = phase
    }

    /// The first week of the person's first block.
    public static func first(weeks: Int) -> TrainingBlock {
        TrainingBlock(number: 1, week: 1, weeks: weeks, phase: .accumulation)
    }
}

extension WorkoutPlan {
    /// The plan belongs to a deload week: about half the sets, lighter loads, more reps in reserve; no stage after
    /// the week's doses adds sets back.
    public var isDeload: Bool { block?.phase == .deload }
}

extension CalendarDay {
    /// Monday-based calendar week number: days of the same Monday-to-Sunday week share it (1970-01-01 was a
    /// Thursday, so day 4 opens week 1).
    public var weekNumber: Int {
        let shifted = dayNumber + 3
        return shifted >= 0 ? shifted / 7 : (shifted - 6) / 7
    }
}
