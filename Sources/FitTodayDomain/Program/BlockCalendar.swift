/// The block a day falls in, read from the person's dated history: the last recorded plan that carries a block is
/// continued. A new calendar week of training is the next week of the block; after the deload week (or a long
/// break) a new block begins; the planned last week is the deload week, except for open-ended (beginner) blocks,
/// which grow until a stall. A reactive deload (`ReactiveDeload`), checked when a new calendar week begins, makes
/// that week the deload week and ends the block there, so a deload is always a whole week. Pure: the same history
/// and day give the same block.
public struct BlockCalendar: Sendable {
    public var rules: BlockRules

    public init(rules: BlockRules) { self.rules = rules }

    /// The block of `date` for a person at `level` training for `goal`. `history` holds recorded plans (trained
    /// ones with their performance), oldest first; plans on or after `date` are ignored.
    public func block(on date: CalendarDay, history: [WorkoutPlan], level: Level, goal: Goal) -> TrainingBlock {
        let planned = rules.plannedWeeks(level: level, goal: goal)
        guard let last = history.last(where: { $0.date < date && $0.block != nil }), let previous = last.block else {
            return .first(weeks: planned)
        }
        let gap = date.weekNumber - last.date.weekNumber
        // The same calendar week: the same block week.
        if gap <= 0 { return previous }
        if previous.phase == .deload || gap > rules.restartAfterWeeks {
            return TrainingBlock(number: previous.number + 1, week: 1, weeks: planned, phase: .accumulation)
        }
        let week = previous.week + 1
        let current = history.filter { $0.date < date && $0.block?.number == previous.number }
        if ReactiveDeload(rules: rules.reactive).isDue(on: date, block: current) {
            return TrainingBlock(number: previous.number, week: week, weeks: week, phase: .deload)
        }
        if rules.isOpenEnded(level) {
            return TrainingBlock(number: previous.number, week: week, weeks: max(previous.weeks, week), phase: .accumulation)
        }
        let weeks = max(previous.weeks, 1)
        return week >= weeks
            ? TrainingBlock(number: previous.number, week: weeks, weeks: weeks, phase: .deload)
            : TrainingBlock(number: previous.number, week: week, weeks: weeks, phase: .accumulation)
    }
}
