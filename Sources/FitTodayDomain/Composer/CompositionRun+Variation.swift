extension CompositionRun {
    /// The variation floor drops a repeated accessory it cannot replace only while the plan keeps more exercises
    /// than this.
    static let fewestExercises = 3

    /// The fewest sets an accessory's groups must have left below their weekly maximum for it to be chosen: one
    /// set of a movement is not worth its set-up; the week's room goes to the others.
    static let accessoryRoomSets = 2

    /// How many of `count` exercises may repeat the last workouts while the plan still meets the variation floor.
    func allowedRepeats(in count: Int) -> Int {
        Int((Double(count) * (1 - composer.validator.threshold) + VariationValidator.tolerance).rounded(.down))
    }

    /// Meets the variation floor: while more picks repeat the last workouts than the threshold allows, the weakest
    /// repeat that has one gives way to the best fresh candidate of its slot, else of the pool; when none has, the
    /// weakest repeated accessory is dropped (fewer, better exercises), never one of a full body's backbone. Kept
    /// main lifts stay: when only they repeat (with the backbone's repeats that have no fresh exercise of their
    /// pattern), a fresh accessory is added instead (`forced`, so the time fit makes room for it by taking sets from
    /// the others), while the level's number of exercises allows; only then does a kept lift give way.
    /// Every exercise brought in keeps to one per movement family (`families`, the focus's empty counter) and to a
    /// dose within the person's reach. Returns whether anything changed.
    mutating func meetVariationFloor(
        _ picks: inout [Pick], table: FocusTables, rules: TrainingRules.Resolved, families: FamilyCounter,
        balance: WeeklyBalance?
    ) -> Bool {
        var changed = false
        var dropped = false
        // A full body's backbone repeats with no fresh exercise of their pattern stay, as kept lifts do.
        var stuck: [Int] = []
        for pick in picks { chosen[pick.position] = true }
        defer { for pick in picks { chosen[pick.position] = false } }
        while true {
            let allowed = allowedRepeats(in: picks.count)
            guard picks.count(where: { inWindow[$0.position] }) > allowed else { break }
            // Weakest first: accessories before kept lifts, then by the value they were picked at.
            let open = picks.indices.filter { inWindow[picks[$0].position] && !stuck.contains(picks[$0].position) }
            let repeats = open.sorted {
                (picks[$0].kept ? 1 : 0, picks[$0].value, $0) < (picks[$1].kept ? 1 : 0, picks[$1].value, $1)
            }
            guard let weakest = repeats.first else { break }
            if picks[weakest].kept, picks.count <= rules.exercises,
               let extra = freshAccessory(
                   picks: picks, table: table, rules: rules, families: held(picks, except: nil, in: families),
                   balance: balance)
            {
                chosen[extra.position] = true
                picks.append(extra)
                changed = true
                continue
            }
            // The weakest repeat that has a fresh replacement of a family the rest of the plan leaves free gives way;
            // a kept lift only when no other exercise repeats.
            let loose = repeats.filter { !picks[$0].kept }
            // Repeats dropped for want of a fresh replacement never make way for replacing a kept lift.
            if loose.isEmpty, dropped { break }
            var replaced = false
            for index in loose.isEmpty ? repeats : loose {
                // The patterns the other main lifts hold: a replacement of one of them stands as an accessory.
                let mainTaken = picks.indices.reduce(UInt32(0)) { taken, other in
                    other != index && picks[other].mainLift ? taken | catalog.traits[picks[other].position].pattern : taken
                }
                // The groups the week (with the other picks' sets) has room for fewer than `accessoryRoomSets` of.
                let room = room(balance, after: picks, except: index)
                // One with room first; past the week's maximum only for a plan down to the fewest exercises (else the
                // repeat leaves: a single set of bear crawls at the core's maximum is no exercise).
                let others = held(picks, except: index, in: families)
                let tight = room?.tight(below: Self.accessoryRoomSets) ?? GroupSet()
                guard let position = freshReplacement(
                    for: picks[index], mainTaken: mainTaken, table: table, families: others, tight: tight)
                    ?? (tight.isEmpty || picks.count > Self.fewestExercises ? nil : freshReplacement(
                        for: picks[index], mainTaken: mainTaken, table: table, families: others, tight: GroupSet()))
                else {
                    if table.backbone[picks[index].slot], !picks[index].kept { stuck.append(picks[index].position) }
                    continue
                }
                chosen[picks[index].position] = false
                chosen[position] = true
                let trait = catalog.traits[position]
                let mainLift = picks[index].mainLift && canLead(position) && trait.pattern & mainTaken == 0
                let dose = mainLift ? dose(position, mainLift: true, rules: rules)
                    : roomy(dose(position, mainLift: false, rules: rules), trait, room)
                picks[index] = Pick(
                    position: position, slot: picks[index].slot, value: 0, mainLift: mainLift,
                    kept: false, dose: dose, baseSets: dose.sets)
                replaced = true
                break
            }
            changed = changed || replaced
            if replaced { continue }
            // A backbone repeat found stuck: the kept lifts' turn (a fresh accessory beside them, or one gives way).
            if loose.contains(where: { stuck.contains(picks[$0].position) }) { continue }
            // None has one: the weakest repeated accessory leaves the plan, its time going to the others' sets, while
            // the plan keeps `Self.fewestExercises`.
            guard picks.count > Self.fewestExercises,
                  let drop = loose.first(where: { !picks[$0].mainLift && !table.backbone[picks[$0].slot] })
            else { break }
            chosen[picks[drop].position] = false
            picks.remove(at: drop)
            changed = true
            dropped = true
        }
        return changed
    }

    /// A fresh working accessory for a blueprint slot the plan does not fill yet: the best-scored one of the first
    /// such slot (in blueprint order) that has one, on a muscle the plan does not lead with when it can; never of a
    /// movement family the plan holds, nor with a dose beyond the person's reach, nor for a group the week (with the
    /// plan's sets) has room for fewer than `accessoryRoomSets` more sets of.
    private func freshAccessory(
        picks: [Pick], table: FocusTables, rules: TrainingRules.Resolved, families: FamilyCounter,
        balance: WeeklyBalance?
    ) -> Pick? {
        let room = room(balance, after: picks)
        let tight = room?.tight(below: Self.accessoryRoomSets) ?? GroupSet()
        let filled = Set(picks.map(\.slot))
        let used = picks.reduce(MuscleSet()) { $0.union(catalog.traits[$1.position].primary) }
        var fallback: (slot: Int, position: Int)?
        for slot in table.slots.indices where !filled.contains(slot) && !table.slots[slot].isMain {
            for candidate in table.candidates[slot] where candidate.score >= QualityScore.accessoryFloor {
                let position = Int(candidate.position)
                let trait = catalog.traits[position]
                guard !chosen[position], !inWindow[position], !isResting(trait, at: position), trait.role != .regression,
                      trait.role != .power, trait.role != .mobility, families.allows(trait), !beyondReach[position],
                      !trait.primaryGroups.intersects(tight)
                else { continue }
                if !trait.primary.intersects(used) {
                    let dose = roomy(dose(position, mainLift: false, rules: rules), trait, room)
                    return Pick(
                        position: position, slot: slot, value: 0, mainLift: false, kept: false, dose: dose,
                        baseSets: dose.sets, forced: true)
                }
                if fallback == nil { fallback = (slot, position) }
                break
            }
        }
        guard let fallback = fallback
            ?? freshFromPool(picks: picks, filled: filled, table: table, families: families, tight: tight)
        else { return nil }
        let dose = roomy(dose(fallback.position, mainLift: false, rules: rules), catalog.traits[fallback.position], room)
        return Pick(
            position: fallback.position, slot: fallback.slot, value: 0, mainLift: false, kept: false, dose: dose,
            baseSets: dose.sets, forced: true)
    }

    /// The best-scored fresh exercise of the pick's slot; failing that, a fresh one from the pool that shares a
    /// primary muscle with the slot, then any fresh one. Regressions and power moves come last for a trained
    /// lifter: a working exercise from the pool beats an easier variant from the slot. None is of a movement family
    /// the rest of the plan holds (`families`), none an improvised set-up while a proper one is there (the tables
    /// hold those only where nothing proper is: `BlueprintComposer.properFirst`); a dose beyond
    /// the person's reach only for a main slot that has nothing else. A full body's backbone exercise gives way only
    /// to one of its slot's patterns (`FocusTables.backbone`). An accessory's replacement trains no group of `tight`
    /// (room for fewer than `accessoryRoomSets` more sets this week): a fresh bear crawl for a repeated pull would
    /// take the week's core past its maximum.
    private func freshReplacement(
        for pick: Pick, mainTaken: UInt32, table: FocusTables, families: FamilyCounter, tight: GroupSet
    ) -> Int? {
        let isMain = table.slots[pick.slot].isMain
        // Fresh, not the replaced movement without its load for a trained lifter (a bodyweight dip for the weighted
        // dip is no variation), and not an accessory resting from its split's days (`AccessoryShare`) unless it
        // stands as a main lift.
        let replaced = catalog.traits[pick.position]
        let lighter = level > .beginner && replaced.loadable
        // A full body's backbone keeps its pattern: a fresh pull for the pull, or the repeat stays; a stand-in of
        // another pattern keeps its own (a single-leg sliding leg curl for the sliding leg curl in the hinge's slot).
        let slotPatterns = table.backbone[pick.slot] ? SlotMatcher(table.slots[pick.slot]).patterns ?? 0 : 0
        let pattern = slotPatterns & replaced.pattern == 0 && slotPatterns != 0 ? replaced.pattern : slotPatterns
        let roomless = pick.mainLift || table.backbone[pick.slot] ? GroupSet() : tight
        func isFresh(_ position: Int) -> Bool {
            !chosen[position] && !inWindow[position] && families.allows(catalog.traits[position])
                && !catalog.traits[position].primaryGroups.intersects(roomless)
                && (pattern == 0 || catalog.traits[position].pattern & pattern != 0)
                && !(lighter && !catalog.traits[position].loadable
                    && replaced.pattern & catalog.traits[position].pattern != 0
                    && replaced.primary.intersects(catalog.traits[position].primary))
                && (!isResting(catalog.traits[position], at: position) || pick.mainLift && canLead(position)
                    && catalog.traits[position].pattern & mainTaken == 0)
        }
        let trained = level > .beginner
        // Beyond reach only as the day's main lift (a replaced accessory stays an accessory), and never too easy
        // for a trained lifter.
        func inReach(_ position: Int) -> Bool {
            let trait = catalog.traits[position]
            let easy = trained && beyondReach[position] && !tooHard[position]
            return pick.mainLift && canLead(position) && trait.pattern & mainTaken == 0 && !easy || !beyondReach[position]
        }
        func working(_ position: Int) -> Bool {
            let role = catalog.traits[position].role
            return !beyondReach[position] && (!trained || (role != .regression && role != .power))
        }
        let slot = table.candidates[pick.slot].filter { isMain || $0.score >= QualityScore.accessoryFloor }
            .map { Int($0.position) }.filter(isFresh)
        let muscles = MuscleSet(table.slots[pick.slot].muscles)
        let pool = table.pool.filter(isFresh)
        let near = pool.filter { catalog.traits[$0].primary.intersects(muscles) }
        // A main slot takes no core drill from the pool (no reverse crunch as a pull day's main lift).
        func fromPool(_ position: Int) -> Bool {
            working(position) && !(isMain && catalog.traits[position].primaryGroups == .core)
        }
        // Last, anything fresh of the slot, else of the pool at the person's level (no regression or power move for
        // a trained lifter).
        func levelTrue(_ position: Int) -> Bool {
            let role = catalog.traits[position].role
            return inReach(position) && (!trained || (role != .regression && role != .power))
        }
        // Only then, for a body with nothing to load (a bodyweight athlete's thin pool), a fresh move of the level
        // too hard for today's reps (its dose is cut to the reach where it can be): better than repeating the whole
        // plan, and the load to adjust it is not there.
        let loadless = !table.pool.contains { catalog.traits[$0].loadable }
        func unloaded(_ position: Int) -> Bool {
            let role = catalog.traits[position].role
            // Never one too easy to be a working set for this body: then the repeat stays, or leaves the plan.
            let easy = beyondReach[position] && !tooHard[position]
            return loadless && !easy && role != .mobility && (!trained || (role != .regression && role != .power))
        }
        return slot.first(where: working) ?? near.first(where: working) ?? pool.first(where: fromPool)
            ?? slot.first(where: levelTrue) ?? near.first(where: levelTrue) ?? pool.first(where: levelTrue)
            ?? slot.first(where: unloaded) ?? near.first(where: unloaded) ?? pool.first(where: unloaded)
    }

    /// When no slot has a fresh accessory above the quality floor (a thin pool): the first fresh working exercise
    /// of the pool (pool order: working moves, staples first) of a family the plan leaves free, in an open accessory
    /// slot on its muscles. Better than giving up a kept main lift to the variation floor.
    private func freshFromPool(
        picks: [Pick], filled: Set<Int>, table: FocusTables, families: FamilyCounter, tight: GroupSet
    ) -> (slot: Int, position: Int)?
    {
        let trained = level > .beginner
        for position in table.pool {
            let trait = catalog.traits[position]
            guard !chosen[position], !inWindow[position], !isResting(trait, at: position), !beyondReach[position],
                  trait.role != .mobility, trait.role != .power, !(trained && trait.role == .regression),
                  families.allows(trait), !trait.primaryGroups.intersects(tight)
            else { continue }
            let slot = table.slots.indices.first {
                !filled.contains($0) && !table.slots[$0].isMain
                    && trait.primary.intersects(MuscleSet(table.slots[$0].muscles))
            }
            if let slot { return (slot, position) }
        }
        return nil
    }

    /// An accessory's dose with no more sets than its groups have left this week (`room`, with the plan's other
    /// sets counted), at least `minSets`, as `pickAll` doses them.
    private func roomy(_ dose: TrainingRules.Prescription, _ trait: CatalogIndex.Traits, _ room: WeeklyBalance?)
        -> TrainingRules.Prescription
    {
        guard let left = room?.setsLeft(trait.primaryGroups) else { return dose }
        var dose = dose
        dose.sets = min(dose.sets, max(composer.rules.minSets, left))
        return dose
    }

    /// The families of `picks` but the one at `except`, added to the focus's empty counter.
    private func held(_ picks: [Pick], except: Int?, in families: FamilyCounter) -> FamilyCounter {
        var held = families
        for index in picks.indices where index != except { held.add(catalog.traits[picks[index].position]) }
        return held
    }
}
