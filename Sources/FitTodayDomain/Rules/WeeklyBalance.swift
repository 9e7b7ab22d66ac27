/// This week's sets per group against the goal's weekly ranges: what each group still needs to reach its minimum
/// this calendar week, and how far it is above its maximum over the last seven days.
public struct WeeklyBalance: Sendable, Equatable {
    /// Share of the minimum still missing, per group ordinal (1 with nothing done, 0 when reached).
    public var need: [Double]
    /// Share of the maximum exceeded, per group ordinal (0 when within).
    public var excess: [Double]

    /// Half sets left below each group's weekly maximum (negative above it); today's picks use it up.
    var room: [Int]

    /// Per group ordinal, days since it was last trained (7 when not within the week).
    var daysSinceTrained: [Int]

    /// Weekly minimum by group position.
    var minimum: [Double]

    /// Per group ordinal, how much less of its minimum it needs over the seven days up to today than this calendar
    /// week (the sets of last week's days among them, as a share of the minimum): its rolling need is
    /// `max(0, need - rollingSurplus)` whatever today's picks take off both, so it is kept once and never copied.
    var rollingSurplus: [Double]

    /// - Parameters:
    ///   - volume: this calendar week's sets before today, which the minimums are owed by (`need`).
    ///   - trailing: the sets of the six days before today, which the maximums hold over (`room`, `excess`) and
    ///     `lacking` reads beside `need`; `volume` when nil.
    init(volume: WeeklyVolume, trailing: WeeklyVolume? = nil, rules: TrainingRules.Resolved, daysSinceTrained: [Int]) {
        minimum = rules.weeklyMin
        self.daysSinceTrained = daysSinceTrained
        let trailing = trailing ?? volume
        rollingSurplus = rules.weeklyMin.indices.map { index in
            let low = rules.weeklyMin[index]
            return low > 0 ? Double(trailing.stimulusHalfSets[index] - volume.stimulusHalfSets[index]) / 2 / low : 0
        }
        let count = rules.weeklyMin.count
        var need: [Double] = []
        var excess: [Double] = []
        var room: [Int] = []
        need.reserveCapacity(count)
        excess.reserveCapacity(count)
        room.reserveCapacity(count)
        for index in rules.weeklyMin.indices {
            let (low, high) = (rules.weeklyMin[index], rules.weeklyMax[index])
            let done = Double(trailing.halfSets[index]) / 2
            let stimulus = Double(volume.stimulusHalfSets[index]) / 2
            need.append(low > 0 ? max(0, low - stimulus) / low : 0)
            excess.append(high > 0 ? max(0, done - high) / high : 0)
            room.append(Int((high * 2).rounded()) - trailing.halfSets[index])
        }
        (self.need, self.excess, self.room) = (need, excess, room)
    }

    /// Counts sets the plan will certainly hold (its main lifts) toward their groups' needs, so the accessory slots
    /// go to what those lifts do not train; `helpers` count half (`WeeklyVolume`).
    mutating func credit(sets: Int, groups: GroupSet, helpers: GroupSet = GroupSet()) {
        reduceNeed(sets: sets, groups: groups, helpers: helpers)
        groups.forEachOrdinal { daysSinceTrained[$0] = 0 }
    }

    /// `sets` of direct work for `groups` and half as much for `helpers`, off their needs.
    private mutating func reduceNeed(sets: Int, groups: GroupSet, helpers: GroupSet) {
        groups.forEachOrdinal { index in
            if minimum[index] > 0 { need[index] = max(0, need[index] - Double(sets) / minimum[index]) }
        }
        helpers.forEachOrdinal { index in
            if minimum[index] > 0 { need[index] = max(0, need[index] - Double(sets) / 2 / minimum[index]) }
        }
    }

    /// Every group would pass its weekly maximum with `sets` more sets.
    func wouldPassMax(_ groups: GroupSet, sets: Int) -> Bool {
        var open = false
        groups.forEachOrdinal { if room[$0] >= sets * 2 { open = true } }
        return !groups.isEmpty && !open
    }

    /// Every group is at or above its weekly maximum.
    func hasNoRoom(_ groups: GroupSet) -> Bool {
        var open = false
        groups.forEachOrdinal { if room[$0] > 0 { open = true } }
        return !groups.isEmpty && !open
    }

    /// The whole sets the groups all still have room for this week (0 when one is full); nil for no group.
    func setsLeft(_ groups: GroupSet) -> Int? {
        var least: Int?
        groups.forEachOrdinal { least = min(least ?? Int.max, max(0, room[$0] / 2)) }
        return least
    }

    /// The groups with room for fewer than `sets` more sets this week (`below: 0`: those at or past their maximum).
    func tight(below sets: Int) -> GroupSet {
        var bits: UInt64 = 0
        for index in room.indices where room[index] < max(1, 2 * sets) { bits |= 1 << UInt64(index) }
        return GroupSet(rawValue: bits)
    }

    /// Counts a planned exercise's sets: out of its primary groups' room, and toward its groups' needs (helpers
    /// half).
    mutating func plan(sets: Int, of trait: CatalogIndex.Traits) {
        use(sets: sets, groups: trait.primaryGroups)
        // As `credit`, without the days since trained (the time fit never reads them: one array less to copy).
        reduceNeed(sets: sets, groups: trait.primaryGroups, helpers: trait.helperGroups)
    }

    /// Takes a planned exercise's sets out of its groups' room.
    mutating func use(sets: Int, groups: GroupSet) {
        groups.forEachOrdinal { room[$0] -= 2 * sets }
    }

    /// The longest any of the groups has gone untrained.
    func staleness(of groups: GroupSet) -> Int {
        var best = 0
        groups.forEachOrdinal { best = max(best, daysSinceTrained[$0]) }
        return best
    }

    /// A group with a weekly minimum untrained this long is lacking whatever its sets (`lacking`): the sets of a
    /// week's first days do not carry a group through the next week.
    static let staleDays = 5

    /// The groups among `groups` that still lack at least `share` of their weekly minimum both this calendar week
    /// and over the last seven days (a Monday after a weekend of chest work owes the chest this week's sets, but
    /// lacks none to repeat a resting exercise for), or that have a minimum and have gone `staleDays` untrained.
    func lacking(_ groups: GroupSet, share: Double) -> GroupSet {
        var bits: UInt64 = 0
        groups.forEachOrdinal {
            if need[$0] - rollingSurplus[$0] >= share || minimum[$0] > 0 && daysSinceTrained[$0] >= Self.staleDays {
                bits |= 1 << UInt64($0)
            }
        }
        return GroupSet(rawValue: bits)
    }

    /// Whether any of the groups has a weekly minimum at all (a beginner's calves and arms have none:
    /// `TrainingRules.weeklyMinimumGroups`).
    func holdsMinimum(_ groups: GroupSet) -> Bool {
        var holds = false
        groups.forEachOrdinal { if minimum[$0] > 0 { holds = true } }
        return holds
    }

    /// The sets a group still misses to reach its weekly minimum.
    func missingSets(of ordinal: Int) -> Double { need[ordinal] * minimum[ordinal] }

    /// The groups still below their weekly minimum, as bits (one AND per exercise tests them).
    func needing() -> GroupSet {
        var bits: UInt64 = 0
        for index in need.indices where need[index] > 0 { bits |= 1 << UInt64(index) }
        return GroupSet(rawValue: bits)
    }

    /// The largest need among the groups.
    func need(of groups: GroupSet) -> Double {
        var best = 0.0
        groups.forEachOrdinal { best = max(best, need[$0]) }
        return best
    }
}
