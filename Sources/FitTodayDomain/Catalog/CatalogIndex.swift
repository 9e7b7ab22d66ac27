/// The loaded catalog with the look-ups the composer, the validator and the CLI need.
///
/// Built once; every query afterwards works on precomputed bit masks and integer positions.
public struct CatalogIndex: Sendable {
    public let exercises: [Exercise]
    /// Per exercise, by position: the facts the composer scans, as bit masks and small integers, so its inner
    /// loops touch no strings.
    let traits: [Traits]

    struct Traits {
        var primary: MuscleSet
        var secondary: MuscleSet
        var equipment: EquipmentSet
        /// One of these is needed besides `equipment` (empty: none).
        var equipmentAnyOf: EquipmentSet
        var pattern: UInt32
        /// Its movement family's bit (`MovementFamily`): the pattern's, or its distinct family's above them.
        var family: UInt64
        var levelRank: Int32
        var compound: Bool
        /// Index into `RestClass.allCases`.
        var rest: Int32
        var primaryGroups: GroupSet
        /// The groups its helper muscles count half a set for toward their weekly minimum
        /// (`WeeklyVolume.helperGroups`).
        var helperGroups: GroupSet
        var tier: Tier
        var role: ExerciseRole
        var unit: WorkUnit
        var perSide: Bool
        var loadable: Bool
        /// A skill, eccentric or explosive move: a catalog rep cap of 8 or fewer (a higher cap, such as a pull-up's,
        /// only bounds the rep range).
        var capped: Bool
        var usesBand: Bool
        /// Rests like a heavy lift.
        var heavy: Bool
        /// How much load its equipment carries (`QualityScore.capacity`).
        var capacity: Int
        /// Done on a pull-up bar (1) or a dip station (2), loaded or not: a weighted and a plain pull-up are one
        /// movement.
        var station: UInt8
        /// For a regression, the position of the exercise it leads to (-1 otherwise).
        var parent: Int32
        var maxReps: Int?
        /// Needs furniture, a door frame or a partner (`Exercise.improvised`).
        var improvised: Bool
        /// The dose the movement fixes (`Exercise.scheme`).
        var scheme: FixedScheme?

        /// What a prescription reads.
        var doseFacts: TrainingRules.DoseFacts {
            TrainingRules.DoseFacts(
                role: role, loadable: loadable, compound: compound, unit: unit, perSide: perSide, rest: Int(rest),
                maxReps: maxReps, scheme: scheme)
        }

        /// Whether it can be a day's main lift for a person with load at hand (`loadAtHand`) or without: counted in
        /// repetitions, and a loadable compound (`main`) or a staple of its pattern; without load, any compound (a
        /// bodyweight athlete's pistol squat or skater squat). With load at hand a niche bodyweight move (a floor
        /// slide pull) fills a main slot as an accessory; a hold (a reverse plank) never leads.
        func canLead(loadAtHand: Bool) -> Bool {
            unit == .reps && (role == .main || tier == .staple || !loadAtHand && compound)
        }

        /// All of `equipment` and, when it has alternatives, one of `equipmentAnyOf`.
        func isAvailable(with available: EquipmentSet) -> Bool {
            equipment.isSubset(of: available) && (equipmentAnyOf.isEmpty || equipmentAnyOf.intersects(available))
        }

        /// Available with `available` to a person whose level has rank `rank` (`Level.rank`).
        func isAvailable(with available: EquipmentSet, rank: Int32) -> Bool {
            levelRank <= rank && isAvailable(with: available)
        }
    }
    private let positionById: [String: Int]
    /// Folded names, English names, aliases and ids → position; built on first use (a local plan from valid ids
    /// never needs it, and folding every name was a good part of a cold start).
    private let nameIndex: NameIndex

    public enum BuildError: Error, Equatable, Sendable {
        case duplicateId(String)
    }

    public init(exercises: [Exercise]) throws(BuildError) {
        var byId: [String: Int] = [:]
        for (position, exercise) in exercises.enumerated() {
            guard byId.updateValue(position, forKey: exercise.id) == nil else { throw .duplicateId(exercise.id) }
        }
        self.exercises = exercises
        self.positionById = byId
        self.nameIndex = NameIndex(exercises: exercises)
        self.traits = exercises.map { exercise in
            Traits(
                primary: MuscleSet(exercise.primaryMuscles), secondary: MuscleSet(exercise.secondaryMuscles),
                equipment: EquipmentSet(exercise.equipment), equipmentAnyOf: EquipmentSet(exercise.equipmentAnyOf),
                pattern: exercise.pattern.bit, family: exercise.family?.bit ?? UInt64(exercise.pattern.bit),
                levelRank: Int32(exercise.level.rank), compound: exercise.mechanics == .compound,
                rest: Int32(RestClass.allCases.firstIndex(of: exercise.rest)!),
                primaryGroups: GroupSet(muscles: exercise.primaryMuscles),
                helperGroups: WeeklyVolume.helperGroups(primary: exercise.primaryMuscles, secondary: exercise.secondaryMuscles),
                tier: exercise.tier, role: exercise.role, unit: exercise.unit, perSide: exercise.perSide,
                loadable: exercise.loadable, capped: (exercise.maxReps ?? Int.max) <= 8,
                usesBand: exercise.equipment.contains(.resistanceBand),
                heavy: exercise.rest == .heavy, capacity: QualityScore.capacity(
                    EquipmentSet(exercise.equipment), anyOf: EquipmentSet(exercise.equipmentAnyOf)),
                station: (exercise.equipment.contains(.pullUpBar) ? 1 : 0) | (exercise.equipment.contains(.dipStation) ? 2 : 0),
                parent: exercise.regressionOf.flatMap { byId[$0] }.map(Int32.init) ?? -1, maxReps: exercise.maxReps,
                improvised: exercise.improvised != nil, scheme: exercise.scheme)
        }
    }

    public var count: Int { exercises.count }

    public func position(ofId id: String) -> Int? { positionById[id] }

    /// Whether the exercise `id` is one a person with `equipment` at `level` may do (`available`, for one id).
    public func isAvailable(id: String, equipment: EquipmentSet, level: Level) -> Bool {
        guard let position = positionById[id] else { return false }
        return traits[position].isAvailable(with: equipment, rank: Int32(level.rank))
    }

    public func exercise(id: String) -> Exercise? { positionById[id].map { exercises[$0] } }

    /// The catalog id for an id, a pt-BR or English name, or an alias (accents, case and punctuation ignored).
    public func canonicalId(for reference: String) -> String? {
        if let position = positionById[reference] { return exercises[position].id }
        return nameIndex.positions[reference.folded].map { exercises[$0].id }
    }

    /// Positions of the exercises a person can do with `equipment` at `level`: all of an exercise's equipment and
    /// one of its any-of alternatives.
    public func available(equipment: EquipmentSet, level: Level = .advanced) -> [Int] {
        let rank = Int32(level.rank)
        return traits.withUnsafeBufferPointer { traits in
            traits.indices.filter { traits[$0].isAvailable(with: equipment, rank: rank) }
        }
    }

    /// Exercises whose names, aliases or id contain every word of `query` (folded).
    /// Exercises whose id, names or aliases hold every word of `query`, best first: an exact name or alias, then
    /// names that start with the query, then names that hold every word, then matches in aliases or ids only;
    /// within each, staples before common and specialty moves, main lifts first, shorter names first.
    public func search(_ query: String) -> [Exercise] {
        let folded = query.folded
        let words = folded.split(separator: " ")
        var ranked: [(rank: Int, exercise: Exercise)] = []
        for exercise in exercises {
            let names = [exercise.name, exercise.nameEn].map(\.folded)
            let all = names + ([exercise.id] + exercise.aliases).map(\.folded)
            let haystack = all.joined(separator: " ")
            guard words.allSatisfy({ haystack.contains($0) }) else { continue }
            let rank: Int
            if all.contains(folded) {
                rank = 0
            } else if names.contains(where: { $0.hasPrefix(folded) }) {
                rank = 1
            } else if names.contains(where: { name in words.allSatisfy { name.contains($0) } }) {
                rank = 2
            } else {
                rank = 3
            }
            ranked.append((rank, exercise))
        }
        return ranked.sorted { lhs, rhs in
            let (a, b) = (lhs.exercise, rhs.exercise)
            if lhs.rank != rhs.rank { return lhs.rank < rhs.rank }
            if a.tier != b.tier { return a.tier < b.tier }
            if (a.role == .main) != (b.role == .main) { return a.role == .main }
            if a.name.count != b.name.count { return a.name.count < b.name.count }
            return a.id < b.id
        }.map(\.exercise)
    }

}
