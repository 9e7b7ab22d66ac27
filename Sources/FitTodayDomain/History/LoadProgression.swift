/// Suggests today's load for each loadable exercise from that exercise's own last sets, judged against their target
/// (docs/sessions.md, "History from what was done"): every set at the top → one step up (a coarse step first widens
/// the range, then adds a set); reps well short of the range or sets dropped lighter → `backOff` off the load that was
/// prescribed, to the nearest loadable step and never deeper than `maxBackOff` (a rep or two short holds); a logged RPE
/// moves the load toward the target effort through the estimated one-rep max; a bad session rating or a tired check-in
/// holds. Advanced lifters microload, and reset after repeated stalls. A lift with no history of its own starts from
/// a related lift's estimated one-rep max (`strength`), a little lighter. Every suggestion carries its reason
/// (`LoadDecision`).
public struct LoadProgression: Sendable, Equatable, Codable {
    /// Smallest weight step per equipment id (kg): the lightest change that equipment allows.
    public var steps: [String: Double]
    /// The smallest plate pair per equipment id (kg), for advanced lifters where plates allow.
    public var microSteps: [String: Double]
    /// Share taken off after reps missed well short of the range (or sets dropped to a lighter load).
    public var backOff: Double
    /// No back-off takes more than this share of the prescribed load in one step.
    public var maxBackOff: Double
    /// A session rating at or below this marks a bad day (it holds loads).
    public var badDayRating: Int
    /// A step larger than this share of the load is coarse: more reps, then a set, before taking it.
    public var coarseStepShare: Double
    /// Reps added to the top of the range before a coarse step.
    public var addedReps: Int
    /// Reps in reserve aimed at when the prescription names none.
    public var defaultRIR: Int
    /// RPE points either side of the target that count as on target.
    public var rpeTolerance: Double
    /// The most an autoregulated rise adds in one exposure, as a share of the load (every set at the top, well
    /// under the target effort).
    public var maxRiseShare: Double
    /// Reps in reserve added to a first load taken from a related lift.
    public var relatedLiftExtraRIR: Int
    /// Advanced lifters: after this many exposures in a row held at one load, the load resets.
    public var stallsBeforeReset: Int
    /// The share a reset takes off.
    public var resetShare: Double
    /// How many recent workouts are read to count an advanced lifter's stalls.
    public var stallHistoryWorkouts: Int
    /// How a one-rep max is estimated for loads.
    public var formula: OneRepMaxFormula
    /// How variants share a pattern's strength.
    public var strength: StrengthRatios

    public init(
        steps: [String: Double], microSteps: [String: Double] = [:], backOff: Double = 0.1,
        maxBackOff: Double = 0.15, badDayRating: Int = 2, coarseStepShare: Double = 0.1, addedReps: Int = 2,
        defaultRIR: Int = 2, rpeTolerance: Double = 1, maxRiseShare: Double = 0.1, relatedLiftExtraRIR: Int = 1,
        stallsBeforeReset: Int = 3,
        resetShare: Double = 0.1, stallHistoryWorkouts: Int = 20, formula: OneRepMaxFormula = .epley,
        strength: StrengthRatios = StrengthRatios()
    ) {
        self.steps = steps
        self.microSteps = microSteps
        self.backOff = backOff
        self.maxBackOff = maxBackOff
        self.badDayRating = badDayRating
        self.coarseStepShare = coarseStepShare
        self.addedReps = addedReps
        self.defaultRIR = defaultRIR
        self.rpeTolerance = rpeTolerance
        self.maxRiseShare = maxRiseShare
        self.relatedLiftExtraRIR = relatedLiftExtraRIR
        self.stallsBeforeReset = stallsBeforeReset
        self.resetShare = resetShare
        self.stallHistoryWorkouts = stallHistoryWorkouts
        self.formula = formula
        self.strength = strength
    }

    /// The plan with `suggestedWeightKg` set (and the range or sets widened where a coarse step asks for it) on each
    /// loadable exercise with a log of its own or of a related lift. `history` (recent workouts, any order) lets an
    /// advanced lifter's stalls be counted.
    public func apply(
        to plan: WorkoutPlan, logs: [String: LoggedExercise], catalog: CatalogIndex, energy: Energy,
        level: Level = .intermediate, history: [WorkoutPlan] = []
    ) -> WorkoutPlan {
        decide(plan, logs: logs, catalog: catalog, energy: energy, level: level, history: history).plan
    }

    /// `apply`, with the reason for each exercise that got a load (by index in the plan's exercises).
    /// `bars` (equipment id → the empty bar's kg, `sessions.warmup.bars`) floors a bar's load at the bar;
    /// `bodyWeightKg` lets a lift whose load is added to the body (`strength.bodyweightAdded`) lend to a pulldown and
    /// borrow from one (0: they neither lend nor borrow). `maxSets`: the most sets an added or carried set may
    /// reach (the level's, `TrainingRules.forLevel`).
    public func decide(
        _ plan: WorkoutPlan, logs: [String: LoggedExercise], catalog: CatalogIndex, energy: Energy, level: Level,
        history: [WorkoutPlan] = [], bars: [String: Double] = [:], bodyWeightKg: Double = 0, maxSets: Int = .max
    ) -> (plan: WorkoutPlan, decisions: [Int: LoadDecision]) {
        var plan = plan
        var decisions: [Int: LoadDecision] = [:]
        guard !logs.isEmpty else { return (plan, decisions) }
        let logged = logs.keys.sorted()
        for index in plan.exercises.indices {
            let item = plan.exercises[index]
            guard let exercise = catalog.exercise(id: item.exerciseId), exercise.loadable,
                  let step = step(for: exercise.loadEquipment)
            else { continue }
            var suggestion: LoadSuggestion?
            if let log = logs[item.exerciseId] {
                let advanced = level == .advanced
                suggestion = suggest(
                    today: item, last: log, step: step, microStep: advanced ? microStep(for: exercise.loadEquipment) : nil,
                    energy: energy, stalls: advanced ? stalls(of: log, history: history) : 0, maxSets: maxSets)
            }
            if suggestion == nil {
                suggestion = firstLoad(
                    today: item, exercise: exercise, logs: logs, catalog: catalog, step: step, bodyWeightKg: bodyWeightKg,
                    logged: logged)
            }
            guard let suggestion else { continue }
            // Nothing lighter than the empty bar can be loaded on a bar.
            let bar = exercise.equipment.lazy.compactMap { bars[$0.rawValue] }.first ?? 0
            plan.exercises[index].suggestedWeightKg = max(suggestion.weightKg, bar)
            // A scheme the movement fixes (21s) keeps its repetitions: the load moves, not the reps.
            if let target = suggestion.target, exercise.scheme == nil { plan.exercises[index].target = target }
            // A set carried or added from last time never undoes a deload's halved sets.
            if let sets = suggestion.sets { plan.exercises[index].sets = plan.isDeload ? min(item.sets, sets) : sets }
            decisions[index] = suggestion.decision
        }
        return (plan, decisions)
    }

    /// The ids whose last logs `apply` reads for `plan`: its own exercises, then the listed lifts that may lend a
    /// first load to its loadable ones.
    public func logIds(for plan: WorkoutPlan, catalog: CatalogIndex) -> [String] {
        var ids = plan.exerciseIds
        var seen = Set(ids)
        for item in plan.exercises {
            guard let exercise = catalog.exercise(id: item.exerciseId), exercise.loadable else { continue }
            for id in strength.sources(for: exercise, catalog: catalog) where seen.insert(id).inserted {
                ids.append(id)
            }
        }
        return ids
    }

    /// The smallest step of the first of `equipment` that has one.
    public func step(for equipment: [Equipment]) -> Double? {
        equipment.lazy.compactMap { steps[$0.rawValue] }.first
    }

    /// The smallest plate pair of the first of `equipment` that has one.
    public func microStep(for equipment: [Equipment]) -> Double? {
        equipment.lazy.compactMap { microSteps[$0.rawValue] }.first
    }

    /// `weight` to the nearest multiple of `step` (half a step rounds up), at least one step.
    public func nearest(_ weight: Double, step: Double) -> Double {
        max(step, (weight / step).rounded() * step)
    }

    /// `weight` to the multiple of `step` at or below it, at least one step.
    func floor(_ weight: Double, step: Double) -> Double {
        max(step, (weight / step + 1e-9).rounded(.down) * step)
    }
}
