import Foundation

/// The reports as a Markdown table (the figures docs/plan-quality.md shows) and the main lifts under it. A
/// developer's tool, like the benchmarks: English only, not a message a person using FitToday reads.
public enum ReportTable {
    public static func markdown(_ reports: [PersonReport]) -> String {
        var lines = [
            "| person | level · goal · profile | days/wk plan · trained · schedule | longest run | rest days | deload weeks | main-lift changes | first main loads | load error wk 3+ median · worst | oscillations | jumps > 1 step | back-offs > 15 % | stuck bodyweight | warm-ups | ≥ 60 % new |",
            "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
        ]
        for report in reports {
            let cells = row(report)
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        lines.append("")
        for report in reports {
            let groups = report.mainLifts.map { "\($0.label): \($0.lifts.joined(separator: ", "))" }
            lines.append("- \(report.name) main lifts: " + (groups.isEmpty ? "none" : groups.joined(separator: "; ")))
        }
        lines.append("")
        for report in reports {
            let weeks = report.loadError.perWeek.map { "w\($0.week) \(fixed($0.median))/\(fixed($0.worst))" }
            lines.append("- \(report.name) load error by week (median/worst %): " + (weeks.isEmpty ? "–" : weeks.joined(separator: ", ")))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One person's cells, in the header's order.
    static func row(_ report: PersonReport) -> [String] {
        var cells: [String] = [report.name, report.level + " · " + report.goal + " · " + report.profile]
        cells.append(fixed(report.plannedDaysPerWeek) + " · " + fixed(report.trainedDaysPerWeek) + " · " + String(report.scheduledDaysPerWeek))
        cells.append(String(report.longestRun))
        cells.append(report.restDays.map { String($0) } ?? "n/a")
        cells.append(weeks(report.deloadWeeks))
        cells.append(String(report.mainLiftChanges))
        cells.append(String(report.firstMainExposuresWithLoad) + "/" + String(report.firstMainExposures))
        cells.append(error(report.loadError))
        cells.append(String(report.oscillations))
        cells.append(String(report.unjustifiedJumps))
        cells.append(String(report.deepBackOffs))
        cells.append(String(report.stuckBodyweightMoves))
        cells.append(report.warmupPlans.map { String($0) + "/" + String(report.plansWithLoadedMainLift) } ?? "n/a")
        cells.append(share(report.feasiblePlansNew, of: report.feasiblePlans))
        return cells
    }

    static func weeks(_ list: [Int]?) -> String {
        guard let list else { return "n/a" }
        return list.isEmpty ? "none" : list.map { String($0) }.joined(separator: ", ")
    }

    static func error(_ error: PersonReport.LoadError) -> String {
        guard let median = error.medianFromWeek3, let worst = error.worstFromWeek3 else { return "–" }
        return fixed(median) + " % · " + fixed(worst) + " %"
    }

    static func share(_ part: Int, of whole: Int) -> String {
        whole == 0 ? "–" : fixed(Double(part) / Double(whole) * 100) + " %"
    }

    static func fixed(_ value: Double) -> String { String(format: "%.1f", value) }
}
