/// Sequential generations against a throw-away history: plan k is judged against plans k-1…k-3, exactly as a
/// person generating one plan a day would experience it.
public struct BatchRunner: Sendable {
    public let composer: BlueprintComposer

    public init(composer: BlueprintComposer) { self.composer = composer }

    /// Generates `count` training plans on consecutive days starting at `request.date` (with a schedule, the rest
    /// days between them come in the result too, as rest plans).
    /// - Parameters:
    ///   - seed: the sequence seed; plan k's seed is the k-th draw of a generator seeded with it.
    ///   - schedule: when given, each day asks the decision first (as `generate` does) and a rest day is a rest
    ///     plan (no exercises) in the throw-away history; `nil`: every day is a training day.
    ///   - progress: called after each plan with the number done so far.
    public func run(
        _ request: PlanRequest, count: Int, seed: UInt64, schedule: BatchSchedule? = nil,
        progress: (Int) -> Void = { _ in }
    ) throws(CompositionError) -> [WorkoutPlan] {
        var seeds = SeededGenerator(seed: seed)
        var run = CompositionRun(composer: composer, equipment: request.equipment, level: request.level)
        var plans: [WorkoutPlan] = []
        var past: [PastWorkout] = []
        var days: [PastDay] = []
        plans.reserveCapacity(count)
        past.reserveCapacity(count)
        let keep = composer.historyNeeded
        var dayRequest = request
        var index = 0
        var trained = 0
        while trained < count {
            dayRequest.date = request.date.adding(days: index)
            index += 1
            let planSeed = Self.nextPlanSeed(&seeds)
            if let schedule {
                let answer = schedule.decision.decide(
                    date: dayRequest.date, history: days, daysPerWeek: schedule.daysPerWeek, level: request.level,
                    energy: request.energy)
                if answer.advisesAgainstTraining {
                    let rest = WorkoutPlan.rest(
                        id: "\(dayRequest.date)-rest", date: dayRequest.date, answer: DayAnswer(kind: .rest, why: answer.why),
                        generation: GenerationInfo(
                            source: .local, seed: planSeed,
                            diversity: VariationVerdict(ratio: 1, threshold: 0, repeated: [], bestAchievable: 1)))
                    plans.append(rest)
                    Self.remember(composer.catalog.pastDay(rest), in: &days)
                    continue
                }
            }
            let (plan, digest) = try run.compose(dayRequest, past: past.suffix(keep), seed: planSeed)
            plans.append(plan)
            past.append(digest)
            if schedule != nil { Self.remember(composer.catalog.pastDay(plan), in: &days) }
            trained += 1
            progress(trained)
        }
        return plans
    }

    /// Keeps the days the decision reads, no more.
    private static func remember(_ day: PastDay, in days: inout [PastDay]) {
        days.append(day)
        if days.count > 2 * DayDecision.lookbackDays { days.removeFirst(days.count - DayDecision.lookbackDays) }
    }

    /// Plan k's seed in a batch: the k-th draw of the sequence generator, below 2^53 so JSON readers see it exactly.
    public static func nextPlanSeed(_ sequence: inout SeededGenerator) -> UInt64 {
        sequence.next() & ((1 << 53) - 1)
    }
}

/// The figures a batch reports, computed from its plans.
public struct BatchSummary: Codable, Sendable, Equatable {
    public struct RatioStatistics: Codable, Sendable, Equatable {
        public var min: Double
        public var p5: Double
        public var median: Double
        public var mean: Double
    }

    public struct ExerciseCount: Codable, Sendable, Equatable {
        public var exerciseId: String
        public var name: String
        public var count: Int
    }

    public struct MuscleCount: Codable, Sendable, Equatable {
        public var muscle: Muscle
        /// Plans in which the muscle is a primary muscle of at least one exercise.
        public var plans: Int
        /// Exercises (over all plans) that have it as a primary muscle.
        public var exercises: Int
    }

    /// Training plans (rest days are not plans to judge).
    public var count: Int
    /// Days the schedule said to rest (`batch` follows the person's schedule unless `--train-anyway`).
    public var restDays: Int
    /// Share of plans at or above the threshold.
    public var passRate: Double
    /// Plans whose inputs made the threshold impossible (`bestAchievable` below it).
    public var infeasible: Int
    /// Share of the feasible plans at or above the threshold (1 when every plan was infeasible).
    public var feasiblePassRate: Double
    public var threshold: Double
    public var ratio: RatioStatistics
    public var distinctExercises: Int
    public var exercisesPerPlan: Double
    public var plansPerSecond: Double
    public var sources: [String: Int]
    public var mostRepeated: [ExerciseCount]
    public var muscleCoverage: [MuscleCount]
    /// Plans per ratio bucket of width 0.05: [0, 0.05), …, [0.95, 1.0), and 1.0 itself in the last bucket. Plans
    /// hold 4–9 exercises, so a ratio is k/n: bins this fine keep 4/7 (57 %) apart from 3/5 (60 %).
    public var ratioHistogram: [Int]
    public var focusCounts: [String: Int]
    public static let histogramBins = 20
    /// The LLM path's figures; nil for an offline batch.
    public var llm: GenerationStatistics?

    /// - Parameters:
    ///   - elapsedSeconds: wall time the generation took, measured by the caller.
    public init(plans days: [WorkoutPlan], threshold: Double, elapsedSeconds: Double, topCount: Int = 25) {
        let plans = days.filter { $0.dayKind != .rest }
        restDays = days.count - plans.count
        count = plans.count
        self.threshold = threshold
        let verdicts = plans.map(\.generation.diversity)
        let passed = verdicts.count(where: \.passes)
        passRate = plans.isEmpty ? 0 : Double(passed) / Double(plans.count)
        infeasible = verdicts.count(where: \.isInfeasible)
        let feasible = verdicts.filter { !$0.isInfeasible }
        feasiblePassRate = feasible.isEmpty ? 1 : Double(feasible.count(where: \.passes)) / Double(feasible.count)
        let ratios = verdicts.map(\.ratio).sorted()
        func quantile(_ q: Double) -> Double {
            guard !ratios.isEmpty else { return 0 }
            // Nearest-rank: the smallest value with at least q of the data at or below it.
            let rank = max(1, Int((q * Double(ratios.count)).rounded(.up)))
            return ratios[min(ratios.count, rank) - 1]
        }
        ratio = RatioStatistics(
            min: ratios.first ?? 0, p5: quantile(0.05), median: quantile(0.5),
            mean: ratios.isEmpty ? 0 : ratios.reduce(0, +) / Double(ratios.count))
        var histogram = [Int](repeating: 0, count: Self.histogramBins)
        for value in ratios { histogram[min(Self.histogramBins - 1, Int(value * Double(Self.histogramBins) + 1e-9))] += 1 }
        ratioHistogram = histogram

        var uses: [String: (name: String, count: Int)] = [:]
        var musclePlans = [Int](repeating: 0, count: Muscle.allCases.count)
        var muscleExercises = [Int](repeating: 0, count: Muscle.allCases.count)
        var focusCounts: [String: Int] = [:]
        var sources: [String: Int] = [:]
        var exerciseTotal = 0
        for plan in plans {
            var seen = MuscleSet()
            for item in plan.exercises {
                uses[item.exerciseId, default: (item.name, 0)].count += 1
                for muscle in item.primaryMuscles {
                    muscleExercises[muscle.ordinal] += 1
                    seen = seen.union(MuscleSet([muscle]))
                }
            }
            exerciseTotal += plan.exercises.count
            for muscle in seen.members { musclePlans[muscle.ordinal] += 1 }
            focusCounts[plan.focus.joined(separator: ","), default: 0] += 1
            sources[plan.generation.source.rawValue, default: 0] += 1
        }
        distinctExercises = uses.count
        exercisesPerPlan = plans.isEmpty ? 0 : Double(exerciseTotal) / Double(plans.count)
        plansPerSecond = elapsedSeconds > 0 ? Double(plans.count) / elapsedSeconds : 0
        self.sources = sources
        self.focusCounts = focusCounts
        mostRepeated = uses.map { ExerciseCount(exerciseId: $0.key, name: $0.value.name, count: $0.value.count) }
            .sorted { ($0.count, $1.exerciseId) > ($1.count, $0.exerciseId) }
            .prefix(topCount).map { $0 }
        muscleCoverage = Muscle.allCases.map {
            MuscleCount(muscle: $0, plans: musclePlans[$0.ordinal], exercises: muscleExercises[$0.ordinal])
        }
        llm = GenerationStatistics(plans: plans)
    }
}
