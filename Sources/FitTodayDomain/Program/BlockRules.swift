/// The numbers of training blocks (`Config/fittoday.json` `blocks`): how long a block runs by level and goal, how
/// effort ramps across its weeks, what a deload takes off, and what ends a block early.
public struct BlockRules: Codable, Sendable, Equatable {
    /// Weeks of accumulation before the deload week, by level and goal. A level listed in `openEnded` uses its
    /// value as the planned length of a block that only ends on a stall.
    public var accumulationWeeks: [Level: [Goal: Int]]
    /// Levels whose blocks have no planned deload: they progress session to session and deload when they stall.
    public var openEnded: [Level]
    /// Reps in reserve added in the first accumulation week and in the last, spread evenly between them (for
    /// hypertrophy 3 → 2 → 1 over a base of 2 is `from: 1, to: -1`).
    public var rirRamp: [Goal: RirRamp]
    /// Main-lift doses of a goal that ramps load rather than effort (strength: 3 × 8 → 4 × 6 → 5 × 4), spread over
    /// the accumulation weeks; a goal absent here keeps its main dose and follows its RIR ramp.
    public var mainDoses: [Goal: [Dose]]
    /// The least reps in reserve a compound is taken to by the ramp (isolation may reach 0).
    public var compoundMinRir: Int
    public var deload: Deload
    public var reactive: Reactive
    /// A break of more than this many calendar weeks without training starts a new block.
    public var restartAfterWeeks: Int
    /// How many recorded plans the program reads to place a day in its block and spot stalls.
    public var historyPlans: Int

    public struct RirRamp: Codable, Sendable, Equatable {
        public var from: Int
        public var to: Int
    }

    public struct Dose: Codable, Sendable, Equatable {
        public var sets: Int
        public var reps: RepRange
    }

    public struct Deload: Codable, Sendable, Equatable {
        /// Share of the working sets kept (rounded, at least one).
        public var setShare: Double
        /// Factor on suggested loads.
        public var loadFactor: Double
        /// Reps in reserve added.
        public var rirDelta: Int
    }

    /// A deload before the planned week: `stalledLifts` main lifts each without progress over their last
    /// `stallExposures` exposures of the block, or `lowRatings` sessions rated at most `lowRating` in the last
    /// `ratingDays` days.
    public struct Reactive: Codable, Sendable, Equatable {
        public var stallExposures: Int
        public var stalledLifts: Int
        public var lowRating: Int
        public var lowRatings: Int
        public var ratingDays: Int
    }

    /// Whether blocks at `level` end only on a stall.
    public func isOpenEnded(_ level: Level) -> Bool { openEnded.contains(level) }

    /// The planned weeks of a new block: accumulation plus one deload week (an open-ended block: its planned length).
    public func plannedWeeks(level: Level, goal: Goal) -> Int {
        let accumulation = max(1, accumulationWeeks[level]?[goal] ?? 4)
        return isOpenEnded(level) ? accumulation : accumulation + 1
    }

    /// Names of required table entries that are missing, for a clear configuration error.
    public var missingEntries: [String] {
        var missing: [String] = []
        for level in Level.allCases {
            for goal in Goal.allCases where accumulationWeeks[level]?[goal] == nil {
                missing.append("blocks.accumulationWeeks.\(level.rawValue).\(goal.rawValue)")
            }
        }
        missing += Goal.allCases.filter { rirRamp[$0] == nil }.map { "blocks.rirRamp.\($0.rawValue)" }
        return missing
    }
}
