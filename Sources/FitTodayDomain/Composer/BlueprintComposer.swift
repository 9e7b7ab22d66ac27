/// Why the local composer could not build a plan.
public enum CompositionError: Error, Equatable, Sendable {
    /// No catalog exercise fits the focus with this equipment and level.
    case noCandidates(focus: [String], equipment: [String])
}

/// The local, deterministic generator: fills a blueprint's slots with the exercises a coach would pick for this
/// person (see `QualityScore`), keeps main lifts for progression, fits the minutes, and meets the variation floor.
/// The LLM path falls back to it.
///
/// Same request + same history + same seed ⇒ the same plan, value for value.
public struct BlueprintComposer: Sendable {
    public let catalog: CatalogIndex
    public let blueprints: BlueprintBook
    /// A composition run holds these for its level (`TrainingRules.forLevel`).
    public internal(set) var rules: TrainingRules
    public let names: DisplayNames
    public let validator: VariationValidator
    public let recovery: RecoveryPlanner
    /// How many past workouts count when preferring fresh exercises (beyond the validator's window, softly).
    public var preferenceWindow = 7 {
        didSet { if cache != nil { cache = CompositionCache() } }
    }
    /// How often one accessory may come back on its split's days.
    public var accessoryShare = AccessoryShare.standard {
        didSet { if cache != nil { cache = CompositionCache() } }
    }
    /// Supersets and circuits for short sessions (`Config/fittoday.json` `formats`); straight sets when `.none`.
    public var formats = FormatRules.none {
        didSet { if cache != nil { cache = CompositionCache() } }
    }
    /// Per level, how long a heavy pattern (squat, hinge) waits before a main lift takes it again
    /// (`Config/fittoday.json` `schedule.heavyPatternHours`); meanwhile it comes light (`lightPatterns`). Off when nil.
    public var heavyPatternHours: ScheduleRules.PerLevel? {
        didSet { if cache != nil { cache = CompositionCache() } }
    }
    /// Per level, the days a week a person trains when the request does not say (`schedule.daysPerWeek`): how much
    /// of the weekly minimums a week holds (`TrainingRules.weeklyMinimumScale`). No scaling when nil.
    public var daysPerWeek: ScheduleRules.PerLevel? {
        didSet { if cache != nil { cache = CompositionCache() } }
    }
    /// Warm composition runs for repeated calls; see `CompositionCache`. Runs hold a copy without it, so the cache
    /// never owns itself.
    private var cache: CompositionCache? = CompositionCache()

    /// This composer with no cache of runs, for runs to keep.
    var uncached: BlueprintComposer {
        var copy = self
        copy.cache = nil
        return copy
    }

    public init(
        catalog: CatalogIndex, blueprints: BlueprintBook, rules: TrainingRules, names: DisplayNames,
        validator: VariationValidator, recovery: RecoveryPlanner = RecoveryPlanner()
    ) {
        self.catalog = catalog
        self.blueprints = blueprints
        self.rules = rules
        self.names = names
        self.validator = validator
        self.recovery = recovery
    }

    /// Points an exercise of the validator's window loses: a repeated staple still beats a fresh oddity, a fresh
    /// staple beats a repeated one. The floor itself is enforced after picking.
    static let windowPenalty: Int32 = 30
    /// Points per workout of recency for exercises beyond the window, within the preference window.
    static let agePenalty: Int32 = 3
    /// Points an exercise loses when one of its groups is already at its weekly maximum (automatic focus only).
    static let weeklyMaxPenalty: Int32 = 30
    /// Points lost by a second exercise of the same movement pattern on the same muscle.
    static let sameMovementPenalty: Int32 = 40
    /// Points a main slot's candidate loses when its dose today is beyond the person's reach (`BodyweightReach`):
    /// taken only when nothing else fits the slot. (An accessory slot takes one only in a plan that would otherwise
    /// fall under three exercises, and never one too hard.)
    static let beyondReachPenalty: Int32 = 10_000
    /// Points a candidate loses when its dose is cut to the person's reach (`CompositionRun.repCap`): an easier
    /// variant, or a band or load, at the goal's own reps wins when there is one (incline push-ups at 15–20 for a
    /// beginner's endurance day, not push-ups cut to 7–9).
    static let cutDosePenalty: Int32 = 40
    /// Points a candidate loses on a circuit day when it needs a station (a barbell, a bench, a cable) an exercise
    /// already chosen needs: the circuit could not hold both (`FormatRules.stations`).
    static let stationPenalty: Int32 = 60
    /// Docked from a lift that could lead (a conventional deadlift, a back squat) in a slot whose pattern comes light
    /// today (`CompositionRun.lightPatterns`): the light day's hinge is a pull-through or a dumbbell Romanian
    /// deadlift where the pool has one.
    static let heavyOnLightDayPenalty: Int32 = 60
    /// Penalty for a second exercise on a primary muscle already in the plan.
    static let balancePenalty: Int32 = 20
    /// Points per appearance in the split's counted days (`AccessoryShare`) an accessory resting from them loses
    /// when one must come anyway (`restingToo`): of four kettlebell curls that all had their share, the one done
    /// least often comes back, not the best-scoring one every time.
    static let shareRepeatPenalty: Int32 = 30

    /// How many past workouts generation reads: enough for the recent days, and for the last days of today's split
    /// that `accessoryShare` counts (splits come back every fourth day or sooner).
    public var historyNeeded: Int {
        let share = accessoryShare.isActive ? accessoryShare.pastDays * 4 : 0
        return max(preferenceWindow, validator.window, recovery.lookbackDays, share)
    }

    /// The focus the composer will use for this request and history (oldest first).
    public func resolvedFocus(_ request: PlanRequest, history: [WorkoutPlan]) -> Focus {
        if let focus = request.focus { return focus }
        let past = catalog.recentPast(history, before: request.date, limit: recovery.lookbackDays)
        let viable = withRun(request) { run in
            run.takeReach(request, rules: run.resolved(request))
            return run.splitChoices(request, past: past[...])
        }
        return .split(recovery.chooseSplit(history: past[...], on: request.date, catalog: catalog, viable: viable))
    }

    /// Runs `body` on a warm composition run for the request's equipment and level, borrowed from the cache of runs
    /// (a fresh one without it) and given back after; results do not depend on which.
    func withRun<T, E: Error>(_ request: PlanRequest, _ body: (inout CompositionRun) throws(E) -> T) throws(E) -> T {
        var run = cache?.checkout(equipment: request.equipment, level: request.level)
            ?? CompositionRun(composer: self, equipment: request.equipment, level: request.level)
        defer { cache?.checkin(run) }
        return try body(&run)
    }

    /// Builds today's plan.
    /// - Parameters:
    ///   - request: the person's inputs.
    ///   - history: earlier workouts, oldest first; workouts dated on or after `request.date` are ignored.
    ///   - seed: the variation seed; it alone decides every random choice.
    public func compose(_ request: PlanRequest, history: [WorkoutPlan], seed: UInt64) throws(CompositionError)
        -> WorkoutPlan
    {
        let past = catalog.recentPast(history, before: request.date, limit: historyNeeded)
        return try withRun(request) { (run) throws(CompositionError) in
            try run.compose(request, past: past, seed: seed).plan
        }
    }

    /// Today's plan as slots for a language model to fill (see `SlotBinding`).
    /// - Parameter perSlot: the most candidates one slot offers.
    public func bindSlots(_ request: PlanRequest, history: [WorkoutPlan], seed: UInt64, perSlot: Int)
        throws(CompositionError) -> SlotBinding
    {
        let past = catalog.recentPast(history, before: request.date, limit: historyNeeded)
        return try withRun(request) { (run) throws(CompositionError) in
            try run.bindSlots(request, past: past, seed: seed, perSlot: perSlot)
        }
    }

    /// The ids the composer could choose from for this request: every available exercise whose primary muscles
    /// meet the blueprint's, mobility drills, covered improvised set-ups (`properFirst`) and moves too easy for this
    /// body today (`CompositionRun.workable`) left out. It is the pool behind `bestAchievable`.
    public func candidatePool(_ request: PlanRequest, focus: Focus) -> [String] {
        let muscles = poolMuscles(for: focus)
        let pool = withRun(request) { run in
            run.takeReach(request, rules: run.resolved(request))
            return catalog.available(equipment: request.equipment, level: request.level).filter {
                catalog.traits[$0].primary.intersects(muscles) && catalog.traits[$0].role != .mobility
                    && run.workable($0)
            }
        }
        return properFirst(pool, working: { _ in true }).map { catalog.exercises[$0].id }
    }

    /// `pool` without the improvised set-ups (furniture, a door frame, a partner) whose primary muscles a proper
    /// exercise of the pool that is a working choice (`working`: within today's reach) already leads with: a table
    /// row is there only for a person with nothing else for the back. Order kept.
    func properFirst(_ pool: [Int], working: (Int) -> Bool) -> [Int] {
        let traits = catalog.traits
        var proper = MuscleSet()
        for position in pool where !traits[position].improvised && working(position) {
            proper = proper.union(traits[position].primary)
        }
        return pool.filter { !traits[$0].improvised || !traits[$0].primary.isSubset(of: proper) }
    }

    func slots(for focus: Focus) -> [BlueprintSlot] {
        blueprints.slots(for: focus)
    }

    func poolMuscles(for focus: Focus) -> MuscleSet {
        MuscleSet(slots(for: focus).flatMap(\.muscles))
    }

    /// "Empurrar: peitoral, ombros e tríceps" or "Focus: chest and triceps".
    public func title(for focus: Focus, language: Language) -> String {
        let muscles = names.list(focus.muscles.map { names.muscle($0, language).lowercased() }, language)
        switch focus {
        // Broad splits read better by name alone; narrow ones say what they train.
        case .split(let split) where split.muscles.count > 5: return names.split(split, language)
        case .split(let split): return "\(names.split(split, language)): \(muscles)"
        case .muscles: return names.muscleFocus(muscles, language)
        }
    }
}
