extension CompositionRun {
    /// The accessory that gives its place to sets the week lacks, if any: when an exercise of the plan trains a
    /// group still below its weekly minimum and could take more sets but for the minutes, an accessory whose own
    /// groups hold their minimum without it (a carry or a second core drill on a push day whose chest is short)
    /// leaves, and its time goes to those sets (`fitToTime`). Never a main lift, a full body's backbone, an
    /// exercise added for the variation floor, a beginner's core or carry (COACHING.md's full body), nor one whose
    /// leaving would break the variation floor or take the plan under `fewestExercises`. The weakest such accessory
    /// when there are several; nil when none may leave or its time would buy no set.
    /// - Parameters:
    ///   - balance: the week before today's plan; `needing` and `full`: the groups below their minimum and at their
    ///     maximum with today's sets counted.
    func spareForNeed(
        _ picks: [Pick], balance: WeeklyBalance, needing: GroupSet, full: GroupSet, total: Int, budget: Int,
        backbone: [Bool]
    ) -> Int? {
        guard picks.count > Self.fewestExercises, !needing.isEmpty else { return nil }
        let rules = composer.rules
        let traits = catalog.traits
        // The cheapest set an exercise of what the week lacks could still take (such an exercise is never the
        // spare one: a spare's groups lack nothing).
        var cheapest = Int.max
        for receiver in picks {
            let groups = traits[receiver.position].primaryGroups
            let most = receiver.mainLift ? rules.maxSets : rules.maxAccessorySets
            guard groups.intersects(needing), !groups.intersects(full), receiver.dose.sets < most else { continue }
            cheapest = min(cheapest, costPerSet(of: receiver))
        }
        guard cheapest < Int.max else { return nil }
        let repeats = picks.count { inWindow[$0.position] }
        let allowed = allowedRepeats(in: picks.count - 1)
        var spare: Int?
        for index in picks.indices {
            let pick = picks[index]
            let trait = traits[pick.position]
            // Its time must buy a set of what the week lacks.
            guard !pick.mainLift, !pick.forced, !backbone[pick.slot], !trait.primaryGroups.intersects(needing),
                  !(level == .beginner && (FamilyCounter.coreOnly(trait) || trait.unit == .meters)),
                  spare.map({ pick.value < picks[$0].value }) ?? true,
                  repeats - (inWindow[pick.position] ? 1 : 0) <= allowed,
                  total - cost(of: pick) + cheapest <= budget,
                  holdsMinimum(without: index, picks, balance: balance)
            else { continue }
            spare = index
        }
        return spare
    }

    /// Whether every primary group of `picks[index]` that has a weekly minimum reaches it with the other picks'
    /// direct sets alone: a helper's half sets are no reason to drop the one exercise that trains a group directly
    /// (a press's triceps do not stand for the triceps extension).
    private func holdsMinimum(without index: Int, _ picks: [Pick], balance: WeeklyBalance) -> Bool {
        let traits = catalog.traits
        var holds = true
        traits[picks[index].position].primaryGroups.forEachOrdinal { group in
            guard holds, balance.minimum[group] > 0 else { return }
            var sets = 0.0
            for other in picks.indices where other != index {
                let trait = traits[picks[other].position]
                if trait.primaryGroups.intersects(GroupSet(rawValue: 1 << UInt64(group))) {
                    sets += Double(picks[other].dose.sets)
                }
            }
            if sets < balance.missingSets(of: group) { holds = false }
        }
        return holds
    }
}
