import FitTodayDomain
import Foundation

/// The coach's figures of a persona's simulated days (each also a function of its own for the tests).
public enum Metrics {
    public static func report(_ persona: Persona, days: [SimulatedDay], weeks: Int) -> PersonReport {
        let asked = days.filter(\.asked)
        let hasDayField = asked.contains { $0.kind != nil }
        let hasBlock = asked.contains { $0.block != nil }
        let exposures = days.flatMap(\.exercises)
        let hasWarmups = exposures.contains { $0.warmupSteps != nil }
        let loadedMain = asked.filter { $0.plannedWorkout && $0.exercises.contains { $0.mainLift && $0.loaded } }
        let feasible = asked.filter { $0.variationFeasible == true && $0.plannedWorkout }
        let threshold = 0.6 - 1e-9
        let first = firstMainExposures(days)
        return PersonReport(
            name: persona.name, level: persona.level.rawValue, goal: persona.goal.rawValue, profile: persona.profile,
            scheduledDaysPerWeek: persona.daysPerWeek, weeks: weeks,
            plannedDaysPerWeek: Double(asked.filter(\.plannedWorkout).count) / Double(max(weeks, 1)),
            trainedDaysPerWeek: Double(days.filter(\.trainedWorkout).count) / Double(max(weeks, 1)),
            // A recovery day (short, light) is active rest: it ends a run of training days.
            longestRun: longestRun(days.map(\.trainedWorkout)),
            restDays: hasDayField ? asked.filter { $0.kind == "rest" }.count : nil,
            deloadWeeks: hasBlock || hasDayField ? deloadWeeks(days) : nil,
            mainLifts: mainLiftGroups(days, byBlock: hasBlock), mainLiftChanges: mainLiftChanges(days),
            firstMainExposures: first.count, firstMainExposuresWithLoad: first.filter { $0.suggestedKg != nil }.count,
            loadError: loadError(days), oscillations: oscillations(exposures), unjustifiedJumps: unjustifiedJumps(exposures),
            deepBackOffs: deepBackOffs(exposures), stuckBodyweightMoves: stuckBodyweightMoves(exposures),
            warmupPlans: hasWarmups
                ? loadedMain.filter { $0.exercises.allSatisfy { !($0.mainLift && $0.loaded) || ($0.warmupSteps ?? 0) > 0 } }.count
                : nil,
            plansWithLoadedMainLift: loadedMain.count, feasiblePlans: feasible.count,
            feasiblePlansNew: feasible.filter { ($0.variationRatio ?? 0) >= threshold }.count)
    }

    /// The longest run of true values.
    public static func longestRun(_ flags: [Bool]) -> Int {
        var best = 0
        var current = 0
        for flag in flags {
            current = flag ? current + 1 : 0
            best = max(best, current)
        }
        return best
    }

    /// Weeks (1-based) in which a plan was a deload (`day.kind` or `block.phase`).
    static func deloadWeeks(_ days: [SimulatedDay]) -> [Int] {
        let weeks = days.filter { $0.kind == "deload" || $0.block?.phase == "deload" }.map { $0.week + 1 }
        return Array(Set(weeks)).sorted()
    }

    /// Each exercise's exposures in order, with the day.
    static func byExercise(_ exposures: [Exposure]) -> [String: [Exposure]] {
        Dictionary(grouping: exposures, by: \.exerciseId)
    }

    /// Windows A→B→A→B of suggested loads on one exercise (A ≠ B) at one prescription (the same range and
    /// reserve, outside deload weeks): the rules swinging between two loads. A load that changes with the week's
    /// prescription (a block's ramp, a deload) is the program, not an oscillation.
    public static func oscillations(_ exposures: [Exposure]) -> Int {
        var count = 0
        for (_, list) in byExercise(exposures) {
            let loaded = list.filter { $0.suggestedKg != nil && !$0.deload }
            guard loaded.count >= 4 else { continue }
            for index in 0...(loaded.count - 4) {
                let window = loaded[index..<(index + 4)]
                let loads = window.compactMap(\.suggestedKg)
                let samePrescription = Set(window.map { "\($0.targetMin)-\($0.targetMax)@\($0.reserve ?? -1)" }).count == 1
                if samePrescription, loads[0] == loads[2], loads[1] == loads[3], loads[0] != loads[1] { count += 1 }
            }
        }
        return count
    }

    /// Suggestions more than one step above the load last lifted on that exercise, when that time did not reach
    /// the top of the range on every set. Loads are compared at today's prescription: the last load is carried over
    /// through its one-rep max (Epley with the range's top and the reserve), so a heavier load for fewer reps is
    /// not a jump.
    public static func unjustifiedJumps(_ exposures: [Exposure]) -> Int {
        pairs(exposures).filter { previous, next in
            guard let step = next.step, let suggested = next.suggestedKg,
                  let last = previous.usedKg ?? previous.suggestedKg
            else { return false }
            let carried = max(last, equivalent(last, from: previous, to: next))
            return suggested > carried + step + 1e-6 && !previous.allAtTop
        }.count
    }

    /// Suggestions more than 15 % below the previous prescription of that exercise, compared at today's
    /// prescription (as for jumps), outside deload weeks (planned lighter, not a back-off); a single step of the
    /// implement below the carried load is never deep (nothing closer can be loaded).
    public static func deepBackOffs(_ exposures: [Exposure]) -> Int {
        pairs(exposures).filter { previous, next in
            guard !next.deload, let suggested = next.suggestedKg, let last = previous.suggestedKg ?? previous.usedKg
            else { return false }
            let carried = min(last, equivalent(last, from: previous, to: next))
            // One step down is the least an implement allows, however coarse its steps.
            let stepBelow = next.step.map { (carried / $0 + 1e-9).rounded(.down) * $0 - $0 } ?? 0
            return suggested < min(carried * 0.85, stepBelow) - 1e-6
        }.count
    }

    /// `weightKg` at `previous`'s prescription, as a load at `next`'s with the same one-rep max.
    static func equivalent(_ weightKg: Double, from previous: Exposure, to next: Exposure) -> Double {
        previous.oneRepMax(of: weightKg) / next.oneRepMax(of: 1)
    }

    /// Consecutive trained exposures of each loaded exercise.
    static func pairs(_ exposures: [Exposure]) -> [(Exposure, Exposure)] {
        var result: [(Exposure, Exposure)] = []
        for (_, list) in byExercise(exposures).sorted(by: { $0.key < $1.key }) {
            let done = list.filter { $0.loaded && !$0.skipped && !$0.done.isEmpty }
            guard done.count >= 2 else { continue }
            for index in 1..<done.count { result.append((done[index - 1], done[index])) }
        }
        return result
    }

    /// Bodyweight (unloaded) moves done at the top of their range, with the same prescription, more than two
    /// exposures in a row. Deload and recovery exposures are planned light (a dose held there is right): they are
    /// passed over, neither counted nor ending a run.
    public static func stuckBodyweightMoves(_ exposures: [Exposure]) -> Int {
        var stuck = 0
        for (_, list) in byExercise(exposures) {
            var run = 0
            var last: (sets: Int, top: Int)?
            var flagged = false
            for item in list
            where !item.loaded && item.unit != "meters" && !item.skipped && !item.done.isEmpty && !item.deload
                && !item.recovery {
                let same = last.map { $0.sets == item.sets && $0.top == item.targetMax } ?? false
                run = item.allAtTop ? (same && run > 0 ? run + 1 : 1) : 0
                last = (item.sets, item.targetMax)
                if run > 2 { flagged = true }
            }
            if flagged { stuck += 1 }
        }
        return stuck
    }

    /// Main lifts seen for the first time (loaded ones only, after the first week: in week one everything is new).
    static func firstMainExposures(_ days: [SimulatedDay]) -> [Exposure] {
        var seen = Set<String>()
        var result: [Exposure] = []
        for day in days where day.plannedWorkout {
            for item in day.exercises where item.mainLift && item.loaded && !seen.contains(item.exerciseId) {
                seen.insert(item.exerciseId)
                if day.week > 0 { result.append(item) }
            }
        }
        return result
    }

    /// How often a pattern's main lift changed from one exposure to the next inside a block (a rotation at a new
    /// block is no change; without blocks, every change counts).
    static func mainLiftChanges(_ days: [SimulatedDay]) -> Int {
        var lastByPattern: [String: String] = [:]
        var changes = 0
        for day in days.filter(\.plannedWorkout) {
            for item in day.exercises where item.mainLift {
                let key = "\(day.block?.number ?? 0) \(item.pattern)"
                if let last = lastByPattern[key], last != item.exerciseId { changes += 1 }
                lastByPattern[key] = item.exerciseId
            }
        }
        return changes
    }

    static func mainLiftGroups(_ days: [SimulatedDay], byBlock: Bool) -> [PersonReport.LiftGroup] {
        var order: [String] = []
        var lifts: [String: [String]] = [:]
        for day in days where day.plannedWorkout {
            let label = byBlock
                ? "block \(day.block?.number ?? 0)"
                : "weeks \(day.week / 4 * 4 + 1)–\(day.week / 4 * 4 + 4)"
            if !order.contains(label) { order.append(label) }
            for item in day.exercises where item.mainLift && !(lifts[label]?.contains(item.exerciseId) ?? false) {
                lifts[label, default: []].append(item.exerciseId)
            }
        }
        return order.map { PersonReport.LiftGroup(label: $0, lifts: lifts[$0] ?? []) }
    }

    /// How far suggested loads are from what the lifter could lift for the top of the range at the prescribed
    /// reserve that day, rounded to the implement's step (percent of the ideal), per week and from week 3.
    static func loadError(_ days: [SimulatedDay]) -> PersonReport.LoadError {
        var byWeek: [Int: [Double]] = [:]
        for day in days where day.plannedWorkout {
            for item in day.exercises where item.loaded {
                guard let suggested = item.suggestedKg, let ideal = item.idealKg, ideal > 0 else { continue }
                // Against the loadable load nearest the ideal: between two kettlebells, the nearer one is right.
                let loadable = item.step.map { max($0, (ideal / $0).rounded() * $0) } ?? ideal
                byWeek[day.week, default: []].append(abs(suggested - loadable) / ideal * 100)
            }
        }
        let perWeek = byWeek.keys.sorted().map { week in
            let values = byWeek[week]!.sorted()
            return PersonReport.WeekError(week: week + 1, count: values.count, median: median(values), worst: values.last!)
        }
        let late = byWeek.filter { $0.key >= 2 }.values.flatMap { $0 }.sorted()
        return PersonReport.LoadError(
            perWeek: perWeek, medianFromWeek3: late.isEmpty ? nil : median(late), worstFromWeek3: late.last)
    }

    static func median(_ sorted: [Double]) -> Double {
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
