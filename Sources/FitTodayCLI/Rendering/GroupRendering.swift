import FitTodayDomain
import FitTodayLocalization
import FitTodaySession

/// Supersets and circuits for people: "A1", "A2" for the exercises of group A, and one line per group under the
/// plan's table naming its format and rests.
enum GroupRendering {
    /// "A" for group 1, "B" for 2…, "AA" past Z.
    static func letter(_ group: Int) -> String {
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let index = max(0, group - 1)
        return index < letters.count ? String(letters[index]) : letter(index / letters.count) + String(letters[index % letters.count])
    }

    /// "A1": the group's letter and the place (1-based) in it.
    static func label(group: Int, position: Int) -> String { letter(group) + "\(position)" }

    /// Each exercise's label in the plan's table: "A1", "A2" in a group, else its number.
    static func labels(_ exercises: [PlannedExercise]) -> [String] {
        var places: [Int: Int] = [:]
        return exercises.enumerated().map { index, item in
            guard let group = item.group else { return "\(index + 1)" }
            places[group, default: 0] += 1
            return label(group: group, position: places[group]!)
        }
    }

    /// "A1 · " before a grouped exercise's name in a session's lists; nothing for straight sets.
    static func prefix(in session: Session, _ index: Int) -> String {
        guard let group = session.exercises[index].group else { return "" }
        let position = (session.groupMembers(of: index).firstIndex(of: index) ?? 0) + 1
        return label(group: group, position: position) + " · "
    }

    /// One line per group: "A: supersérie — …; 0:15 de descanso entre eles e 1:30 após cada rodada".
    static func notes(_ exercises: [PlannedExercise], say: Messages) -> [String] {
        var lines: [String] = []
        for group in Set(exercises.compactMap(\.group)).sorted() {
            let members = exercises.filter { $0.group == group }
            guard let format = members.first?.format, let last = members.last else { continue }
            let inner = rest(members.first!.restSeconds, say: say)
            let after = rest(last.restSeconds, say: say)
            switch format {
            case .superset:
                lines.append(say(.formatSupersetNote, letter(group), inner, after))
            case .circuit:
                let rounds = members.map(\.sets).max() ?? 0
                lines.append(say(.formatCircuitNote, letter(group), members.count, rounds, inner, after))
            }
        }
        return lines
    }

    /// "1:30", or "nenhum"/"no" for 0.
    static func rest(_ seconds: Int, say: Messages) -> String {
        seconds == 0 ? say(.formatNoRest) : PlanRendering.clock(seconds)
    }

    static func name(_ format: GroupFormat, say: Messages) -> String {
        switch format {
        case .superset: say(.formatSuperset)
        case .circuit: say(.formatCircuit)
        }
    }
}
