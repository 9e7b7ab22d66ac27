/// A composed plan placed in the person's program: its block from the dated history (`BlockCalendar`), main lifts
/// kept through the block and those of the last block rotated to the next staple (`MainLiftRotation`), and every
/// prescription set for the block week (`EffortRamp`). Pure: the same plan, request and history give the same plan.
public struct BlockProgram: Sendable {
    public let calendar: BlockCalendar
    public let rotation: MainLiftRotation
    public let ramp: EffortRamp
    /// How many recent workouts the variation rule compares with.
    public let window: Int
    /// The share of new exercises the variation rule asks for.
    public let threshold: Double

    /// - Parameter staples: the rotation chains of `Catalog/rotations.json`.
    public init(
        rules: BlockRules, training: TrainingRules, catalog: CatalogIndex, window: Int, threshold: Double,
        staples: StapleRotations = StapleRotations()
    ) {
        calendar = BlockCalendar(rules: rules)
        rotation = MainLiftRotation(catalog: catalog, staples: staples)
        ramp = EffortRamp(rules: rules, training: training)
        self.window = window
        self.threshold = threshold
    }

    /// The block `request.date` falls in.
    public func block(for request: PlanRequest, history: [WorkoutPlan]) -> TrainingBlock {
        calendar.block(on: request.date, history: history, level: request.level, goal: request.goal)
    }

    /// `plan`, made for `request` after `history` (recorded plans, oldest first), in its block.
    public func shape(_ plan: WorkoutPlan, request: PlanRequest, history: [WorkoutPlan]) -> WorkoutPlan {
        var plan = plan
        let block = block(for: request, history: history)
        plan.block = block
        plan = rotation.rotate(plan, history: history, window: window, threshold: threshold, request: request)
        return ramp.apply(
            to: plan, block: block, goal: request.goal, level: request.level, catalog: rotation.catalog,
            requestedMinutes: request.minutes)
    }
}
