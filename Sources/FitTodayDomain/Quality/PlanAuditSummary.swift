/// The audit's figures over one combination of a batch (`PlanAudit`), computed once from its plans after they
/// are generated: how many plans and exercises a coach would strike, how the plans use supersets and circuits,
/// and which accessories come back most often on their split's days.
public struct PlanAuditSummary: Codable, Sendable, Equatable {
    /// Plans with at least one such exercise, and such exercises over all plans.
    public struct Tally: Codable, Sendable, Equatable {
        public var plans: Int = 0
        public var exercises: Int = 0

        public init(plans: Int = 0, exercises: Int = 0) {
            self.plans = plans
            self.exercises = exercises
        }

        mutating func add(_ count: Int) {
            guard count > 0 else { return }
            plans += 1
            exercises += count
        }
    }

    public struct LevelFit: Codable, Sendable, Equatable {
        /// Plans with at least one exercise that misses the level.
        public var plans: Int = 0
        public var beginnerMove: Int = 0
        public var tooEasy: Int = 0
        public var tooHard: Int = 0
    }

    public struct Formats: Codable, Sendable, Equatable {
        public var plansWithSuperset: Int = 0
        public var plansWithCircuit: Int = 0
        public var supersets: Int = 0
        public var circuits: Int = 0
        /// Exercises in a superset or circuit, over all plans.
        public var groupedExercises: Int = 0
    }

    /// Training plans judged.
    public var plans: Int
    /// Exercises beyond their movement family's limit (`MovementFamily.duplicates`).
    public var duplicateFamilies: Tally
    public var levelFit: LevelFit
    /// Improvised exercises picked while proper equipment fits.
    public var furniture: Tally
    public var formats: Formats
    /// The accessories with the highest share of their split's days, among splits of at least
    /// `minimumSplitDays` days (a split seen once would put all its accessories at 100 %).
    public var accessoryShares: [RunAudit.Share]

    public static let topShares = 10
    public static let minimumSplitDays = 4

    public init(plans days: [WorkoutPlan], audit: PlanAudit) {
        let plans = days.filter { !$0.exercises.isEmpty }
        self.plans = plans.count
        var duplicates = Tally()
        var furniture = Tally()
        var level = LevelFit()
        var formats = Formats()
        for plan in plans {
            let findings = audit.findings(plan)
            duplicates.add(findings.duplicates.count)
            furniture.add(findings.furniture.count)
            if !findings.levelFit.isEmpty { level.plans += 1 }
            for miss in findings.levelFit {
                switch miss.kind {
                case .beginnerMove: level.beginnerMove += 1
                case .tooEasy: level.tooEasy += 1
                case .tooHard: level.tooHard += 1
                }
            }
            let supersets = findings.groups.count { $0.format == FormatGroup.superset }
            let circuits = findings.groups.count { $0.format == FormatGroup.circuit }
            if supersets > 0 { formats.plansWithSuperset += 1 }
            if circuits > 0 { formats.plansWithCircuit += 1 }
            formats.supersets += supersets
            formats.circuits += circuits
            formats.groupedExercises += findings.groups.reduce(0) { $0 + $1.positions.count }
        }
        duplicateFamilies = duplicates
        self.furniture = furniture
        levelFit = level
        self.formats = formats
        accessoryShares = audit.accessoryShares(plans).lazy
            .filter { $0.splitDays >= Self.minimumSplitDays }.prefix(Self.topShares).map { $0 }
    }
}
