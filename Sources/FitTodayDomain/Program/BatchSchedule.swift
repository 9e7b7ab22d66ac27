/// The schedule a batch follows: the day decision and the days per week it asks for.
public struct BatchSchedule: Sendable {
    public var decision: DayDecision
    public var daysPerWeek: Int

    public init(decision: DayDecision, daysPerWeek: Int) {
        self.decision = decision
        self.daysPerWeek = daysPerWeek
    }
}
