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
    /// The minutes and days a week of the person's sessions, when known: the weekly minimum a run is judged against
    /// (`TrainingRules.weeklyRange(_:goal:level:minutes:daysPerWeek:)`); unscaled when the days are nil.
    public var minutes = 0
    public var daysPerWeek: Int?
    /// Per catalog position, what the judge reads for this person, worked out once: the findings of a plan are
    /// then a position look-up per exercise and a few integer comparisons, as cheap as `batch` needs.
    let facts: [Facts]
    /// The groups some exercise the person can do (their equipment, any-of included, and level; no mobility drill)
    /// trains as a primary group at a working set of the goal's accessory dose: the groups a week can be asked a
    /// minimum of. Every group when the goal is not known.
    public let trainable: GroupSet

    struct Facts {
        /// Improvised, while the equipment holds a proper (not improvised) exercise of the same pattern and
        /// primary muscle, at or below the level, that is no mobility drill (and, with the goal known, a working set
        /// at its dose).
        var furnitureWithAlternative = false
        /// The most repetitions the person can do of it (`BodyweightReach`); -1 when it is adjustable.
        var reach: Int32 = -1
        /// A trained lifter's fixed bodyweight move too far below their level (`BodyweightReach.farthestBelow`).
        var beginnerMove = false
        /// A skill or eccentric move (a catalog cap of 8 reps or fewer): hard by its form, not by its reps.
        var capped = false
        /// `MovementPattern`'s position.
        var pattern: UInt8 = 0
        /// The exercises of its pattern that train one of its primary groups and that the person can do as a working
        /// set (their equipment, any-of included, and level; with the goal known, at its dose; improvised set-ups
        /// only when nothing proper is among them), itself among them when it is one; at least 1. An accessory's
        /// fair share of its split's days is one in this many (`RunAudit.Share.fairShare`).
        var choices: Int32 = 1
    }

    /// `goal`, when known, lets the judge ask of a proper alternative to an improvised exercise that it be a working
    /// set for this person at the goal's dose (not too easy, not beyond reach); without it any proper one counts.
    public init(catalog: CatalogIndex, rules: TrainingRules, equipment: EquipmentSet, level: Level, goal: Goal? = nil) {
        self.catalog = catalog
        self.rules = rules
        self.equipment = equipment
        self.level = level
        let rank = Int32(level.rank)
        let traits = catalog.traits
        let reach = rules.bodyweightReach
        let resolved = goal.map { rules.resolved(goal: $0, level: level, energy: .normal) }
        // With nothing to load, a move too easy at the goal's reps is dosed up to the reach (`mostReps`).
        let raise = !equipment.intersects(Exercise.loadingEquipment)
        // What the person can do as a working set: their equipment and level, no mobility drill (the composer
        // prescribes none as a working set), and with the goal known a working set at its accessory dose.
        let working = traits.indices.filter { position in
            let trait = traits[position]
            guard trait.role != .mobility, trait.equipment.isSubset(of: equipment), trait.levelRank <= rank
            else { return false }
            guard let resolved else { return true }
            let dose = TrainingRules.prescription(trait.doseFacts, mainLift: false, rules: resolved)
            return reach.isWorkingChoice(
                catalog.exercises[position], level: level, target: dose.target, rir: dose.effort?.rir ?? 0,
                raise: raise)
        }
        // A proper alternative to improvised furniture (no alternative to a row is a mobility drill).
        let proper = working.filter { !traits[$0].improvised }
        let doable = working.filter { traits[$0].isAvailable(with: equipment) }
        trainable = doable.reduce(GroupSet()) { $0.union(traits[$1].primaryGroups) }
        var doableByPattern = [[Int]](repeating: [], count: MovementPattern.allCases.count)
        for position in doable { doableByPattern[traits[position].pattern.trailingZeroBitCount].append(position) }
        facts = catalog.exercises.indices.map { position in
            let trait = traits[position]
            let exercise = catalog.exercises[position]
            var facts = Facts()
            facts.furnitureWithAlternative = trait.improvised && proper.contains {
                traits[$0].pattern == trait.pattern && traits[$0].primary.intersects(trait.primary)
            }
            if let bodyReach = reach.reach(of: exercise, level: level) {
                facts.reach = Int32(bodyReach)
                facts.beginnerMove = reach.isBeginnerMove(exercise, level: level)
            }
            facts.capped = (exercise.maxReps ?? Int.max) <= 8
            facts.pattern = UInt8(trait.pattern.trailingZeroBitCount)
            // Improvised set-ups are no choice beside proper ones (real equipment first).
            let same = doableByPattern[Int(facts.pattern)].filter {
                traits[$0].primaryGroups.intersects(trait.primaryGroups)
            }
            let proper = same.count { !traits[$0].improvised }
            facts.choices = Int32(max(1, proper > 0 ? proper : same.count))
            return facts
        }
    }

    public init(catalog: CatalogIndex, rules: TrainingRules, request: PlanRequest) {
        self.init(catalog: catalog, rules: rules, equipment: request.equipment, level: request.level, goal: request.goal)
        minutes = request.minutes
        daysPerWeek = request.daysPerWeek
    }

    /// What a coach reads in one plan.
    public func findings(_ plan: WorkoutPlan) -> PlanFindings {
        var findings = PlanFindings()
        let items = plan.exercises
        let focus = Focus(names: plan.focus) ?? .split(.fullBody)
        withUnsafeTemporaryAllocation(of: Int.self, capacity: max(1, items.count)) { positions in
            var known = 0
            for index in items.indices {
                guard let position = catalog.position(ofId: items[index].exerciseId) else {
                    findings.unknown.append(items[index].exerciseId)
                    continue
                }
                let facts = self.facts[position]
                // One exercise per movement family (`MovementFamily.duplicates`): this one is extra when the day
                // already holds its family's limit for the focus (`CatalogIndex.Traits.family`, as the composer counts).
                let family = catalog.traits[position].family
                var same = 1
                for earlier in positions.prefix(known) where catalog.traits[earlier].family == family { same += 1 }
                if same > MovementFamily.limit(primary: catalog.traits[position].primary, focus: focus) {
                    findings.duplicates.append(items[index].exerciseId)
                }
                positions[known] = position
                known += 1
                if let miss = levelMiss(facts, unit: items[index].unit, target: items[index].target,
                                        rir: items[index].effort?.rir) {
                    findings.levelFit.append(LevelMiss(exerciseId: items[index].exerciseId, kind: miss))
                }
                if facts.furnitureWithAlternative { findings.furniture.append(items[index].exerciseId) }
            }
        }
        findings.groups = Self.groups(plan)
        return findings
    }

    /// Whether an exercise with these facts, prescribed so, fits the person's level: a trained lifter's working
    /// set is not a beginner bodyweight move, nor a fixed bodyweight dose too easy to reach its effort target
    /// (skill and eccentric moves aside); no dose asks for more repetitions than the body can do
    /// (`TrainingRules.bodyweightReach`).
    func levelMiss(_ facts: Facts, unit: WorkUnit, target: RepRange, rir: Int?) -> LevelMiss.Kind? {
        guard unit == .reps, facts.reach >= 0 else { return nil }
        if facts.beginnerMove { return .beginnerMove }
        guard let rir else { return nil }
        switch rules.bodyweightReach.fit(reach: Int(facts.reach), target: target, rir: rir) {
        case .tooHard: return .tooHard
        case .tooEasy: return level > .beginner && !facts.capped ? .tooEasy : nil
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
