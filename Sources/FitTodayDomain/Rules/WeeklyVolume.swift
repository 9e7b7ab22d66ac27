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

    /// The bit of the group `muscle` counts for (0 for forearms, which no group counts).
    static func bit(of muscle: Muscle) -> UInt64 { groupBit[muscle.ordinal] }

    private static let groupBit: [UInt64] = Muscle.allCases.map { muscle in
        allCases.first { $0.muscles.contains(muscle) }.map { 1 << UInt64($0.ordinal) } ?? 0
    }
}

/// Hard sets per training group over a week: a set counts for its exercise's primary groups (direct work; what a
/// muscle does as a helper in compound lifts is left out, as most coaches count). Kept in half sets so a rule
/// crediting helpers by half could be added without changing the type.
public struct WeeklyVolume: Sendable, Equatable {
    public private(set) var halfSets: [Int]

    public init() { halfSets = [Int](repeating: 0, count: TrainingGroup.allCases.count) }

    public func sets(_ group: TrainingGroup) -> Double { Double(halfSets[group.ordinal]) / 2 }

    mutating func add(sets: Int, groups: GroupSet) {
        groups.forEachOrdinal { halfSets[$0] += 2 * sets }
    }

    /// The sets of the workouts dated within the 6 days before `date` (a week with today's plan), and per group
    /// ordinal how many days ago it was last trained in them (7 when not), in one pass.
    static func week(before date: CalendarDay, history: ArraySlice<PastWorkout>, catalog: CatalogIndex)
        -> (volume: WeeklyVolume, daysSinceTrained: [Int])
    {
        var volume = WeeklyVolume()
        var days = [Int](repeating: 7, count: TrainingGroup.allCases.count)
        for workout in history.reversed() {
            let age = date.dayNumber - workout.date.dayNumber
            guard age >= 1 else { continue }
            guard age <= 6 else { break }
            for (position, sets) in zip(workout.positions, workout.sets) {
                let groups = catalog.traits[position].primaryGroups
                volume.add(sets: sets, groups: groups)
                groups.forEachOrdinal { days[$0] = min(days[$0], age) }
            }
        }
        return (volume, days)
    }

    mutating func add(_ workout: PastWorkout, catalog: CatalogIndex) {
        for (position, sets) in zip(workout.positions, workout.sets) {
            add(sets: sets, groups: catalog.traits[position].primaryGroups)
        }
    }

    /// The same for a plan (its exercises must be catalog ids to count).
    public mutating func add(_ plan: WorkoutPlan, catalog: CatalogIndex) {
        add(catalog.digest(plan), catalog: catalog)
    }
}
