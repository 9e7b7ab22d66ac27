import FitTodayDomain
import FitTodayLocalization
import FitTodaySession

extension TrainerModel {
    /// Under a grouped exercise's name: "Supersérie A · exercício 1 de 2 · rodada 2 de 3", then what comes next.
    func groupLines(_ live: LiveActivity) -> [Line] {
        guard let format = live.format, let group = live.group, let position = live.groupPosition,
              let size = live.groupSize, let rounds = live.rounds
        else { return [] }
        var lines = [Line(
            text: say(.formatTrainerPlace, GroupRendering.name(format, say: say), GroupRendering.letter(group), position,
                size, min(live.currentSet, rounds), rounds),
            style: .accent)]
        if let next = live.nextExerciseName { lines.append(Line(text: say(.formatTrainerNext, next), style: .dim)) }
        return lines
    }

    /// "A1 · " before a grouped exercise's name in the list; nothing for straight sets.
    func groupPrefix(of index: Int) -> String { GroupRendering.prefix(in: session, index) }
}
