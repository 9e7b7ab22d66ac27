/// The composer bound to one equipment set and level, keeping per-focus candidate tables and scratch buffers
/// between plans. `BatchRunner` uses one per sequence; a single `compose` call makes a throw-away one.
///
/// It is a value: copies are independent, and nothing outside it changes.
public struct ComposerSession: Sendable {
    public let composer: BlueprintComposer
    public let equipment: EquipmentSet
    public let level: Level
    /// Held directly: reading it through `composer` would copy the index's arrays on every access.
    private let catalog: CatalogIndex
    /// Catalog positions doable with `equipment` at `level`.
    let available: [Int]
    private var tables: [Focus: FocusTables] = [:]
    private var titles: [TitleKey: String] = [:]
    private var doses: [DoseKey: [TrainingRules.Prescription]] = [:]
    // Scratch state, all reset after each plan.
    private var penalty: [Int32]
    private var inWindow: [Bool]
    private var chosen: [Bool]
    private var scratch: [Int] = []

    public init(composer: BlueprintComposer, equipment: EquipmentSet, level: Level) {
        self.composer = composer.uncached
        self.equipment = equipment
        self.level = level
        catalog = composer.catalog
        available = composer.catalog.available(equipment: equipment, level: level)
        let count = composer.catalog.count
        penalty = [Int32](repeating: 0, count: count)
        inWindow = [Bool](repeating: false, count: count)
        chosen = [Bool](repeating: false, count: count)
        scratch.reserveCapacity(available.count)
    }

    /// Per focus: each slot's fitting candidates, packed as `position << 2 | strictness`, and the pool.
    struct FocusTables {
        var slots: [BlueprintSlot]
        var candidates: [[Int]]
        var pool: [Int]
        var poolMuscles: MuscleSet
    }


    private mutating func tables(for focus: Focus) -> FocusTables {
        if let cached = tables[focus] { return cached }
        let slots = composer.slots(for: focus)
        let matchers = slots.map(SlotMatcher.init)
        let poolMuscles = composer.poolMuscles(for: focus)
        // One pass over the available exercises fills every slot's list and the pool.
        var candidates = [[Int]](repeating: [], count: matchers.count)
        var pool: [Int] = []
        catalog.traits.withUnsafeBufferPointer { traits in
            for position in available {
                let trait = traits[position]
                if trait.primary.intersects(poolMuscles) { pool.append(position) }
                for (slot, matcher) in matchers.enumerated() {
                    if let level = matcher.strictness(trait) { candidates[slot].append(position << 2 | level) }
                }
            }
        }
        let built = FocusTables(
            slots: slots, candidates: candidates, pool: pool, poolMuscles: poolMuscles)
        tables[focus] = built
        return built
    }

    struct Pick {
        var position: Int
        /// Index of the blueprint slot it fills.
        var slot: Int
        var dose: TrainingRules.Prescription
        var seconds: Int
    }

    /// Builds one plan. `past` holds the workouts before `request.date`, oldest first (more are ignored).
    /// Returns the plan and its digest, ready to append to `past` for the next day.
    public mutating func compose(_ request: PlanRequest, past: [PastWorkout], seed: UInt64)
        throws(CompositionError) -> (plan: WorkoutPlan, digest: PastWorkout)
    {
        if request.equipment != equipment || request.level != level {
            self = ComposerSession(composer: composer, equipment: request.equipment, level: request.level)
        }
        var rng = SeededGenerator(seed: seed)
        let recovery = composer.recovery
        let focus = request.focus
            ?? .split(recovery.chooseSplit(history: past.suffix(recovery.lookbackDays), on: request.date, catalog: catalog))
        let table = tables(for: focus)
        let touched = markRecency(past.suffix(composer.preferenceWindow))
        defer {
            for position in touched {
                penalty[position] = 0
                inWindow[position] = false
            }
        }

        let rules = composer.rules
        let doses = doseTable(request)
        var picks: [Pick] = []
        var usedPrimary = MuscleSet()
        var seconds = 0
        let budget = rules.budgetSeconds(minutes: request.minutes, energy: request.energy)
        for slotIndex in table.slots.indices {
            guard let position = pick(from: table.candidates[slotIndex], usedPrimary: usedPrimary, rng: &rng)
            else { continue }
            var dose = dose(doses, position)
            var cost = rules.seconds(of: dose)
            if seconds + cost > budget {
                guard picks.isEmpty else { break }
                // The first exercise always stays; it gives up sets until it fits.
                while dose.sets > 1, cost > budget {
                    dose.sets -= 1
                    cost = rules.seconds(of: dose)
                }
            }
            picks.append(Pick(position: position, slot: slotIndex, dose: dose, seconds: cost))
            chosen[position] = true
            usedPrimary = usedPrimary.union(catalog.traits[position].primary)
            seconds += cost
        }
        for pick in picks { chosen[pick.position] = false }
        guard !picks.isEmpty else {
            throw .noCandidates(focus: focus.names, equipment: request.equipment.members.map(\.rawValue))
        }

        repairDiversity(&picks, table: table, budget: budget, doses: doses)

        // Compound lifts first; otherwise keep the blueprint's order.
        let ordered = picks.filter { catalog.traits[$0.position].compound } + picks.filter { !catalog.traits[$0.position].compound }
        let verdict = verdict(for: ordered.map(\.position), table: table)
        let plan = makePlan(ordered, focus: focus, title: title(for: focus, request.language),
                            request: request, seed: seed, verdict: verdict)
        let digest = PastWorkout(
            date: request.date, positions: ordered.map(\.position), sets: ordered.map(\.dose.sets),
            split: focus.split)
        return (plan, digest)
    }

    /// Titles are the same for every plan of a focus; a batch asks for the same few thousands of times.
    private mutating func title(for focus: Focus, _ language: Language) -> String {
        let key = TitleKey(focus: focus, language: language)
        if let cached = titles[key] { return cached }
        let title = composer.title(for: focus, language: language)
        titles[key] = title
        return title
    }

    private struct DoseKey: Hashable {
        var goal: Goal
        var level: Level
        var energy: Energy
    }

    /// The six prescriptions (compound/isolation × rest class) for today's goal, level and energy.
    private mutating func doseTable(_ request: PlanRequest) -> [TrainingRules.Prescription] {
        let key = DoseKey(goal: request.goal, level: request.level, energy: request.energy)
        if let cached = doses[key] { return cached }
        let table = [Mechanics.compound, .isolation].flatMap { mechanics in
            RestClass.allCases.map { rest in
                composer.rules.prescription(
                    mechanics: mechanics, rest: rest, goal: request.goal, level: request.level, energy: request.energy)
            }
        }
        doses[key] = table
        return table
    }

    private func dose(_ table: [TrainingRules.Prescription], _ position: Int) -> TrainingRules.Prescription {
        let trait = catalog.traits[position]
        return table[(trait.compound ? 0 : RestClass.allCases.count) + Int(trait.rest)]
    }

    private struct TitleKey: Hashable {
        var focus: Focus
        var language: Language
    }

    /// Fills `penalty` and `inWindow` from recent workouts; returns the positions it touched.
    private mutating func markRecency(_ past: ArraySlice<PastWorkout>) -> [Int] {
        var touched: [Int] = []
        let window = composer.validator.window
        for (age, workout) in past.reversed().enumerated() {
            let isInWindow = age < window
            let value = isInWindow ? BlueprintComposer.windowPenalty - Int32(age) : Int32(composer.preferenceWindow - age)
            for position in workout.positions {
                if penalty[position] == 0, !inWindow[position] { touched.append(position) }
                penalty[position] = max(penalty[position], value)
                if isInWindow { inWindow[position] = true }
            }
        }
        return touched
    }

    /// Picks one exercise for a slot: the strictest match level that offers an exercise outside the validator's
    /// window wins; among the lowest penalties of that level, the seed decides.
    private mutating func pick(from candidates: [Int], usedPrimary: MuscleSet, rng: inout SeededGenerator) -> Int? {
        var freshLevel = 4
        var anyLevel = 4
        for packed in candidates {
            let position = packed >> 2
            guard !chosen[position] else { continue }
            let level = packed & 3
            anyLevel = min(anyLevel, level)
            if !inWindow[position] { freshLevel = min(freshLevel, level) }
        }
        let level = freshLevel < 4 ? freshLevel : anyLevel
        guard level < 4 else { return nil }

        scratch.removeAll(keepingCapacity: true)
        var lowest = Int32.max
        for packed in candidates where packed & 3 == level {
            let position = packed >> 2
            guard !chosen[position] else { continue }
            var value = penalty[position]
            if catalog.traits[position].primary.intersects(usedPrimary) { value += BlueprintComposer.balancePenalty }
            if value < lowest {
                lowest = value
                scratch.removeAll(keepingCapacity: true)
            }
            if value == lowest { scratch.append(position) }
        }
        return scratch[Int(rng.next() % UInt64(scratch.count))]
    }

    /// When the greedy fill leaves the plan below the threshold, swaps repeated exercises for fresh ones from the
    /// pool (close matches for the slot first), as long as the time budget allows.
    private func repairDiversity(
        _ picks: inout [Pick], table: FocusTables, budget: Int, doses: [TrainingRules.Prescription]
    ) {
        let threshold = composer.validator.threshold
        let rules = composer.rules
        var seconds = picks.reduce(0) { $0 + $1.seconds }
        for index in picks.indices.reversed() {
            let fresh = picks.count { !inWindow[$0.position] }
            guard Double(fresh) / Double(picks.count) + VariationValidator.tolerance < threshold else { return }
            guard inWindow[picks[index].position] else { continue }
            let matcher = SlotMatcher(table.slots[picks[index].slot])
            let candidates = table.pool.filter { position in
                !inWindow[position] && !picks.contains(where: { $0.position == position })
            }
            let closeMatch = { (position: Int) in (matcher.strictness(position, catalog) ?? 4) <= 1 }
            for position in candidates.filter(closeMatch) + candidates.filter({ !closeMatch($0) }) {
                let dose = dose(doses, position)
                let cost = rules.seconds(of: dose)
                guard seconds - picks[index].seconds + cost <= budget || picks.count == 1 else { continue }
                seconds += cost - picks[index].seconds
                picks[index] = Pick(position: position, slot: picks[index].slot, dose: dose, seconds: cost)
                break
            }
        }
    }

    private func verdict(for positions: [Int], table: FocusTables) -> VariationVerdict {
        let repeated = positions.filter { inWindow[$0] }
        let ratio = Double(positions.count - repeated.count) / Double(positions.count)
        // Fresh exercises the plan could hold: the pool's, plus any fresh pick from outside the pool.
        let freshOutsidePool = positions.count {
            !inWindow[$0] && !catalog.traits[$0].primary.intersects(table.poolMuscles)
        }
        let fresh = table.pool.count { !inWindow[$0] } + freshOutsidePool
        let best = max(ratio, Double(min(fresh, positions.count)) / Double(positions.count))
        return VariationVerdict(
            ratio: ratio, threshold: composer.validator.threshold, repeated: repeated.map { catalog.exercises[$0].id },
            bestAchievable: best)
    }

    private func makePlan(
        _ picks: [Pick], focus: Focus, title: String, request: PlanRequest, seed: UInt64, verdict: VariationVerdict
    ) -> WorkoutPlan {
        let language = request.language
        let exercises = picks.map { pick in
            let exercise = catalog.exercises[pick.position]
            return PlannedExercise(
                exerciseId: exercise.id, name: exercise.displayName(language), sets: pick.dose.sets,
                reps: pick.dose.reps, restSeconds: pick.dose.restSeconds, primaryMuscles: exercise.primaryMuscles,
                equipment: exercise.equipment)
        }
        let seconds = picks.reduce(0) { $0 + $1.seconds }
        return WorkoutPlan(
            id: "\(request.date)-\(String(seed, radix: 16))",
            date: request.date,
            title: title,
            focus: focus.names,
            estimatedMinutes: (seconds + 59) / 60,
            exercises: exercises,
            generation: GenerationInfo(source: .local, seed: seed, diversity: verdict)
        )
    }
}

/// A slot's constraints as bit masks.
struct SlotMatcher {
    var muscles: MuscleSet
    var mechanics: Mechanics?
    var patterns: UInt32?

    init(_ slot: BlueprintSlot) {
        muscles = MuscleSet(slot.muscles)
        mechanics = slot.mechanics
        patterns = slot.patterns.map { $0.reduce(0) { $0 | $1.bit } }
    }

    /// How strictly a candidate matches: 0 exact, 1 any pattern, 2 any mechanics, 3 via a secondary muscle;
    /// `nil` when it does not fit at all. Lower levels are preferred.
    func strictness(_ position: Int, _ catalog: CatalogIndex) -> Int? {
        strictness(catalog.traits[position])
    }

    func strictness(_ trait: CatalogIndex.Traits) -> Int? {
        guard trait.primary.intersects(muscles) else {
            return trait.secondary.intersects(muscles) ? 3 : nil
        }
        if let mechanics, trait.compound != (mechanics == .compound) { return 2 }
        if let patterns, trait.pattern & patterns == 0 { return 1 }
        return 0
    }
}
