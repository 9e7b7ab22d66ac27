extension Goal: CodingKeyRepresentable {}
extension Level: CodingKeyRepresentable {}
extension Energy: CodingKeyRepresentable {}
extension RestClass: CodingKeyRepresentable {}
extension Mechanics: CodingKeyRepresentable {}

/// Sets, reps and rest by goal × level × energy, and how long a set takes: the numbers from `Config/`.
public struct TrainingRules: Codable, Sendable, Equatable {
    public struct Dose: Codable, Sendable, Equatable {
        public var sets: Int
        public var reps: RepRange
    }

    public struct GoalRule: Codable, Sendable, Equatable {
        /// Per mechanics: compound lifts get lower reps and more sets for strength, and so on.
        public var dose: [Mechanics: Dose]
        /// Multiplies the rest preset: strength rests longer, endurance shorter.
        public var restFactor: Double
    }

    public struct EnergyRule: Codable, Sendable, Equatable {
        public var setDelta: Int
        public var restFactor: Double
        /// Share of the person's minutes the plan may fill: a tired day is a shorter day.
        public var budgetFactor: Double
    }

    /// Rest presets in seconds (light 60, moderate 90, heavy 120 by default).
    public var restSeconds: [RestClass: Int]
    public var goals: [Goal: GoalRule]
    /// Beginners do one set fewer, advanced one more.
    public var levelSetDelta: [Level: Int]
    public var energy: [Energy: EnergyRule]
    /// Estimated working time per repetition.
    public var secondsPerRep: Double
    /// Set-up and walking between exercises.
    public var transitionSeconds: Int
    public var maxExercises: Int
    public var minSets: Int
    public var maxSets: Int

    /// What one exercise gets today.
    public struct Prescription: Sendable, Equatable {
        public var sets: Int
        public var reps: RepRange
        public var restSeconds: Int

        public init(sets: Int, reps: RepRange, restSeconds: Int) {
            self.sets = sets
            self.reps = reps
            self.restSeconds = restSeconds
        }

        /// Working time plus rest between sets plus the transition to the next exercise.
        func seconds(secondsPerRep: Double, transition: Int) -> Int {
            let work = Int((reps.midpoint * secondsPerRep).rounded(.up))
            return sets * work + (sets - 1) * restSeconds + transition
        }
    }

    public func prescription(for exercise: Exercise, goal: Goal, level: Level, energy: Energy) -> Prescription {
        prescription(mechanics: exercise.mechanics, rest: exercise.rest, goal: goal, level: level, energy: energy)
    }

    public func prescription(mechanics: Mechanics, rest restClass: RestClass, goal: Goal, level: Level, energy: Energy)
        -> Prescription
    {
        let goalRule = goals[goal]!
        let dose = goalRule.dose[mechanics]!
        let energyRule = self.energy[energy]!
        let sets = min(maxSets, max(minSets, dose.sets + levelSetDelta[level]! + energyRule.setDelta))
        let rawRest = Double(restSeconds[restClass]!) * goalRule.restFactor * energyRule.restFactor
        // Rest is announced in quarter minutes; nobody times 97 seconds.
        let rest = max(15, Int((rawRest / 15).rounded()) * 15)
        return Prescription(sets: sets, reps: dose.reps, restSeconds: rest)
    }

    /// Seconds a plan may fill for `minutes` at this energy.
    public func budgetSeconds(minutes: Int, energy: Energy) -> Int {
        Int(Double(minutes * 60) * self.energy[energy]!.budgetFactor)
    }

    public func seconds(of prescription: Prescription) -> Int {
        prescription.seconds(secondsPerRep: secondsPerRep, transition: transitionSeconds)
    }

    /// Names of required table entries that are missing, for a clear configuration error.
    public var missingEntries: [String] {
        var missing: [String] = []
        missing += RestClass.allCases.filter { restSeconds[$0] == nil }.map { "restSeconds.\($0.rawValue)" }
        for goal in Goal.allCases {
            guard let rule = goals[goal] else { missing.append("goals.\(goal.rawValue)"); continue }
            missing += Mechanics.allCases.filter { rule.dose[$0] == nil }.map { "goals.\(goal.rawValue).dose.\($0.rawValue)" }
        }
        missing += Level.allCases.filter { levelSetDelta[$0] == nil }.map { "levelSetDelta.\($0.rawValue)" }
        missing += Energy.allCases.filter { energy[$0] == nil }.map { "energy.\($0.rawValue)" }
        return missing
    }
}
