/// Everything a person tells the generator about today.
public struct PlanRequest: Sendable, Hashable {
    /// `nil`: choose from muscle recovery.
    public var focus: Focus?
    public var equipment: EquipmentSet
    public var energy: Energy
    public var level: Level
    public var goal: Goal
    public var minutes: Int
    public var date: CalendarDay
    public var language: Language
    /// The days a week the person trains (`nil`: the level's, `schedule.daysPerWeek`): how much of each group's
    /// weekly minimum the week can hold (`TrainingRules.weeklyRange(_:goal:minutes:daysPerWeek:)`).
    public var daysPerWeek: Int?

    public static let minutesRange = 10...180

    public init(
        focus: Focus? = nil, equipment: EquipmentSet = EquipmentSet(), energy: Energy = .normal,
        level: Level = .intermediate, goal: Goal = .hypertrophy, minutes: Int = 45, date: CalendarDay,
        language: Language = .ptBR, daysPerWeek: Int? = nil
    ) {
        self.daysPerWeek = daysPerWeek
        self.focus = focus
        self.equipment = equipment
        self.energy = energy
        self.level = level
        self.goal = goal
        self.minutes = minutes
        self.date = date
        self.language = language
    }

    /// A stable text of the inputs that shape the plan (not the date), for seeds and "same request?" checks.
    public var fingerprint: String {
        let focusText = focus.map { $0.names.joined(separator: "+") } ?? "auto"
        let equipmentText = equipment.members.map(\.rawValue).joined(separator: "+")
        return [focusText, equipmentText, energy.rawValue, level.rawValue, goal.rawValue, String(minutes),
                language.rawValue].joined(separator: "/")
    }
}
