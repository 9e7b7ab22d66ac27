/// Main lifts are kept through a block and rotate between blocks. Within a block a main lift whose pattern the block
/// already has a main lift for becomes that lift (the composer already keeps the latest main lift of each pattern;
/// this is the block's check), as long as the plan stays new enough for the variation rule. At a
/// new block, a main lift the last block trained gives way to the next staple of its pattern for the person's goal
/// (`StapleRotations`, from `Catalog/rotations.json`: back squat → front squat, conventional → sumo deadlift, flat →
/// incline bench), one their equipment and level allow. A new lift rotates only to a lift absent from the recent
/// workouts the variation rule compares with, a repeated one to any, so the plan's share of new exercises never
/// falls.
public struct MainLiftRotation: Sendable {
    public let catalog: CatalogIndex
    public let staples: StapleRotations

    public init(catalog: CatalogIndex, staples: StapleRotations = StapleRotations()) {
        self.catalog = catalog
        self.staples = staples
    }

    /// The staple that follows `id` for its pattern and `goal`: the next on its rotation chain (or the first of the
    /// goal's best chain for the pattern) that `available` allows and `avoid` does not hold; failing that, among
    /// loadable compound staples of the same pattern and lead muscle, one loaded the same way first, then the next
    /// in catalog id order (wrapping).
    public func successor(of id: String, goal: Goal, available: Set<Int>, avoid: Set<String>) -> Exercise? {
        guard let current = catalog.exercise(id: id) else { return nil }
        let lead = current.equipment.first
        // A lift loaded on the body (a weighted pull-up or dip: the load is added to the body's weight) moves only to
        // another such lift: a pulldown's load cannot be told from the added load, so it would start with none.
        let onTheBody = lead == .pullUpBar || lead == .dipStation
        let chained = staples.successor(of: current, goal: goal, catalog: catalog) { lift in
            catalog.position(ofId: lift.id).map(available.contains) == true && !avoid.contains(lift.id) && (!onTheBody || lift.equipment.first == lead)
        }
        if let chained { return chained }
        let options = available.compactMap { position -> Exercise? in
            let other = catalog.exercises[position]
            guard other.id != current.id, other.pattern == current.pattern, other.tier == .staple, other.loadable,
                  other.mechanics == .compound, other.role == .main || other.role == current.role,
                  Set(other.primaryMuscles) == Set(current.primaryMuscles) || other.primaryMuscles.first == current.primaryMuscles.first,
                  !avoid.contains(other.id)
            else { return nil }
            return other
        }.sorted { $0.id < $1.id }
        let sameLoad = options.filter { $0.equipment.first == lead }
        let pool = sameLoad.isEmpty && !onTheBody ? options : sameLoad
        return pool.first { $0.id > current.id } ?? pool.first
    }

    /// `plan` with its main lifts placed in the block: a main lift of a pattern this block already trains becomes
    /// the block's lift of that pattern (when the plan stays as new as the variation rule asks), and a main lift
    /// the previous block had, in a pattern this block has no lift for yet, is replaced by its successor.
    /// `history` holds the plans before the plan's day, oldest first; `window` is how many recent workouts the
    /// variation rule compares with and `threshold` its share of new exercises. The plan must carry its block.
    public func rotate(
        _ plan: WorkoutPlan, history: [WorkoutPlan], window: Int, threshold: Double, request: PlanRequest
    ) -> WorkoutPlan {
        guard let block = plan.block else { return plan }
        let before = history.filter { $0.date < plan.date }
        let lastBlock = block.number > 1 ? mainLiftIds(in: before.filter { $0.block?.number == block.number - 1 }) : []
        let thisBlock = before.filter { $0.block?.number == block.number }
        let recent = Set(before.suffix(window).flatMap(\.exerciseIds))
        // The block's lift of each pattern: the latest day's.
        var blockLift: [MovementPattern: String] = [:]
        for day in thisBlock {
            for item in day.exercises where item.mainLift {
                if let pattern = catalog.exercise(id: item.exerciseId)?.pattern { blockLift[pattern] = item.exerciseId }
            }
        }
        // The person's exercises, built only for a lift that rotates (most days keep their lifts: the sets cost
        // hundreds of hashes).
        var availableSet: Set<Int>?
        func available() -> Set<Int> {
            if let availableSet { return availableSet }
            let built = Set(catalog.available(equipment: request.equipment, level: request.level))
            availableSet = built
            return built
        }
        var plan = plan
        for index in plan.exercises.indices {
            let item = plan.exercises[index]
            guard item.mainLift, let pattern = catalog.exercise(id: item.exerciseId)?.pattern else { continue }
            if let kept = blockLift[pattern] {
                // Kept through the block: the block's lift, unless it would make the plan too repetitive.
                guard kept != item.exerciseId,
                      catalog.isAvailable(id: kept, equipment: request.equipment, level: request.level),
                      !plan.exerciseIds.contains(kept),
                      let lift = catalog.exercise(id: kept)
                else { continue }
                let verdict = Self.verdict(
                    plan.generation.diversity, replacing: item.exerciseId, by: kept, recent: recent,
                    count: plan.exercises.count)
                guard verdict.ratio + VariationValidator.tolerance >= min(threshold, plan.generation.diversity.ratio)
                else { continue }
                plan.exercises[index] = replaced(item, by: lift, kept: true, language: request.language)
                plan.generation.diversity = verdict
                continue
            }
            // Never a lift of the last block or one the plan holds; a repeat may give way to another repeat (the
            // plan's share of new exercises stays), a new exercise only to a new one.
            var avoid = lastBlock.union(plan.exerciseIds)
            if !recent.contains(item.exerciseId) { avoid.formUnion(recent) }
            guard lastBlock.contains(item.exerciseId),
                  let next = successor(of: item.exerciseId, goal: request.goal, available: available(), avoid: avoid)
            else { continue }
            plan.exercises[index] = replaced(item, by: next, kept: false, language: request.language)
            blockLift[pattern] = next.id
            plan.generation.diversity = Self.verdict(
                plan.generation.diversity, replacing: item.exerciseId, by: next.id, recent: recent,
                count: plan.exercises.count)
        }
        return plan
    }

    private func replaced(_ item: PlannedExercise, by lift: Exercise, kept: Bool, language: Language) -> PlannedExercise {
        var next = PlannedExercise(lift, prescription: item.prescription, language: language, mainLift: true, kept: kept)
        next.suggestedWeightKg = nil
        return next
    }

    private func mainLiftIds(in plans: [WorkoutPlan]) -> Set<String> {
        Set(plans.flatMap { $0.exercises.filter(\.mainLift).map(\.exerciseId) })
    }

    /// The verdict once `id` gave way to `next`: one repeat fewer when `id` was a repeat, one more when `next` is.
    static func verdict(
        _ verdict: VariationVerdict, replacing id: String, by next: String, recent: Set<String>, count: Int
    ) -> VariationVerdict {
        guard count > 0 else { return verdict }
        var verdict = verdict
        if let index = verdict.repeated.firstIndex(of: id) {
            verdict.repeated.remove(at: index)
            verdict.ratio = min(1, verdict.ratio + 1 / Double(count))
        }
        if recent.contains(next) {
            verdict.repeated.append(next)
            verdict.ratio = max(0, verdict.ratio - 1 / Double(count))
        }
        verdict.bestAchievable = max(verdict.bestAchievable, verdict.ratio)
        return verdict
    }
}
