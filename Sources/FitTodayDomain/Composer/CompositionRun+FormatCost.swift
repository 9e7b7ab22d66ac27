extension CompositionRun {
    /// What a pick costs in the time fit: its straight sets, or on a day of supersets or circuits (`dayFormat`),
    /// its sets with the group's rests shared among the group's exercises. The exercise-dropping and the
    /// set-adding parts of `fitToTime` both count with it, so a short session gets the work that fits its format.
    func cost(of pick: Pick) -> Int {
        guard let rest = sharedRest(for: pick) else {
            return composer.rules.seconds(of: pick.dose, mainLift: pick.mainLift)
        }
        return composer.rules.seconds(of: pick.dose, mainLift: pick.mainLift, sharedRest: rest)
    }

    /// What one more set of the pick costs, counted as `cost(of:)` counts.
    func costPerSet(of pick: Pick) -> Int {
        var dose = pick.dose
        if let rest = sharedRest(for: pick) { dose.restSeconds = rest }
        return composer.rules.secondsPerSet(of: dose)
    }

    private func sharedRest(for pick: Pick) -> Int? {
        guard let day = dayFormat, day.grouped.contains(pick.position) else { return nil }
        return day.rest
    }

    /// The picks the format planner would group if the first `limit` of them were the plan, and the rest a set of
    /// theirs costs: what the time fit counts before the plan exists. A pick it would leave straight, or one
    /// added later, costs its straight sets.
    func expectedGroups(_ picks: [Pick], format: GroupFormat, request: PlanRequest, limit: Int)
        -> (grouped: Set<Int>, rest: Int)
    {
        let formats = composer.formats
        let head = picks.prefix(limit)
        let exercises = head.map { pick in
            PlannedExercise(
                catalog.exercises[pick.position], prescription: pick.dose, language: request.language,
                mainLift: pick.mainLift)
        }
        let (formed, groups) = formatPlanner.grouping(of: exercises, format: format, goal: request.goal)
        let positions = Array(head.map(\.position))
        let grouped = Set(groups.joined().map { positions[$0] })
        let size = groups.isEmpty ? 1 : groups.joined().count / groups.count
        return (grouped, formats.fittingRest(formed, size: size))
    }
}
