/// A composed plan placed in the person's program: its block from the dated history (`BlockCalendar`), main lifts
/// of the last block rotated to another staple (`MainLiftRotation`), and every prescription set for the block week
/// (`EffortRamp`). Pure: the same plan, request and history give the same plan.
public struct BlockProgram: Sendable {
    public let calendar: BlockCalendar
    public let rotation: MainLiftRotation
    public let ramp: EffortRamp
    /// How many recent workouts the variation rule compares with.
    public let window: Int

    public init(rules: BlockRules, training: TrainingRules, catalog: CatalogIndex, window: Int) {
        calendar = BlockCalendar(rules: rules)
        rotation = MainLiftRotation(catalog: catalog)
        ramp = EffortRamp(rules: rules, training: training)
        self.window = window
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
        plan = rotation.rotate(
            plan, history: history, window: window, equipment: request.equipment, level: request.level,
            language: request.language)
        return ramp.apply(to: plan, block: block, goal: request.goal, level: request.level, catalog: rotation.catalog)
    }
}
