/// The groups whose weekly hard sets the automatic split choice keeps within range, and the batch reports.
public enum TrainingGroup: String, CaseIterable, Codable, Sendable, CodingKeyRepresentable {
    case chest, back, shoulders, biceps, triceps, quadriceps, hamstrings, glutes, calves, core, adductors

    public var ordinal: Int { Self.ordered.firstIndex(of: self)! }
    private static let ordered = allCases

    /// The muscles whose sets count for the group.
    public var muscles: [Muscle] {
        switch self {
        case .chest: [.chest]
        case .back: [.lats, .upperBack, .traps]
        case .shoulders: [.shoulders, .rearDelts]
        case .biceps: [.biceps]
        case .triceps: [.triceps]
        case .quadriceps: [.quadriceps]
        case .hamstrings: [.hamstrings]
        case .glutes: [.glutes]
        case .calves: [.calves]
        case .core: [.abs, .obliques, .lowerBack]
        case .adductors: [.adductors, .abductors]
        }
    }

    /// Per group ordinal, its muscles' ordinals (built once: read for every split the recovery planner weighs).
    static let muscleOrdinals: [[Int]] = allCases.map { $0.muscles.map(\.ordinal) }

    /// The bit of the group `muscle` counts for (0 for forearms, which no group counts).
    static func bit(of muscle: Muscle) -> UInt64 { groupBit[muscle.ordinal] }

    private static let groupBit: [UInt64] = Muscle.allCases.map { muscle in
        allCases.first { $0.muscles.contains(muscle) }.map { 1 << UInt64($0.ordinal) } ?? 0
    }
}

/// Hard sets per training group over a week, counted two ways. `sets`: a set counts for its exercise's primary
/// groups (direct work), what the weekly maximum caps. `stimulus`: the same, plus half a set for each group its
/// helper muscles train (a bench press's triceps and shoulders, a row's biceps), what the weekly minimum asks for: a
/// coach counts a beginner's presses toward the triceps, and fractional counting of this kind is how the training
/// literature relates weekly sets to growth. The trunk's bracing in squats, hinges and presses is not core work.
public struct WeeklyVolume: Sendable, Equatable {
    /// Direct sets, in half sets.
    public private(set) var halfSets: [Int]
    /// Direct sets and helpers' half sets, in half sets.
    public private(set) var stimulusHalfSets: [Int]

    public init() {
        halfSets = [Int](repeating: 0, count: TrainingGroup.allCases.count)
        stimulusHalfSets = halfSets
    }

    /// Direct sets of the group.
    public func sets(_ group: TrainingGroup) -> Double { Double(halfSets[group.ordinal]) / 2 }

    /// Direct sets of the group and half of its helper sets.
    public func stimulus(_ group: TrainingGroup) -> Double { Double(stimulusHalfSets[group.ordinal]) / 2 }

    /// The groups an exercise's helper muscles count half a set for: those of `secondary` that are not primary,
    /// the core left out (bracing).
    static func helperGroups(primary: [Muscle], secondary: [Muscle]) -> GroupSet {
        GroupSet(muscles: secondary).subtracting(GroupSet(muscles: primary)).subtracting(.core)
    }

    mutating func add(sets: Int, groups: GroupSet, helpers: GroupSet = GroupSet()) {
        groups.forEachOrdinal {
            halfSets[$0] += 2 * sets
            stimulusHalfSets[$0] += 2 * sets
        }
        helpers.forEachOrdinal { stimulusHalfSets[$0] += sets }
    }

    /// The sets of this calendar week's workouts before `date` (from its Monday: the week the schedule counts its
    /// days in and the audit its sets), the sets of those within the 6 days before `date` (a rolling week with
    /// today's plan, for the maximum; nil when they are this week's alone), and per group ordinal how many days
    /// ago it was last trained in them (7 when not), in one pass.
    static func week(before date: CalendarDay, history: ArraySlice<PastWorkout>, catalog: CatalogIndex)
        -> (volume: WeeklyVolume, trailing: WeeklyVolume?, daysSinceTrained: [Int])
    {
        var volume = WeeklyVolume()
        // Nil while the days read are all this week's (newest first: this week's come first).
        var trailing: WeeklyVolume?
        var days = [Int](repeating: 7, count: TrainingGroup.allCases.count)
        for workout in history.reversed() {
            let age = date.dayNumber - workout.date.dayNumber
            guard age >= 1 else { continue }
            guard age <= 6 else { break }
            let thisWeek = age <= date.weekday
            for (position, sets) in zip(workout.positions, workout.sets) {
                let groups = catalog.traits[position].primaryGroups
                if thisWeek {
                    volume.add(sets: sets, groups: groups, helpers: catalog.traits[position].helperGroups)
                } else {
                    if trailing == nil { trailing = volume }
                    trailing?.add(sets: sets, groups: groups, helpers: catalog.traits[position].helperGroups)
                }
                groups.forEachOrdinal { days[$0] = min(days[$0], age) }
            }
        }
        return (volume, trailing, days)
    }

    mutating func add(_ workout: PastWorkout, catalog: CatalogIndex) {
        for (position, sets) in zip(workout.positions, workout.sets) {
            add(sets: sets, groups: catalog.traits[position].primaryGroups, helpers: catalog.traits[position].helperGroups)
        }
    }

    /// The same for a plan (its exercises must be catalog ids to count).
    public mutating func add(_ plan: WorkoutPlan, catalog: CatalogIndex) {
        add(catalog.digest(plan), catalog: catalog)
    }
}
