import FitTodayUseCases
import FitTodayDomain
import FitTodaySession
import FitTodayLocalization
import Foundation

/// Sessions and their events as text, in the user's language.
enum SessionRendering {
    static func status(_ view: SessionView, now: Date) -> String {
        let session = view.session
        let state = switch session.status {
        case .active: say(.sessionStatusActive)
        case .paused: say(.sessionStatusPaused)
        case .finished: say(.sessionStatusFinished)
        case .discarded: say(.sessionStatusDiscarded)
        }
        let day = CalendarDayText.shown(session.date)
        var lines = [say(.sessionStatusHeading, session.id, day, state, session.revision)]
        lines.append(say(.sessionStatusElapsed, clock(view.liveActivity.workoutElapsedTime)))
        if let rest = session.rest {
            if let remaining = rest.remainingSeconds {
                lines.append(say(.sessionStatusRestPaused, clock(remaining)))
            } else {
                lines.append(say(.sessionStatusRest, time(rest.endsAt), clock(max(0, rest.endsAt.timeIntervalSince(now)))))
            }
        }
        lines.append("")
        for (index, exercise) in session.exercises.enumerated() {
            let marker = index == session.currentExerciseIndex && session.isOpen ? "▶" : " "
            let sets = exercise.sets.map { set in
                set.completedAt != nil ? say(.sessionSetDone, amount(set.actual)) : say(.sessionSetTodo, amount(set.target))
            }.joined(separator: "  ")
            let skipped = exercise.status == .skipped ? " " + say(.sessionExerciseSkippedMark) : ""
            lines.append("\(marker)\(index + 1). \(GroupRendering.prefix(in: session, index))\(exercise.name)\(skipped)")
            lines.append("    \(sets)")
        }
        if let summary = view.summary {
            lines.append("")
            let source = summary.energySource == .measured ? say(.sessionStatusEnergyMeasured) : say(.sessionStatusEnergyEstimated)
            lines.append(say(
                .sessionStatusSummary, summary.setsCompleted, summary.setsPlanned, say.number(summary.volumeKg),
                say.number(summary.activeEnergyKcal), source, summary.rating.map(String.init) ?? "—"))
            for record in summary.personalRecords {
                lines.append(say(.sessionStatusRecord, record.name, describe(record)))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// "8 × 40 kg", "45 s", "40 m × 24 kg", "10".
    static func amount(_ amount: SessionSet.Amount?) -> String {
        guard let amount else { return "—" }
        let base = amount.meters.map { say(.historySetMeters, $0) } ?? amount.seconds.map { say(.seconds, $0) }
            ?? amount.reps.map(String.init) ?? "—"
        guard let weight = amount.weightKg, weight > 0 else { return base }
        return "\(base) × \(say(.loadKg, say.number(weight)))"
    }

    static func describe(_ record: PersonalRecord) -> String {
        switch record.kind {
        case .heaviestWeight: say(.sessionRecordHeaviest, say.number(record.value))
        case .mostReps: say(.sessionRecordReps, Int(record.value), say.number(record.weightKg))
        case .estimatedOneRepMax: say(.sessionRecordOneRepMax, say.number(record.value))
        case .setVolume: say(.sessionRecordVolume, say.number(record.value))
        }
    }

    static func eventLine(_ event: SessionEvent) -> String {
        let p = event.payload
        let amount = Self.amount(SessionSet.Amount(reps: p.reps, seconds: p.seconds, meters: p.meters, weightKg: p.weightKg))
        let what = switch event.type {
        case .sessionStarted: say(.sessionEventStarted)
        case .setToggledCompleted: p.completed == true
            ? say(.sessionEventSetDone, p.setId ?? "?", amount) : say(.sessionEventSetUndone, p.setId ?? "?")
        case .setUpdated: say(.sessionEventSetUpdated, p.setId ?? "?", amount)
        case .setAdded: say(.sessionEventSetAdded, p.setId ?? "?")
        case .exerciseIndexChanged: say(.sessionEventCurrent, (p.exerciseIndex ?? 0) + 1)
        case .exerciseSkipped: say(.sessionEventSkipped, (p.exerciseIndex ?? 0) + 1)
        case .exerciseSwapped: say(.sessionEventSwapped, (p.exerciseIndex ?? 0) + 1, p.name ?? p.exerciseId ?? "?")
        case .restUpdated: p.rest.map { say(.sessionEventRestUntil, time($0.endsAt)) } ?? say(.sessionEventRestEnded)
        case .sessionPaused: say(.sessionEventPaused)
        case .sessionResumed: say(.sessionEventResumed)
        case .healthUpdate: say(.sessionEventHealth, [
            p.heartRateBpm.map { "\(say.number($0)) bpm" }, p.activeEnergyKcal.map { "\(say.number($0)) kcal" },
            p.steps.map { "\($0)" },
        ].compactMap { $0 }.joined(separator: ", "))
        case .sessionFinished: say(.sessionEventFinished, p.rating.map(String.init) ?? "—")
        case .sessionDiscarded: say(.sessionEventDiscarded)
        }
        return say(.sessionEventLine, event.revision, time(event.timestamp), event.deviceId, what)
    }

    /// A local clock time, "10:05:12".
    static func time(_ date: Date) -> String {
        let parts = Calendar.current.dateComponents([.hour, .minute, .second], from: date)
        return String(format: "%02d:%02d:%02d", parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
    }

    /// A length of time, "4:05" or "1:02:03".
    static func clock(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.down))
        let (hours, minutes, rest) = (whole / 3_600, whole / 60 % 60, whole % 60)
        return hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
    }
}

/// A session's ISO date as the user writes it.
enum CalendarDayText {
    static func shown(_ iso: String) -> String {
        CalendarDay(iso: iso).map(PlanRendering.date) ?? iso
    }
}
