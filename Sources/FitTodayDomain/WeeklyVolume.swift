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

    static let coreMask: UInt16 = 1 << UInt16(TrainingGroup.core.ordinal)

    /// Bit per group, for an exercise's groups.
    static func mask(_ muscles: [Muscle]) -> UInt16 {
        muscles.reduce(0) { $0 | groupBit[$1.ordinal] }
    }

    /// Per muscle ordinal, the bit of the group it counts for (0 for forearms, which no group counts).
    private static let groupBit: [UInt16] = Muscle.allCases.map { muscle in
        allCases.first { $0.muscles.contains(muscle) }.map { 1 << UInt16($0.ordinal) } ?? 0
    }
}

/// Hard sets per training group over a week: a set counts for its exercise's primary groups (direct work; what a
/// muscle does as a helper in compound lifts is left out, as most coaches count). Kept in half sets so a rule
/// crediting helpers by half could be added without changing the type.
public struct WeeklyVolume: Sendable, Equatable {
    public private(set) var halfSets: [Int]

    public init() { halfSets = [Int](repeating: 0, count: TrainingGroup.allCases.count) }

    public func sets(_ group: TrainingGroup) -> Double { Double(halfSets[group.ordinal]) / 2 }

    mutating func add(sets: Int, primary: UInt16, secondary: UInt16) {
        var bits = primary
        while bits != 0 {
            halfSets[bits.trailingZeroBitCount] += 2 * sets
            bits &= bits - 1
        }
    }

    /// The sets of the workouts dated within the 6 days before `date` (a week with today's plan).
    static func before(_ date: CalendarDay, history: [PastWorkout], catalog: CatalogIndex) -> WeeklyVolume {
        var volume = WeeklyVolume()
        for workout in history.reversed() {
            let age = date.dayNumber - workout.date.dayNumber
            guard age >= 1 else { continue }
            guard age <= 6 else { break }
            volume.add(workout, catalog: catalog)
        }
        return volume
    }

    /// Per group ordinal, how many days ago it was last trained within the week before `date` (7 when not).
    static func daysSinceTrained(_ date: CalendarDay, history: [PastWorkout], catalog: CatalogIndex) -> [Int] {
        var days = [Int](repeating: 7, count: TrainingGroup.allCases.count)
        for workout in history.reversed() {
            let age = date.dayNumber - workout.date.dayNumber
            guard age >= 1 else { continue }
            guard age <= 6 else { break }
            for position in workout.positions {
                var bits = catalog.traits[position].primaryGroups
                while bits != 0 {
                    days[bits.trailingZeroBitCount] = min(days[bits.trailingZeroBitCount], age)
                    bits &= bits - 1
                }
            }
        }
        return days
    }

    mutating func add(_ workout: PastWorkout, catalog: CatalogIndex) {
        for (position, sets) in zip(workout.positions, workout.sets) {
            let traits = catalog.traits[position]
            add(sets: sets, primary: traits.primaryGroups, secondary: traits.secondaryGroups)
        }
    }

    /// The same for a plan (its exercises must be catalog ids to count).
    public mutating func add(_ plan: WorkoutPlan, catalog: CatalogIndex) {
        add(catalog.digest(plan), catalog: catalog)
    }
}
