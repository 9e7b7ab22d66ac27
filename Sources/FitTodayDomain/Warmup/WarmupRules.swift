/// Warm-up ramps for loaded main lifts (`sessions.warmup` in `Config/fittoday.json`): the empty bar first for a
/// barbell, then shares of the working weight for fewer repetitions, each rounded to what the implement can load,
/// strictly rising and strictly below the working weight. A light working weight gets fewer steps: a step is used
/// only from its `fromKg` up, and steps closer than the gap (`minGapShare` of the working weight, at least one
/// loadable increment) to the one before or to the working weight are left out; when no step is left (the working
/// weight is the bar, or the lightest dumbbell), one set of the movement without load. A main lift whose working
/// weight is not known yet (a first exposure) gets `shareRamp`: shares of the weight the person picks.
public struct WarmupRules: Codable, Sendable, Equatable {
    /// One step of the ramp after the empty bar.
    public struct Step: Codable, Sendable, Equatable {
        /// Share of the working weight, above 0 and below 1.
        public var share: Double
        public var reps: Int
        /// The working weight (kg) from which this step is used.
        public var fromKg: Double

        public init(share: Double, reps: Int, fromKg: Double) {
            self.share = share
            self.reps = reps
            self.fromKg = fromKg
        }
    }

    /// One step of `shareRamp`.
    public struct ShareStep: Codable, Sendable, Equatable {
        public var share: Double
        public var reps: Int

        public init(share: Double, reps: Int) {
            self.share = share
            self.reps = reps
        }
    }

    /// What a weight is loaded on: a bar with plate pairs, or an implement that changes by a fixed increment.
    public enum Implement: Sendable, Equatable {
        case bar(Double)
        case increment(Double)
    }

    /// The bar's weight per equipment id loaded with plates (barbell, ez-bar).
    public var bars: [String: Double]
    /// The plate set (kg); a bar is loaded from the heaviest down, the same on each side.
    public var plates: [Double]
    /// The smallest weight change per equipment id without a bar (dumbbell, kettlebell, cable, machine…).
    public var increments: [String: Double]
    /// Repetitions with the empty bar, a barbell ramp's first step.
    public var emptyBarReps: Int
    public var ramp: [Step]
    /// The ramp to a working weight not known yet (a first exposure): shares of the weight the person picks,
    /// rising, each below 1.
    public var shareRamp: [ShareStep]
    /// The least gap between two steps, and between the last step and the working weight, as a share of the
    /// working weight (never under one loadable increment).
    public var minGapShare: Double

    public init(
        bars: [String: Double], plates: [Double], increments: [String: Double], emptyBarReps: Int, ramp: [Step],
        shareRamp: [ShareStep], minGapShare: Double
    ) {
        self.bars = bars
        self.plates = plates
        self.increments = increments
        self.emptyBarReps = emptyBarReps
        self.ramp = ramp
        self.shareRamp = shareRamp
        self.minGapShare = minGapShare
    }

    /// The plan with `warmup` on each loaded main lift done in repetitions (in shares of the working weight when
    /// it has no suggested weight yet), and `plates` on each barbell exercise with a suggested weight the plates
    /// can make. Other exercises are left as they are.
    public func apply(to plan: WorkoutPlan) -> WorkoutPlan {
        var plan = plan
        for index in plan.exercises.indices {
            let item = plan.exercises[index]
            guard let implement = implement(for: item.loadEquipment) else { continue }
            guard let working = item.suggestedWeightKg, working > 0 else {
                if item.mainLift, item.unit == .reps, !shareRamp.isEmpty {
                    plan.exercises[index].warmup = shareRamp.map { .share($0.share, reps: $0.reps) }
                }
                continue
            }
            if item.mainLift, item.unit == .reps {
                let steps = ramp(to: working, on: implement)
                plan.exercises[index].warmup = steps.isEmpty ? nil : steps
            }
            if case .bar(let bar) = implement {
                plan.exercises[index].plates = PlateLoad.loading(working, barKg: bar, plates: plates)
            }
        }
        return plan
    }

    /// The first of `equipment` that is a bar, else the first with an increment; nil for bodyweight and bands.
    public func implement(for equipment: [Equipment]) -> Implement? {
        if let bar = equipment.lazy.compactMap({ self.bars[$0.rawValue] }).first { return .bar(bar) }
        return equipment.lazy.compactMap { self.increments[$0.rawValue] }.first.map(Implement.increment)
    }

    /// The ramp to `working` kg on `implement`; when the working weight is too light for any loaded step, one set
    /// of the movement without load (0 kg).
    public func ramp(to working: Double, on implement: Implement) -> [WarmupStep] {
        let steps = loadedRamp(to: working, on: implement)
        return steps.isEmpty && working > 0 ? [WarmupStep(weightKg: 0, reps: emptyBarReps)] : steps
    }

    /// The loaded steps of the ramp to `working` kg; empty when the working weight is too light for any.
    func loadedRamp(to working: Double, on implement: Implement) -> [WarmupStep] {
        let base: Double, unit: Double
        switch implement {
        case .bar(let bar): (base, unit) = (bar, 2 * (plates.filter { $0 > 0 }.min() ?? 1))
        case .increment(let increment): (base, unit) = (0, increment)
        }
        let gap = max(unit, minGapShare * working)
        let ceiling = working - gap
        var steps: [WarmupStep] = []
        var previous = 0.0
        if case .bar(let bar) = implement {
            guard bar > 0, bar <= ceiling + Self.tolerance else { return [] }
            steps.append(WarmupStep(weightKg: bar, reps: emptyBarReps, perSide: []))
            previous = bar
        }
        for step in ramp.sorted(by: { $0.share < $1.share }) where working >= step.fromKg {
            let floor = previous == 0 ? unit : previous + gap
            let top = Self.loadable(ceiling, base: base, unit: unit, rule: .down)
            let weight = min(Self.loadable(working * step.share, base: base, unit: unit, rule: .toNearestOrAwayFromZero), top)
            guard weight + Self.tolerance >= floor, weight > previous, weight < working else { continue }
            var perSide: [Double]?
            if case .bar(let bar) = implement {
                guard let load = PlateLoad.loading(weight, barKg: bar, plates: plates) else { continue }
                perSide = load.perSide
            }
            steps.append(WarmupStep(weightKg: weight, reps: step.reps, perSide: perSide))
            previous = weight
        }
        return steps
    }

    static let tolerance = 1e-9

    /// `weight` rounded by `rule` to `base` plus a whole number of `unit`s (never below `base`).
    static func loadable(_ weight: Double, base: Double, unit: Double, rule: FloatingPointRoundingRule) -> Double {
        let count = ((weight - base) / unit + (rule == .down ? tolerance : 0)).rounded(rule)
        let whole = base + max(0, count) * unit
        return (whole * 1000).rounded() / 1000
    }
}
