extension BlueprintComposer {
    /// The same plan with its title, exercise names and descriptions in `language` (names come from the catalog by id).
    public func localized(_ plan: WorkoutPlan, to language: Language) -> WorkoutPlan {
        var copy = plan
        if let focus = Focus(names: plan.focus) { copy.title = title(for: focus, language: language) }
        for index in copy.exercises.indices {
            if let exercise = catalog.exercise(id: copy.exercises[index].exerciseId) {
                copy.exercises[index].name = exercise.displayName(language)
                let text = exercise.description(for: language)
                copy.exercises[index].description = text.text
                copy.exercises[index].descriptionLanguage = text.language
                copy.exercises[index].attribution = exercise.attribution(for: language)
            }
        }
        return copy
    }
}
