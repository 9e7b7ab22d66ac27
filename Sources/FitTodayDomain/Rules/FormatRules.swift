/// When a session is run as supersets or circuits, and with what rests (`Config/fittoday.json` `formats`): a goal
/// listed under a format, at or under its minutes, gets that format (the circuit first); `stations` are the
/// equipment two exercises of a group may not share (a barbell, a bench, a cable, a machine…).
public struct FormatRules: Codable, Sendable, Equatable {
    /// One format's rule.
    public struct Rule: Codable, Sendable, Equatable {
        /// The goals whose short sessions take the format (empty: never).
        public var goals: [Goal]
        /// The longest session, in minutes, that takes it.
        public var maxMinutes: Int
        /// The rest after a set when the next exercise of the group follows (0: straight on).
        public var innerRestSeconds: Int
        /// The rest after the group's round, before the next round or the next exercise.
        public var restAfterSeconds: Int
        /// How many exercises a group holds (a superset: 2; a circuit: 3 or more).
        public var minExercises: Int
        public var maxExercises: Int

        public init(
            goals: [Goal], maxMinutes: Int, innerRestSeconds: Int, restAfterSeconds: Int, minExercises: Int,
            maxExercises: Int
        ) {
            self.goals = goals
            self.maxMinutes = maxMinutes
            self.innerRestSeconds = innerRestSeconds
            self.restAfterSeconds = restAfterSeconds
            self.minExercises = minExercises
            self.maxExercises = maxExercises
        }

        /// The rest each set of a group member costs on average over a round of `size` exercises.
        func sharedRest(size: Int) -> Int {
            let size = max(1, size)
            return (innerRestSeconds * (size - 1) + restAfterSeconds + size - 1) / size
        }
    }

    public var superset: Rule
    public var circuit: Rule
    public var stations: [Equipment]
    /// The splits an automatic focus chooses among on a day run in a format, when the person's pools fill one of
    /// them: days whose exercises pair (a press with a row, a squat with a hinge's antagonist, upper with lower),
    /// where a push or a pull day's exercises all compete for the same muscles. Absent: any split.
    public var splits: [Split]?

    public init(superset: Rule, circuit: Rule, stations: [Equipment], splits: [Split]? = nil) {
        self.superset = superset
        self.circuit = circuit
        self.stations = stations
        self.splits = splits
    }

    /// Straight sets always: no goal takes a format.
    public static let none = FormatRules(
        superset: Rule(goals: [], maxMinutes: 0, innerRestSeconds: 0, restAfterSeconds: 0, minExercises: 2, maxExercises: 2),
        circuit: Rule(goals: [], maxMinutes: 0, innerRestSeconds: 0, restAfterSeconds: 0, minExercises: 3, maxExercises: 3),
        stations: [])

    /// The format a session of `goal` and `minutes` is run in; nil for straight sets.
    public func format(goal: Goal, minutes: Int) -> GroupFormat? {
        if circuit.goals.contains(goal), minutes <= circuit.maxMinutes { return .circuit }
        if superset.goals.contains(goal), minutes <= superset.maxMinutes { return .superset }
        return nil
    }

    public func rule(_ format: GroupFormat) -> Rule {
        switch format {
        case .superset: superset
        case .circuit: circuit
        }
    }

    /// The per-set rest the time fit counts for an exercise of a day in `format`, whose groups hold about `size`
    /// exercises: the group's rests shared by its members.
    public func fittingRest(_ format: GroupFormat, size: Int) -> Int {
        let rule = rule(format)
        let size = format == .superset ? 2 : min(max(size, rule.minExercises), rule.maxExercises)
        return rule.sharedRest(size: size)
    }

    /// Whether an exercise may join a group: a strength day's main lifts stay straight sets.
    public static func groupable(mainLift: Bool, goal: Goal) -> Bool {
        !(mainLift && goal == .strength)
    }
}
