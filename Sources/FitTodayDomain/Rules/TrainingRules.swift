extension Goal: CodingKeyRepresentable {}
extension Level: CodingKeyRepresentable {}
extension Energy: CodingKeyRepresentable {}
extension RestClass: CodingKeyRepresentable {}
extension Mechanics: CodingKeyRepresentable {}

/// How exercises are prescribed and how long a plan takes: the numbers of `Config/fittoday.json` `training`.
///
/// Prescriptions go by role, not by plan: the day's main lifts get the goal's heaviest dose and longest rest, the
/// other exercises the goal's accessory doses, power moves few reps with full rest, holds seconds and carries
/// metres; catalog rep caps (eccentric and skill moves) win over every goal.
public struct TrainingRules: Codable, Sendable, Equatable {
    public struct Dose: Codable, Sendable, Equatable {
        public var sets: Int
        public var reps: RepRange
        /// Set for doses with their own rest (main lifts, power); others use the rest presets.
        public var restSeconds: Int?
    }

    public struct GoalRule: Codable, Sendable, Equatable {
        /// How many of the first main slots of a split get the main dose.
        public var mainLifts: Int
        /// How many of those repeat on the next day of the same split, so their loads can progress.
        public var keptLifts: Int
        public var main: Dose
        /// Accessory doses by mechanics.
        public var dose: [Mechanics: Dose]
        public var holdSeconds: RepRange
        public var carryMeters: RepRange
        /// Multiplies the rest presets of accessories.
        public var restFactor: Double
        /// Repetitions in reserve by level.
        public var rir: [Level: Int]
        /// Hard sets per week and training group that the automatic split choice keeps every group within.
        public var weeklySets: RepRange
        /// Doses of some levels that differ from the goal's (a beginner's moderate reps and rests).
        public var levels: [Level: LevelDose]?
    }

    public struct EnergyRule: Codable, Sendable, Equatable {
        public var restFactor: Double
        /// Share of the person's minutes the plan may fill: a tired day is a shorter day.
        public var budgetFactor: Double
        /// Added to every effort target: a tired day stops further from failure.
        public var rirDelta: Int
    }

    /// Rest presets of accessories, in seconds (light 60, moderate 90, heavy 120 by default).
    public var restSeconds: [RestClass: Int]
    public var goals: [Goal: GoalRule]
    /// Jumps, throws and Olympic-lift derivatives, whatever the goal.
    public var power: Dose
    public var powerRir: Int
    /// The most exercises a plan holds, by level: beginners get fewer exercises (at their own set cap,
    /// `maxSetsByLevel`).
    public var exercisesByLevel: [Level: Int]
    public var energy: [Energy: EnergyRule]
    /// Estimated working time per repetition, and per metre of a carry.
    public var secondsPerRep: Double
    public var secondsPerMeter: Double
    /// Set-up and walking between exercises.
    public var transitionSeconds: Int
    /// Ramp-up sets before each main lift.
    public var warmUpSeconds: Int
    public var minSets: Int
    /// The most sets of a main lift, and of any other exercise.
    public var maxSets: Int
    public var maxAccessorySets: Int
    /// A plan aims at its minutes within this share (0.1 = ± 10 %).
    public var timeTolerance: Double
    /// Per training group, a factor on the goal's weekly set range (small groups such as calves, core and
    /// adductors need fewer sets than the large ones); 1 when absent.
    public var weeklyScale: [TrainingGroup: Double]
    /// Per goal, the seconds one hard set takes with its rest, set-up and warm-ups, on average over the plans the
    /// composer makes: how many sets a week of sessions holds (`weeklyMinimumScale`). No scaling when absent.
    public var secondsPerHardSet: [Goal: Int]?
    /// Per level, the groups its weeks are held to a minimum for (every group when the level is absent): a
    /// beginner's program is the full body's squat, hinge, push and pull with a carry or core beside them
    /// (COACHING.md), so calves, arms and shoulders get what that work gives them, with no minimum of their own.
    public var weeklyMinimumGroups: [Level: [TrainingGroup]]?
    /// How many repetitions a body can do of a fixed bodyweight exercise: which doses a person can do.
    public var bodyweightReach: BodyweightReach
    /// The splits an automatic focus chooses among, for levels that have their own: the first after a day off (a
    /// beginner's full body of squat, hinge, push and pull), any of them the day after a workout (upper, lower);
    /// the recovery planner's candidates for the other levels, and whenever none of the level's can be filled with
    /// the person's equipment (`CompositionRun.splitChoices`).
    public var splitsByLevel: [Level: [Split]]?
    /// The fewest sets the time fit leaves a full body's backbone exercise (its squat, hinge, push and pull) so
    /// that all four fit a short session; `minSets` when absent.
    public var backboneMinSets: Int?
    /// The minutes a session needs for each main lift (its warm-up ramp and long rests): a shorter session has
    /// fewer, at least one (a 20-minute session leads with one lift and gives the rest of its time to fresh
    /// accessories at two or more sets, not to a second lift and three single sets). No limit when absent.
    public var minutesPerMainLift: Int?
    /// Per level, the most sets any one exercise takes (under `maxSets` and `maxAccessorySets`): a beginner's full
    /// body is 3 × 8–10 of each (COACHING.md), and minutes left over make a shorter plan that says why
    /// (`ShortPlanNote.Reason.noviceVolume`), not fourth and fifth sets. Absent levels keep the global caps.
    public var maxSetsByLevel: [Level: Int]?

    /// The weekly hard-set range of a group for a goal.
    public func weeklyRange(_ group: TrainingGroup, goal: Goal) -> (min: Double, max: Double) {
        let factor = weeklyScale[group] ?? 1
        let range = goals[goal]!.weeklySets
        return (Double(range.min) * factor, Double(range.max) * factor)
    }

    /// The weekly range of a person's week: the goal's maximum, and its minimum for the groups the level's program
    /// holds to one (`weeklyMinimumGroups`; 0 for the others), scaled down to what the week can hold when those
    /// minimums together need more sets than `daysPerWeek` sessions of `minutes` take (`secondsPerHardSet`): three
    /// 20-minute sessions hold about 24 hard sets, not the 78 of a strength week's minimums, and each group then
    /// gets its share of them, to the nearest whole set (a coach prescribes sets, not 4.1 of them). Unscaled when
    /// `daysPerWeek` is nil.
    public func weeklyRange(_ group: TrainingGroup, goal: Goal, level: Level, minutes: Int, daysPerWeek: Int?)
        -> (min: Double, max: Double)
    {
        let range = weeklyRange(group, goal: goal)
        guard holdsMinimum(group, level: level) else { return (0, range.max) }
        let scale = weeklyMinimumScale(goal: goal, level: level, minutes: minutes, daysPerWeek: daysPerWeek)
        return (scale < 1 ? (range.min * scale).rounded() : range.min, range.max)
    }

    /// Whether the level's weeks are held to the group's weekly minimum (`weeklyMinimumGroups`; every group when the
    /// level has no list).
    public func holdsMinimum(_ group: TrainingGroup, level: Level) -> Bool {
        weeklyMinimumGroups?[level]?.contains(group) ?? true
    }

    /// The share of the level's weekly minimums a week of `daysPerWeek` sessions of `minutes` can hold (at most 1):
    /// by the time its sets take, and for a level with a set cap (`maxSetsByLevel`) by its exercises at that cap (a
    /// beginner's three full bodies of five exercises at 3 sets hold 45 sets, whatever the minutes).
    public func weeklyMinimumScale(goal: Goal, level: Level, minutes: Int, daysPerWeek: Int?) -> Double {
        guard let daysPerWeek, let seconds = secondsPerHardSet?[goal], seconds > 0 else { return 1 }
        var capacity = Double(daysPerWeek * minutes * 60) / Double(seconds)
        if let most = maxSetsByLevel?[level], let exercises = exercisesByLevel[level] {
            // A level whose sets are capped holds no more than its exercises at that cap, however long its sessions.
            capacity = min(capacity, Double(daysPerWeek * exercises * most))
        }
        let needed = TrainingGroup.allCases.reduce(0.0) {
            $0 + (holdsMinimum($1, level: level) ? weeklyRange($1, goal: goal).min : 0)
        }
        return needed > 0 ? min(1, capacity / needed) : 1
    }

    /// The most exercises of any level.
    public var maxExercises: Int { exercisesByLevel.values.max() ?? 8 }

    /// What one exercise gets today.
    public struct Prescription: Sendable, Equatable {
        public var sets: Int
        public var target: RepRange
        public var unit: WorkUnit
        public var perSide: Bool
        public var restSeconds: Int
        public var effort: Effort?

        public init(
            sets: Int, target: RepRange, unit: WorkUnit = .reps, perSide: Bool = false, restSeconds: Int,
            effort: Effort? = nil
        ) {
            self.sets = sets
            self.target = target
            self.unit = unit
            self.perSide = perSide
            self.restSeconds = restSeconds
            self.effort = effort
        }
    }

    /// Today's rule values, looked up once per goal, level and energy: the composer prescribes from these
    /// without hashing enum keys for every exercise.
    public struct Resolved: Sendable {
        var goal: GoalRule
        var energy: EnergyRule
        var rir: Int
        /// Rest preset by `RestClass` position.
        var presetRest: [Int]
        var compound: Dose
        var isolation: Dose
        var power: Dose
        var powerRir: Int
        var minSets: Int
        var maxSets: Int
        /// The most exercises for the level.
        var exercises: Int
        /// Weekly hard-set range by `TrainingGroup` position.
        var weeklyMin: [Double]
        var weeklyMax: [Double]
    }

    /// The goal's rule for a level: its own doses with the level's overrides in place.
    public func goalRule(_ goal: Goal, level: Level) -> GoalRule {
        let rule = goals[goal]!
        return rule.levels?[level]?.applied(to: rule) ?? rule
    }

    public func resolved(goal: Goal, level: Level, energy: Energy, minutes: Int = 0, daysPerWeek: Int? = nil) -> Resolved {
        let goalRule = goalRule(goal, level: level)
        let energyRule = self.energy[energy]!
        return Resolved(
            goal: goalRule, energy: energyRule, rir: goalRule.rir[level]! + energyRule.rirDelta,
            presetRest: RestClass.allCases.map { restSeconds[$0]! }, compound: goalRule.dose[.compound]!,
            isolation: goalRule.dose[.isolation]!, power: power, powerRir: powerRir,
            minSets: minSets, maxSets: maxSets, exercises: exercisesByLevel[level] ?? maxExercises,
            weeklyMin: TrainingGroup.allCases.map {
                weeklyRange($0, goal: goal, level: level, minutes: minutes, daysPerWeek: daysPerWeek).min
            },
            weeklyMax: TrainingGroup.allCases.map { weeklyRange($0, goal: goal).max })
    }

    /// The facts of an exercise a prescription reads.
    struct DoseFacts {
        var role: ExerciseRole
        var loadable: Bool
        var compound: Bool
        var unit: WorkUnit
        var perSide: Bool
        /// Position of its rest class in `RestClass.allCases`.
        var rest: Int
        var maxReps: Int?
        /// The top reps a dose raised to the person's reach asks (`BodyweightReach.raisedTop`), above the goal's.
        var raisedTop: Int? = nil
        /// The dose the movement fixes over the goal's (`Exercise.scheme`).
        var scheme: FixedScheme? = nil
    }

    /// The prescription of one exercise for today.
    /// - Parameter mainLift: the exercise fills one of the day's main slots; it gets the main dose when it is a
    ///   loadable compound.
    public func prescription(
        for exercise: Exercise, mainLift: Bool, goal: Goal, level: Level, energy: Energy
    ) -> Prescription {
        let facts = DoseFacts(
            role: exercise.role, loadable: exercise.loadable, compound: exercise.mechanics == .compound,
            unit: exercise.unit, perSide: exercise.perSide, rest: RestClass.allCases.firstIndex(of: exercise.rest)!,
            maxReps: exercise.maxReps, scheme: exercise.scheme)
        return Self.prescription(facts, mainLift: mainLift, rules: resolved(goal: goal, level: level, energy: energy))
    }

    static func prescription(_ facts: DoseFacts, mainLift: Bool, rules: Resolved) -> Prescription {
        var rir = rules.rir
        let dose: Dose
        var rest: Double
        let heavy = RestClass.allCases.firstIndex(of: .heavy)!
        if facts.role == .power {
            dose = rules.power
            rest = Double(rules.power.restSeconds ?? rules.presetRest[heavy])
            rir = rules.powerRir
        } else if mainLift, facts.loadable, facts.compound {
            dose = rules.goal.main
            // Heavy lifts (squats, deadlifts) rest a minute longer than other main lifts.
            rest = Double((rules.goal.main.restSeconds ?? rules.presetRest[heavy]) + (facts.rest == heavy ? 60 : 0))
        } else {
            dose = facts.compound ? rules.compound : rules.isolation
            rest = Double(rules.presetRest[facts.rest]) * rules.goal.restFactor
        }
        rest *= rules.energy.restFactor
        var target = dose.reps
        switch facts.unit {
        case .seconds: target = rules.goal.holdSeconds
        case .meters: target = rules.goal.carryMeters
        case .reps:
            if let cap = facts.maxReps, cap < target.max {
                target = RepRange(min: min(target.min, max(1, cap - 2)), max: cap)
            }
            if let top = facts.raisedTop, top > target.max {
                target = RepRange(min: top - (target.max - target.min), max: top)
            }
        }
        // A scheme the movement fixes (21s, eccentric-only, skill) wins over the goal's repetitions and sets.
        if let scheme = facts.scheme { target = scheme.reps }
        let sets = min(rules.maxSets, max(rules.minSets, facts.scheme?.sets ?? dose.sets))
        // Rest is announced in quarter minutes; nobody times 97 seconds.
        let roundedRest = max(15, Int((rest / 15).rounded()) * 15)
        // Reps in reserve mean nothing for a hold or a carry: they run for their seconds or metres.
        return Prescription(
            sets: sets, target: target, unit: facts.unit, perSide: facts.perSide, restSeconds: roundedRest,
            effort: facts.unit == .reps ? Effort(rir: max(0, rir)) : nil)
    }

    /// The accessory dose of a rep-counted exercise with these traits (what the LLM prompt states as the day's rule).
    public func accessoryPrescription(mechanics: Mechanics, rest restClass: RestClass, goal: Goal, level: Level, energy: Energy)
        -> Prescription
    {
        let facts = DoseFacts(
            role: .accessory, loadable: false, compound: mechanics == .compound, unit: .reps, perSide: false,
            rest: RestClass.allCases.firstIndex(of: restClass)!, maxReps: nil)
        return Self.prescription(facts, mainLift: false, rules: resolved(goal: goal, level: level, energy: energy))
    }

    /// Seconds a plan may fill for `minutes` at this energy.
    public func budgetSeconds(minutes: Int, energy: Energy) -> Int {
        Int(Double(minutes * 60) * self.energy[energy]!.budgetFactor)
    }

    /// The seconds a plan of `budget` may take: the budget less and plus the time tolerance.
    public func timeBounds(budget: Int) -> (lower: Int, upper: Int) {
        (Int(Double(budget) * (1 - timeTolerance)), Int(Double(budget) * (1 + timeTolerance)))
    }

    /// Which exercise gives up a set when a plan runs over its time: the one with the most sets above its fewest,
    /// accessories before main lifts, but down to two sets (`fewestSets(backbone: true)`) everywhere before any
    /// goes to one (a 20-minute day's squat gives a set before the Romanian deadlift beside it comes as a single
    /// set); the composer's picks and the format planner's exercises alike. Nil when all are at their fewest.
    /// `items` gives each exercise's (main lift, sets, fewest: `fewestSets(backbone:)`).
    func exerciseToTrim(_ items: some Sequence<(mainLift: Bool, sets: Int, fewest: Int)>) -> Int? {
        let worth = fewestSets(backbone: true)
        var best: (index: Int, key: (Int, Int, Int))?
        for (index, item) in items.enumerated() where item.sets > item.fewest {
            let key = (item.sets > worth ? 0 : 1, item.mainLift ? 1 : 0, -item.sets)
            if best == nil || key < best!.key { best = (index, key) }
        }
        return best?.index
    }

    /// How many main lifts a session of `minutes` holds: the goal's (`GoalRule.mainLifts`), at most one per
    /// `minutesPerMainLift`, and at least one when the goal has any.
    public func mainLifts(_ goal: GoalRule, minutes: Int) -> Int {
        guard let per = minutesPerMainLift, per > 0, goal.mainLifts > 0 else { return goal.mainLifts }
        return min(goal.mainLifts, max(1, minutes / per))
    }

    /// The fewest sets a trim leaves an exercise: `backboneMinSets` for a full body's backbone exercise, else
    /// `minSets`.
    func fewestSets(backbone: Bool) -> Int {
        backbone ? max(minSets, backboneMinSets ?? minSets) : minSets
    }

    /// Working time of one set.
    public func workSeconds(of prescription: Prescription) -> Int {
        let middle = prescription.target.midpoint
        let perSet: Double = switch prescription.unit {
        case .reps: middle * secondsPerRep
        case .seconds: middle
        case .meters: middle * secondsPerMeter
        }
        return Int((perSet * (prescription.perSide ? 2 : 1)).rounded(.up))
    }

    /// Working time plus rest between sets plus the transition to the next exercise (and warm-up for a main lift).
    public func seconds(of prescription: Prescription, mainLift: Bool = false) -> Int {
        let sets = prescription.sets
        return sets * workSeconds(of: prescription) + (sets - 1) * prescription.restSeconds + transitionSeconds
            + (mainLift ? warmUpSeconds : 0)
    }

    /// What one more set of this prescription costs.
    public func secondsPerSet(of prescription: Prescription) -> Int {
        workSeconds(of: prescription) + prescription.restSeconds
    }

    /// Names of required table entries that are missing, for a clear configuration error.
    public var missingEntries: [String] {
        var missing: [String] = []
        missing += RestClass.allCases.filter { restSeconds[$0] == nil }.map { "restSeconds.\($0.rawValue)" }
        for goal in Goal.allCases {
            guard let rule = goals[goal] else { missing.append("goals.\(goal.rawValue)"); continue }
            missing += Mechanics.allCases.filter { rule.dose[$0] == nil }.map { "goals.\(goal.rawValue).dose.\($0.rawValue)" }
            missing += Level.allCases.filter { rule.rir[$0] == nil }.map { "goals.\(goal.rawValue).rir.\($0.rawValue)" }
        }
        missing += Level.allCases.filter { exercisesByLevel[$0] == nil }.map { "exercisesByLevel.\($0.rawValue)" }
        missing += Energy.allCases.filter { energy[$0] == nil }.map { "energy.\($0.rawValue)" }
        return missing
    }
}
