import FitTodayDomain
import Foundation

/// The batch's figures in every output form: text, JSON, CSV and HTML.
struct BatchReport {
    var seed: UInt64
    var start: CalendarDay
    var countPerCell: Int
    var threshold: Double
    var cells: [BatchCellResult]
    var elapsedSeconds: Double
    /// Over every plan of every combination; computed once, read by every output form.
    let summary: BatchSummary

    init(seed: UInt64, start: CalendarDay, countPerCell: Int, threshold: Double, cells: [BatchCellResult], elapsedSeconds: Double) {
        self.seed = seed
        self.start = start
        self.countPerCell = countPerCell
        self.threshold = threshold
        self.cells = cells
        self.elapsedSeconds = elapsedSeconds
        summary = BatchSummary(plans: cells.flatMap(\.plans), threshold: threshold, elapsedSeconds: elapsedSeconds)
    }

    struct CellJSON: Encodable {
        var label: String
        var profile: String
        var level: Level
        var goal: Goal
        var energy: Energy
        var minutes: Int
        var summary: BatchSummary
        var quality: PlanQuality
    }

    struct JSONShape: Encodable {
        var count: Int
        var passRate: Double
        var infeasible: Int
        var feasiblePassRate: Double
        var threshold: Double
        var ratio: BatchSummary.RatioStatistics
        var distinctExercises: Int
        var exercisesPerPlan: Double
        var plansPerSecond: Double
        var elapsedSeconds: Double
        var sources: [String: Int]
        var seed: UInt64
        var startDate: CalendarDay
        var mostRepeated: [BatchSummary.ExerciseCount]
        var muscleCoverage: [BatchSummary.MuscleCount]
        var ratioHistogram: [Int]
        var focusCounts: [String: Int]
        /// Present for `--llm` batches.
        var llm: GenerationStatistics?
        var cells: [CellJSON]
    }

    func json() throws -> String {
        let total = summary
        let shape = JSONShape(
            count: total.count, passRate: total.passRate, infeasible: total.infeasible,
            feasiblePassRate: total.feasiblePassRate, threshold: threshold, ratio: total.ratio,
            distinctExercises: total.distinctExercises, exercisesPerPlan: total.exercisesPerPlan,
            plansPerSecond: total.plansPerSecond, elapsedSeconds: elapsedSeconds, sources: total.sources, seed: seed,
            startDate: start, mostRepeated: total.mostRepeated, muscleCoverage: total.muscleCoverage,
            ratioHistogram: total.ratioHistogram, focusCounts: total.focusCounts, llm: total.llm,
            cells: cells.map {
                CellJSON(
                    label: $0.label, profile: $0.label.split(separator: "/").first.map(String.init) ?? "",
                    level: $0.request.level, goal: $0.request.goal, energy: $0.request.energy,
                    minutes: $0.request.minutes, summary: $0.summary, quality: $0.quality)
            })
        return try Output.json(shape)
    }

    func csv() -> String {
        var text = "cell,index,date,focus,exercises,ratio,passes,bestAchievable,infeasible,repeated,exerciseIds,source,attempts,fallbackReason,staples,regressions,power,kept,firstRole,estimatedMinutes,shorter\n"
        for cell in cells {
            for (index, plan) in cell.plans.enumerated() {
                let verdict = plan.generation.diversity
                let quality: [String] = [
                    String(plan.exercises.count { $0.tier == .staple }),
                    String(plan.exercises.count { $0.role == .regression }),
                    String(plan.exercises.count { $0.role == .power }),
                    String(plan.exercises.count(where: \.kept)),
                    plan.exercises.first?.role.rawValue ?? "",
                    String(plan.estimatedMinutes), plan.shorter?.reason.rawValue ?? "",
                ]
                let fields: [String] = [
                    cell.label, String(index), plan.date.description, plan.focus.joined(separator: "+"),
                    String(plan.exercises.count), Self.fixed(verdict.ratio, 4), verdict.passes ? "1" : "0",
                    Self.fixed(verdict.bestAchievable, 4), verdict.isInfeasible ? "1" : "0",
                    String(verdict.repeated.count), plan.exerciseIds.joined(separator: ";"),
                    plan.generation.source.rawValue, String(plan.generation.attempts.count),
                    Self.csvField(plan.generation.fallbackReason ?? ""),
                ] + quality
                text += fields.joined(separator: ",") + "\n"
            }
        }
        return text
    }

    func text(names: DisplayNames) -> String {
        let total = summary
        var lines: [String] = []
        lines.append("Batch: \(total.count) plans (\(countPerCell) × \(cells.count) combination(s)) from \(start), seed \(seed)")
        lines.append("  pass rate        \(Self.percent(total.passRate)) at ≥ \(Self.percent(threshold)) new exercises")
        lines.append("  infeasible       \(total.infeasible) (feasible plans passing: \(Self.percent(total.feasiblePassRate)))")
        lines.append("  ratio            min \(Self.fixed(total.ratio.min, 2)) · p5 \(Self.fixed(total.ratio.p5, 2)) · median \(Self.fixed(total.ratio.median, 2)) · mean \(Self.fixed(total.ratio.mean, 3))")
        lines.append("  distinct         \(total.distinctExercises) exercises (\(Self.fixed(total.exercisesPerPlan, 1)) per plan)")
        lines.append("  speed            \(Int(total.plansPerSecond.rounded())) plans/s (\(Self.fixed(elapsedSeconds, 3)) s)")
        lines.append("  sources          " + total.sources.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        lines.append("  focus            " + total.focusCounts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
            .map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        lines.append("  most repeated    " + total.mostRepeated.prefix(5).map { "\($0.exerciseId) ×\($0.count)" }.joined(separator: ", "))
        lines += llmLines.map { "  " + $0.label.padding(toLength: 17, withPad: " ", startingAt: 0) + $0.value }
        let coverage = total.muscleCoverage.filter { $0.plans > 0 }.sorted { $0.plans > $1.plans }
        lines.append("  muscle coverage  " + coverage.map {
            "\($0.muscle.rawValue) \(Self.percent(Double($0.plans) / Double(max(1, total.count))))"
        }.joined(separator: ", "))
        var text = lines.joined(separator: "\n") + "\n"
        text += "\nQuality per combination (staples · first exercise a loaded compound · regressions/power for trained lifters · kept main lifts · time honoured):\n"
        var quality = TextTable(header: ["combination", "staples", "loaded first", "regr.", "power", "kept", "time"])
        quality.rows = cells.map(Self.qualityRow)
        text += quality.render(indent: "  ")
        text += "\nWeekly hard sets per group (mean over whole weeks; range of the goal; weeks within it):\n"
        var weekly = TextTable(header: ["combination"] + TrainingGroup.allCases.map(\.rawValue))
        for cell in cells where cell.quality.hasWholeWeek {
            weekly.rows.append([cell.label] + cell.quality.weeklySets.map {
                "\(Self.fixed($0.mean, 1)) [\($0.target.min)–\($0.target.max)] \(Self.percent($0.weeksInRange))"
            })
        }
        text += weekly.rows.isEmpty ? "  (fewer than 7 days: no whole week)\n" : weekly.render(indent: "  ")
        if cells.count > 1 {
            var table = TextTable(header: ["combination", "plans", "pass", "infeasible", "min", "mean", "distinct"])
            for cell in cells {
                let s = cell.summary
                table.rows.append([cell.label, "\(s.count)", Self.percent(s.passRate), "\(s.infeasible)",
                                   Self.fixed(s.ratio.min, 2), Self.fixed(s.ratio.mean, 3), "\(s.distinctExercises)"])
            }
            text += "\n" + table.render(indent: "  ")
        }
        return text
    }

    /// One combination's quality figures, for the text and HTML tables: label, staples, loaded compound first,
    /// regressions and power moves for trained lifters, kept main lifts, time honoured.
    static func qualityRow(_ cell: BatchCellResult) -> [String] {
        let q = cell.quality
        return [
            cell.label, percent(q.stapleShare), q.loadedCompoundFirst.map(percent) ?? "—", "\(q.trainedRegressions)",
            "\(q.trainedPowerMoves)", q.keptMainLifts.map(percent) ?? "—", percent(q.timeHonoured),
        ]
    }

    /// The LLM figures as label/value pairs, for the text and HTML forms; empty for an offline batch.
    var llmLines: [(label: String, value: String)] {
        guard let llm = summary.llm else { return [] }
        let counts = { (table: [String: Int]) in
            table.isEmpty ? "none" : table.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
                .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        }
        return [
            ("LLM first try", "\(Self.percent(llm.firstAttemptPassRate)) of \(llm.plans) plans accepted at the first attempt"),
            ("LLM retries", "\(llm.retries) new-seed retries (\(llm.attempts) attempts); rejected: \(counts(llm.rejections))"),
            ("LLM fallback", "\(Self.percent(llm.fallbackRate)) to the local composer: \(counts(llm.fallbackReasons))"),
            ("LLM latency", "p50 \(llm.latencyMilliseconds.p50) ms · p95 \(llm.latencyMilliseconds.p95) ms · max \(llm.latencyMilliseconds.max) ms per attempt"),
            ("LLM tokens", "\(llm.tokens.total) (prompt \(llm.tokens.prompt), completion \(llm.tokens.completion)) · \(Self.fixed(llm.tokens.perPlan, 0)) per plan"),
        ]
    }

    /// A CSV field, quoted when it holds a comma, a quote or a line break.
    static func csvField(_ text: String) -> String {
        guard text.contains(where: { ",\"\n\r".contains($0) }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    static func percent(_ value: Double) -> String {
        let scaled = (value * 1000).rounded() / 10
        return scaled == scaled.rounded() ? "\(Int(scaled))%" : "\(fixed(scaled, 1))%"
    }

    static func fixed(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }
}
