import FitTodayDomain
import Foundation

/// The plan as a table for people: sets × target in the exercise's unit, rest, effort, muscles, kept lifts marked.
enum PlanRendering {
    static let keptMark = "↻"

    static func table(_ plan: WorkoutPlan, names: DisplayNames, language: Language) -> String {
        let en = language == .en
        let (year, month, day) = plan.date.components
        let dateText = en ? plan.date.description : String(format: "%02d/%02d/%04d", day, month, year)
        var text = (en ? "Today's workout" : "Treino de hoje") + " — \(dateText) · \(plan.title) (≈ \(plan.estimatedMinutes) min)\n\n"
        var table = TextTable(header: en
            ? ["#", "Exercise", "Sets × target", "Rest", "Effort", "Muscles"]
            : ["#", "Exercício", "Séries × alvo", "Descanso", "Esforço", "Músculos"])
        for (index, item) in plan.exercises.enumerated() {
            let rest = "\(item.restSeconds / 60):" + String(format: "%02d", item.restSeconds % 60)
            let muscles = item.primaryMuscles.map { names.muscle($0, language).lowercased() }.joined(separator: ", ")
            let name = item.kept ? "\(item.name) \(keptMark)" : item.name
            let effort = item.effort.map { "RIR \($0.rir)" } ?? "—"
            table.rows.append(["\(index + 1)", name, dose(item, language: language), rest, effort, muscles])
        }
        text += table.render(indent: " ")
        if plan.exercises.contains(where: \.kept) {
            text += "\n " + keptMark + (en
                ? " kept from the last day of this split, so its load can progress"
                : " mantido do último treino desta divisão, para a carga progredir") + "\n"
        }
        if let shorter = plan.shorter { text += "\n" + shorterLine(shorter, estimated: plan.estimatedMinutes, language: language) + "\n" }
        text += "\n" + diversityLine(plan.generation, language: language) + "\n"
        return text
    }

    /// "4 × 3–6", "3 × 30–45 s", "3 × 20–30 m", with "/lado" or "/side" for one side at a time.
    static func dose(_ item: PlannedExercise, language: Language) -> String {
        let range = item.target.min == item.target.max ? "\(item.target.min)" : "\(item.target.min)–\(item.target.max)"
        let unit = switch item.unit {
        case .reps: ""
        case .seconds: " s"
        case .meters: " m"
        }
        let side = item.perSide ? (language == .en ? "/side" : "/lado") : ""
        return "\(item.sets) × \(range)\(unit)\(side)"
    }

    static func shorterLine(_ note: ShortPlanNote, estimated: Int, language: Language) -> String {
        let en = language == .en
        let why: String = switch note.reason {
        case .tired: en ? "a tired day is a shorter day" : "dia cansado, treino mais curto"
        case .smallPool: en ? "this focus has few exercises for your equipment and level" : "este foco tem poucos exercícios para o seu equipamento e nível"
        case .maxVolume: en ? "every exercise is at its most sets" : "todos os exercícios já estão no máximo de séries"
        }
        return en
            ? "Shorter than the \(note.requestedMinutes) min asked for (≈ \(estimated) min): \(why)."
            : "Mais curto que os \(note.requestedMinutes) min pedidos (≈ \(estimated) min): \(why)."
    }

    static func diversityLine(_ generation: GenerationInfo, language: Language) -> String {
        let verdict = generation.diversity
        let percent = { (value: Double) in "\(Int((value * 100).rounded()))%" }
        let status: String
        if verdict.passes {
            status = language == .en ? "ok" : "ok"
        } else if verdict.isInfeasible {
            status = language == .en
                ? "below the minimum, the most this equipment and focus allow (\(percent(verdict.bestAchievable)))"
                : "abaixo do mínimo, o máximo possível com este equipamento e foco (\(percent(verdict.bestAchievable)))"
        } else {
            status = language == .en ? "below the minimum" : "abaixo do mínimo"
        }
        if language == .en {
            return "Diversity: \(percent(verdict.ratio)) new vs. the last 3 workouts (minimum \(percent(verdict.threshold))) — \(status) · \(verdict.repeated.count) repeated · seed \(generation.seed)"
        }
        return "Diversidade: \(percent(verdict.ratio)) de exercícios novos em relação aos 3 últimos treinos (mínimo \(percent(verdict.threshold))) — \(status) · \(verdict.repeated.count) repetido(s) · semente \(generation.seed)"
    }
}
