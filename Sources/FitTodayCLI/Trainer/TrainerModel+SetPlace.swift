import FitTodayDomain
import FitTodaySession

extension TrainerModel {
    /// Where the set at `index` stands among the sets of its kind: warm-ups are numbered apart ("Aquecimento 1 de
    /// 2"), and working sets count from 1 after them ("Série 1 de 3"), as the live activity counts them.
    static func place(of index: Int, in sets: [SessionSet]) -> (number: Int, total: Int, warmup: Bool) {
        let warmup = sets[index].kind == .warmup
        let same = { (set: SessionSet) in (set.kind == .warmup) == warmup }
        return (sets[..<index].count(where: same) + 1, sets.count(where: same), warmup)
    }
}
