import FitTodayUseCases
import FitTodayDomain
import FitTodayLocalization
import Foundation

extension BatchReport {
    /// A self-contained page in the report's language: inline CSS and SVG, no scripts, no external files. It is
    /// well-formed XML as well as HTML, so tools (and the tests) can read it with an XML parser.
    func html(names: DisplayNames) -> String {
        let total = summary
        let say = self.say
        let histogram = SVGChart.histogram(
            counts: total.ratioHistogram, binWidth: 1 / Double(BatchSummary.histogramBins), threshold: threshold,
            thresholdLabel: say(.chartThreshold, say.percent(threshold)), caption: say(.chartDiversity))
        let frequency = SVGChart.bars(
            labels: total.mostRepeated.map { "\(exerciseName($0)) (\($0.exerciseId))" },
            values: total.mostRepeated.map(\.count), total: total.count, caption: say(.chartFrequency))
        let coverage = SVGChart.bars(
            labels: total.muscleCoverage.map { names.muscle($0.muscle, language) },
            values: total.muscleCoverage.map(\.plans), total: total.count, caption: say(.chartCoverage))

        let weekly = cells.filter(\.quality.hasWholeWeek).map { cell in
            SVGChart.ranges(
                labels: cell.quality.weeklySets.map { say.name($0.group) }, values: cell.quality.weeklySets.map(\.mean),
                ranges: cell.quality.weeklySets.map { (Double($0.target.min), Double($0.target.max)) },
                caption: say(.chartWeekly, name(of: cell)))
        }.joined(separator: "\n")

        var rows: [(String, String)] = [
            (say(.htmlPlans), say(.htmlPlansValue, total.count, countPerCell, cells.count)),
            (say(.htmlFirstDate), "\(PlanRendering.date(start, say)) · \(seed)"),
            (say(.htmlPassRate, say.percent(threshold)),
             "\(say.percent(total.passRate)) (\(Int((total.passRate * Double(total.count)).rounded())) / \(total.count))"),
            (say(.htmlInfeasible), say(.batchInfeasibleValue, counted(total.infeasible, of: total.count),
                                       say.percent(total.feasiblePassRate))),
            (say(.htmlRatio),
             "\(say.decimal(total.ratio.min, 2)) / \(say.decimal(total.ratio.p5, 2)) / \(say.decimal(total.ratio.median, 2)) / \(say.decimal(total.ratio.mean, 3))"),
            (say(.htmlDistinct), say(.batchDistinctValue, total.distinctExercises, say.decimal(total.exercisesPerPlan, 1))),
            (say(.htmlSpeed), say(.batchSpeedValue, Int(total.plansPerSecond.rounded()), say.decimal(elapsedSeconds, 3))),
            (say(.htmlSources), total.sources.sorted { $0.key < $1.key }
                .map { "\($0.key) \(counted($0.value, of: total.count))" }.joined(separator: ", ")),
        ]
        rows += llmLines
        rows += total.focusCounts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map {
            (say(.htmlFocus, focusName($0.key)), counted($0.value, of: total.count))
        }
        let summaryTable = rows.map { "<tr><th>\(escape($0.0))</th><td>\(escape($0.1))</td></tr>" }.joined(separator: "\n")

        var cellTable = ""
        if cells.count > 1 {
            cellTable = "<h2>\(escape(say(.combinationsHeading)))</h2>\n" + Self.table(combinationHeader, cells.map(combinationRow))
        }
        cellTable += "<h2>\(escape(say(.qualityHeading)))</h2>\n" + Self.table(qualityHeader, cells.map(qualityRow))

        return """
            <!DOCTYPE html>
            <html lang="\(language.rawValue)" xmlns="http://www.w3.org/1999/xhtml">
            <head>
            <meta charset="utf-8"/>
            <title>\(escape(say(.htmlTitle, total.count)))</title>
            <style>
            body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 980px; color: #1d2430; }
            h1 { font-size: 1.5rem; } h2 { font-size: 1.15rem; margin-top: 2rem; }
            table { border-collapse: collapse; margin: 0.5rem 0; }
            th, td { text-align: left; padding: 0.25rem 0.8rem; border-bottom: 1px solid #e3e6eb; vertical-align: top; }
            th { font-weight: 600; color: #4a5568; }
            svg { display: block; margin: 0.5rem 0 1.5rem; }
            .note { color: #5a6577; font-size: 0.9rem; }
            </style>
            </head>
            <body>
            <h1>\(escape(say(.htmlHeading)))</h1>
            <p class="note">\(escape(say(.htmlNote, say.percent(threshold))))</p>
            <table>
            \(summaryTable)
            </table>
            \(cellTable)<h2>\(escape(say(.htmlDiversityHeading)))</h2>
            \(histogram)
            <h2>\(escape(say(.htmlFrequencyHeading)))</h2>
            \(frequency)
            <h2>\(escape(say(.htmlCoverageHeading)))</h2>
            \(coverage)
            <h2>\(escape(say(.htmlWeeklyHeading)))</h2>
            <p class="note">\(escape(say(.htmlWeeklyNote)))</p>
            \(weekly)
            </body>
            </html>

            """
    }

    /// An HTML table with a header row; every cell escaped.
    static func table(_ header: [String], _ rows: [[String]]) -> String {
        "<table><tr>" + header.map { "<th>\(escape($0))</th>" }.joined() + "</tr>\n"
            + rows.map { "<tr>" + $0.map { "<td>\(escape($0))</td>" }.joined() + "</tr>\n" }.joined() + "</table>\n"
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
