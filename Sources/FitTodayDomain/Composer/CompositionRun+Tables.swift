extension CompositionRun {
    struct TableKey: Hashable {
        var focus: Focus
        var goal: Goal
        /// Today's energy: the reach (`takeReach`) that says which proper exercises are working choices.
        var energy: Energy
    }

    /// A slot's candidate with its quality for this session's person, before anything about today.
    struct Candidate {
        var position: Int32
        var score: Int32
    }

    /// Per focus and goal: each slot's candidates (best first), and the focus's pool; improvised set-ups only where
    /// nothing proper is there.
    struct FocusTables {
        var slots: [BlueprintSlot]
        var candidates: [[Candidate]]
        /// Training groups each slot trains, for the weekly balance.
        var slotGroups: [GroupSet]
        var pool: [Int]
        var poolMuscles: MuscleSet
        /// Per slot, whether it is part of a full body's backbone (its main slots: a squat, a hinge, a push and a
        /// pull): the day keeps each of them, the time fit and the variation floor included.
        var backbone: [Bool]
    }

    mutating func tables(for focus: Focus, goal: Goal) -> FocusTables {
        let key = TableKey(focus: focus, goal: goal, energy: reachEnergy)
        if let cached = tables[key] { return cached }
        let slots = composer.slots(for: focus)
        let matchers = slots.map(SlotMatcher.init)
        let kinds = slots.map { slot in
            QualityScore.SlotKind(main: slot.isMain, core: !Set(slot.muscles).isDisjoint(with: [.abs, .obliques]))
        }
        let quality = QualityScore(goal: goal, level: level, equipment: equipment)
        let poolMuscles = composer.poolMuscles(for: focus)
        // A split's day holds nothing that leads with another day's big movers (`Split.offDayMovers`).
        let offDay = focus.split?.offDayMovers ?? MuscleSet()
        // One pass over the available exercises fills every slot's list and the pool.
        var candidates = [[Candidate]](repeating: [], count: matchers.count)
        var pool: [Int] = []
        catalog.traits.withUnsafeBufferPointer { traits in
            for position in available {
                let trait = traits[position]
                guard !trait.primary.intersects(offDay) else { continue }
                if trait.primary.intersects(poolMuscles), trait.role != .mobility { pool.append(position) }
                for (slot, matcher) in matchers.enumerated() {
                    guard let strictness = matcher.strictness(trait),
                          let score = quality.score(trait, strictness: strictness, slot: kinds[slot]),
                          kinds[slot].main || score >= QualityScore.rotationFloor
                    else { continue }
                    candidates[slot].append(Candidate(position: Int32(position), score: score))
                }
            }
        }
        // Fallbacks from the pool come best first too: working exercises, then staples.
        let traits = catalog.traits
        let rank = { (position: Int) -> Int in
            let trait = traits[position]
            let role = trait.role == .power ? 2 : trait.role == .regression ? 1 : 0
            return role * 4 + trait.tier.rank
        }
        pool = pool.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
        // Real equipment first: an improvised set-up (furniture, a door frame, a partner) stays only in a slot with
        // no proper candidate, and (slot and pool) only for muscles no proper exercise of the pool leads with (the same
        // pool `candidatePool` names, behind the verdict's best achievable). A proper exercise beyond today's reach
        // covers nothing: a nordic curl under a sofa is an advanced athlete's hamstring work when sliding leg curls
        // are too easy for them.
        let all = pool
        let beyond = beyondReach
        pool = composer.properFirst(pool, working: { !beyond[$0] })
        var covered = Set(all)
        covered.subtract(pool)
        for slot in candidates.indices {
            if candidates[slot].contains(where: {
                !traits[Int($0.position)].improvised && !beyond[Int($0.position)]
            }) {
                candidates[slot].removeAll { traits[Int($0.position)].improvised }
            } else {
                candidates[slot].removeAll { covered.contains(Int($0.position)) }
            }
            candidates[slot].sort { ($0.score, $1.position) > ($1.score, $0.position) }
        }
        // A full body's backbone slot holds its pattern (a hip thrust is no squat) whenever the person has one they
        // can work at (a trained lifter's bodyweight hinge far below their level is none: their hamstrings get a
        // leg curl there instead).
        let backbone = slots.map { $0.isMain && focus.split == .fullBody }
        let trained = level > .beginner
        let (hard, far) = (tooHard, farBelow)
        let workable = { (position: Int) in !hard[position] && !far[position] && !(trained && beyond[position]) }
        for slot in candidates.indices where backbone[slot] {
            guard let patterns = matchers[slot].patterns,
                  candidates[slot].contains(where: {
                      traits[Int($0.position)].pattern & patterns != 0 && workable(Int($0.position))
                  })
            else { continue }
            candidates[slot].removeAll { traits[Int($0.position)].pattern & patterns == 0 }
        }
        let built = FocusTables(
            slots: slots, candidates: candidates,
            slotGroups: slots.map { GroupSet(muscles: $0.muscles) }, pool: pool, poolMuscles: poolMuscles,
            backbone: backbone)
        tables[key] = built
        return built
    }
}
