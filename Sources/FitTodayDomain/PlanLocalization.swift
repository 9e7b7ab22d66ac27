extension BlueprintComposer {
    /// The focus a recorded plan was built for, read back from its `focus` names.
    public static func focus(of plan: WorkoutPlan) -> Focus? {
        if plan.focus.count == 1, let split = Split(rawValue: plan.focus[0]) { return .split(split) }
        let muscles = plan.focus.compactMap(Muscle.init(rawValue:))
        return muscles.count == plan.focus.count && !muscles.isEmpty ? .muscles(muscles) : nil
    }

    /// The same plan with its title and exercise names in `language` (names come from the catalog by id).
    public func localized(_ plan: WorkoutPlan, to language: Language) -> WorkoutPlan {
        var copy = plan
        if let focus = Self.focus(of: plan) { copy.title = title(for: focus, language: language) }
        for index in copy.exercises.indices {
            if let exercise = catalog.exercise(id: copy.exercises[index].exerciseId) {
                copy.exercises[index].name = exercise.displayName(language)
            }
        }
        return copy
    }
}
