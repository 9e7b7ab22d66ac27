/// One run of the blueprint composer: the composer bound to one equipment set and level, keeping per-focus candidate
/// tables and scratch buffers from plan to plan. `BatchRunner` uses one per sequence; a `compose` call borrows one
/// from the composer's cache (or makes a throw-away one).
///
/// A plan is built in four steps: pick the best candidate per slot (quality first, recent exercises costing
/// points, main lifts kept: the latest of each pattern), fit the picks to the minutes (exercises, then sets), meet
/// the variation floor by swapping the weakest repeats for fresh exercises (or adding a fresh accessory rather than
/// drop a kept main lift), and order them.
///
/// It is a value: copies are independent, and nothing outside it changes.
public struct CompositionRun: Sendable {
    public let composer: BlueprintComposer
    public let equipment: EquipmentSet
    public let level: Level
    /// Held directly: reading it through `composer` would copy the index's arrays on every access.
    let catalog: CatalogIndex
    /// Catalog positions doable with `equipment` at `level`.
    let available: [Int]
    let isAvailable: [Bool]
    var tables: [TableKey: FocusTables] = [:]
    private var titles: [TitleKey: String] = [:]
    /// Today's rule values for the last (goal, level, energy) seen; batches ask for the same one every day.
    private var resolvedRules: (key: RulesKey, week: WeekKey, rules: TrainingRules.Resolved)?
    /// Per (goal, level, energy): which exercises' doses are beyond this person's reach (`outOfReach`).
    var reachTables: [RulesKey: ReachTable] = [:]
    /// Per (goal, level, energy): the splits this person's pools can fill (`viableSplits`).
    var viable: [RulesKey: Set<Split>] = [:]
    /// Per goal: for each catalog position, the exercises that do its job for this person (`PlanAudit.Facts.choices`):
    /// an accessory's fair share of its split's days is one in this many (`AccessoryShare.fairShare(choices:)`).
    var shareChoices: [Goal: [Int32]] = [:]
    /// Today's: whether the dose of the exercise at a position is beyond the person's reach.
    var beyondReach: [Bool] = []
    /// The energy `beyondReach` was taken for (`takeReach`): the focus tables are built for it.
    var reachEnergy: Energy = .normal
    /// Today's: the part of `beyondReach` that is too hard (never chosen, whatever is left).
    var tooHard: [Bool] = []
    /// Today's: the part of `beyondReach` too far below a trained lifter's level (never chosen either).
    var farBelow: [Bool] = []
    /// Today's: the top reps of a dose cut to the person's reach (0: not cut).
    var repCap: [Int16] = []
    /// Today's: the top reps of a dose raised to the person's reach (0: not raised).
    var repRaise: [Int16] = []
    // Scratch state, all reset after each plan.
    var penalty: [Int32]
    var inWindow: [Bool]
    var chosen: [Bool]
    /// Exercises an easier variant of which is in the plan being built (by position).
    var easierChosen: [Bool]
    /// Accessories that have had their share of today's split's days (`AccessoryShare`): no accessory today.
    var resting: [Bool]
    /// Appearances as an accessory over the split's last days (`markResting`).
    var shareCount: [UInt8]
    /// Today's: the movement patterns and primary muscles of the loadable accessories resting (`isResting`).
    var restingLoaded: (patterns: UInt32, muscles: MuscleSet) = (0, MuscleSet())
    /// Today's: the stations a day's groups may not share (empty on a day of straight sets), and whether the day is
    /// a circuit. On a circuit day a pick on a station the plan already uses loses
    /// `BlueprintComposer.stationPenalty`, so a short endurance day can run as a circuit; on a superset day an
    /// accessory does when half the plan's picks or more already use its station (a full gym's 30-minute full body
    /// is not five barbell lifts no two of which can pair).
    var formatStations = EquipmentSet()
    var circuitDay = false
    /// Today's light patterns (`lightPatterns`): no main or kept lift takes them, and their slots prefer what cannot
    /// lead.
    var lightToday: UInt32 = 0
    /// Today's format for the time fit: the picks expected in a group (catalog positions) and the rest each of
    /// their sets costs (nil: straight sets).
    var dayFormat: (grouped: Set<Int>, rest: Int)?

    /// The equipment can load an exercise (a bar, a dumbbell, a machine…): main lifts are then loadable.
    let loadAtHand: Bool

    /// The composer's format planner, built once for the run (it holds copies of the rules: building it per plan
    /// copied them twice a plan).
    let formatPlanner: SessionFormatPlanner
    /// The level caps sets under the rules' own (`TrainingRules.maxSetsByLevel`): `composer.rules` holds the
    /// level's caps, and a plan left short by them says so (`ShortPlanNote.Reason.noviceVolume`).
    let setsCappedForLevel: Bool
    /// The accessory share's spacing and allowance (`markResting`), looked up.
    let shareTable: AccessoryShare.Table

    public init(composer: BlueprintComposer, equipment: EquipmentSet, level: Level) {
        var bound = composer.uncached
        bound.rules = composer.rules.forLevel(level)
        self.composer = bound
        setsCappedForLevel = composer.rules.capsSets(for: level)
        self.equipment = equipment
        self.level = level
        catalog = composer.catalog
        available = composer.catalog.available(equipment: equipment, level: level)
        var isAvailable = [Bool](repeating: false, count: composer.catalog.count)
        for position in available { isAvailable[position] = true }
        self.isAvailable = isAvailable
        loadAtHand = equipment.intersects(Exercise.loadingEquipment)
        var formatPlanner = SessionFormatPlanner(formats: bound.formats, rules: bound.rules, catalog: composer.catalog)
        if setsCappedForLevel { formatPlanner.shortReason = .noviceVolume }
        self.formatPlanner = formatPlanner
        shareTable = AccessoryShare.Table(composer.accessoryShare)
        let count = composer.catalog.count
        penalty = [Int32](repeating: 0, count: count)
        inWindow = [Bool](repeating: false, count: count)
        chosen = [Bool](repeating: false, count: count)
        easierChosen = [Bool](repeating: false, count: count)
        resting = [Bool](repeating: false, count: count)
        shareCount = [UInt8](repeating: 0, count: count)
    }

    /// Builds one plan. `past` holds the workouts before `request.date`, oldest first (more are ignored).
    /// Returns the plan and its digest, ready to append to `past` for the next day.
    public mutating func compose(_ request: PlanRequest, past: [PastWorkout], seed: UInt64)
        throws(CompositionError) -> (plan: WorkoutPlan, digest: PastWorkout)
    {
        try compose(request, past: past[...], seed: seed)
    }

    /// The same over a slice of the history (a batch's last workouts, not copied).
    public mutating func compose(_ request: PlanRequest, past: ArraySlice<PastWorkout>, seed: UInt64)
        throws(CompositionError) -> (plan: WorkoutPlan, digest: PastWorkout)
    {
        let composition = try composeDetailed(request, past: past, seed: seed)
        return (composition.plan, composition.digest)
    }

    /// A plan with what built it: its focus and the blueprint slot of each exercise, in plan order.
    struct Composition {
        var plan: WorkoutPlan
        var digest: PastWorkout
        var focus: Focus
        var slots: [Int]
    }

    mutating func composeDetailed(_ request: PlanRequest, past: ArraySlice<PastWorkout>, seed: UInt64)
        throws(CompositionError) -> Composition
    {
        if request.equipment != equipment || request.level != level {
            self = CompositionRun(composer: composer, equipment: request.equipment, level: request.level)
        }
        var rng = SeededGenerator(seed: seed)
        let rules = resolved(request)
        takeReach(request, rules: rules)
        let goalRule = rules.goal
        var balance: WeeklyBalance?
        if request.focus == nil {
            let week = WeeklyVolume.week(before: request.date, history: past, catalog: catalog)
            balance = WeeklyBalance(
                volume: week.volume, trailing: week.trailing, rules: rules, daysSinceTrained: week.daysSinceTrained)
        }
        let recovery = composer.recovery
        let focus = request.focus
            ?? .split(recovery.chooseSplit(
                history: past.suffix(recovery.lookbackDays), on: request.date, catalog: catalog, balance: balance,
                viable: splitChoices(request, past: past)))
        let table = tables(for: focus, goal: request.goal)
        let touched = markRecency(past.suffix(composer.preferenceWindow))
        let shared = markResting(past, focus: focus, goal: request.goal)
        defer {
            for position in touched {
                penalty[position] = 0
                inWindow[position] = false
            }
            for position in shared {
                resting[position] = false
                shareCount[position] = 0
            }
        }

        let dayFormatKind = composer.formats.format(goal: request.goal, minutes: request.minutes)
        formatStations = dayFormatKind == nil ? EquipmentSet() : EquipmentSet(composer.formats.stations)
        circuitDay = dayFormatKind == .circuit
        let order = slotOrder(table)
        // A heavy pattern trained too recently comes light: the main slots made for it (a squat-or-lunge slot
        // too) give their place to the others.
        lightToday = lightPatterns(request, past: past)
        let mainSlots = Array(order.filter {
            table.slots[$0].isMain && (SlotMatcher(table.slots[$0]).patterns ?? 0) & lightToday == 0
        }.prefix(composer.rules.mainLifts(goalRule, minutes: request.minutes)))
        // At most one kept lift per main slot (`keptLifts` takes the first `count` of them).
        let kept = keptLifts(past: past, focus: focus, mainSlots: mainSlots, table: table, count: goalRule.keptLifts)
        let families = FamilyCounter(focus: focus)
        var picks = pickAll(
            order: order, mainSlots: mainSlots, kept: kept, table: table, request: request, rules: rules,
            balance: balance, families: families, rng: &rng)
        for pick in picks {
            chosen[pick.position] = false
            let parent = Int(catalog.traits[pick.position].parent)
            if parent >= 0 { easierChosen[parent] = false }
        }
        guard !picks.isEmpty else {
            throw .noCandidates(focus: focus.names, equipment: request.equipment.members.map(\.rawValue))
        }

        let budget = composer.rules.budgetSeconds(minutes: request.minutes, energy: request.energy)
        let format = composer.formats.format(goal: request.goal, minutes: request.minutes)
        dayFormat = format.map { expectedGroups(picks, format: $0, request: request, limit: rules.exercises) }
        var fit = fitToTime(
            &picks, budget: budget, limit: rules.exercises, balance: balance, backbone: table.backbone, rules: rules)
        // Swaps can change what fits; a second fit can drop a fresh pick, so the floor is met once more after it.
        if meetVariationFloor(&picks, table: table, rules: rules, families: families, balance: balance) {
            fit = fitToTime(
                &picks, budget: budget, limit: rules.exercises, balance: balance, backbone: table.backbone,
                rules: rules)
            if meetVariationFloor(&picks, table: table, rules: rules, families: families, balance: balance) {
                // Swapped or added once more: sets make the room; an accessory leaves only while the floor holds.
                fit.seconds = picks.reduce(0) { $0 + cost(of: $1) }
                trim(
                    &picks, total: &fit.seconds, upper: composer.rules.timeBounds(budget: budget).upper,
                    backbone: table.backbone)
            }
        }

        // Main lifts first, then the other compounds, then isolation, core work last (unless the day is core);
        // otherwise the slot order.
        let traits = catalog.traits
        let coreDay = focus.split == .core
        let rank = { (pick: Pick) -> Int in
            if pick.mainLift { return 0 }
            if !coreDay, traits[pick.position].primaryGroups.intersects(GroupSet.core) { return 3 }
            return traits[pick.position].compound ? 1 : 2
        }
        // Main lifts keep the blueprint's order, whatever order today's balance picked them in, so a block's
        // lifts come in the same order every time.
        let main = picks.filter(\.mainLift).map { ($0, Self.mainPlace($0, table, traits)) }
            .sorted { $0.1 < $1.1 }.map(\.0)
        let ordered = main + (1...3).flatMap { level in picks.filter { rank($0) == level } }
        let verdict = verdict(
            for: ordered.map(\.position), slots: ordered.map(\.slot), kept: ordered.filter(\.kept).map(\.position), table: table,
            families: families)
        var plan = makePlan(
            ordered, focus: focus, title: title(for: focus, request.language), request: request, seed: seed,
            verdict: verdict, fit: fit)
        if format != nil {
            let bounds = composer.rules.timeBounds(budget: budget)
            plan = formatPlanner.apply(
                to: plan, goal: request.goal, minutes: request.minutes, limitSeconds: bounds.upper,
                floorSeconds: bounds.lower, weeklyCaps: weeklyCaps(ordered, balance: balance))
        }
        let digest = PastWorkout(
            date: request.date, positions: ordered.map(\.position), sets: ordered.map(\.dose.sets),
            split: focus.split, focus: focus, mainLifts: ordered.filter(\.mainLift).map(\.position))
        return Composition(plan: plan, digest: digest, focus: focus, slots: ordered.map(\.slot))
    }

    /// A main lift's place: the first main slot made for its pattern (a row comes where the blueprint puts rows,
    /// even when it filled the pulldown's slot), else its own slot.
    private static func mainPlace(_ pick: Pick, _ table: FocusTables, _ traits: [CatalogIndex.Traits]) -> Int {
        let pattern = traits[pick.position].pattern
        return table.slots.indices.first { slot in
            table.slots[slot].isMain && (SlotMatcher(table.slots[slot]).patterns ?? 0) & pattern != 0
        } ?? pick.slot
    }

    /// Titles are the same for every plan of a focus; a batch asks for the same few thousands of times.
    private mutating func title(for focus: Focus, _ language: Language) -> String {
        let key = TitleKey(focus: focus, language: language)
        if let cached = titles[key] { return cached }
        let title = composer.title(for: focus, language: language)
        titles[key] = title
        return title
    }

    struct RulesKey: Hashable {
        var goal: Goal
        var level: Level
        var energy: Energy
    }

    /// What the weekly minimums of the resolved rules depend on besides `RulesKey`.
    struct WeekKey: Hashable {
        var minutes: Int
        var daysPerWeek: Int?
    }

    mutating func resolved(_ request: PlanRequest) -> TrainingRules.Resolved {
        let key = RulesKey(goal: request.goal, level: request.level, energy: request.energy)
        let week = WeekKey(minutes: request.minutes, daysPerWeek: request.daysPerWeek)
        if let resolvedRules, resolvedRules.key == key, resolvedRules.week == week { return resolvedRules.rules }
        let days = request.daysPerWeek ?? composer.daysPerWeek?[request.level]
        let rules = composer.rules.resolved(
            goal: request.goal, level: request.level, energy: request.energy, minutes: request.minutes,
            daysPerWeek: days)
        resolvedRules = (key, week, rules)
        return rules
    }

    /// The prescription of the exercise at `position` today.
    func dose(_ position: Int, mainLift: Bool, rules: TrainingRules.Resolved) -> TrainingRules.Prescription {
        var facts = catalog.traits[position].doseFacts
        if repCap[position] > 0 { facts.maxReps = min(facts.maxReps ?? .max, Int(repCap[position])) }
        if repRaise[position] > 0 { facts.raisedTop = Int(repRaise[position]) }
        return TrainingRules.prescription(facts, mainLift: mainLift, rules: rules)
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
            let value = isInWindow
                ? BlueprintComposer.windowPenalty : Int32(composer.preferenceWindow - age) * BlueprintComposer.agePenalty
            for position in workout.positions {
                if penalty[position] == 0, !inWindow[position] { touched.append(position) }
                penalty[position] = max(penalty[position], value)
                if isInWindow { inWindow[position] = true }
            }
        }
        return touched
    }

    /// - Parameter families: the focus's empty family counter: a plan holds one exercise per family, so the fresh
    ///   exercises it could hold are its own fresh picks and, one per family they and the kept lifts leave open,
    ///   the pool's (a pool of twelve planks is one fresh choice).
    /// - Parameter slots: each position's blueprint slot: a full body's backbone exercise that repeats because its
    ///   slot has no fresh exercise of its pattern is a repeat no plan for this person avoids.
    func verdict(
        for positions: [Int], slots: [Int], kept: [Int], table: FocusTables, families: FamilyCounter
    ) -> VariationVerdict {
        let repeated = positions.filter { inWindow[$0] }
        let unavoidable = zip(positions, slots).count { position, slot in
            inWindow[position] && table.backbone[slot]
                && !table.candidates[slot].contains {
                    $0.score >= QualityScore.reserveFloor && !inWindow[Int($0.position)] && workable(Int($0.position))
                }
        }
        let ratio = Double(positions.count - repeated.count) / Double(positions.count)
        // Fresh exercises the plan could hold: the pool's, plus any fresh pick from outside the pool.
        let freshOutsidePool = positions.count {
            !inWindow[$0] && !catalog.traits[$0].primary.intersects(table.poolMuscles)
        }
        // A move too easy to be a working set for this body is no fresh choice (`workable`).
        // The plan's fresh picks and kept lifts stay; the pool adds what their families leave open.
        var open = families
        var fresh = freshOutsidePool
        for position in kept where inWindow[position] { open.add(catalog.traits[position]) }
        for position in positions where !inWindow[position] && catalog.traits[position].primary.intersects(table.poolMuscles) {
            open.add(catalog.traits[position])
            fresh += 1
        }
        for position in table.pool where !inWindow[position] && workable(position) && !positions.contains(position) {
            let trait = catalog.traits[position]
            // An accessory resting from the split's days is no choice today.
            guard open.allows(trait), !isResting(trait, at: position) else { continue }
            open.add(trait)
            fresh += 1
        }
        let best = max(ratio, Double(min(fresh, positions.count - unavoidable)) / Double(positions.count))
        return VariationVerdict(
            ratio: ratio, threshold: composer.validator.threshold, repeated: repeated.map { catalog.exercises[$0].id },
            bestAchievable: best)
    }

    /// Whether the exercise at `position` can be a working set today: not too easy for this body (one too hard
    /// for the goal's reps has its dose cut to the reach, or is a loadless athlete's last resort).
    /// A trained lifter's regressions and power moves are no working choice either.
    func workable(_ position: Int) -> Bool {
        let role = catalog.traits[position].role
        return (!beyondReach[position] || tooHard[position])
            && (level == .beginner || role != .regression && role != .power)
    }

    private func makePlan(
        _ picks: [Pick], focus: Focus, title: String, request: PlanRequest, seed: UInt64, verdict: VariationVerdict,
        fit: TimeFit
    ) -> WorkoutPlan {
        let exercises = picks.map { pick in
            PlannedExercise(
                catalog.exercises[pick.position], prescription: pick.dose, language: request.language,
                mainLift: pick.mainLift, kept: pick.kept)
        }
        return WorkoutPlan(
            id: "\(request.date)-\(String(seed, radix: 16))",
            date: request.date,
            title: title,
            focus: focus.names,
            estimatedMinutes: (fit.seconds + 30) / 60,
            exercises: exercises,
            shorter: fit.shorter(request: request),
            generation: GenerationInfo(source: .local, seed: seed, diversity: verdict)
        )
    }
}

extension CompositionRun {
    /// Whether the exercise at `position` can be today's main lift (`Traits.canLead`).
    func canLead(_ position: Int) -> Bool {
        catalog.traits[position].canLead(loadAtHand: loadAtHand)
    }
}
