extension CompositionRun {
    /// The order slots are filled in: the blueprint's main slots first, then its other slots; with an automatic
    /// focus `pickAll` ranks those by need once the main slots are filled (`accessoryOrder`).
    func slotOrder(_ table: FocusTables) -> [Int] {
        let all = Array(table.slots.indices)
        return all.filter { table.slots[$0].isMain } + all.filter { !table.slots[$0].isMain }
    }

    /// Accessory slots by need, ranked once the day's main slots are filled, with what those lifts train (their
    /// helpers too: a bench press and an overhead press give the triceps half their sets, so the chest's slot comes
    /// before the triceps' on a push day the week is short of chest): groups furthest below their weekly minimum
    /// first, slots whose groups are all above their weekly maximum last, so a session cut short by the clock keeps
    /// what the week lacks.
    func accessoryOrder(_ rest: [Int], table: FocusTables, balance: WeeklyBalance) -> [Int] {
        // A stable sort by need, in quarters of the minimum, then groups with a weekly minimum before those with none
        // (a beginner's core or carry before a curl: COACHING.md's full body), then by the days since the group was
        // last trained, so near-equal needs keep the blueprint's order and the longest-untrained group is not left
        // out again.
        // Only the first core slot of a day that is not a core day moves up by need: the week's core work is no
        // reason to fill half a push day with carries.
        let firstCore = rest.first { table.slotGroups[$0] == .core }
        let rank = { (slot: Int) -> (Int, Int, Int) in
            let groups = table.slotGroups[slot]
            if groups == .core, slot != firstCore { return (-1, 0, 0) }
            return balance.hasNoRoom(groups)
                ? (-1, 0, 0)
                : (Int(balance.need(of: groups) * 4), balance.holdsMinimum(groups) ? 1 : 0, balance.staleness(of: groups))
        }
        // Each slot's rank once, not per comparison.
        return rest.enumerated().map { (offset: $0.offset, slot: $0.element, rank: rank($0.element)) }
            .sorted { a, b in a.rank != b.rank ? a.rank > b.rank : a.offset < b.offset }
            .map(\.slot)
    }

    /// The main lifts kept for the first `count` main slots, by slot: the latest main lift of the slot's patterns
    /// from any recent day (the squat of the lower day on a full-body day: one lift per pattern, whatever the
    /// focus), else the lift the last day of the same focus had in that place (a slot whose pattern the equipment
    /// lacks, a slot with no pattern), when it still fits the slot for this person (for a trained lifter, a working
    /// set at today's dose). One lift per pattern. The block
    /// program rotates them at a new block.
    func keptLifts(past: ArraySlice<PastWorkout>, focus: Focus, mainSlots: [Int], table: FocusTables, count: Int) -> [Int: Int] {
        guard count > 0, !mainSlots.isEmpty else { return [:] }
        let slots = Array(mainSlots.prefix(count))
        // A trained lifter's lift that today's dose makes too easy (or that sits too far below their level) is not
        // kept: the slot picks a working one.
        let trained = level > .beginner
        func fits(_ slot: Int, _ position: Int) -> Bool {
            isAvailable[position] && !(trained && beyondReach[position] && !tooHard[position])
                && catalog.traits[position].pattern & lightToday == 0
                && table.candidates[slot].contains(where: { Int($0.position) == position })
        }
        var kept: [Int: Int] = [:]
        var taken: UInt32 = 0
        // Slots in the blueprint's order and each day's lifts in its plan order: a lift that fits two slots lands
        // in the same one every time, so the block's lifts keep their places.
        for slot in slots.sorted() {
            guard let patterns = SlotMatcher(table.slots[slot]).patterns else { continue }
            search: for index in past.indices.reversed() {
                for position in past[index].mainLifts {
                    let pattern = catalog.traits[position].pattern
                    guard pattern & patterns != 0, pattern & taken == 0, fits(slot, position) else { continue }
                    kept[slot] = position
                    taken |= pattern
                    break search
                }
            }
        }
        guard kept.count < slots.count,
              let previous = past.indices.last(where: { past[$0].focus == focus && !past[$0].mainLifts.isEmpty })
        else { return kept }
        for (slot, position) in zip(slots, past[previous].mainLifts)
        where kept[slot] == nil && catalog.traits[position].pattern & taken == 0 && fits(slot, position) {
            kept[slot] = position
            taken |= catalog.traits[position].pattern
        }
        return kept
    }

    /// Picks every slot in `order`, up to the level's number of exercises plus a spare for the time fit.
    /// - Parameter balance: the week so far, with an automatic focus: exercises of groups already at their weekly
    ///   maximum lose points, so the slot goes to one that trains a group with room.
    /// - Parameter families: the movement families the plan holds: one exercise per family (`MovementFamily`), kept
    ///   lifts counting toward theirs; a slot whose candidates are all of families already held stays empty.
    mutating func pickAll(
        order: [Int], mainSlots: [Int], kept: [Int: Int], table: FocusTables, request: PlanRequest,
        rules resolved: TrainingRules.Resolved, balance: WeeklyBalance?, families: FamilyCounter,
        rng: inout SeededGenerator
    ) -> [Pick] {
        var families = families
        for position in kept.values { families.add(catalog.traits[position]) }
        var balance = balance
        let limit = resolved.exercises + 1
        var picks: [Pick] = []
        var used: [CatalogIndex.Traits] = []
        picks.reserveCapacity(limit)
        used.reserveCapacity(limit)
        var usedPrimary = MuscleSet()
        var usedGroups = GroupSet()
        // Kept lifts are their slots' own: no other slot takes one, and a pick of a kept lift's pattern in another
        // main slot is an accessory.
        // Patterns that come light today (`lightPatterns`) take no main lift.
        var mainPatterns: UInt32 = lightToday
        let reserved = kept.values.reduce(UInt32(0)) { $0 | catalog.traits[$1].pattern }
        for position in kept.values { chosen[position] = true }
        defer { for position in kept.values where !picks.contains(where: { $0.position == position }) { chosen[position] = false } }
        // A slot filled (a bit per blueprint slot). A plan left shorter than `fewestExercises` has nothing else: a
        // second pass lets its empty slots take a fresh accessory down to the rotation floor, then one resting from
        // the split's days (`AccessoryShare`) and,
        // with nothing to load, a move too easy for today (the best there is: under-table curls for an advanced
        // biceps day with no equipment; with load at hand, the loaded exercise is dosed instead); one too hard, never.
        var filled: UInt64 = 0
        var order = order
        let mainCount = order.prefix { table.slots[$0].isMain }.count
        for pass in 0..<2 {
            if pass > 0, picks.count >= Self.fewestExercises { break }
            // The second pass fills only up to the fewest exercises.
            let most = pass == 0 ? limit : Self.fewestExercises
            var index = 0
            while index < order.count {
                // The accessory slots by need, once the main slots are filled.
                if pass == 0, index == mainCount, let live = balance {
                    order.replaceSubrange(
                        index..., with: accessoryOrder(Array(order[index...]), table: table, balance: live))
                }
                let slot = order[index]
                index += 1
                guard picks.count < most, filled & (1 << UInt64(slot)) == 0 else { continue }
                // A core slot that would take the core past its weekly maximum stays empty once the plan has the
                // fewest exercises (the time goes to the others' sets).
                if !families.coreDay, table.slotGroups[slot].isSubset(of: .core),
                   picks.count >= Self.fewestExercises,
                   balance?.wouldPassMax(.core, sets: resolved.isolation.sets) == true
                {
                    continue
                }
                var isMain = mainSlots.contains(slot)
                let choice: (position: Int, value: Int32)?
                if let position = kept[slot] {
                    choice = (position, Int32.max)
                } else {
                    // An accessory (a blueprint main slot past the goal's main lifts too) must clear the quality floor;
                    // the reserve below it only for groups the week still lacks `QualityScore.reserveNeed` of their
                    // minimum of and nothing chosen today trains (an adductor move, not a third shoulder exercise).
                    let groups = table.slotGroups[slot]
                    let short = balance?.lacking(groups, share: QualityScore.reserveNeed) ?? GroupSet()
                    let lacking = !short.isEmpty && !short.intersects(usedGroups)
                    // A beginner's full-body backbone slot is no option: its best candidate, whatever its score; a
                    // trained lifter's takes one down to the rotation floor when none clears its floor (a sliding leg
                    // curl as the hinge of a full body with no hinge in reach) and stays empty below it.
                    let floor = isMain || table.backbone[slot] && level == .beginner
                        ? Int32.min : lacking || pass > 0 ? QualityScore.reserveFloor : QualityScore.accessoryFloor
                    // A group the week lacks (or a plan under the fewest exercises) may take, when its slot has
                    // nothing else, an accessory resting from the split's days: the week's minimum before the share.
                    // Another exercise for the slot down to the rotation floor comes in its place when there is one
                    // (a kettlebell hammer curl, not the single-arm curl of the last pull days again), else the
                    // resting one down to that floor done least often (`shareRepeatPenalty`); never where nothing
                    // would come (fewer, better exercises).
                    let relaxed = pass > 0 && picks.isEmpty ? 2 : pass
                    func best(floor: Int32, restingToo: Bool) -> (position: Int, value: Int32)? {
                        pick(
                            from: table.candidates[slot], main: isMain, mainTaken: mainPatterns | reserved,
                            relaxed: relaxed, floor: floor, usedPrimary: usedPrimary, used: used, balance: balance,
                            families: families, lacking: lacking ? short : GroupSet(), restingToo: restingToo,
                            backbone: table.backbone[slot], rng: &rng)
                    }
                    choice = best(floor: floor, restingToo: false)
                        ?? (lacking || pass > 0 ? best(floor: floor, restingToo: true).map { again in
                            let rotation = min(floor, QualityScore.rotationFloor)
                            return best(floor: rotation, restingToo: false)
                                ?? best(floor: rotation, restingToo: true) ?? again
                        } : nil)
                        ?? (table.backbone[slot] && floor > QualityScore.rotationFloor
                            ? best(floor: QualityScore.rotationFloor, restingToo: false) : nil)
                }
                guard var choice else { continue }
                if kept[slot] != choice.position { families.add(catalog.traits[choice.position]) }
                // One main lift per pattern (a second row on a pull day without a pulldown is an accessory, free to
                // vary), and a main lift is one that can lead (`canLead`).
                let pattern = catalog.traits[choice.position].pattern
                let isKept = kept[slot] == choice.position
                let taken = mainPatterns | (isKept ? 0 : reserved)
                if isMain, !canLead(choice.position) || taken & pattern != 0 {
                    isMain = false
                    if choice.value == Int32.max { choice.value = 0 }
                }
                if isMain { mainPatterns |= pattern }
                var dose = dose(choice.position, mainLift: isMain, rules: resolved)
                // An exercise takes no more sets than its groups have left this week (an accessory at least
                // `minSets`; a full body's backbone exercise and a main lift at least `backboneMinSets`).
                if let left = balance?.setsLeft(catalog.traits[choice.position].primaryGroups) {
                    let fewest = composer.rules.fewestSets(backbone: isMain || table.backbone[slot])
                    dose.sets = min(dose.sets, max(fewest, left))
                }
                picks.append(Pick(
                    position: choice.position, slot: slot, value: choice.value, mainLift: isMain,
                    kept: isMain && isKept, dose: dose, baseSets: dose.sets))
                chosen[choice.position] = true
                usedPrimary = usedPrimary.union(catalog.traits[choice.position].primary)
                usedGroups = usedGroups.union(catalog.traits[choice.position].primaryGroups)
                used.append(catalog.traits[choice.position])
                let parent = Int(catalog.traits[choice.position].parent)
                if parent >= 0 { easierChosen[parent] = true }
                balance?.use(sets: dose.sets, groups: catalog.traits[choice.position].primaryGroups)
                balance?.credit(
                    sets: dose.sets, groups: catalog.traits[choice.position].primaryGroups,
                    helpers: catalog.traits[choice.position].helperGroups)
                filled |= 1 << UInt64(slot)
            }
        }
        return picks
    }

    /// What a candidate loses for repeating a movement already in the plan: some points for a compound movement on
    /// the same muscle with another kind of load (a barbell bench press, then an incline dumbbell press), and all
    /// but exclusion for the same movement with the same kind of load or on the same station (a plain pull-up after
    /// a weighted one), one that only swaps which of two muscles leads (a sumo deadlift after a deadlift, a triceps
    /// dip after a chest dip, a close-grip bench press after a bench press), or a second isolation or core drill of
    /// the same pattern for the same muscle (two rear-delt flies, two dead bugs).
    private func sameMovement(_ trait: CatalogIndex.Traits, used: [CatalogIndex.Traits]) -> Int32 {
        var lost: Int32 = 0
        for other in used where other.pattern == trait.pattern {
            let sameMuscle = other.primary.intersects(trait.primary)
            let sharedWork = sameMuscle || other.secondary.intersects(trait.primary) || trait.secondary.intersects(other.primary)
            let sameLoad = other.capacity == trait.capacity || other.station & trait.station != 0
            // A loaded compound's unloaded twin is the same movement too (a bodyweight dip beside a weighted one).
            let twin = sharedWork && trait.compound && other.compound && trait.loadable != other.loadable
            if sharedWork && sameLoad || twin || sameMuscle && !(trait.compound && other.compound) {
                lost += BlueprintComposer.sameMovementPenalty * 5
            } else if sameMuscle {
                lost += BlueprintComposer.sameMovementPenalty
            }
        }
        return lost
    }

    /// The best candidate for a slot today: its quality, less what recent use and a second exercise on the same
    /// muscle cost, plus a seeded jitter that varies equals. A candidate of a movement family the plan already holds
    /// is never chosen; one whose dose today is beyond the person's reach (`beyondReach`) is no accessory, and a main
    /// slot takes it only when nothing else is left and it would stand as a main lift (`mainTaken`: the patterns
    /// main lifts already hold). `relaxed` is `pickAll`'s pass (2: the second with nothing picked yet): from 1 a
    /// move too easy for today may come. `restingToo` lets an accessory resting from its split's days
    /// (`AccessoryShare`) come: the last resort of a slot for a group the week lacks or of a plan under the fewest
    /// exercises. `lacking`: the slot's groups the week lacks, whose exercises come first.
    private mutating func pick(
        from candidates: [Candidate], main: Bool, mainTaken: UInt32, relaxed: Int, floor: Int32,
        usedPrimary: MuscleSet, used: [CatalogIndex.Traits],
        balance: WeeklyBalance?, families: FamilyCounter, lacking: GroupSet = GroupSet(), restingToo: Bool = false,
        backbone: Bool = false, rng: inout SeededGenerator
    ) -> (position: Int, value: Int32)? {
        let usedPatterns = used.reduce(UInt32(0)) { $0 | $1.pattern }
        let trained = level > .beginner
        // Groups with room for fewer than `accessoryRoomSets` more sets this week, and those with none.
        let tight = balance?.tight(below: Self.accessoryRoomSets) ?? GroupSet()
        let full = balance?.tight(below: 0) ?? GroupSet()
        let roomless = balance?.tight(below: composer.rules.fewestSets(backbone: true)) ?? GroupSet()
        var best: (position: Int, value: Int32)?
        for candidate in candidates {
            // Candidates come best first and today's adjustments only subtract (but the jitter): none further on
            // can win.
            if let best, candidate.score + 15 < best.value { break }
            if candidate.score < floor { break }
            let position = Int(candidate.position)
            let trait = catalog.traits[position]
            // Only what will stand as the main lift (one that can lead, of a pattern no main lift holds yet) may
            // be beyond reach.
            let asMain = main && canLead(position) && trait.pattern & mainTaken == 0
            // A move too easy to be a working set is a beginner's last resort only (a loadless body filling a plan
            // under the fewest exercises, or a full body's backbone slot with nothing else: a bodyweight hinge still
            // teaches the hinge); a trained lifter gets fewer exercises instead, main lift or not.
            let easyAllowed = !trained || !(beyondReach[position] && !tooHard[position])
            // An accessory that has had its share of the split's days (`resting`) sits today out, unless the plan
            // would otherwise fall under the fewest exercises.
            guard !chosen[position], !farBelow[position], families.allows(trait),
                  asMain && easyAllowed || relaxed >= 1 && !tooHard[position] && !loadAtHand && !trained
                    || backbone && !tooHard[position] && !trained || !beyondReach[position],
                  asMain || restingToo || !isResting(trait, at: position),
                  // An accessory with a group that has room for fewer than `accessoryRoomSets` more this week sits
                  // today out (the slot stays empty and the time goes to the others); a plan under the fewest
                  // exercises may take one with room for its fewest sets, never one past the week's maximum, unless
                  // the plan would have nothing at all (`relaxed` 2). A full body's backbone keeps its pattern
                  // whatever the week.
                  asMain || backbone || relaxed >= 2 || !trait.primaryGroups.intersects(relaxed >= 1 ? roomless : tight)
            else { continue }
            var value = candidate.score - penalty[position] + Int32(truncatingIfNeeded: rng.next() & 15)
            if beyondReach[position] { value -= BlueprintComposer.beyondReachPenalty }
            if restingToo, isResting(trait, at: position) {
                value -= BlueprintComposer.shareRepeatPenalty * Int32(shareCount[position])
            }
            if repCap[position] > 0 || repRaise[position] > 0 { value -= BlueprintComposer.cutDosePenalty }
            if trait.primary.intersects(usedPrimary) { value -= BlueprintComposer.balancePenalty }
            // The same movement twice (two flies, two lateral raises, a second hinge, both dips).
            if trait.pattern & usedPatterns != 0 { value -= sameMovement(trait, used: used) }
            // An easier variant beside the exercise it leads to, or the other way round.
            if trait.parent >= 0, chosen[Int(trait.parent)] { value -= BlueprintComposer.sameMovementPenalty * 2 }
            if easierChosen[position] { value -= BlueprintComposer.sameMovementPenalty * 2 }
            // In a slot for groups the week lacks, the exercise for those groups first (an adductor move in the
            // hip slot when adductors are short, not a second abduction).
            if !lacking.isEmpty, !trait.primaryGroups.intersects(lacking) { value -= BlueprintComposer.balancePenalty * 2 }
            // A circuit's exercises each at a station of their own (one barbell cannot be in two places); a
            // superset's accessory at a station at most half the plan uses, so each can find a partner.
            let stations = trait.equipment.rawValue & formatStations.rawValue
            if stations != 0 {
                let sharing = used.count { $0.equipment.rawValue & stations != 0 }
                // On a superset day, an accessory at the station every pick so far uses could partner none of them:
                // the slot waits for the first pass's later slots (a garage lifter's pull-up beside the bench press,
                // not a barbell row).
                if !circuitDay, !asMain, !backbone, relaxed == 0, sharing > 0, sharing == used.count { continue }
                if circuitDay ? sharing > 0 : !asMain && sharing > 0 && sharing * 2 >= used.count {
                    value -= BlueprintComposer.stationPenalty
                }
            }
            if !asMain, trait.pattern & lightToday != 0, canLead(position) {
                value -= BlueprintComposer.heavyOnLightDayPenalty
            }
            if trait.primaryGroups.intersects(full) {
                value -= BlueprintComposer.weeklyMaxPenalty
            }
            if value > best?.value ?? Int32.min { best = (position, value) }
        }
        return best
    }
}
