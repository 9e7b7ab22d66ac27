public import FitTodayDomain

/// Finds the records a session's completed sets set, against the bests before it, and the bests after it.
public struct PersonalRecords: Sendable {
    public var formula: OneRepMaxFormula

    public init(formula: OneRepMaxFormula = .epley) {
        self.formula = formula
    }

    /// Every best beaten, per exercise and kind the best set only, in plan order. A first-ever log of an exercise
    /// sets its bests but is not a record (there was nothing to beat). Warm-ups and sets without weight or reps do
    /// not count, nor do holds and carries; the one-rep max reads sets of at most 12 reps.
    public func detect(in session: Session, before: [String: PersonalBests]) -> [PersonalRecord] {
        var records: [PersonalRecord] = []
        for exercise in session.exercises {
            guard let old = before[exercise.exerciseId] else { continue }
            var best: [PersonalRecord.Kind: PersonalRecord] = [:]
            var mostReps: [String: PersonalRecord] = [:]
            func consider(_ kind: PersonalRecord.Kind, _ value: Double, _ previous: Double?, _ set: SessionSet, _ weight: Double, _ reps: Int) {
                guard let previous, value > previous + 1e-9, value > (best[kind]?.value ?? -1) else { return }
                best[kind] = PersonalRecord(
                    exerciseId: exercise.exerciseId, name: exercise.name, kind: kind, value: value, previous: previous,
                    setId: set.setId, weightKg: weight, reps: reps)
            }
            for set in exercise.sets {
                guard let (weight, reps) = Self.working(set) else { continue }
                consider(.heaviestWeight, weight, old.heaviestWeightKg, set, weight, reps)
                consider(.setVolume, weight * Double(reps), old.setVolumeKg, set, weight, reps)
                if reps <= OneRepMaxFormula.maxReps {
                    consider(
                        .estimatedOneRepMax, formula.estimate(weightKg: weight, reps: reps), old.estimatedOneRepMaxKg, set,
                        weight, reps)
                }
                let key = PersonalBests.key(weight)
                if let previous = old.mostRepsAt[key], reps > previous, reps > (mostReps[key].map { Int($0.value) } ?? 0) {
                    mostReps[key] = PersonalRecord(
                        exerciseId: exercise.exerciseId, name: exercise.name, kind: .mostReps, value: Double(reps),
                        previous: Double(previous), setId: set.setId, weightKg: weight, reps: reps)
                }
            }
            records += PersonalRecord.Kind.allCases.compactMap { best[$0] }
            records += mostReps.keys.sorted { Double($0)! < Double($1)! }.compactMap { mostReps[$0] }
        }
        return records
    }

    /// The bests after the session: `before` raised by its completed working sets.
    public func bests(after session: Session, before: [String: PersonalBests]) -> [String: PersonalBests] {
        var result: [String: PersonalBests] = [:]
        for exercise in session.exercises {
            var bests = result[exercise.exerciseId] ?? before[exercise.exerciseId] ?? PersonalBests()
            var touched = false
            for set in exercise.sets {
                guard let (weight, reps) = Self.working(set) else { continue }
                touched = true
                raise(&bests, weightKg: weight, reps: reps)
            }
            if touched { result[exercise.exerciseId] = bests }
        }
        return result
    }

    /// Each exercise's bests as the trained days of a history show them, oldest first: the same sets count as at
    /// `finish` (working sets in repetitions, with weight), so records and history always agree.
    public func bests(of days: [WorkoutPlan]) -> [String: PersonalBests] {
        var result: [String: PersonalBests] = [:]
        for day in days where day.performance != nil {
            for item in day.exercises where item.unit == .reps {
                for set in item.performed ?? [] {
                    guard set.kind != .warmup, let weight = set.weightKg, weight > 0, let reps = set.reps, reps > 0 else {
                        continue
                    }
                    raise(&result[item.exerciseId, default: PersonalBests()], weightKg: weight, reps: reps)
                }
            }
        }
        return result
    }

    /// `bests` raised by one working set.
    func raise(_ bests: inout PersonalBests, weightKg weight: Double, reps: Int) {
        bests.heaviestWeightKg = max(bests.heaviestWeightKg ?? 0, weight)
        bests.setVolumeKg = max(bests.setVolumeKg ?? 0, weight * Double(reps))
        if reps <= OneRepMaxFormula.maxReps {
            bests.estimatedOneRepMaxKg = max(bests.estimatedOneRepMaxKg ?? 0, formula.estimate(weightKg: weight, reps: reps))
        }
        let key = PersonalBests.key(weight)
        bests.mostRepsAt[key] = max(bests.mostRepsAt[key] ?? 0, reps)
    }

    /// Weight and reps of a completed set that counts for records: repetitions only (a hold's seconds or a carry's
    /// metres are no repetitions, so they set no weight, rep, one-rep-max or volume record).
    static func working(_ set: SessionSet) -> (weight: Double, reps: Int)? {
        guard set.completedAt != nil, set.kind != .warmup, set.target.unit == .reps, let actual = set.actual,
              let weight = actual.weightKg,
              weight > 0, let reps = actual.reps, reps > 0
        else { return nil }
        return (weight, reps)
    }
}
