public import FitTodayDomain

/// Someone the simulation trains for twelve weeks: who they are (what a plan request says about them), how often
/// they mean to train, how strong they start and how their days go.
public struct Persona: Sendable, Equatable, Codable {
    public var name: String
    public var age: Int
    public var level: Level
    public var goal: Goal
    /// An equipment profile of Config/equipment-profiles.json.
    public var profile: String
    public var minutes: Int
    /// How many days a week they mean to train (2–6).
    public var daysPerWeek: Int
    public var bodyWeightKg: Double
    /// A back squat's one-rep max as a share of body weight at the start; the other patterns follow from it.
    public var strength: Double
    /// Clean repetitions of an intermediate bodyweight move at the start (a push-up, a bodyweight squat).
    public var bodyweightReps: Int
    /// How the days go: shares of days skipped entirely, tired and bad, and of sets missed and exercises skipped.
    public var life: Life

    public struct Life: Sendable, Equatable, Codable {
        public var skipDay: Double
        public var tiredDay: Double
        public var badDay: Double
        public var missSet: Double
        public var skipExercise: Double
        /// Share of sets where the lifter takes a step more or less than the suggested load.
        public var loadNoise: Double

        public init(
            skipDay: Double, tiredDay: Double, badDay: Double, missSet: Double, skipExercise: Double, loadNoise: Double
        ) {
            self.skipDay = skipDay
            self.tiredDay = tiredDay
            self.badDay = badDay
            self.missSet = missSet
            self.skipExercise = skipExercise
            self.loadNoise = loadNoise
        }
    }

    public init(
        name: String, age: Int, level: Level, goal: Goal, profile: String, minutes: Int, daysPerWeek: Int,
        bodyWeightKg: Double, strength: Double, bodyweightReps: Int, life: Life
    ) {
        self.name = name
        self.age = age
        self.level = level
        self.goal = goal
        self.profile = profile
        self.minutes = minutes
        self.daysPerWeek = daysPerWeek
        self.bodyWeightKg = bodyWeightKg
        self.strength = strength
        self.bodyweightReps = bodyweightReps
        self.life = life
    }

    /// The weekdays (0 = the first day of the simulation) this person means to train, spread over the week.
    public var scheduledWeekdays: Set<Int> {
        let count = min(max(daysPerWeek, 1), 7)
        return Set((0..<count).map { $0 * 7 / count })
    }
}
