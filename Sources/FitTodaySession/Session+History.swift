public import FitTodayDomain

extension Session {
    /// The workout actually done, for history: the exercises with at least one completed set, in session order,
    /// each with its day's prescription (the plan's, or for a swap the same prescription on the new exercise) and
    /// the sets done; the plan's id, date, title and generation; how it went. Nil when nothing was completed.
    public func performedPlan(from planned: WorkoutPlan, catalog: CatalogIndex?, bodyWeightKg: Double) -> WorkoutPlan? {
        guard let finishedAt else { return nil }
        var exercises: [PlannedExercise] = []
        for (index, exercise) in self.exercises.enumerated() {
            let done = exercise.sets.compactMap { set -> PerformedSet? in
                guard let completedAt = set.completedAt, let actual = set.actual else { return nil }
                return PerformedSet(
                    kind: set.kind, reps: actual.reps, seconds: actual.seconds, meters: actual.meters,
                    weightKg: actual.weightKg, rpe: actual.rpe, completedAt: completedAt)
            }
            guard !done.isEmpty else { continue }
            var item: PlannedExercise
            if planned.exercises.indices.contains(index), planned.exercises[index].exerciseId == exercise.exerciseId {
                item = planned.exercises[index]
            } else if let entry = catalog?.exercise(id: exercise.exerciseId) {
                let prescription = planned.exercises.indices.contains(index)
                    ? planned.exercises[index].prescription
                    : TrainingRules.Prescription(
                        sets: exercise.sets.count, target: RepRange(min: 8, max: 12), unit: entry.unit,
                        perSide: entry.perSide, restSeconds: exercise.restSeconds, effort: nil)
                item = PlannedExercise(entry, prescription: prescription, language: .ptBR)
                item.name = exercise.name
            } else {
                continue
            }
            item.sets = exercise.sets.count { $0.kind != .warmup }
            item.performed = done
            exercises.append(item)
        }
        guard !exercises.isEmpty else { return nil }
        let summary = summary(at: finishedAt, bodyWeightKg: bodyWeightKg)
        var plan = planned
        plan.exercises = exercises
        plan.performance = WorkoutPerformance(
            sessionId: id, plannedId: planned.id, startedAt: startedAt, finishedAt: finishedAt,
            durationSeconds: summary.durationSeconds, activeEnergyKcal: summary.activeEnergyKcal,
            energySource: summary.energySource,
            averageHeartRate: summary.heartRate?.avg, maxHeartRate: summary.heartRate?.max, volumeKg: summary.volumeKg,
            setsCompleted: summary.setsCompleted, setsPlanned: summary.setsPlanned, rating: rating, notes: notes)
        return plan
    }
}
