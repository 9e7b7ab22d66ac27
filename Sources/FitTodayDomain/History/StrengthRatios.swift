/// How the variants of a movement share one strength: each lift's one-rep max as a share of its group's reference
/// lift (the group's 1). A lift without history of its own starts from the most recent related lift through the two
/// ratios. Ratios are looked up by exercise id; a main compound lift not listed takes its equipment's share, and only
/// listed lifts serve as sources (their ratios are the ones a coach vouches for).
public struct StrengthRatios: Sendable, Equatable, Codable {
    /// Movement pattern → the group whose lifts share a strength (a pattern not listed is its own group).
    public var groups: [String: String]
    /// Exercise id → its one-rep max as a share of the group's reference lift.
    public var ratios: [String: Double]
    /// For a main compound lift not in `ratios`: the share by its first listed equipment that has one.
    public var byEquipment: [String: Double]
    /// Lifts whose logged load is added to the body (a weighted pull-up's belt): their strength is the body's
    /// weight plus the load, so a pull-up and a pulldown share one.
    public var bodyweightAdded: [String]

    public init(
        groups: [String: String] = [:], ratios: [String: Double] = [:], byEquipment: [String: Double] = [:],
        bodyweightAdded: [String] = []
    ) {
        self.groups = groups
        self.ratios = ratios
        self.byEquipment = byEquipment
        self.bodyweightAdded = bodyweightAdded
    }

    public func group(of exercise: borrowing Exercise) -> String {
        groups[exercise.pattern.rawValue] ?? exercise.pattern.rawValue
    }

    /// The exercise's share of its group's reference one-rep max; nil when it shares no strength (isolation and
    /// mobility work; a compound not listed takes its implement's share).
    public func ratio(of exercise: borrowing Exercise) -> Double? {
        if let listed = ratios[exercise.id] { return listed }
        guard exercise.mechanics == .compound, [.main, .accessory].contains(exercise.role) else { return nil }
        return exercise.loadEquipment.lazy.compactMap { byEquipment[$0.rawValue] }.first
    }

    /// The lifts that may lend their strength to `exercise` (itself excluded), sorted by id: the listed lifts of its
    /// group first, then the other main compound lifts of the group on the same implement that have a share by
    /// equipment (a home lifter's kettlebell staples lend to each other; a weighted pull-up's added load, on
    /// another implement, does not lend to a pulldown).
    public func sources(for exercise: borrowing Exercise, catalog: CatalogIndex) -> [String] {
        guard ratio(of: exercise) != nil else { return [] }
        let group = group(of: exercise)
        let id = exercise.id
        let listed = ratios.keys.filter { candidate in
            candidate != id && catalog.exercise(id: candidate).map { self.group(of: $0) == group } == true
        }.sorted()
        let known = Set(listed)
        let implement = shareEquipment(of: exercise)
        let others = catalog.exercises.filter { candidate in
            candidate.id != id && !known.contains(candidate.id) && self.group(of: candidate) == group
                && ratios[candidate.id] == nil && ratio(of: candidate) != nil
                && implement != nil && shareEquipment(of: candidate) == implement
        }.map(\.id).sorted()
        return listed + others
    }
}

extension StrengthRatios {
    /// Whether `source` may lend its strength to `exercise`: the same group, a share of its own, and either listed
    /// in `ratios` or on the same implement. The rule `sources` lists by, for one candidate.
    public func lends(_ source: borrowing Exercise, to exercise: borrowing Exercise) -> Bool {
        guard source.id != exercise.id, ratio(of: exercise) != nil, ratio(of: source) != nil,
              group(of: source) == group(of: exercise)
        else { return false }
        if ratios[source.id] != nil { return true }
        guard let implement = shareEquipment(of: exercise) else { return false }
        return shareEquipment(of: source) == implement
    }

    /// The first equipment of `exercise` with a share in `byEquipment`: the implement its load is on.
    func shareEquipment(of exercise: borrowing Exercise) -> String? {
        exercise.loadEquipment.lazy.map(\.rawValue).first { byEquipment[$0] != nil }
    }
}

extension OneRepMaxFormula {
    /// The estimated one-rep max of `reps` at `weightKg` with `rir` reps left in reserve (r + k reps to failure).
    public func estimate(weightKg: Double, reps: Int, rir: Int) -> Double {
        estimate(weightKg: weightKg, reps: max(1, reps + max(0, rir)))
    }

    /// The load for `reps` reps to failure at a one-rep max of `oneRepMax` (the formula turned around).
    public func load(oneRepMax: Double, reps: Int) -> Double {
        switch self {
        case .epley: reps <= 1 ? oneRepMax : oneRepMax / (1 + Double(reps) / 30)
        case .brzycki: oneRepMax * Double(37 - min(reps, 36)) / 36
        }
    }
}
