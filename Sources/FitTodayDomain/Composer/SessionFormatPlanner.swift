/// Groups a plan's chosen exercises into supersets or circuits when its goal and minutes call for them
/// (`FormatRules`), after the exercises are chosen. Pure: the same plan and rules give the same groups.
///
/// - A superset pairs two exercises that do not compete: neither's primary muscle is worked by the other (a row
///   with a press, a curl with a triceps extension, a squat with a plank; never a press with a triceps extension),
///   they share no station (`FormatRules.stations`), and they are not both main lifts.
/// - A circuit takes the day's exercises in rounds, as few circuits as `maxExercises` allows, each of at least
///   `minExercises`, no two sharing a station, ordered so that neighbours work other primary muscles where they can.
///   A day with too few exercises at stations of their own for a circuit runs supersets instead.
/// - A strength day's main lifts stay straight sets. Each group sits at its first exercise's place; inside it, every
///   exercise rests `innerRestSeconds` but the last, which carries the rest after the round.
public struct SessionFormatPlanner: Sendable {
    public let formats: FormatRules
    public let rules: TrainingRules
    public let catalog: CatalogIndex
    /// What a plan left short with every exercise at its cap says: `max-volume`, or `novice-volume` when the caps
    /// are a level's (`TrainingRules.maxSetsByLevel`).
    public var shortReason = ShortPlanNote.Reason.maxVolume

    public init(formats: FormatRules, rules: TrainingRules, catalog: CatalogIndex) {
        self.formats = formats
        self.rules = rules
        self.catalog = catalog
    }

    /// `plan` in the format its goal and minutes call for, its `estimatedMinutes` counted for the groups; unchanged
    /// when no format applies, it already has groups, or no group can be formed. With `limitSeconds` (the time
    /// fit's upper bound), a grouped plan that would take longer gives up sets, one at a time from the exercise
    /// with the most above `rules.minSets`, accessories before main lifts (the fit expected groups that did not
    /// all form).
    /// With `floorSeconds` (the fit's lower bound), a grouped plan that would take less (more groups formed than
    /// the fit expected) gets sets back, one at a time to the exercise with the fewest, up to the rules' caps and
    /// within `limitSeconds`; a plan still under it says so (`shorter`, `shortReason`). `weeklyCaps`: the most sets
    /// the week has room for, by exercise id (an exercise not named has only the rules' caps).
    public func apply(
        to plan: WorkoutPlan, goal: Goal, minutes: Int, limitSeconds: Int? = nil, floorSeconds: Int? = nil,
        weeklyCaps: [String: Int] = [:]
    ) -> WorkoutPlan {
        guard let format = formats.format(goal: goal, minutes: minutes),
              !plan.exercises.contains(where: { $0.group != nil })
        else { return plan }
        let exercises = plan.exercises
        let grouping = grouping(of: exercises, format: format, goal: goal)
        guard !grouping.groups.isEmpty else { return plan }
        var result = plan
        result.exercises = arranged(exercises, groups: grouping.groups, format: grouping.format)
        if let limitSeconds { trim(&result.exercises, to: limitSeconds, focus: plan.focus) }
        if let floorSeconds, let limitSeconds {
            grow(&result.exercises, to: floorSeconds, limit: limitSeconds, weeklyCaps: weeklyCaps)
            if rules.seconds(of: result.exercises) < floorSeconds, result.shorter == nil {
                result.shorter = ShortPlanNote(reason: shortReason, requestedMinutes: minutes)
            }
        }
        result.estimatedMinutes = minutesOf(result.exercises)
        return result
    }

    /// Adds sets until the exercises take `floor` seconds: one to the exercise with the fewest sets (main lifts
    /// first on a tie) whose next set stays under its cap (`maxSets`, `maxAccessorySets`, the week's room) and
    /// within `limit`.
    private func grow(_ exercises: inout [PlannedExercise], to floor: Int, limit: Int, weeklyCaps: [String: Int]) {
        var total = rules.seconds(of: exercises)
        while total < floor {
            var best: (index: Int, total: Int)?
            for index in exercises.indices {
                let cap = min(
                    exercises[index].mainLift ? rules.maxSets : rules.maxAccessorySets,
                    weeklyCaps[exercises[index].exerciseId] ?? Int.max)
                guard exercises[index].sets < cap else { continue }
                exercises[index].sets += 1
                let next = rules.seconds(of: exercises)
                exercises[index].sets -= 1
                guard next <= limit else { continue }
                if let current = best {
                    let (item, other) = (exercises[index], exercises[current.index])
                    if (item.sets, item.mainLift ? 0 : 1) >= (other.sets, other.mainLift ? 0 : 1) { continue }
                }
                best = (index, next)
            }
            guard let best else { return }
            exercises[best.index].sets += 1
            total = best.total
        }
    }

    /// Sets off, as the composer's trim takes them, until the exercises fit `limit`; a full body's backbone
    /// (`FullBodyBackbone`) keeps `backboneMinSets`.
    private func trim(_ exercises: inout [PlannedExercise], to limit: Int, focus: [String]) {
        let fullBody = FullBodyBackbone.isFullBody(focus)
        let fewest = exercises.map { item -> Int in
            guard let position = catalog.position(ofId: item.exerciseId) else { return rules.minSets }
            let trait = catalog.traits[position]
            return rules.fewestSets(
                backbone: FullBodyBackbone.holds(compound: trait.compound, pattern: trait.pattern, fullBody: fullBody))
        }
        while rules.seconds(of: exercises) > limit,
              let index = rules.exerciseToTrim(zip(exercises, fewest).map {
                  (mainLift: $0.mainLift, sets: $0.sets, fewest: $1)
              })
        {
            exercises[index].sets -= 1
        }
    }

    /// The groups `format` makes of `exercises` (each group's indexes, in its order), and the format they are in:
    /// a day whose exercises cannot make a circuit (too few at stations of their own: a garage's barbell lifts)
    /// pairs what it can into supersets instead of running straight sets.
    public func grouping(of exercises: [PlannedExercise], format: GroupFormat, goal: Goal)
        -> (format: GroupFormat, groups: [[Int]])
    {
        let eligible = exercises.indices.filter { FormatRules.groupable(mainLift: exercises[$0].mainLift, goal: goal) }
        if format == .circuit {
            let circuits = circuits(eligible, in: exercises)
            if !circuits.isEmpty { return (.circuit, circuits) }
        }
        return (.superset, pairs(eligible, in: exercises))
    }

    /// A plan whose exercises the program's stages may have changed (a lift rotated in, a variant up the ladder):
    /// a group whose exercises now compete, or that lost members, is broken up into straight sets (each resting
    /// the group's rest after the round); a plan without groups gets them as `apply` gives.
    public func settle(_ plan: WorkoutPlan, goal: Goal, minutes: Int) -> WorkoutPlan {
        guard plan.exercises.contains(where: { $0.group != nil }) else { return apply(to: plan, goal: goal, minutes: minutes) }
        var result = plan
        var numbers: [Int: Int] = [:]
        for group in Set(plan.exercises.compactMap(\.group)).sorted() {
            let members = plan.exercises.indices.filter { plan.exercises[$0].group == group }
            guard let format = plan.exercises[members[0]].format else { continue }
            let rule = formats.rule(format)
            let valid = members.count >= rule.minExercises && members.allSatisfy { member in
                members.allSatisfy { other in
                    other == member
                        || (format == .superset ? !competes(plan.exercises[member], plan.exercises[other])
                            : !sharesStation(plan.exercises[member], plan.exercises[other]))
                }
            }
            if valid { continue }
            for member in members {
                result.exercises[member].group = nil
                result.exercises[member].format = nil
                result.exercises[member].restSeconds = rule.restAfterSeconds
            }
        }
        // Groups numbered from 1 in plan order again.
        for index in result.exercises.indices {
            guard let group = result.exercises[index].group else { continue }
            if numbers[group] == nil { numbers[group] = numbers.count + 1 }
            result.exercises[index].group = numbers[group]
        }
        if result.exercises != plan.exercises || !numbers.isEmpty { result.estimatedMinutes = minutesOf(result.exercises) }
        return result
    }

    /// Whether two exercises compete as a superset: a primary muscle of one worked by the other (as a primary or a
    /// secondary muscle), a shared station, or two main lifts.
    public func competes(_ a: PlannedExercise, _ b: PlannedExercise) -> Bool {
        if a.mainLift && b.mainLift { return true }
        return sharesMuscle(a, b) || sharesStation(a, b)
    }

    /// A primary muscle of one is a primary or secondary muscle of the other. Bracing is no competition: the abs and
    /// obliques a squat or a press holds tight, and the glutes and shoulders a plank holds still (a trunk drill's
    /// secondary muscles), so a plank pairs with a squat as a coach fills a main lift's rest with core work; the
    /// lower back a hinge works still competes with a back extension; two trunk drills always compete.
    public func sharesMuscle(_ a: PlannedExercise, _ b: PlannedExercise) -> Bool {
        if isTrunkDrill(a) && isTrunkDrill(b) { return true }
        // A few muscles each: arrays, no sets to build.
        let (aSecondary, bSecondary) = (secondary(a), secondary(b))
        return a.primaryMuscles.contains { b.primaryMuscles.contains($0) || bSecondary.contains($0) }
            || b.primaryMuscles.contains { aSecondary.contains($0) }
    }

    /// Both need one of the stations (the same barbell, bench, cable or machine).
    public func sharesStation(_ a: PlannedExercise, _ b: PlannedExercise) -> Bool {
        a.equipment.contains { b.equipment.contains($0) && formats.stations.contains($0) }
    }

    /// The muscles an exercise works besides its primary ones, bracing left out (`sharesMuscle`): none for a trunk
    /// drill, whose primary muscles all brace.
    private func secondary(_ exercise: PlannedExercise) -> [Muscle] {
        guard !isTrunkDrill(exercise) else { return [] }
        return (catalog.exercise(id: exercise.exerciseId)?.secondaryMuscles ?? []).filter { !Self.bracing.contains($0) }
    }

    /// Secondary muscles that only brace the trunk.
    static let bracing: Set<Muscle> = [.abs, .obliques]

    /// An exercise whose primary muscles all brace the trunk (a plank, a hollow hold, a pallof press).
    private func isTrunkDrill(_ exercise: PlannedExercise) -> Bool {
        !exercise.primaryMuscles.isEmpty && exercise.primaryMuscles.allSatisfy(Self.bracing.contains)
    }

    private func minutesOf(_ exercises: [PlannedExercise]) -> Int { (rules.seconds(of: exercises) + 30) / 60 }

    /// Each exercise, in plan order, with the first later one it does not compete with.
    private func pairs(_ eligible: [Int], in exercises: [PlannedExercise]) -> [[Int]] {
        var used = Set<Int>()
        var groups: [[Int]] = []
        for first in eligible where !used.contains(first) {
            guard let second = eligible.first(where: {
                $0 > first && !used.contains($0) && !competes(exercises[first], exercises[$0])
            }) else { continue }
            used.formUnion([first, second])
            groups.append([first, second])
        }
        return groups
    }

    /// As few circuits as the size allows, evenly filled, no two members on one station.
    private func circuits(_ eligible: [Int], in exercises: [PlannedExercise]) -> [[Int]] {
        let rule = formats.circuit
        var left = eligible
        var groups: [[Int]] = []
        while left.count >= rule.minExercises {
            let count = (left.count + rule.maxExercises - 1) / rule.maxExercises
            let cap = max(rule.minExercises, (left.count + count - 1) / count)
            var members: [Int] = []
            var others: [Int] = []
            for index in left {
                if members.count < cap, !members.contains(where: { sharesStation(exercises[$0], exercises[index]) }) {
                    members.append(index)
                } else {
                    others.append(index)
                }
            }
            guard members.count >= rule.minExercises else { break }
            groups.append(alternated(members, in: exercises))
            left = others
        }
        return groups
    }

    /// The members in an order where each works other primary muscles than the one before, where one can.
    private func alternated(_ members: [Int], in exercises: [PlannedExercise]) -> [Int] {
        var order = [members[0]]
        var pool = Array(members.dropFirst())
        while let last = order.last, !pool.isEmpty {
            let next = pool.firstIndex { !sharesMuscle(exercises[last], exercises[$0]) } ?? 0
            order.append(pool.remove(at: next))
        }
        return order
    }

    /// The exercises with each group at its first member's place, numbered, with the format's rests.
    private func arranged(_ exercises: [PlannedExercise], groups: [[Int]], format: GroupFormat) -> [PlannedExercise] {
        let rule = formats.rule(format)
        let sorted = groups.sorted { $0.min()! < $1.min()! }
        var groupOf: [Int: Int] = [:]
        for (number, group) in sorted.enumerated() {
            for member in group { groupOf[member] = number }
        }
        var result: [PlannedExercise] = []
        var placed = Set<Int>()
        for index in exercises.indices {
            guard let number = groupOf[index] else { result.append(exercises[index]); continue }
            guard placed.insert(number).inserted else { continue }
            let group = sorted[number]
            for (position, member) in group.enumerated() {
                var exercise = exercises[member]
                exercise.group = number + 1
                exercise.format = format
                exercise.restSeconds = position == group.count - 1 ? rule.restAfterSeconds : rule.innerRestSeconds
                result.append(exercise)
            }
        }
        return result
    }
}
