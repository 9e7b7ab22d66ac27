/// Main lifts rotate between blocks: a main lift the last block trained gives way, in a new block, to another
/// staple of the same movement pattern (back squat → front squat, conventional → sumo deadlift, flat → incline
/// bench), chosen deterministically from the catalog. Within a block the composer keeps main lifts so their loads
/// progress; this only changes which staple a block starts with. It never adds a repeat: the lift rotated in is
/// absent from the recent workouts the variation rule compares with, so the plan's share of new exercises can only
/// grow.
public struct MainLiftRotation: Sendable {
    public let catalog: CatalogIndex

    public init(catalog: CatalogIndex) { self.catalog = catalog }

    /// The staple that follows `id` for its pattern: among loadable compound staples of the same pattern and lead
    /// muscle that `available` allows and `avoid` does not hold, one loaded the same way first (a barbell squat
    /// after a barbell squat), then the next in catalog id order (wrapping).
    public func successor(of id: String, available: Set<Int>, avoid: Set<String>) -> Exercise? {
        guard let current = catalog.exercise(id: id) else { return nil }
        let options = available.compactMap { position -> Exercise? in
            let other = catalog.exercises[position]
            guard other.id != current.id, other.pattern == current.pattern, other.tier == .staple, other.loadable,
                  other.mechanics == .compound, other.role == .main || other.role == current.role,
                  Set(other.primaryMuscles) == Set(current.primaryMuscles) || other.primaryMuscles.first == current.primaryMuscles.first,
                  !avoid.contains(other.id)
            else { return nil }
            return other
        }.sorted { $0.id < $1.id }
        let lead = current.equipment.first
        let sameLoad = options.filter { $0.equipment.first == lead }
        let pool = sameLoad.isEmpty ? options : sameLoad
        return pool.first { $0.id > current.id } ?? pool.first
    }

    /// `plan` with each main lift that the previous block had as a main lift, and this block has not yet, replaced
    /// by its successor. `history` holds the plans before the plan's day, oldest first; `window` is how many recent
    /// workouts the variation rule compares with. The plan must carry its block.
    public func rotate(
        _ plan: WorkoutPlan, history: [WorkoutPlan], window: Int, equipment: EquipmentSet, level: Level,
        language: Language
    ) -> WorkoutPlan {
        guard let block = plan.block, block.number > 1 else { return plan }
        let before = history.filter { $0.date < plan.date }
        let lastBlock = mainLiftIds(in: before.filter { $0.block?.number == block.number - 1 })
        let thisBlock = mainLiftIds(in: before.filter { $0.block?.number == block.number })
        var avoid = Set(before.suffix(window).flatMap(\.exerciseIds)).union(lastBlock)
        avoid.formUnion(plan.exerciseIds)
        let available = Set(catalog.available(equipment: equipment, level: level))
        var plan = plan
        for index in plan.exercises.indices {
            let item = plan.exercises[index]
            guard item.mainLift, lastBlock.contains(item.exerciseId), !thisBlock.contains(item.exerciseId),
                  let next = successor(of: item.exerciseId, available: available, avoid: avoid)
            else { continue }
            var rotated = PlannedExercise(next, prescription: item.prescription, language: language, mainLift: true)
            rotated.suggestedWeightKg = nil
            plan.exercises[index] = rotated
            avoid.insert(next.id)
            plan.generation.diversity = Self.credit(
                plan.generation.diversity, replacing: item.exerciseId, count: plan.exercises.count)
        }
        return plan
    }

    private func mainLiftIds(in plans: [WorkoutPlan]) -> Set<String> {
        Set(plans.flatMap { $0.exercises.filter(\.mainLift).map(\.exerciseId) })
    }

    /// The verdict once a repeat gave way to a new exercise.
    static func credit(_ verdict: VariationVerdict, replacing id: String, count: Int) -> VariationVerdict {
        guard let index = verdict.repeated.firstIndex(of: id), count > 0 else { return verdict }
        var verdict = verdict
        verdict.repeated.remove(at: index)
        verdict.ratio = min(1, verdict.ratio + 1 / Double(count))
        verdict.bestAchievable = max(verdict.bestAchievable, verdict.ratio)
        return verdict
    }
}
