import FitTodayUseCases
import FitTodayDomain
import FitTodayLocalization
import Foundation

/// The plan as a table for people: sets × target in the exercise's unit, rest, effort, muscles, kept lifts marked.
enum PlanRendering {
    static let keptMark = "↻"

    /// - Parameters:
    ///   - isToday: the title says "today" only when the plan is for today; otherwise it names the day.
    ///   - width: the terminal's width, when known; a plan sent to a pipe or a file is printed whole.
    static func table(_ plan: WorkoutPlan, names: DisplayNames, language: Language, isToday: Bool,
                      width: Int? = TerminalWidth.known()) -> String {
        let say = Messages(language)
        var text = say(isToday ? .planTitleToday : .planTitleDay, date(plan.date, say), plan.title, plan.estimatedMinutes)
        if let block = plan.block { text += "\n" + blockLine(block, say: say) }
        text += "\n\n"
        // A load column only when the history suggests a weight for some exercise.
        let loads = plan.exercises.contains { $0.suggestedWeightKg != nil }
        var table = TextTable(header: [say(.colNumber), say(.colExercise), say(.colSetsTarget)]
            + (loads ? [say(.colLoad)] : []) + [say(.colRest), say(.colEffort), say(.colMuscles)])
        // Exercise names and doses are never cut; the muscles column gives way on a narrow terminal, and leaves when
        // even its narrowest does not fit.
        table.shrinkable = [loads ? 6 : 5]
        table.droppable = [loads ? 6 : 5]
        let labels = GroupRendering.labels(plan.exercises)
        for (index, item) in plan.exercises.enumerated() {
            let rest = clock(item.restSeconds)
            let muscles = item.primaryMuscles.map { names.muscle($0, language).lowercased() }.joined(separator: ", ")
            let name = item.kept ? "\(item.name) \(keptMark)" : item.name
            let effort = item.effort.map { say(.effortRIR, $0.rir) } ?? "—"
            let load = item.suggestedWeightKg.map { say(item.perHand ? .loadKgPerHand : .loadKg, say.number($0)) } ?? "—"
            table.rows.append([labels[index], name, dose(item, say: say)] + (loads ? [load] : []) + [rest, effort, muscles])
            let under = WarmupRendering.lines(item, say: say)
            if !under.isEmpty { table.lines[table.rows.count - 1] = under }
        }
        text += table.render(indent: " ", width: width)
        if plan.exercises.contains(where: \.kept) { text += "\n \(keptMark) " + say(.keptNote) + "\n" }
        let groups = GroupRendering.notes(plan.exercises, say: say)
        if !groups.isEmpty { text += "\n" + groups.map { " " + $0 + "\n" }.joined() }
        if let shorter = plan.shorter { text += "\n" + shorterLine(shorter, estimated: plan.estimatedMinutes, say: say) + "\n" }
        text += "\n" + diversityLine(plan.generation, say: say) + "\n"
        return text
    }

    /// "1:30": a rest in minutes and seconds.
    static func clock(_ seconds: Int) -> String { "\(seconds / 60):" + String(format: "%02d", seconds % 60) }

    /// The day as people write it: 22/11/2026 in pt-BR, 2026-11-22 in English.
    static func date(_ day: CalendarDay) -> String { date(day, say) }

    static func date(_ day: CalendarDay, _ say: Messages) -> String { say.date(day) }

    /// "4 × 3–6", "3 × 30–45 s", "3 × 20–30 m", with "/lado" or "/side" for one side at a time.
    static func dose(_ item: PlannedExercise, say: Messages) -> String {
        let range = item.target.min == item.target.max ? "\(item.target.min)" : "\(item.target.min)–\(item.target.max)"
        let unit = switch item.unit {
        case .reps: ""
        case .seconds: " s"
        case .meters: " m"
        }
        return "\(item.sets) × \(range)\(unit)\(item.perSide ? say(.perSide) : "")"
    }

    /// "Bloco 2 · semana 3 de 5 · acúmulo": where the plan stands in the person's program.
    static func blockLine(_ block: TrainingBlock, say: Messages) -> String {
        let phase = switch block.phase {
        case .accumulation: say(.blockPhaseAccumulation)
        case .deload: say(.blockPhaseDeload)
        }
        return say(.blockLine, block.number, block.week, block.weeks, phase)
    }

    static func shorterLine(_ note: ShortPlanNote, estimated: Int, say: Messages) -> String {
        let why = switch note.reason {
        case .tired: say(.shorterTired)
        case .smallPool: say(.shorterSmallPool)
        case .maxVolume: say(.shorterMaxVolume)
        case .noviceVolume: say(.shorterNoviceVolume)
        case .weeklyMax: say(.shorterWeeklyMax)
        }
        return say(.shorterLine, note.requestedMinutes, estimated, why)
    }

    /// The diversity verdict; the seed is not here (it is in `--json` and `--verbose`).
    static func diversityLine(_ generation: GenerationInfo, say: Messages) -> String {
        let verdict = generation.diversity
        let percent = { (value: Double) in "\(Int((value * 100).rounded()))%" }
        let status: String
        if verdict.passes {
            status = say(.ok)
        } else if verdict.isInfeasible {
            status = say(.diversityInfeasible, percent(verdict.bestAchievable))
        } else {
            status = say(.diversityBelow)
        }
        return say(.diversityLine, percent(verdict.ratio), percent(verdict.threshold), status, verdict.repeated.count)
    }
}
