/// What a coach reads of one persona's simulated weeks (docs/plan-quality.md, "Twelve weeks, simulated"). A field
/// the plans do not carry yet (rest days, blocks, warm-ups) is nil, shown "n/a".
public struct PersonReport: Sendable, Equatable, Codable {
    public var name: String
    public var level: String
    public var goal: String
    public var profile: String
    public var scheduledDaysPerWeek: Int
    public var weeks: Int
    /// Days the plan said to train, per week (of the days the person asked).
    public var plannedDaysPerWeek: Double
    public var trainedDaysPerWeek: Double
    /// The longest run of consecutive days trained.
    public var longestRun: Int
    public var restDays: Int?
    /// Weeks (1-based) with a deload plan.
    public var deloadWeeks: [Int]?
    /// Main lifts per block (or per four weeks while plans carry no block).
    public var mainLifts: [LiftGroup]
    /// Times a pattern's main lift changed from one exposure to the next inside a block.
    public var mainLiftChanges: Int
    /// Main lifts met for the first time, and how many of those came with a suggested load.
    public var firstMainExposures: Int
    public var firstMainExposuresWithLoad: Int
    public var loadError: LoadError
    public var oscillations: Int
    public var unjustifiedJumps: Int
    public var deepBackOffs: Int
    public var stuckBodyweightMoves: Int
    /// Plans whose loaded main lifts all carry a warm-up ramp, of plans with a loaded main lift.
    public var warmupPlans: Int?
    public var plansWithLoadedMainLift: Int
    public var feasiblePlans: Int
    public var feasiblePlansNew: Int

    public struct LiftGroup: Sendable, Equatable, Codable {
        public var label: String
        public var lifts: [String]
    }

    /// |suggested − what the lifter could do at the target effort| / the latter, in %.
    public struct LoadError: Sendable, Equatable, Codable {
        public var perWeek: [WeekError]
        public var medianFromWeek3: Double?
        public var worstFromWeek3: Double?
    }

    public struct WeekError: Sendable, Equatable, Codable {
        public var week: Int
        public var count: Int
        public var median: Double
        public var worst: Double
    }
}
