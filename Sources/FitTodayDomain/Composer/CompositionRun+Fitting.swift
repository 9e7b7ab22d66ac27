extension CompositionRun {
    /// How a plan met its minutes.
    struct TimeFit {
        var seconds: Int
        var budget: Int
        var tolerance: Double
        /// No exercise was left to add: the slots or the pool ran out before the level's number of exercises.
        var ranOutOfExercises: Bool
        /// Sets were left to add but the week's maximum held them back (`WeeklyBalance`).
        var weeklyCapped = false
        /// The level's set cap is under the rules' own (`TrainingRules.maxSetsByLevel`).
        var levelCapped = false

        func shorter(request: PlanRequest) -> ShortPlanNote? {
            let asked = request.minutes * 60
            guard Double(seconds) < Double(asked) * (1 - tolerance) else { return nil }
            let reason: ShortPlanNote.Reason
            if Double(seconds) >= Double(budget) * (1 - tolerance) {
                reason = .tired
            } else if weeklyCapped {
                reason = .weeklyMax
            } else {
                reason = ranOutOfExercises ? .smallPool : levelCapped ? .noviceVolume : .maxVolume
            }
            return ShortPlanNote(reason: reason, requestedMinutes: request.minutes)
        }
    }

    /// Keeps the picks that fit the minutes, in slot priority, up to the level's number of exercises; then adds
    /// sets, main lifts first and evenly, until the plan is within the tolerance of its budget. With a weekly
    /// balance, extra sets go only to exercises whose groups all have room this week (an exercise with a group at
    /// its weekly maximum keeps its sets; when that is all that stops the plan growing, it is shorter, `weekly-max`).
    /// A full body's backbone exercise (`backbone`, by slot) that does not fit makes its room from the sets of those
    /// kept before it.
    func fitToTime(
        _ picks: inout [Pick], budget: Int, limit: Int, balance: WeeklyBalance?, backbone: [Bool],
        rules resolved: TrainingRules.Resolved
    ) -> TimeFit {
        let rules = composer.rules
        let (lower, upper) = rules.timeBounds(budget: budget)
        for index in picks.indices { picks[index].dose.sets = picks[index].baseSets }
        var kept: [Pick] = []
        kept.reserveCapacity(picks.count)
        var total = 0
        // The groups the week still lacks before today: an exercise for one of them that does not fit at its sets
        // comes with fewer, down to a backbone exercise's fewest (2: one set is no accessory worth its set-up),
        // rather than give its place to a later slot's (calf raises at 2 sets for a week short of calves, not a
        // fifth exercise for a group it has enough of).
        let lacking = balance?.needing() ?? GroupSet()
        let fewest = rules.fewestSets(backbone: true)
        for var pick in picks where kept.count < limit || pick.forced {
            var cost = self.cost(of: pick)
            if total + cost > upper, !pick.forced, !backbone[pick.slot], !kept.isEmpty,
               catalog.traits[pick.position].primaryGroups.intersects(lacking)
            {
                var fewer = pick
                while fewer.dose.sets > fewest, total + self.cost(of: fewer) > upper {
                    fewer.dose.sets -= 1
                }
                if total + self.cost(of: fewer) <= upper {
                    pick = fewer
                    cost = self.cost(of: pick)
                } else if level == .beginner, makeRoom(for: &fewer, in: &kept, total: &total, upper: upper) {
                    // A beginner's full body holds a squat, a hinge, a push, a pull and a carry or core (COACHING.md):
                    // a pick the week lacks that is still too long at its fewest sets takes its room from the sets
                    // kept before it, down to their fewest (a plank at 2 sets, the row at 2 instead of 3). A trained
                    // lifter's short session keeps fewer exercises instead.
                    kept.append(fewer)
                    total += self.cost(of: fewer)
                    continue
                }
            }
            if total + cost > upper, !pick.forced {
                if backbone[pick.slot], !kept.isEmpty {
                    if !makeRoom(for: &pick, in: &kept, total: &total, upper: upper) {
                        // A main lift that does not fit with its warm-up ramp comes as an accessory: a 20-minute
                        // full body has room for one ramp.
                        guard pick.mainLift else { continue }
                        var lighter = pick
                        lighter.mainLift = false
                        lighter.kept = false
                        lighter.dose = dose(pick.position, mainLift: false, rules: resolved)
                        lighter.baseSets = lighter.dose.sets
                        guard makeRoom(for: &lighter, in: &kept, total: &total, upper: upper) else { continue }
                        pick = lighter
                    }
                    kept.append(pick)
                    total += self.cost(of: pick)
                    continue
                }
                guard kept.isEmpty else { continue }
                // The first exercise always stays; it gives up sets until it fits.
                while pick.dose.sets > rules.minSets, cost > upper {
                    pick.dose.sets -= 1
                    cost = self.cost(of: pick)
                }
            }
            kept.append(pick)
            total += cost
        }
        let ranOut = kept.count < limit && kept.count == picks.count
        picks = kept
        // An exercise added for the variation floor makes room.
        trim(&picks, total: &total, upper: upper, backbone: backbone)
        var room = planned(balance, picks)
        var weeklyCapped = false
        // The groups at their weekly maximum, kept as bits so the loop below tests each pick with one AND.
        var full = room?.tight(below: 0) ?? GroupSet()
        var needing = room?.needing() ?? GroupSet()
        while true {
            // The exercise furthest below its share of extra sets, main lifts first, whose next set still fits;
            // one whose groups the week still lacks (below their minimum with today's sets counted) before those.
            // Past the lower bound, sets still go to what the week lacks while they fit the minutes asked, up to a
            // main lift's most for an accessory too (a week's one calf raise at 5 sets, not 4, for a minimum of 5).
            let reached = total >= lower
            var best: (index: Int, key: (Int, Int))?
            for index in picks.indices {
                let pick = picks[index]
                let groups = catalog.traits[pick.position].primaryGroups
                let lacks = groups.intersects(needing)
                let most = pick.mainLift || lacks ? rules.maxSets : rules.maxAccessorySets
                guard pick.dose.sets < most, lacks || !reached,
                      total + costPerSet(of: pick) <= (reached ? budget : upper)
                else { continue }
                guard !groups.intersects(full) else {
                    weeklyCapped = true
                    continue
                }
                let key = (lacks ? 0 : 1, pick.dose.sets - pick.baseSets)
                if best == nil || key < best!.key { best = (index, key) }
            }
            guard let index = best?.index else {
                // No set fits: an accessory the week can spare may give its time to what the week lacks.
                guard let balance, let spare = spareForNeed(
                    picks, balance: balance, needing: needing, full: full, total: total, budget: budget,
                    backbone: backbone)
                else { break }
                total -= cost(of: picks[spare])
                picks.remove(at: spare)
                room = planned(balance, picks)
                full = room?.tight(below: 0) ?? GroupSet()
                needing = room?.needing() ?? GroupSet()
                continue
            }
            if !reached { weeklyCapped = false }
            total += costPerSet(of: picks[index])
            picks[index].dose.sets += 1
            room?.plan(sets: 1, of: catalog.traits[picks[index].position])
            full = room?.tight(below: 0) ?? GroupSet()
            needing = room?.needing() ?? GroupSet()
        }
        return TimeFit(
            seconds: total, budget: budget, tolerance: rules.timeTolerance, ranOutOfExercises: ranOut,
            weeklyCapped: weeklyCapped, levelCapped: setsCappedForLevel)
    }

    /// Makes room for a backbone exercise that does not fit: a set at a time off whichever of it and the kept
    /// picks has the most sets, down to `backboneMinSets`, until it fits (`total` follows). Leaves everything as it
    /// was and returns false when even then it would not fit.
    private func makeRoom(for pick: inout Pick, in kept: inout [Pick], total: inout Int, upper: Int) -> Bool {
        let fewest = composer.rules.fewestSets(backbone: true)
        func spare(_ pick: Pick) -> Int { max(0, pick.dose.sets - fewest) * costPerSet(of: pick) }
        let least = total - kept.reduce(0) { $0 + spare($1) } + cost(of: pick) - spare(pick)
        guard least <= upper else { return false }
        var cost = self.cost(of: pick)
        while total + cost > upper {
            let index = kept.indices.filter { kept[$0].dose.sets > fewest }
                .max { (kept[$0].dose.sets, $1) < (kept[$1].dose.sets, $0) }
            if let index, kept[index].dose.sets >= pick.dose.sets {
                total -= costPerSet(of: kept[index])
                kept[index].dose.sets -= 1
            } else {
                pick.dose.sets -= 1
                cost = self.cost(of: pick)
            }
        }
        return true
    }

    /// Takes sets off until `total` (the picks' cost) is within `upper`: a set off the exercise with the most sets
    /// above its fewest (`backboneMinSets` for a full body's backbone), accessories before main lifts; when all are
    /// at their fewest and the plan is still over, the weakest accessory leaves (`dropToFit`).
    func trim(_ picks: inout [Pick], total: inout Int, upper: Int, backbone: [Bool]) {
        let rules = composer.rules
        while total > upper,
              let index = rules.exerciseToTrim(picks.lazy.map {
                  (mainLift: $0.mainLift, sets: $0.dose.sets, fewest: rules.fewestSets(backbone: backbone[$0.slot]))
              })
        {
            total -= costPerSet(of: picks[index])
            picks[index].dose.sets -= 1
        }
        dropToFit(&picks, total: &total, upper: upper, backbone: backbone)
    }

    /// When every pick is down to its fewest sets and the plan is still over `upper`, the weakest accessory leaves
    /// (never a main lift nor a full body's backbone), as long as the plan keeps `fewestExercises` and the
    /// variation floor still holds without it.
    private func dropToFit(_ picks: inout [Pick], total: inout Int, upper: Int, backbone: [Bool]) {
        while total > upper, picks.count > Self.fewestExercises {
            let repeats = picks.count { inWindow[$0.position] }
            let allowed = allowedRepeats(in: picks.count - 1)
            let weakest = picks.indices.filter { index in
                !picks[index].mainLift && !backbone[picks[index].slot]
                    && repeats - (inWindow[picks[index].position] ? 1 : 0) <= allowed
            }.min { (picks[$0].value, $1) < (picks[$1].value, $0) }
            guard let weakest else { return }
            total -= cost(of: picks[weakest])
            picks.remove(at: weakest)
        }
    }
}
