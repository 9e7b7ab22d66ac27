public import FitTodayDomain

/// The person's body in the simulation: a true strength per movement pattern (the one-rep max of that pattern's
/// barbell staple) that grows week by week with noise, faster for beginners, and fades a little after a break; and
/// what they do with a prescription: the repetitions their strength allows at a load (Epley, COACHING.md), an RPE
/// from the repetitions left, with noise. Seeded: the same persona and seed give the same lifter.
public struct SimulatedLifter: Sendable {
    public let persona: Persona
    /// The one-rep max (kg) of each pattern's staple today.
    public private(set) var patternMax: [MovementPattern: Double]
    /// Today's capacity for bodyweight work against the start (1 at the start).
    public private(set) var bodyweightFactor: [MovementPattern: Double]
    /// The last day (simulation day number) each pattern was trained.
    private var lastTrained: [MovementPattern: Int] = [:]
    var random: SeededGenerator

    /// Each pattern's staple against a back squat (textbook ratios of an average lifter).
    static let patternRatio: [MovementPattern: Double] = [
        .squat: 1.0, .hinge: 1.2, .lunge: 0.55, .horizontalPush: 0.75, .verticalPush: 0.5, .horizontalPull: 0.7,
        .verticalPull: 0.75, .hipExtension: 1.0, .kneeExtension: 0.45, .kneeFlexion: 0.35,
    ]

    /// Weekly growth of a trained pattern, by level.
    static func weeklyGain(_ level: Level) -> Double {
        switch level {
        case .beginner: 0.025
        case .intermediate: 0.008
        case .advanced: 0.003
        }
    }

    public init(persona: Persona, seed: UInt64) {
        self.persona = persona
        random = SeededGenerator(seed: seed ^ StableHash.fnv1a(persona.name))
        var maxes: [MovementPattern: Double] = [:]
        var factors: [MovementPattern: Double] = [:]
        let squat = persona.strength * persona.bodyWeightKg
        for pattern in MovementPattern.allCases {
            maxes[pattern] = squat * (Self.patternRatio[pattern] ?? 0.5)
            factors[pattern] = 1
        }
        patternMax = maxes
        bodyweightFactor = factors
    }

    /// A number in 0..<1.
    mutating func uniform() -> Double { Double(random.next() >> 11) / Double(1 << 53) }

    mutating func chance(_ share: Double) -> Bool { uniform() < share }

    /// A new week: each pattern trained in the last 7 days grows by its level's rate (with noise, never less than a
    /// third of it); one not trained for 14 days or more loses 1 %.
    public mutating func startWeek(day: Int) {
        let rate = Self.weeklyGain(persona.level)
        for pattern in MovementPattern.allCases {
            let last = lastTrained[pattern] ?? -1_000
            let change: Double
            if day - last <= 7 {
                change = max(rate / 3, rate * (0.5 + uniform()))
            } else if day - last >= 14, last >= 0 {
                change = -0.01
            } else {
                change = 0
            }
            patternMax[pattern, default: 0] *= 1 + change
            bodyweightFactor[pattern, default: 1] *= 1 + change * 1.5
        }
    }

    public mutating func trained(_ pattern: MovementPattern, day: Int) { lastTrained[pattern] = day }

    /// The one-rep max of `exercise` today: its pattern's staple scaled by its equipment and mechanics (and a
    /// fixed per-exercise spread of ±8 %). Dumbbells and kettlebells are one implement's load.
    public func oneRepMax(of exercise: Exercise) -> Double {
        let base = patternMax[exercise.pattern] ?? persona.strength * persona.bodyWeightKg * 0.5
        return base * Self.equipmentFactor(exercise)
    }

    static func equipmentFactor(_ exercise: Exercise) -> Double {
        let kinds = Set(exercise.loadEquipment.map(\.rawValue))
        var factor = 0.7
        if kinds.contains("barbell") { factor = 1.0 }
        else if kinds.contains("leg-press") { factor = 1.6 }
        else if kinds.contains("smith-machine") || kinds.contains("machine") { factor = 0.9 }
        else if kinds.contains("ez-bar") { factor = 0.85 }
        else if kinds.contains("cable") || kinds.contains("landmine") { factor = 0.6 }
        else if kinds.contains("dumbbell") || kinds.contains("kettlebell") { factor = 0.38 }
        if exercise.mechanics == .isolation { factor *= 0.7 }
        let spread = Double(StableHash.fnv1a(exercise.id) % 17) / 100 - 0.08
        return factor * (1 + spread)
    }

    /// Repetitions (or seconds) to failure of a bodyweight move today: the persona's start figure, scaled by the
    /// move's level (an advanced variant is harder) and the pattern's growth.
    public func bodyweightCapacity(of exercise: Exercise) -> Int {
        let difficulty: Double =
            switch exercise.level {
            case .beginner: 1.4
            case .intermediate: 1.0
            case .advanced: 0.55
            }
        let seconds = exercise.unit == .reps ? 1.0 : 3.0
        let value = Double(persona.bodyweightReps) * difficulty * seconds * (bodyweightFactor[exercise.pattern] ?? 1)
        return max(1, Int(value.rounded()))
    }

    /// Repetitions to failure at `weightKg` against a one-rep max (Epley turned around: r = 30 × (1RM / w − 1)).
    public static func repsToFailure(oneRepMax: Double, weightKg: Double) -> Int {
        guard weightKg > 0 else { return 100 }
        if weightKg >= oneRepMax { return weightKg > oneRepMax * 1.02 ? 0 : 1 }
        return max(1, Int((30 * (oneRepMax / weightKg - 1) + 1e-9).rounded(.down)))
    }

    /// The load (kg) for `reps` with `reserve` repetitions left (Epley: w = 1RM / (1 + (r + k) / 30)).
    public static func load(oneRepMax: Double, reps: Int, reserve: Int) -> Double {
        oneRepMax / (1 + Double(reps + reserve) / 30)
    }

    /// One set: the target done when the strength allows it, else what it allows (a miss), and an RPE from the
    /// repetitions left with ±0.5 of noise, rounded to a half. `capacity` is today's repetitions to failure for this
    /// set.
    public mutating func perform(target: Int, capacity: Int, missChance: Double) -> (done: Int, rpe: Double) {
        var done = min(target, max(capacity, 0))
        if done > 0, chance(missChance) { done = max(1, done - 2) }
        let left = max(0, capacity - done)
        let noise = [-0.5, 0, 0, 0.5][Int(random.next() % 4)]
        let rpe = min(10, max(5, 10 - Double(left) + noise))
        return (done, rpe)
    }
}
