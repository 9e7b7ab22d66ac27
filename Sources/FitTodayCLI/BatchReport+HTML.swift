import FitTodayDomain
import Foundation

extension BatchReport {
    /// A self-contained page: inline CSS and SVG, no scripts, no external files.
    func html(names: DisplayNames) -> String {
        let total = summary
        let histogramLabels = (0..<10).map { index in
            index == 9 ? "0.9–1.0" : "\(Self.fixed(Double(index) / 10, 1))–\(Self.fixed(Double(index + 1) / 10, 1))"
        }
        let histogram = SVGChart.columns(
            labels: histogramLabels, values: total.ratioHistogram,
            highlightFrom: Int((threshold * 10).rounded(.down)), caption: "Plans by diversity ratio")
        let frequency = SVGChart.bars(
            labels: total.mostRepeated.map { "\($0.name) (\($0.exerciseId))" },
            values: total.mostRepeated.map(\.count), caption: "Most used exercises (times in plans)")
        let coverage = SVGChart.bars(
            labels: total.muscleCoverage.map { names.muscle($0.muscle, .en) },
            values: total.muscleCoverage.map(\.plans), caption: "Plans training each muscle (as a primary muscle)")

        let weekly = cells.filter(\.quality.hasWholeWeek).map { cell in
            SVGChart.ranges(
                labels: cell.quality.weeklySets.map(\.group.rawValue), values: cell.quality.weeklySets.map(\.mean),
                ranges: cell.quality.weeklySets.map { (Double($0.target.min), Double($0.target.max)) },
                caption: "\(cell.label): weekly sets per group")
        }.joined(separator: "\n")

        var rows: [(String, String)] = [
            ("Plans", "\(total.count) (\(countPerCell) per combination × \(cells.count))"),
            ("First date · seed", "\(start) · \(seed)"),
            ("Pass rate (≥ \(Self.percent(threshold)) new)", Self.percent(total.passRate)),
            ("Infeasible plans", "\(total.infeasible) (feasible passing: \(Self.percent(total.feasiblePassRate)))"),
            ("Ratio min / p5 / median / mean",
             "\(Self.fixed(total.ratio.min, 2)) / \(Self.fixed(total.ratio.p5, 2)) / \(Self.fixed(total.ratio.median, 2)) / \(Self.fixed(total.ratio.mean, 3))"),
            ("Distinct exercises", "\(total.distinctExercises) (\(Self.fixed(total.exercisesPerPlan, 1)) per plan)"),
            ("Speed", "\(Int(total.plansPerSecond.rounded())) plans/s (\(Self.fixed(elapsedSeconds, 3)) s)"),
            ("Sources", total.sources.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")),
        ]
        rows += llmLines.map { ($0.label, $0.value) }
        rows += total.focusCounts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { ("Focus \($0.key)", "\($0.value)") }
        let summaryTable = rows.map { "<tr><th>\(escape($0.0))</th><td>\(escape($0.1))</td></tr>" }.joined(separator: "\n")

        var cellTable = ""
        if cells.count > 1 {
            cellTable = "<h2>Combinations</h2>\n<table><tr><th>combination</th><th>plans</th><th>pass</th><th>infeasible</th><th>min</th><th>mean</th><th>distinct</th></tr>\n"
            for cell in cells {
                let s = cell.summary
                cellTable += "<tr><td>\(escape(cell.label))</td><td>\(s.count)</td><td>\(Self.percent(s.passRate))</td><td>\(s.infeasible)</td><td>\(Self.fixed(s.ratio.min, 2))</td><td>\(Self.fixed(s.ratio.mean, 3))</td><td>\(s.distinctExercises)</td></tr>\n"
            }
            cellTable += "</table>\n"
        }
        cellTable += "<h2>Quality per combination</h2>\n<table><tr><th>combination</th><th>staples</th><th>loaded compound first</th><th>regressions (trained)</th><th>power moves (trained)</th><th>main lifts kept</th><th>time honoured</th></tr>\n"
        for cell in cells {
            cellTable += "<tr>" + Self.qualityRow(cell).map { "<td>\(escape($0))</td>" }.joined() + "</tr>\n"
        }
        cellTable += "</table>\n"

        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>FitToday batch report — \(total.count) plans</title>
            <style>
            body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 980px; color: #1d2430; }
            h1 { font-size: 1.5rem; } h2 { font-size: 1.15rem; margin-top: 2rem; }
            table { border-collapse: collapse; margin: 0.5rem 0; }
            th, td { text-align: left; padding: 0.25rem 0.8rem; border-bottom: 1px solid #e3e6eb; }
            th { font-weight: 600; color: #4a5568; }
            svg { display: block; margin: 0.5rem 0 1.5rem; }
            .note { color: #5a6577; font-size: 0.9rem; }
            </style>
            </head>
            <body>
            <h1>FitToday batch report</h1>
            <p class="note">Each plan is judged against the three plans before it in its own sequence. A plan passes when at least \(Self.percent(threshold)) of its exercises are new.</p>
            <table>
            \(summaryTable)
            </table>
            \(cellTable)<h2>Diversity ratio</h2>
            \(histogram)
            <h2>Exercise frequency</h2>
            \(frequency)
            <h2>Muscle coverage</h2>
            \(coverage)
            <h2>Weekly hard sets per training group</h2>
            <p class="note">Mean sets per whole week, one chart per combination; the band is the goal's weekly range from Config/.</p>
            \(weekly)
            </body>
            </html>

            """
    }
}

func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.count)
    for character in text {
        switch character {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&#39;"
        default: out.append(character)
        }
    }
    return out
}
