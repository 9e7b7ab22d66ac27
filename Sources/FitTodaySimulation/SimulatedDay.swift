/// One day of a persona's simulation: what was asked, what the plan said, and what the lifter did with it.
public struct SimulatedDay: Sendable, Equatable, Codable {
    /// Days since the simulation began (0-based), and its week (0-based).
    public var day: Int
    public var week: Int
    /// False when the person skipped the day entirely (asked for nothing).
    public var asked: Bool
    /// The plan's `day.kind` (`training`, `deload`, `recovery`, `rest`); nil when the plan has no `day` field.
    public var kind: String?
    public var why: [String]?
    public var block: BlockMark?
    public var energy: String?
    /// A session was trained and finished.
    public var trained: Bool
    public var rating: Int?
    public var exercises: [Exposure]
    /// Share of the plan's exercises absent from the last three workouts (`VariationValidator`).
    public var variationRatio: Double?
    /// Whether the pool could reach the threshold for these inputs (the composer's own verdict).
    public var variationFeasible: Bool?

    public init(day: Int, week: Int, asked: Bool, trained: Bool = false, exercises: [Exposure] = []) {
        self.day = day
        self.week = week
        self.asked = asked
        self.trained = trained
        self.exercises = exercises
    }

    /// The plan said to train (any kind but rest, with exercises).
    public var plannedTraining: Bool { asked && kind != "rest" && !exercises.isEmpty }
    /// A training (or deload) day as the program counts it: planned to train, not a recovery day.
    public var plannedWorkout: Bool { plannedTraining && kind != "recovery" }
    /// Trained, not a recovery day.
    public var trainedWorkout: Bool { trained && kind != "recovery" }
}

/// The plan's `block` field, as it reads.
public struct BlockMark: Sendable, Equatable, Codable {
    public var number: Int?
    public var week: Int?
    public var weeks: Int?
    public var phase: String?

    public init(number: Int? = nil, week: Int? = nil, weeks: Int? = nil, phase: String? = nil) {
        self.number = number
        self.week = week
        self.weeks = weeks
        self.phase = phase
    }
}

/// One exercise of one plan, as prescribed and as done.
public struct Exposure: Sendable, Equatable, Codable {
    public var exerciseId: String
    public var pattern: String
    public var mainLift: Bool
    /// Loadable with a known step (`Config/fittoday.json`'s progression steps).
    public var loaded: Bool
    public var step: Double?
    public var unit: String
    public var targetMin: Int
    public var targetMax: Int
    public var sets: Int
    public var reserve: Int?
    public var suggestedKg: Double?
    /// The load the lifter took (loaded work only).
    public var usedKg: Double?
    /// The dose of each working set done (repetitions or seconds).
    public var done: [Int]
    /// What the lifter could lift for the top of the range at the target reserve that day (loaded work only).
    public var idealKg: Double?
    /// Steps of the plan's `warmup` ramp; nil when the exercise has no `warmup` field.
    public var warmupSteps: Int?
    public var skipped: Bool
    /// Prescribed in a deload week (planned lighter: not a back-off).
    public var deload: Bool = false
    /// Prescribed on a recovery day (short and light: a dose held there is not left stuck).
    public var recovery: Bool = false
    /// The plan's `why` codes for this exercise; nil when it has none.
    public var why: [String]?

    public init(
        exerciseId: String, pattern: String, mainLift: Bool = false, loaded: Bool = false, step: Double? = nil,
        unit: String = "reps", targetMin: Int, targetMax: Int, sets: Int, reserve: Int? = nil,
        suggestedKg: Double? = nil, usedKg: Double? = nil, done: [Int] = [], idealKg: Double? = nil,
        warmupSteps: Int? = nil, skipped: Bool = false
    ) {
        self.exerciseId = exerciseId
        self.pattern = pattern
        self.mainLift = mainLift
        self.loaded = loaded
        self.step = step
        self.unit = unit
        self.targetMin = targetMin
        self.targetMax = targetMax
        self.sets = sets
        self.reserve = reserve
        self.suggestedKg = suggestedKg
        self.usedKg = usedKg
        self.done = done
        self.idealKg = idealKg
        self.warmupSteps = warmupSteps
        self.skipped = skipped
    }

    /// The one-rep max a load stands for at this prescription: Epley with the top of the range and the reserve.
    public func oneRepMax(of weightKg: Double) -> Double {
        weightKg * (1 + Double(targetMax + (reserve ?? 2)) / 30)
    }

    /// Every working set reached the top of the range.
    public var allAtTop: Bool { !skipped && done.count >= sets && done.allSatisfy { $0 >= targetMax } }
}
