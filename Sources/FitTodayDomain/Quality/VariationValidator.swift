/// The diversity verdict attached to every plan.
public struct VariationVerdict: Codable, Sendable, Equatable {
    /// Share of the plan's exercises absent from the last workouts (0...1).
    public var ratio: Double
    public var threshold: Double
    /// Catalog ids of the plan that also appear in the recent workouts, in plan order.
    public var repeated: [String]
    /// The highest ratio the candidate pool allows for these inputs.
    public var bestAchievable: Double

    public init(ratio: Double, threshold: Double, repeated: [String], bestAchievable: Double) {
        self.ratio = ratio
        self.threshold = threshold
        self.repeated = repeated
        self.bestAchievable = bestAchievable
    }

    /// Inclusive: a ratio equal to the threshold passes.
    public var passes: Bool { ratio + VariationValidator.tolerance >= threshold }
    /// The demand cannot be met by any plan from this pool.
    public var isInfeasible: Bool { bestAchievable + VariationValidator.tolerance < threshold }

    /// Passes the threshold, or — where the pool cannot reach it — reaches the best the pool allows.
    public var passesAchievable: Bool {
        ratio + VariationValidator.tolerance >= min(threshold, bestAchievable)
    }
}

/// Judges a plan against recent history: at least `threshold` of its exercises must be new.
///
/// Exercises are compared on catalog ids; when a catalog is given, names and aliases are first resolved to ids,
/// so one exercise written two ways counts once.
public struct VariationValidator: Sendable {
    /// Ratios are fractions of small counts; this keeps 3/5 == 0.6 from failing on rounding.
    static let tolerance = 1e-9

    public var threshold: Double
    /// How many recent workouts the plan is compared with.
    public var window: Int
    private let catalog: CatalogIndex?

    public init(threshold: Double = 0.6, window: Int = 3, catalog: CatalogIndex? = nil) {
        self.threshold = threshold
        self.window = window
        self.catalog = catalog
    }

    private func canonical(_ reference: String) -> String {
        catalog?.canonicalId(for: reference) ?? reference
    }

    /// - Parameters:
    ///   - plan: the new plan's exercise ids (or names).
    ///   - history: earlier workouts' exercise ids, oldest first; only the last `window` count.
    ///   - candidatePool: every id the generator could have used for these inputs; `nil` means unbounded.
    public func evaluate(plan: [String], history: [[String]], candidatePool: [String]? = nil) -> VariationVerdict {
        let recent = Set(history.suffix(window).joined().map(canonical))
        let planIds = plan.map(canonical)
        let repeated = planIds.filter(recent.contains)
        let ratio = planIds.isEmpty ? 0 : Double(planIds.count - repeated.count) / Double(planIds.count)
        var best = 1.0
        if let candidatePool, !planIds.isEmpty {
            let fresh = Set(candidatePool.map(canonical)).subtracting(recent).count
            best = Double(min(fresh, planIds.count)) / Double(planIds.count)
        }
        // A plan may use exercises outside the pool (an LLM can); what it reached is achievable by definition.
        best = max(best, ratio)
        return VariationVerdict(ratio: ratio, threshold: threshold, repeated: repeated, bestAchievable: best)
    }
}
