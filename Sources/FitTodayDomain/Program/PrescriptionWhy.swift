/// Gives every exercise of a training plan its `why`: where it comes from (kept, rotated for a new block, new for
/// variety, repeated, deload week), what its dose is (the load decision, the bodyweight ladder's step, or a first
/// time), and the warm-up ramp when it has one. The day itself gets `deload` in a deload week.
public struct PrescriptionWhy: Sendable {
    /// The main lifts the block rotated in (in the plan after the block, not in the composer's).
    public var rotated: Set<String>
    /// The recent workouts' exercise ids (what the variation rule compares with).
    public var recent: [[String]]

    public init(rotated: Set<String>, recent: [[String]]) {
        self.rotated = rotated
        self.recent = recent
    }

    /// `loads` and `ladders` are indexed like `plan.exercises`; `logged` are the ids with sets logged before.
    public func explain(
        _ plan: WorkoutPlan, loads: [Int: LoadDecision], ladders: [BodyweightLadder.Reason?], logged: Set<String>
    ) -> WorkoutPlan {
        var plan = plan
        let deload = plan.isDeload
        if deload, plan.day == nil { plan.day = DayAnswer(kind: .deload, why: [.deloadWeek]) }
        let seen = Set(recent.joined())
        for index in plan.exercises.indices {
            let item = plan.exercises[index]
            var why: [PrescriptionReason] = []
            if item.mainLift, !item.kept, rotated.contains(item.exerciseId) {
                why.append(.newBlock)
            } else if item.kept {
                why.append(.keptForProgression)
            } else {
                why.append(seen.contains(item.exerciseId) ? .repeatedFromRecent : .newForVariety)
            }
            if deload { why.append(.deloadWeek) }
            if let decision = loads[index] {
                why.append(Self.reason(decision))
            } else if index < ladders.count, let step = ladders[index] {
                why.append(Self.reason(step))
            } else if item.suggestedWeightKg == nil, item.unit == .reps, !logged.contains(item.exerciseId),
                      Exercise.takesLoad(item.loadEquipment) {
                why.append(.firstTimeChooseLoad)
            }
            if item.warmup?.isEmpty == false { why.append(.warmupRamp) }
            plan.exercises[index].why = why
        }
        return plan
    }

    static func reason(_ decision: LoadDecision) -> PrescriptionReason {
        switch decision {
        case .upAllSetsAtTop: .loadUpAllSetsAtTop
        case .microloaded: .microloaded
        case .held: .loadHeld
        case .heldAfterTired: .heldAfterTiredCheckIn
        case .heldAfterBadRating: .heldAfterBadRating
        case .addedReps: .addedReps
        case .addedSet: .addedSet
        case .backOffAfterMisses: .backOffAfterMisses
        case .resetAfterStalls: .resetAfterStalls
        case .autoregulatedDown: .autoregulatedDown
        case .autoregulatedUp: .autoregulatedUp
        case .convertedFromOtherRange: .convertedFromOtherRange
        case .firstLoadFromRelatedLift: .firstLoadFromRelatedLift
        }
    }

    static func reason(_ step: BodyweightLadder.Reason) -> PrescriptionReason {
        switch step {
        case .addedReps: .moreReps
        case .addedSet: .addedSet
        case .harderVariant: .harderVariant
        case .easierVariant: .easierVariant
        case .lengthenedHold: .lengthenedHold
        case .held: .doseHeld
        case .heldAfterTired: .heldAfterTiredCheckIn
        case .mastered: .masteredMovedOn
        }
    }
}
