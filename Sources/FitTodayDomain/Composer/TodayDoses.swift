/// Today's prescriptions for one person as the composer gives them: the rules' dose for the goal, level and energy,
/// cut to the person's reach where a fixed bodyweight move is too hard at the goal's reps (`CompositionRun.repCap`).
/// The LLM path doses the exercises the model chose with it, so a plan from either path asks the same of a body.
public struct TodayDoses: Sendable {
    private let run: CompositionRun
    private let rules: TrainingRules.Resolved
    private let request: PlanRequest

    /// `run` has today's reach taken for `request` (`CompositionRun.takeReach`).
    init(run: CompositionRun, rules: TrainingRules.Resolved, request: PlanRequest) {
        self.run = run
        self.rules = rules
        self.request = request
    }

    /// The prescription of `exercise` today; `mainLift`: it fills one of the day's main slots.
    public func prescription(for exercise: Exercise, mainLift: Bool) -> TrainingRules.Prescription {
        guard let position = run.catalog.position(ofId: exercise.id) else {
            return run.composer.rules.prescription(
                for: exercise, mainLift: mainLift, goal: request.goal, level: request.level, energy: request.energy)
        }
        return run.dose(position, mainLift: mainLift, rules: rules)
    }
}

extension BlueprintComposer {
    /// Today's prescriptions for the person of `request` (`TodayDoses`).
    public func doses(for request: PlanRequest) -> TodayDoses {
        withRun(request) { run in
            let rules = run.resolved(request)
            run.takeReach(request, rules: rules)
            return TodayDoses(run: run, rules: rules, request: request)
        }
    }
}
