/// Progression without external load (bodyweight and band work, holds): from the last exposure of an exercise, the
/// next dose. Reps climb within the range, then one set is added, then the harder variant of the exercise's ladder
/// starts at the bottom of the range; holds lengthen by 5–10 s up to a ceiling, then the harder variant. Every set
/// short of the range's bottom → the easier variant. A dose at the top of its range changes at every exposure, so no
/// move stays there for more than two. The numbers are `bodyweight` in `Config/fittoday.json`.
public struct BodyweightLadder: Sendable, Equatable, Codable {
    /// Reps added to the bottom of the target after an exposure inside the range.
    public var repsPerExposure: Int
    /// The most sets a dose may reach by adding sets.
    public var maxSets: Int
    /// Seconds a hold gains per exposure: `holdShare` of its length, between these two.
    public var holdStepMinSeconds: Int
    public var holdStepMaxSeconds: Int
    public var holdShare: Double
    /// The longest hold prescribed; at it, the harder variant.
    public var maxHoldSeconds: Int
    /// Reps the range's top rises by when the move has no harder variant to go to (or may not take it today).
    public var extraReps: Int
    /// No rep target grows above this (nor above the exercise's own cap).
    public var maxReps: Int

    public init(
        repsPerExposure: Int = 1, maxSets: Int = 5, holdStepMinSeconds: Int = 5, holdStepMaxSeconds: Int = 10,
        holdShare: Double = 0.2, maxHoldSeconds: Int = 60, extraReps: Int = 3, maxReps: Int = 30
    ) {
        self.repsPerExposure = repsPerExposure
        self.maxSets = maxSets
        self.holdStepMinSeconds = holdStepMinSeconds
        self.holdStepMaxSeconds = holdStepMaxSeconds
        self.holdShare = holdShare
        self.maxHoldSeconds = maxHoldSeconds
        self.extraReps = extraReps
        self.maxReps = maxReps
    }

    /// Why the dose is what it is (the plan's `why` codes of the same names).
    public enum Reason: String, Sendable, Equatable, CaseIterable {
        case addedReps, addedSet, harderVariant, easierVariant, lengthenedHold, held
        /// Held for a tired check-in (once: a move held at its top on a tired day moves on the next tired day).
        case heldAfterTired
        /// At the top of the range, the most sets and the end of its ladder: another move of the same pattern
        /// takes its place (`apply`), else it holds.
        case mastered
    }

    /// A move to another rung of the ladder, which the caller may refuse (equipment, the variation floor).
    public enum Move: Sendable, Equatable { case harder, easier }

    /// The next prescription: `sets` × `target` of the same exercise, or of the variant `reason` names.
    public struct Dose: Sendable, Equatable {
        public var sets: Int
        public var target: RepRange
        public var reason: Reason

        public init(sets: Int, target: RepRange, reason: Reason) {
            self.sets = sets
            self.target = target
            self.reason = reason
        }
    }

    /// Today's dose after `last`, for a composer prescription of `sets` × `range` in `unit`; nil when the last
    /// exposure tells nothing for today (no working set in that unit, carries, or another goal's lower range).
    /// `allows` says whether the exercise may move to its harder or easier variant today; `cap` is the exercise's
    /// own per-set cap. A tired check-in holds the last target at today's sets (nothing added, nothing carried).
    public func next(
        sets: Int, range: RepRange, unit: WorkUnit, last: PlannedExercise, cap: Int? = nil, energy: Energy = .normal,
        allows: (Move) -> Bool
    ) -> Dose? {
        guard unit == last.unit, unit != .meters, last.target.max >= range.min else { return nil }
        let done = (last.performed ?? []).compactMap { set -> Int? in
            guard set.kind != .warmup else { return nil }
            return unit == .seconds ? set.seconds : set.reps
        }
        guard let worst = done.min() else { return nil }
        let carriedSets = min(max(sets, last.sets), max(maxSets, sets))
        if done.allSatisfy({ $0 < range.min }) {
            return allows(.easier)
                ? Dose(sets: sets, target: range, reason: .easierVariant)
                : Dose(sets: sets, target: range, reason: .held)
        }
        let atTop = done.count >= last.sets && worst >= last.target.max
        // A tired day holds, but not a second time in a row at the top (that would leave a mastered move in place).
        if energy == .tired, !(atTop && last.why.contains(.heldAfterTiredCheckIn)) {
            return Dose(sets: sets, target: last.target, reason: .heldAfterTired)
        }
        // A deload week's fewer sets are not the person's level: at the top after one, today's sets count.
        let lastSets = last.why.contains(.deloadWeek) ? max(last.sets, sets) : last.sets
        if unit == .seconds {
            return nextHold(
                sets: carriedSets, lastSets: lastSets, range: range, last: last, atTop: atTop, allows: allows)
        }
        if atTop {
            // One set over today's prescription at most: a second exposure at the top moves on.
            if lastSets < min(sets + 1, maxSets) {
                return Dose(sets: lastSets + 1, target: last.target, reason: .addedSet)
            }
            if allows(.harder) { return Dose(sets: sets, target: range, reason: .harderVariant) }
            return grown(sets: carriedSets, last: last.target, cap: cap)
        }
        guard worst >= last.target.min else { return Dose(sets: carriedSets, target: last.target, reason: .held) }
        let bottom = min(last.target.max, max(range.min, worst + repsPerExposure))
        guard bottom > last.target.min else { return Dose(sets: carriedSets, target: last.target, reason: .held) }
        return Dose(sets: carriedSets, target: RepRange(min: bottom, max: last.target.max), reason: .addedReps)
    }

    /// A move at the top of its range with nowhere to go: the range rises above its old top; at the rep ceiling a
    /// set is added; at the most sets too, the move is mastered.
    func grown(sets: Int, last: RepRange, cap: Int?) -> Dose {
        let ceiling = min(maxReps, cap ?? maxReps)
        guard last.max < ceiling else {
            if sets < maxSets { return Dose(sets: sets + 1, target: last, reason: .addedSet) }
            return Dose(sets: sets, target: last, reason: .mastered)
        }
        return Dose(
            sets: sets, target: RepRange(min: last.max, max: min(ceiling, last.max + extraReps)), reason: .addedReps)
    }

    private func nextHold(
        sets: Int, lastSets: Int, range: RepRange, last: PlannedExercise, atTop: Bool, allows: (Move) -> Bool
    ) -> Dose {
        guard atTop else { return Dose(sets: sets, target: last.target, reason: .held) }
        if last.target.max >= maxHoldSeconds {
            if allows(.harder) { return Dose(sets: sets, target: range, reason: .harderVariant) }
            // One set added at the longest hold; at the top again after it (the time fit may have kept the sets
            // where they were), the hold is mastered rather than a set asked for again and again.
            if lastSets < maxSets, !last.why.contains(.addedSet) {
                return Dose(sets: lastSets + 1, target: last.target, reason: .addedSet)
            }
            return Dose(sets: sets, target: last.target, reason: .mastered)
        }
        let share = Int((Double(last.target.max) * holdShare).rounded())
        let step = min(holdStepMaxSeconds, max(holdStepMinSeconds, share))
        let top = min(maxHoldSeconds, last.target.max + step)
        let target = RepRange(min: min(top, last.target.min + step), max: top)
        return Dose(sets: sets, target: target, reason: .lengthenedHold)
    }
}
