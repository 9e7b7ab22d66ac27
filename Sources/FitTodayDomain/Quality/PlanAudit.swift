/// A coach's judge of composed plans, independent of how the composer picks: it reads a plan with the catalog and
/// the rules and says which exercises a coach would strike — a second exercise of one movement family, a dose or a
/// move that does not fit the person's level, improvised furniture while proper equipment fits — and which
/// exercises are grouped into supersets and circuits. `PlanAudit+Run.swift` reads a run of consecutive plans.
public struct PlanAudit: Sendable {
    public let catalog: CatalogIndex
    public let rules: TrainingRules
    /// What the person has, and their level: what "a proper candidate" and "a dose they can do" are judged against.
    public let equipment: EquipmentSet
    public let level: Level
    /// Per catalog position: an improvised exercise for which the equipment holds a proper (not improvised)
    /// exercise of the same pattern and primary muscle, at or below the level.
    private let furnitureWithAlternative: [Bool]

    public init(catalog: CatalogIndex, rules: TrainingRules, equipment: EquipmentSet, level: Level) {
        self.catalog = catalog
        self.rules = rules
        self.equipment = equipment
        self.level = level
        let rank = Int32(level.rank)
        let traits = catalog.traits
        let proper = traits.indices.filter {
            !traits[$0].improvised && traits[$0].equipment.isSubset(of: equipment) && traits[$0].levelRank <= rank
        }
        furnitureWithAlternative = traits.map { trait in
            trait.improvised && proper.contains {
                traits[$0].pattern == trait.pattern && traits[$0].primary.intersects(trait.primary)
            }
        }
    }

    public init(catalog: CatalogIndex, rules: TrainingRules, request: PlanRequest) {
        self.init(catalog: catalog, rules: rules, equipment: request.equipment, level: request.level)
    }

    /// What a coach reads in one plan.
    public func findings(_ plan: WorkoutPlan) -> PlanFindings {
        var findings = PlanFindings()
        var exercises: [Exercise] = []
        exercises.reserveCapacity(plan.exercises.count)
        for item in plan.exercises {
            guard let position = catalog.position(ofId: item.exerciseId) else {
                findings.unknown.append(item.exerciseId)
                continue
            }
            let exercise = catalog.exercises[position]
            exercises.append(exercise)
            if let miss = levelMiss(exercise, item) { findings.levelFit.append(LevelMiss(exerciseId: item.exerciseId, kind: miss)) }
            if furnitureWithAlternative[position] { findings.furniture.append(item.exerciseId) }
        }
        let focus = Focus(names: plan.focus) ?? .split(.fullBody)
        findings.duplicates = MovementFamily.duplicates(exercises, focus: focus).map(\.id)
        findings.groups = Self.groups(plan)
        return findings
    }

    /// Whether `exercise`, prescribed as `item`, fits the person's level: a trained lifter's working set is not a
    /// beginner bodyweight move, nor a fixed bodyweight dose too easy to reach its effort target; no dose asks
    /// for more repetitions than the body can do (`TrainingRules.bodyweightReach`).
    func levelMiss(_ exercise: Exercise, _ item: PlannedExercise) -> LevelMiss.Kind? {
        guard item.unit == .reps else { return nil }
        let reachRule = rules.bodyweightReach
        guard let reach = reachRule.reach(of: exercise, level: level) else { return nil }
        let trained = level > .beginner
        if trained, exercise.level == .beginner || exercise.role == .regression { return .beginnerMove }
        guard let rir = item.effort?.rir else { return nil }
        switch reachRule.fit(reach: reach, target: item.target, rir: rir) {
        case .tooHard: return .tooHard
        case .tooEasy: return trained ? .tooEasy : nil
        case .fits, .adjustable: return nil
        }
    }

    /// The plan's supersets and circuits, in the order their first exercise appears.
    static func groups(_ plan: WorkoutPlan) -> [FormatGroup] {
        var groups: [FormatGroup] = []
        for (index, item) in plan.exercises.enumerated() {
            guard let grouping = item.auditGrouping else { continue }
            if let at = groups.firstIndex(where: { $0.group == grouping.group }) {
                groups[at].positions.append(index)
            } else {
                groups.append(FormatGroup(format: grouping.format, group: grouping.group, positions: [index]))
            }
        }
        return groups
    }
}

/// What a coach strikes in one plan, by exercise id, and how the plan groups its exercises.
public struct PlanFindings: Sendable, Equatable {
    /// Exercises beyond their movement family's limit for the plan's focus (`MovementFamily.duplicates`).
    public var duplicates: [String] = []
    public var levelFit: [LevelMiss] = []
    /// Improvised exercises (furniture, door frame, partner) picked while proper equipment fits.
    public var furniture: [String] = []
    public var groups: [FormatGroup] = []
    /// Ids the catalog does not hold (nothing else is judged about them).
    public var unknown: [String] = []

    public init() {}

    /// Nothing a coach strikes.
    public var isClean: Bool { duplicates.isEmpty && levelFit.isEmpty && furniture.isEmpty && unknown.isEmpty }

    /// Every struck exercise id, once, in the order found.
    public var struck: [String] {
        var seen = Set<String>()
        return (duplicates + levelFit.map(\.exerciseId) + furniture + unknown).filter { seen.insert($0).inserted }
    }
}

/// An exercise whose move or dose does not fit the person's level.
public struct LevelMiss: Sendable, Equatable, Hashable {
    public enum Kind: String, Sendable, Codable, CaseIterable {
        /// A trained lifter with a beginner bodyweight move (or a regression) that cannot be loaded as a working set.
        case beginnerMove = "beginner-move"
        /// A trained lifter's fixed bodyweight dose: its effort target cannot be reached within its repetitions.
        case tooEasy = "too-easy"
        /// A dose that needs more repetitions than the person can do of that move.
        case tooHard = "too-hard"
    }

    public var exerciseId: String
    public var kind: Kind

    public init(exerciseId: String, kind: Kind) {
        self.exerciseId = exerciseId
        self.kind = kind
    }
}

/// A superset or circuit of a plan: its format, its group number and the positions of its exercises in the plan.
public struct FormatGroup: Sendable, Equatable {
    public var format: String
    public var group: Int
    public var positions: [Int]

    public init(format: String, group: Int, positions: [Int]) {
        self.format = format
        self.group = group
        self.positions = positions
    }

    public static let superset = "superset"
    public static let circuit = "circuit"
}
