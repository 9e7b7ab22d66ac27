import FitTodayUseCases
import FitTodayDomain
import FitTodaySession
import FitTodayLocalization
import Foundation

/// The history for people (tables in the run's language) and for `--json` (English keys).
enum HistoryRendering {
    // MARK: list

    /// The newest `days` first, one line each.
    static func list(_ days: [WorkoutPlan], trainedCount: Int, totalCount: Int, say: Messages, width: Int?) -> String {
        var text = say(.historyListTitle, totalCount, trainedCount) + "\n\n"
        var table = TextTable(header: [
            say(.historyColDate), say(.historyColWorkout), say(.historyColState), say(.historyColExercises),
            say(.historyColSets), say(.historyColVolume), say(.historyColDuration), say(.historyColRating),
        ])
        table.shrinkable = [1]
        for plan in days {
            let row = HistoryDay(plan)
            let dash = "—"
            table.rows.append([
                PlanRendering.date(plan.date, say), plan.title,
                say(plan.dayKind == .rest ? .historyRest : plan.performance == nil ? .historyPlanned : .historyTrained),
                "\(row.exercises)",
                "\(row.setsCompleted.map(String.init) ?? dash)/\(row.setsPlanned)",
                row.volumeKg.map(say.number) ?? dash,
                row.durationSeconds.map { "\(minutes($0))" } ?? dash,
                row.rating.map { "\($0)/5" } ?? dash,
            ])
        }
        text += table.render(indent: " ", width: width)
        return text
    }

    // MARK: show

    static func show(_ plan: WorkoutPlan, say: Messages, width: Int?, timeZone: TimeZone = .current) -> String {
        let state = plan.performance == nil ? say(.historyShowNotTrained) : say(.historyTrained)
        var text = say(.historyShowTitle, PlanRendering.date(plan.date, say), plan.title, state) + "\n"
        guard let performance = plan.performance else {
            var table = TextTable(header: [
                say(.colNumber), say(.colExercise), say(.colSetsTarget), say(.colRest), say(.historyColSuggested),
            ])
            for (index, item) in plan.exercises.enumerated() {
                let rest = "\(item.restSeconds / 60):" + String(format: "%02d", item.restSeconds % 60)
                let load = item.suggestedWeightKg.map { say(.historyKilograms, say.number($0)) } ?? "—"
                table.rows.append(["\(index + 1)", item.name, PlanRendering.dose(item, say: say), rest, load])
            }
            return text + "\n" + table.render(indent: " ", width: width)
        }
        text += say(
            .historyShowTimes, clock(performance.startedAt, timeZone), clock(performance.finishedAt, timeZone),
            minutes(performance.durationSeconds), performance.setsCompleted, performance.setsPlanned,
            say.number(performance.volumeKg)) + "\n"
        var facts = [say(
            .historyShowEnergy, say.decimal(performance.activeEnergyKcal, 0),
            say(performance.energySource == .measured ? .historyEnergyMeasured : .historyEnergyEstimated))]
        if let average = performance.averageHeartRate, let highest = performance.maxHeartRate {
            facts.append(say(.historyShowHeartRate, say.number(average), say.number(highest)))
        }
        if let rating = performance.rating { facts.append(say(.historyShowRating, rating)) }
        text += facts.joined(separator: " · ") + "\n"
        if let notes = performance.notes, !notes.isEmpty { text += say(.historyShowNotes, notes) + "\n" }
        var table = TextTable(header: [
            say(.colNumber), say(.colExercise), say(.historyColSet), say(.historyColKind), say(.historyColDone),
            say(.historyColRPE),
        ])
        table.shrinkable = [1]
        for (index, item) in plan.exercises.enumerated() {
            for (number, set) in (item.performed ?? []).enumerated() {
                table.rows.append([
                    number == 0 ? "\(index + 1)" : "", number == 0 ? item.name : "", "\(number + 1)",
                    kind(set.kind, say: say), done(set, say: say), set.rpe.map(say.number) ?? "—",
                ])
            }
        }
        return text + "\n" + table.render(indent: " ", width: width)
    }

    static func kind(_ kind: PerformedSet.Kind, say: Messages) -> String {
        switch kind {
        case .warmup: say(.historyKindWarmup)
        case .normal: say(.historyKindNormal)
        case .dropset: say(.historyKindDropset)
        case .failure: say(.historyKindFailure)
        }
    }

    /// "8 × 62,5 kg", "12 repetições", "45 s", "30 s × 16 kg", "40 m × 24 kg".
    static func done(_ set: PerformedSet, say: Messages) -> String {
        let weight = set.weightKg.flatMap { $0 > 0 ? say.number($0) : nil }
        if let meters = set.meters, set.reps == nil {
            return weight.map { say(.historySetMetersWeight, meters, $0) } ?? say(.historySetMeters, meters)
        }
        if let seconds = set.seconds, set.reps == nil {
            return weight.map { say(.historySetSecondsWeight, seconds, $0) } ?? say(.seconds, seconds)
        }
        let reps = set.reps ?? 0
        return weight.map { say(.historySetRepsWeight, reps, $0) } ?? say(.historySetReps, reps)
    }

    // MARK: records

    static func records(_ rows: [RecordEntry], say: Messages, width: Int?) -> String {
        var table = TextTable(header: [
            say(.colExercise), say(.historyColHeaviest), say(.historyColOneRepMax), say(.historyColSetVolume),
            say(.historyColRepsAtHeaviest),
        ])
        table.shrinkable = [0]
        let kilograms = { (value: Double?) in value.map { say(.historyKilograms, say.number($0)) } ?? "—" }
        for row in rows {
            table.rows.append([
                row.name, kilograms(row.heaviestWeightKg), kilograms(row.estimatedOneRepMaxKg),
                kilograms(row.bestSetVolumeKg), row.repsAtHeaviestWeight.map(String.init) ?? "—",
            ])
        }
        return say(.historyRecordsTitle, rows.count) + "\n\n" + table.render(indent: " ", width: width)
    }

    // MARK: shared

    static func minutes(_ seconds: Int) -> Int { HistoryExport.minutes(seconds) }

    /// "10:05" in `timeZone`.
    static func clock(_ date: Date, _ timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }
}
