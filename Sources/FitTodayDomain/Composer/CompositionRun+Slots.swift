extension CompositionRun {
    /// The local plan and, for each of its positions, up to `perSlot` candidates of the blueprint slot it fills:
    /// best first by quality, none in two slots, none from the validator's window while the slot has fresh ones.
    /// Any choice keeps one exercise per movement family: a slot offers its own pick's family, or a family no other
    /// exercise of the plan holds and no other slot offers; never a dose beyond the person's reach.
    mutating func bindSlots(_ request: PlanRequest, past: [PastWorkout], seed: UInt64, perSlot: Int)
        throws(CompositionError) -> SlotBinding
    {
        let composition = try composeDetailed(request, past: past[...], seed: seed)
        let plan = composition.plan
        let table = tables(for: composition.focus, goal: request.goal)
        let window = past.suffix(composer.validator.window)
        let prohibited = Set(window.flatMap(\.positions))
        let positions = composition.digest.positions
        // Every local pick is reserved for its own slot; a slot's list then takes the best the others left.
        var taken = Set(positions)
        var offered: UInt32 = 0
        var slots: [SlotBinding.Slot] = []
        for (index, exercise) in plan.exercises.enumerated() {
            let own = positions[index]
            guard !exercise.kept else {
                slots.append(.init(local: exercise, fixed: true, candidates: [exercise.exerciseId]))
                continue
            }
            let slot = composition.slots[index]
            let ranked = [own] + table.candidates[slot]
                .filter { exercise.mainLift || $0.score >= QualityScore.accessoryFloor }
                .map { Int($0.position) }.filter { $0 != own }
            var others = FamilyCounter(focus: composition.focus)
            for (other, position) in positions.enumerated() where other != index {
                others.add(catalog.traits[position])
            }
            let ownPattern = catalog.traits[own].pattern
            var list: [Int] = []
            for position in ranked where list.count < perSlot {
                guard position == own || !taken.contains(position), !prohibited.contains(position) else { continue }
                let trait = catalog.traits[position]
                if position != own {
                    guard others.allows(trait), !beyondReach[position], workable(position),
                          trait.pattern == ownPattern || trait.pattern & offered == 0
                    else { continue }
                }
                list.append(position)
                if trait.pattern != ownPattern { offered |= trait.pattern }
            }
            // No fresh exercise for this slot: the composer's pick stays, a repeat the rule allows.
            if list.isEmpty { list = [own] }
            taken.formUnion(list)
            slots.append(.init(local: exercise, fixed: false, candidates: list.map { catalog.exercises[$0].id }))
        }
        let prohibitedIds = window.reversed().flatMap(\.positions).map { catalog.exercises[$0].id }
        var seen = Set<String>()
        return SlotBinding(
            plan: plan, focus: composition.focus, slots: slots,
            prohibitedIds: prohibitedIds.filter { seen.insert($0).inserted })
    }
}
