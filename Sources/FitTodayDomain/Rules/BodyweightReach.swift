/// How many repetitions a person can do of a bodyweight exercise that cannot be made heavier or lighter (no load,
/// no band, no straps to change the angle): the judge of whether a dose is one this body can do. `Config/`
/// `training.bodyweightReach`.
///
/// The reach is the typical most reps in one set, by how far the exercise sits below the person's level (0: at
/// their level, 1: one level below, …; a regression counts one level further below). Upper-body moves and the
/// rest (legs, core) have their own rows: most people do more air squats than push-ups.
public struct BodyweightReach: Codable, Sendable, Equatable {
    /// Pushes and pulls, and bodyweight leg curls (`upperRow`).
    public var upper: [Int]
    /// Everything else.
    public var lower: [Int]

    /// The patterns read from the `upper` row: the pushes and pulls, and knee flexion, where the body's weight
    /// turns about one joint on a few muscles as in a push-up (a sliding leg curl or a nordic curl is as hard as
    /// a push-up, not an air squat).
    static let upperRow: Set<MovementPattern> = [
        .horizontalPush, .verticalPush, .horizontalPull, .verticalPull, .kneeFlexion,
    ]
    /// A dose is too easy when its top reps plus the reps in reserve, times this, are still below the reach.
    public var easySlack: Double
    /// A dose too hard at the goal's repetitions is cut to the reach (its top at the reach less the reps in reserve)
    /// when that still leaves at least this many: pike push-ups 7–9 for a beginner, not 15–20; below it the move is
    /// too hard whatever the dose.
    public var fewestReps: Int
    /// How many levels below a trained lifter's own a fixed bodyweight move may sit (a regression one further) and
    /// still be a working choice for them: "variants near their level". A move farther below is a beginner move for
    /// them whatever its dose (push-ups for an advanced athlete), and no pass of the composer takes it.
    public var farthestBelow: Int
    /// A move too easy at the goal's reps, for a person with nothing to load, is dosed up to the reach (its top at
    /// the reach over `easySlack`, less the reps in reserve) when that top is at most this: feet-elevated table rows
    /// at 15–19 for an advanced athlete with no equipment, rather than no pull at all. Above it the move stays too
    /// easy (more reps would be endurance work, not the goal's).
    public var mostReps: Int

    public init(upper: [Int], lower: [Int], easySlack: Double, fewestReps: Int, farthestBelow: Int = 1, mostReps: Int = 20) {
        self.upper = upper
        self.lower = lower
        self.easySlack = easySlack
        self.fewestReps = fewestReps
        self.farthestBelow = farthestBelow
        self.mostReps = mostReps
    }

    /// The top repetitions a dose of this exercise can ask of this body at `rir` in reserve (its reach less the
    /// reserve), when a dose cut to it keeps `fewestReps`; nil when the exercise is adjustable or no such dose is.
    public func repCap(reach: Int?, rir: Int) -> Int? {
        guard let reach, reach - rir >= fewestReps else { return nil }
        return reach - rir
    }

    /// The top repetitions a dose raised to this body's reach asks at `rir` in reserve (the fewest top reps that
    /// make it a working set), when that is at most `mostReps`; nil when the exercise is adjustable, when the
    /// catalog fixes or caps its reps (`maxReps`, `scheme`: never raised past), or when no such dose is.
    public func raisedTop(reach: Int?, rir: Int, maxReps: Int? = nil, scheme: FixedScheme? = nil) -> Int? {
        guard let reach, maxReps == nil, scheme == nil else { return nil }
        let top = Int((Double(reach) / easySlack).rounded(.up)) - rir
        return top <= mostReps ? top : nil
    }

    public enum Fit: Sendable, Equatable {
        /// Load, a band or an angle adjusts the exercise, or it is not counted in repetitions.
        case adjustable
        case fits
        /// Its minimum at the effort target is more than the person can do.
        case tooHard
        /// The effort target cannot be reached within the repetitions: a working set it is not.
        case tooEasy
    }

    /// Equipment that makes a bodyweight exercise lighter or heavier.
    static let adjusting = EquipmentSet([
        .resistanceBand, .suspensionTrainer, .cable, .machine, .smithMachine, .legPress,
    ])

    /// The reach of an exercise with these facts for a person of `level`, nil when it is adjustable.
    func reach(
        unit: WorkUnit, loadable: Bool, equipment: EquipmentSet, pattern: MovementPattern, exerciseLevel: Int,
        regression: Bool, level: Level
    ) -> Int? {
        guard unit == .reps, !loadable, !equipment.intersects(Self.adjusting) else { return nil }
        let row = Self.upperRow.contains(pattern) ? upper : lower
        guard !row.isEmpty else { return nil }
        let gap = Self.levelsBelow(exerciseLevel: exerciseLevel, regression: regression, level: level)
        return row[min(gap, row.count - 1)]
    }

    /// How far an exercise sits below a person's level: 0 at or above it, a regression one level further.
    static func levelsBelow(exerciseLevel: Int, regression: Bool, level: Level) -> Int {
        max(0, level.rank - exerciseLevel) + (regression ? 1 : 0)
    }

    /// Whether a fixed bodyweight move (one `reach` judges) sits too far below a trained lifter's level to be a
    /// working set for them (`farthestBelow`); never for a beginner, nor for an adjustable or loaded exercise.
    public func isBeginnerMove(_ exercise: Exercise, level: Level) -> Bool {
        guard level > .beginner, reach(of: exercise, level: level) != nil else { return false }
        let below = Self.levelsBelow(
            exerciseLevel: exercise.level.rank, regression: exercise.role == .regression, level: level)
        return below > farthestBelow
    }

    /// Whether `target` reps at `rir` in reserve fit a body whose reach is `reach`.
    public func fit(reach: Int?, target: RepRange, rir: Int) -> Fit {
        guard let reach else { return .adjustable }
        if target.min + rir > reach { return .tooHard }
        if Double(target.max + rir) * easySlack < Double(reach) { return .tooEasy }
        return .fits
    }

    /// The reach of a catalog exercise for a person of `level`, nil when it is adjustable.
    public func reach(of exercise: Exercise, level: Level) -> Int? {
        reach(
            unit: exercise.unit, loadable: exercise.loadable, equipment: EquipmentSet(exercise.equipment),
            pattern: exercise.pattern, exerciseLevel: exercise.level.rank, regression: exercise.role == .regression,
            level: level)
    }

    /// Whether `exercise`, dosed `target` reps at `rir` in reserve, can be a working set for a person of `level`, as
    /// the composer judges it: adjustable, or a fit, or too hard only at the goal's reps (its dose is then cut to the
    /// reach), or too easy only by its reps while the catalog caps it low (a skill move) or, with `raise` (nothing to
    /// load), while a dose raised to the reach stays within `mostReps`; never a move too far below a trained
    /// lifter's level.
    public func isWorkingChoice(_ exercise: Exercise, level: Level, target: RepRange, rir: Int, raise: Bool = false) -> Bool {
        if isBeginnerMove(exercise, level: level) { return false }
        let bodyReach = reach(of: exercise, level: level)
        switch fit(reach: bodyReach, target: target, rir: rir) {
        case .adjustable, .fits: return true
        case .tooHard: return exercise.scheme == nil && repCap(reach: bodyReach, rir: rir) != nil
        case .tooEasy:
            return (exercise.maxReps ?? .max) <= 8
                || raise && raisedTop(reach: bodyReach, rir: rir, maxReps: exercise.maxReps, scheme: exercise.scheme) != nil
        }
    }

    /// Whether a prescription of `exercise` fits a person of `level`.
    public func fit(_ exercise: Exercise, level: Level, target: RepRange, rir: Int) -> Fit {
        fit(reach: reach(of: exercise, level: level), target: target, rir: rir)
    }
}
