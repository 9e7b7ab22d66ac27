/// Suggests today's weight for each loadable exercise from the last time it was trained (double progression):
/// every planned set at the top of its range → the smallest step up for that equipment; a missed target → the
/// same weight; a bad day (rated 1–2, or sets well short of the range) → a back-off. A tired check-in holds the
/// weight instead of adding. When today's range is another goal's (no overlap with the last one), the weight is
/// carried over through the estimated one-rep max.
public struct LoadProgression: Sendable, Equatable, Codable {
    /// Smallest weight step per equipment id (kg): the lightest change that equipment allows.
    public var steps: [String: Double]
    /// Share taken off after a bad day.
    public var backOff: Double
    /// A rating at or below this marks a bad day.
    public var badDayRating: Int

    public init(steps: [String: Double], backOff: Double = 0.1, badDayRating: Int = 2) {
        self.steps = steps
        self.backOff = backOff
        self.badDayRating = badDayRating
    }

    /// What happened to the weight, and why.
    public enum Decision: String, Sendable, Equatable {
        case add, hold, backOff, convert
    }

    /// The plan with `suggestedWeightKg` set on each loadable exercise the person has logged with a weight.
    public func apply(to plan: WorkoutPlan, logs: [String: LoggedExercise], catalog: CatalogIndex, energy: Energy) -> WorkoutPlan {
        var plan = plan
        for index in plan.exercises.indices {
            let item = plan.exercises[index]
            guard let log = logs[item.exerciseId], let exercise = catalog.exercise(id: item.exerciseId), exercise.loadable,
                  let step = step(for: exercise.equipment)
            else { continue }
            plan.exercises[index].suggestedWeightKg = suggest(
                today: item.target, unit: item.unit, last: log, step: step, energy: energy)?.weightKg
        }
        return plan
    }

    /// The smallest step of the first of `equipment` that has one.
    public func step(for equipment: [Equipment]) -> Double? {
        equipment.lazy.compactMap { steps[$0.rawValue] }.first
    }

    /// Today's weight for a target of `today` after `last`, rounded to `step`; nil when the last log has no
    /// weighted working set in the same unit.
    public func suggest(today: RepRange, unit: WorkUnit, last: LoggedExercise, step: Double, energy: Energy)
        -> (weightKg: Double, decision: Decision)?
    {
        guard last.exercise.unit == unit, unit != .meters else { return nil }
        let working = (last.exercise.performed ?? []).compactMap { set -> (weight: Double, amount: Int)? in
            guard set.kind != .warmup, let weight = set.weightKg, weight > 0,
                  let amount = unit == .seconds ? set.seconds : set.reps
            else { return nil }
            return (weight, amount)
        }
        guard let top = working.map(\.weight).max() else { return nil }
        let atTop = working.filter { $0.weight == top }.map(\.amount)
        let target = last.exercise.target
        if today.max < target.min || today.min > target.max {
            // Another goal's range: the same effort at today's middle, through the estimated one-rep max.
            guard unit == .reps, let best = working.max(by: { Self.oneRepMax($0) < Self.oneRepMax($1) }) else {
                return nil
            }
            let middle = Double(today.min + today.max) / 2
            return (round(Self.oneRepMax(best) / (1 + middle / 30), step: step, down: true), .convert)
        }
        let average = Double(atTop.reduce(0, +)) / Double(atTop.count)
        let badDay = (last.rating.map { $0 <= badDayRating } ?? false) || average < Double(target.min) - 1
        if badDay { return (round(top * (1 - backOff), step: step, down: true), .backOff) }
        let allAtTop = atTop.count >= last.exercise.sets && atTop.allSatisfy { $0 >= target.max }
        if allAtTop, energy != .tired { return (top + step, .add) }
        return (top, .hold)
    }

    static func oneRepMax(_ set: (weight: Double, amount: Int)) -> Double {
        set.amount <= 1 ? set.weight : set.weight * (1 + Double(set.amount) / 30)
    }

    func round(_ weight: Double, step: Double, down: Bool) -> Double {
        let steps = (weight / step)
        let whole = down ? steps.rounded(.down) : steps.rounded()
        return max(step, whole * step)
    }
}
