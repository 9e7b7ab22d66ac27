extension CompositionRun {
    /// The local plan and, for each of its positions, up to `perSlot` candidates of the blueprint slot it fills:
    /// best first by quality, none in two slots, none from the validator's window while the slot has fresh ones.
    mutating func bindSlots(_ request: PlanRequest, past: [PastWorkout], seed: UInt64, perSlot: Int)
        throws(CompositionError) -> SlotBinding
    {
        let composition = try composeDetailed(request, past: past, seed: seed)
        let plan = composition.plan
        let table = tables(for: composition.focus, goal: request.goal)
        let window = past.suffix(composer.validator.window)
        let prohibited = Set(window.flatMap(\.positions))
        let positions = composition.digest.positions
        // Every local pick is reserved for its own slot; a slot's list then takes the best the others left.
        var taken = Set(positions)
        var slots: [SlotBinding.Slot] = []
        for (index, exercise) in plan.exercises.enumerated() {
            let own = positions[index]
            guard !exercise.kept else {
                slots.append(.init(local: exercise, fixed: true, candidates: [exercise.exerciseId]))
                continue
            }
            let ranked = [own] + table.candidates[composition.slots[index]].map { Int($0.position) }.filter { $0 != own }
            var list: [Int] = []
            for position in ranked where list.count < perSlot {
                guard position == own || !taken.contains(position), !prohibited.contains(position) else { continue }
                list.append(position)
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
