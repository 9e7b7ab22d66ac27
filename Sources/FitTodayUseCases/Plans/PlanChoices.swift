public import FitTodayDomain
public import FitTodayResources

/// What a person asks a plan for, typed: every word already matched to its value by the edge that read it (the
/// command line's options, a `POST /v1/plans` body). What is not given takes the configured default when the
/// requests are made. `batch` gives lists of energies, levels, goals and profiles and plans every combination;
/// everyone else gives one value each.
public struct PlanChoices: Sendable, Equatable {
    /// `nil`: chosen from muscle recovery.
    public var focus: Focus?
    /// The equipment at hand (empty: bodyweight); `nil`: a profile's.
    public var equipment: EquipmentSet?
    /// Profile names as given: the profiles are configuration, so they are matched (`WordParser.profile`) when the
    /// requests are made, where the configured ones are known. Empty: the configured default profile.
    public var profiles: [WordParser.Word]
    /// Empty: the configured default.
    public var energies: [Energy]
    public var levels: [Level]
    public var goals: [Goal]
    public var minutes: Int?
    /// `nil`: derived from the day and the request.
    public var seed: UInt64?
    public var language: Language
    /// Training days per week, remembered for the person when given; `nil`: the remembered one, else the level's.
    public var daysPerWeek: Int?
    /// Train even where the schedule or recovery says to rest.
    public var trainAnyway: Bool

    public init(
        focus: Focus? = nil, equipment: EquipmentSet? = nil, profiles: [WordParser.Word] = [], energies: [Energy] = [],
        levels: [Level] = [], goals: [Goal] = [], minutes: Int? = nil, seed: UInt64? = nil, language: Language,
        daysPerWeek: Int? = nil, trainAnyway: Bool = false
    ) {
        self.daysPerWeek = daysPerWeek
        self.trainAnyway = trainAnyway
        self.focus = focus
        self.equipment = equipment
        self.profiles = profiles
        self.energies = energies
        self.levels = levels
        self.goals = goals
        self.minutes = minutes
        self.seed = seed
        self.language = language
    }

    /// The checks that come before any word is read, in this order: equipment and a profile contradict each other;
    /// minutes within `PlanRequest.minutesRange`; days per week within the schedule's range.
    public static func checkBounds(
        equipmentGiven: Bool, profileGiven: Bool, minutes: Int?, daysPerWeek: Int? = nil
    ) throws(FieldError) {
        if equipmentGiven, profileGiven { throw FieldError(.equipment, .conflictsWithProfile) }
        if let minutes, !PlanRequest.minutesRange.contains(minutes) { throw FieldError(.minutes, .outOfRange(minutes)) }
        if let daysPerWeek, !ScheduleRules.daysPerWeekRange.contains(daysPerWeek) {
            throw FieldError(.daysPerWeek, .outOfRange(daysPerWeek))
        }
    }

    /// One request per combination of the lists, with its profile's id (`custom` for given equipment).
    public func requests(resources: LoadedResources, date: CalendarDay) throws(FieldError)
        -> [(profile: String, request: PlanRequest)]
    {
        let defaults = resources.config.defaults
        var equipmentChoices: [(String, EquipmentSet)] = []
        if let equipment {
            equipmentChoices = [("custom", equipment)]
        } else {
            let configured = resources.profiles.keys.sorted()
            for word in profiles.isEmpty ? [WordParser.Word(defaults.profile)] : profiles {
                let id = try WordParser.profile(word, among: configured)
                equipmentChoices.append((id, EquipmentSet(resources.profiles[id] ?? [])))
            }
        }
        var result: [(String, PlanRequest)] = []
        for (profileName, equipmentSet) in equipmentChoices {
            for energy in energies.orDefault(defaults.energy) {
                for level in levels.orDefault(defaults.level) {
                    for goal in goals.orDefault(defaults.goal) {
                        let request = PlanRequest(
                            focus: focus, equipment: equipmentSet, energy: energy, level: level, goal: goal,
                            minutes: minutes ?? defaults.minutes, date: date, language: language)
                        result.append((profileName, request))
                    }
                }
            }
        }
        return result
    }

    /// The one request of choices that hold one value each; a list is refused, naming its field.
    public func request(resources: LoadedResources, date: CalendarDay) throws(FieldError) -> PlanRequest {
        let all = try requests(resources: resources, date: date)
        let counts: [(Int, FieldError.Field)] = [
            (energies.count, .energy), (levels.count, .level), (goals.count, .goal), (all.count, .profile),
        ]
        if let (_, field) = counts.first(where: { $0.0 > 1 }) { throw FieldError(field, .oneValueOnly) }
        return all[0].request
    }
}

extension Array {
    func orDefault(_ value: Element) -> [Element] { isEmpty ? [value] : self }
}
