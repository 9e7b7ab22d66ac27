/// Today's plan as slots a language model fills: the local composer's plan, and for each of its positions the
/// exercises the model may choose from. The lists are disjoint and leave out the last workouts' exercises whenever a
/// slot has fresh ones, so any choice, one per slot, is a plan without duplicates that fits the equipment, the level
/// and the focus and meets the variation rule; a kept main lift is fixed and not asked.
public struct SlotBinding: Sendable, Equatable {
    public struct Slot: Sendable, Equatable {
        /// The composer's own pick for this position, with its prescription as fitted to the minutes: a choice in
        /// this slot takes its sets and main-lift role.
        public var local: PlannedExercise
        /// A main lift kept from the last day of the split so its load can progress: not asked of the model.
        public var fixed: Bool
        /// The ids the model may choose from, best first by the composer's quality score.
        public var candidates: [String]
    }

    /// The local plan the slots come from: the model's fallback, and the source of titles and prescriptions.
    public var plan: WorkoutPlan
    public var focus: Focus
    public var slots: [Slot]
    /// The exercises of the validator's window, most recent workout first: what the plan must mostly avoid.
    public var prohibitedIds: [String]

    /// The slots the model fills, with their position in `slots`.
    public var asked: [(index: Int, slot: Slot)] {
        slots.enumerated().filter { !$0.element.fixed }.map { ($0.offset, $0.element) }
    }
}
