/// A goal's doses for one level, where they differ from the goal's own (Config `training.goals.GOAL.levels.LEVEL`):
/// a beginner's moderate reps and rests. Every field is optional; what is absent keeps the goal's value.
public struct LevelDose: Codable, Sendable, Equatable {
    /// How many of the first main slots get the main dose (a beginner's full body: squat, push, pull and hinge).
    public var mainLifts: Int?
    /// The main lifts' dose.
    public var main: TrainingRules.Dose?
    /// Accessory doses by mechanics.
    public var dose: [Mechanics: TrainingRules.Dose]?
    /// Multiplies the rest presets of accessories.
    public var restFactor: Double?

    /// `rule` with this level's doses in place of the goal's.
    func applied(to rule: TrainingRules.GoalRule) -> TrainingRules.GoalRule {
        var rule = rule
        if let mainLifts { rule.mainLifts = mainLifts }
        if let main { rule.main = main }
        if let dose { rule.dose.merge(dose) { $1 } }
        if let restFactor { rule.restFactor = restFactor }
        return rule
    }

    /// The numbers a dose needs to be usable: at least one set, a rep range from 1 up, a positive rest.
    public var isValid: Bool {
        let doses = [main].compactMap(\.self) + (dose.map { Array($0.values) } ?? [])
        return doses.allSatisfy { $0.sets >= 1 && $0.reps.min >= 1 && $0.reps.max >= $0.reps.min && ($0.restSeconds ?? 1) > 0 }
            && (restFactor ?? 1) > 0 && (mainLifts ?? 0) >= 0
    }
}
