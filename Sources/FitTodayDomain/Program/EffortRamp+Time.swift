extension EffortRamp {
    /// `plan` after an accumulation week's doses took time away (a strength block's first week has fewer main
    /// sets than the composer fitted): the time goes back to the accessories, a set at a time to the one with the
    /// fewest added so far, up to the most sets an accessory may have and never past the time the plan had before.
    /// A plan still more than the time tolerance short of `requestedMinutes` says so (`shorter`, every exercise at
    /// its most sets).
    func refill(_ plan: WorkoutPlan, secondsBefore: Int, requestedMinutes: Int?) -> WorkoutPlan {
        var plan = plan
        var total = seconds(of: plan)
        var added = [Int](repeating: 0, count: plan.exercises.count)
        while total < secondsBefore {
            var best: Int?
            for index in plan.exercises.indices {
                let item = plan.exercises[index]
                guard !item.mainLift, item.role != .power, item.role != .mobility,
                      item.sets < training.maxAccessorySets,
                      total + training.secondsPerSet(of: item.prescription) <= secondsBefore
                else { continue }
                if best.map({ added[index] < added[$0] }) ?? true { best = index }
            }
            guard let index = best else { break }
            total += training.secondsPerSet(of: plan.exercises[index].prescription)
            plan.exercises[index].sets += 1
            added[index] += 1
        }
        if let requestedMinutes, plan.shorter == nil,
           Double(total) < Double(requestedMinutes * 60) * (1 - training.timeTolerance) {
            plan.shorter = ShortPlanNote(reason: .maxVolume, requestedMinutes: requestedMinutes)
        }
        return plan
    }
}
