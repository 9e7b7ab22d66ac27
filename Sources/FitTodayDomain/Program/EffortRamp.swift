/// The prescription of each exercise for its block week: reps in reserve ramp down across the accumulation weeks
/// (`BlockRules.rirRamp`), a strength block's main lifts take heavier, lower-rep doses week by week
/// (`BlockRules.mainDoses`, never more sets than the plan was fitted to), and a deload week keeps about half the sets at more reps in reserve. Open-ended
/// (beginner) blocks keep the base prescription until they deload. Loads are not touched here: `lighten` applies
/// the deload's load factor once suggested loads are known.
public struct EffortRamp: Sendable {
    public var rules: BlockRules
    /// For the estimated minutes of a plan whose sets changed.
    public var training: TrainingRules

    public init(rules: BlockRules, training: TrainingRules) {
        self.rules = rules
        self.training = training
    }

    /// `plan` with every exercise prescribed for `block`. In an accumulation week whose doses took time away, the
    /// accessories get it back (`refill`); a plan still short of `requestedMinutes` says so.
    public func apply(
        to plan: WorkoutPlan, block: TrainingBlock, goal: Goal, level: Level, catalog: CatalogIndex,
        requestedMinutes: Int? = nil
    ) -> WorkoutPlan {
        let secondsBefore = seconds(of: plan)
        var plan = plan
        plan.block = block
        let accumulation = max(1, block.phase == .deload ? block.week - 1 : block.weeks - (rules.isOpenEnded(level) ? 0 : 1))
        var doseChanged = false
        for index in plan.exercises.indices {
            var item = plan.exercises[index]
            guard item.role != .power, item.role != .mobility else { continue }
            let before = (item.sets, item.target)
            switch block.phase {
            case .deload:
                item.sets = max(1, Int((Double(item.sets) * rules.deload.setShare).rounded()))
                if let effort = item.effort { item.effort = Effort(rir: effort.rir + rules.deload.rirDelta) }
            case .accumulation:
                guard !rules.isOpenEnded(level) else { continue }
                let step = Self.spread(week: block.week, over: accumulation)
                if let ramp = rules.rirRamp[goal], let effort = item.effort {
                    let offset = Int((Double(ramp.from) + Double(ramp.to - ramp.from) * step).rounded())
                    let compound = item.mainLift || catalog.exercise(id: item.exerciseId)?.mechanics == .compound
                    let floor = compound ? rules.compoundMinRir : 0
                    item.effort = Effort(rir: max(min(floor, effort.rir), effort.rir + offset))
                }
                if item.mainLift, item.unit == .reps, let doses = rules.mainDoses[goal], !doses.isEmpty {
                    let dose = doses[Int((Double(doses.count - 1) * step).rounded())]
                    // Never more sets than the composer fitted to the person's minutes.
                    item.sets = min(item.sets, max(training.minSets, dose.sets))
                    item.target = dose.reps
                }
            }
            doseChanged = doseChanged || item.sets != before.0 || item.target != before.1
            plan.exercises[index] = item
        }
        if doseChanged, block.phase == .accumulation, seconds(of: plan) < secondsBefore {
            plan = refill(plan, secondsBefore: secondsBefore, requestedMinutes: requestedMinutes)
        }
        if doseChanged {
            // The composer's estimate, moved by what the week's doses add or take away.
            let delta = seconds(of: plan) - secondsBefore
            plan.estimatedMinutes = max(1, Int((Double(plan.estimatedMinutes * 60 + delta) / 60).rounded()))
        }
        return plan
    }

    /// The deload's lighter loads: each suggested load times the load factor, rounded to the nearest `step` of its
    /// equipment (`step(equipment)`; unrounded when it has none), never above the load it came from (a step too
    /// coarse for 10 % keeps the load).
    /// `floor` gives the lightest load an exercise's equipment takes (an empty bar), kept in a deload too.
    public func lighten(
        _ plan: WorkoutPlan, step: ([Equipment]) -> Double?, floor: ([Equipment]) -> Double = { _ in 0 }
    ) -> WorkoutPlan {
        guard plan.isDeload else { return plan }
        var plan = plan
        for index in plan.exercises.indices {
            guard let load = plan.exercises[index].suggestedWeightKg, load > 0 else { continue }
            let target = load * rules.deload.loadFactor
            var lighter = target
            if let size = step(plan.exercises[index].loadEquipment), size > 0 {
                lighter = (target / size).rounded() * size
            }
            // A step too coarse to take 10 % off keeps the load: fewer sets and more reps in reserve make the deload.
            if lighter <= 0 { lighter = load }
            plan.exercises[index].suggestedWeightKg = min(load, max(lighter, floor(plan.exercises[index].equipment)))
        }
        return plan
    }

    /// 0 in the first week, 1 in the last accumulation week, evenly between.
    static func spread(week: Int, over weeks: Int) -> Double {
        guard weeks > 1 else { return 0 }
        return Double(min(max(week, 1), weeks) - 1) / Double(weeks - 1)
    }

    /// Working time, rests, transitions and main-lift warm-ups, as the composer counts them.
    func seconds(of plan: WorkoutPlan) -> Int {
        plan.exercises.reduce(0) { $0 + training.seconds(of: $1.prescription, mainLift: $1.mainLift) }
    }
}
