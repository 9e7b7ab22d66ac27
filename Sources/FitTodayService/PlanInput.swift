public import FitTodayDomain
public import FitTodayResources
import FitTodayText

/// What a person asks a plan for, as typed: English ids or their own words (`peito`, `halteres`, `força`), accents
/// and case ignored. `generate` and `batch` fill it from options, the server from a request body; `batch` accepts
/// comma lists of profiles, energies, levels and goals and runs every combination.
public struct PlanInput: Sendable, Equatable {
    public var focus: String?
    public var equipment: String?
    public var profile: String?
    public var energy: String?
    public var level: String?
    public var goal: String?
    public var minutes: Int?
    public var seed: UInt64?
    public var language: Language
    /// How a field is named in messages: `--energy` on the command line, `energy` in a request body.
    public var fieldName: @Sendable (String) -> String

    public init(
        focus: String? = nil, equipment: String? = nil, profile: String? = nil, energy: String? = nil,
        level: String? = nil, goal: String? = nil, minutes: Int? = nil, seed: UInt64? = nil, language: Language,
        fieldName: @escaping @Sendable (String) -> String = { "--" + $0 }
    ) {
        self.focus = focus
        self.equipment = equipment
        self.profile = profile
        self.energy = energy
        self.level = level
        self.goal = goal
        self.minutes = minutes
        self.seed = seed
        self.language = language
        self.fieldName = fieldName
    }

    public static func == (left: Self, right: Self) -> Bool {
        (left.focus, left.equipment, left.profile, left.energy, left.level, left.goal)
            == (right.focus, right.equipment, right.profile, right.energy, right.level, right.goal)
            && left.minutes == right.minutes && left.seed == right.seed && left.language == right.language
    }

    /// Checks every value, saying the first wrong one (did-you-mean when one is close).
    public func validate() throws {
        if equipment != nil, profile != nil { throw AppError.usage(say(.equipmentAndProfile)) }
        if let minutes, !PlanRequest.minutesRange.contains(minutes) { throw AppError.usage(say(.minutesRange, minutes)) }
        if let focus { _ = try TypedValues.focus(focus, option: fieldName("focus")) }
        if let equipment { _ = try TypedValues.equipment(equipment, option: fieldName("equipment")) }
        let _: [Energy] = try TypedValues.values(energy, .energy, option: fieldName("energy"))
        let _: [Level] = try TypedValues.values(level, .level, option: fieldName("level"))
        let _: [Goal] = try TypedValues.values(goal, .goal, option: fieldName("goal"))
    }

    /// One request per combination of the list options (one in all unless `allowLists`), with its profile's id.
    public func requests(resources: LoadedResources, date: CalendarDay, allowLists: Bool) throws
        -> [(profile: String, request: PlanRequest)]
    {
        let defaults = resources.config.defaults
        let energies: [Energy] = try TypedValues.values(energy, .energy, option: fieldName("energy")).orDefault(defaults.energy)
        let levels: [Level] = try TypedValues.values(level, .level, option: fieldName("level")).orDefault(defaults.level)
        let goals: [Goal] = try TypedValues.values(goal, .goal, option: fieldName("goal")).orDefault(defaults.goal)
        var equipmentChoices: [(String, EquipmentSet)] = []
        if let equipment {
            equipmentChoices = [("custom", try TypedValues.equipment(equipment, option: fieldName("equipment")))]
        } else {
            let matcher = say.matcher(for: .profile, profiles: resources.profiles.keys.sorted())
            let names = try profile.map { try TypedValues.items($0, option: fieldName("profile")) } ?? [defaults.profile]
            for name in names {
                let id = try TypedValues.id(name, in: matcher, option: fieldName("profile"))
                equipmentChoices.append((id, EquipmentSet(resources.profiles[id] ?? [])))
            }
        }
        if !allowLists {
            for (count, name) in [(energies.count, "energy"), (levels.count, "level"), (goals.count, "goal"),
                                  (equipmentChoices.count, "profile")] where count > 1 {
                throw AppError.usage(say(.oneValueOnly, fieldName(name)))
            }
        }
        let focusValue = try focus.map { try TypedValues.focus($0, option: fieldName("focus")) }
        var result: [(String, PlanRequest)] = []
        for (profileName, equipmentSet) in equipmentChoices {
            for energy in energies {
                for level in levels {
                    for goal in goals {
                        let request = PlanRequest(
                            focus: focusValue, equipment: equipmentSet, energy: energy, level: level, goal: goal,
                            minutes: minutes ?? defaults.minutes, date: date, language: language)
                        result.append((profileName, request))
                    }
                }
            }
        }
        return result
    }
}

extension Array {
    func orDefault(_ value: Element) -> [Element] { isEmpty ? [value] : self }
}
