import FitTodayUseCases
import FitTodayLocalization
import Foundation

/// Minimal, self-contained SVG charts for the HTML batch report.
///
/// Every piece of human-language text (captions, labels, the threshold label) comes from the caller,
/// already translated; this type only adds markup, numbers and symbols. The output is well-formed XML.
enum SVGChart {
    private static let width = 900.0
    private static let passColour = "#2f855a"
    private static let failColour = "#c05621"
    /// Rough advance of one character at the given font size, for layout only.
    private static func textWidth(_ characters: Int, fontSize: Double) -> Double { Double(characters) * fontSize * 0.62 }

    /// One vertical column per ratio bin; columns whose lower bound reaches `threshold` are drawn in the passing colour,
    /// and a dashed `line.threshold` marks the threshold on the ratio axis.
    static func histogram(counts: [Int], binWidth: Double, threshold: Double, thresholdLabel: String, caption: String) -> String {
        let left = 40.0, right = 20.0, plotTop = 70.0, plotBottom = 266.0, height = 292.0
        let bins = max(1, counts.count)
        let slot = (width - left - right) / Double(bins)
        let total = counts.reduce(0, +)
        let maxCount = Double(max(1, counts.max() ?? 1))
        let xOf = { (ratio: Double) in left + ratio / binWidth * slot }

        var svg = open(height: height, caption: caption, captionX: left)
        svg += "<line x1=\"\(f(left))\" y1=\"\(f(plotBottom))\" x2=\"\(f(width - right))\" y2=\"\(f(plotBottom))\" stroke=\"#718096\"/>\n"
        for (index, count) in counts.enumerated() {
            let lower = Double(index) * binWidth
            let columnHeight = (plotBottom - plotTop) * Double(count) / maxCount
            let x = left + Double(index) * slot + 2, columnWidth = slot - 4, y = plotBottom - columnHeight
            let colour = lower >= threshold - 1e-9 ? passColour : failColour
            let share = total > 0 ? " (\(percent(Double(count) / Double(total))))" : ""
            let range = "\(number(lower * 100))–\(percent(lower + binWidth))"
            svg += "<rect class=\"bin\" data-count=\"\(count)\" x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(columnWidth))\" height=\"\(f(columnHeight))\" fill=\"\(colour)\">"
            svg += "<title>\(range): \(count)\(share)</title></rect>\n"
            guard count > 0 else { continue }
            let centre = f(x + columnWidth / 2)
            if textWidth("\(count)\(share)".count, fontSize: 10) <= slot - 2 {
                svg += "<text class=\"count\" x=\"\(centre)\" y=\"\(f(y - 4))\" font-size=\"10\" text-anchor=\"middle\">\(count)\(share)</text>\n"
            } else {
                // Too narrow for one line: the count, and its share on a second line below it.
                svg += "<text class=\"count\" x=\"\(centre)\" y=\"\(f(y - 16))\" font-size=\"10\" text-anchor=\"middle\">"
                svg += "<tspan x=\"\(centre)\" dy=\"0\">\(count)</tspan>"
                svg += "<tspan x=\"\(centre)\" dy=\"12\">\(share.dropFirst())</tspan></text>\n"
            }
        }

        // Axis labels at the bin edges; skip some when they would overlap.
        let edges = (0...counts.count).map { percent(Double($0) * binWidth) }
        let widest = textWidth(edges.map(\.count).max() ?? 1, fontSize: 11) + 6
        let step = max(1, Int((widest / slot).rounded(.up)))
        for (index, edge) in edges.enumerated() where index % step == 0 {
            let x = f(left + Double(index) * slot)
            svg += "<line x1=\"\(x)\" y1=\"\(f(plotBottom))\" x2=\"\(x)\" y2=\"\(f(plotBottom + 4))\" stroke=\"#718096\"/>"
            svg += "<text x=\"\(x)\" y=\"\(f(plotBottom + 16))\" font-size=\"11\" text-anchor=\"middle\">\(edge)</text>\n"
        }

        let thresholdX = min(max(xOf(threshold), left), width - right)
        let toTheLeft = thresholdX > width * 0.6
        svg += "<line class=\"threshold\" data-threshold=\"\(threshold)\" x1=\"\(f(thresholdX))\" y1=\"22\" x2=\"\(f(thresholdX))\" y2=\"\(f(plotBottom))\" stroke=\"#2d3748\" stroke-width=\"1.5\" stroke-dasharray=\"5 4\"/>\n"
        svg += "<text class=\"threshold-label\" x=\"\(f(thresholdX + (toTheLeft ? -5 : 5)))\" y=\"34\" font-size=\"11\" fill=\"#2d3748\" text-anchor=\"\(toTheLeft ? "end" : "start")\">\(escape(thresholdLabel))</text>\n"
        return svg + "</svg>"
    }

    /// Horizontal bars with their (wrapped) labels on the left; with a `total`, each value also shows its share of it.
    static func bars(labels: [String], values: [Int], total: Int?, caption: String) -> String {
        let layout = RowLayout(labels: labels, top: 26)
        let valueRoom = total.map { $0 > 0 } == true ? 90.0 : 50.0
        let maxValue = Double(max(1, values.max() ?? 1))
        let scale = (width - layout.labelWidth - valueRoom) / maxValue
        var svg = open(height: layout.height, caption: caption, captionX: 0)
        for (index, value) in values.enumerated() {
            let row = layout.rows[index], barWidth = Double(value) * scale
            let shown = total.flatMap { $0 > 0 ? "\(value) (\(percent(Double(value) / Double($0))))" : nil } ?? "\(value)"
            svg += layout.label(index)
            svg += "<rect class=\"bar\" data-value=\"\(value)\" x=\"\(f(layout.labelWidth))\" y=\"\(f(row.middle - 7))\" width=\"\(f(barWidth))\" height=\"14\" fill=\"#3182ce\">"
            svg += "<title>\(escape(labels[index])): \(shown)</title></rect>\n"
            svg += "<text x=\"\(f(layout.labelWidth + barWidth + 6))\" y=\"\(f(row.middle + 4))\" font-size=\"11\">\(shown)</text>\n"
        }
        return svg + "</svg>"
    }

    /// Horizontal bars of fractional values, each over a shaded band of its target range.
    static func ranges(labels: [String], values: [Double], ranges: [(min: Double, max: Double)], caption: String) -> String {
        let layout = RowLayout(labels: labels, top: 26)
        let maxValue = max(1, (values + ranges.map(\.max)).max() ?? 1)
        let scale = (width - layout.labelWidth - 110) / maxValue
        var svg = open(height: layout.height, caption: caption, captionX: 0)
        for (index, value) in values.enumerated() {
            let row = layout.rows[index], range = ranges[index]
            let inside = value >= range.min - 1e-9 && value <= range.max + 1e-9
            let bounds = "\(number(range.min))–\(number(range.max))"
            svg += layout.label(index)
            svg += "<rect x=\"\(f(layout.labelWidth + range.min * scale))\" y=\"\(f(row.middle - 9))\" width=\"\(f((range.max - range.min) * scale))\" height=\"18\" fill=\"#e2e8f0\"><title>\(bounds)</title></rect>\n"
            svg += "<rect x=\"\(f(layout.labelWidth))\" y=\"\(f(row.middle - 5))\" width=\"\(f(value * scale))\" height=\"10\" fill=\"\(inside ? passColour : failColour)\"><title>\(escape(labels[index])): \(number(value))</title></rect>\n"
            svg += "<text x=\"\(f(layout.labelWidth + max(value, range.max) * scale + 6))\" y=\"\(f(row.middle + 4))\" font-size=\"11\">\(number(value)) (\(bounds))</text>\n"
        }
        return svg + "</svg>"
    }

    // MARK: - Shared helpers

    /// Rows of wrapped labels: each row is as tall as its label's lines, the label column as wide as its longest line.
    private struct RowLayout {
        static let lineHeight = 14.0, fontSize = 12.0
        let lines: [[String]]
        let rows: [(top: Double, height: Double, middle: Double)]
        let labelWidth: Double
        let height: Double

        init(labels: [String], top: Double) {
            lines = labels.map { SVGChart.wrap($0) }
            var y = top
            var rows: [(top: Double, height: Double, middle: Double)] = []
            for wrapped in lines {
                let rowHeight = max(20, Double(wrapped.count) * Self.lineHeight + 6)
                rows.append((y, rowHeight, y + rowHeight / 2))
                y += rowHeight
            }
            self.rows = rows
            let longest = lines.joined().map(\.count).max() ?? 0
            labelWidth = min(360, max(60, SVGChart.textWidth(longest, fontSize: Self.fontSize) + 14))
            height = y + 10
        }

        /// The label of row `index`, right-aligned against the bars, one `<tspan>` per line.
        func label(_ index: Int) -> String {
            let row = rows[index], wrapped = lines[index]
            let x = SVGChart.f(labelWidth - 8)
            let firstBaseline = row.middle - Double(wrapped.count) * Self.lineHeight / 2 + 10.5
            let spans = wrapped.enumerated().map { line, text in
                "<tspan x=\"\(x)\" dy=\"\(line == 0 ? "0" : SVGChart.f(Self.lineHeight))\">\(escape(text))</tspan>"
            }
            return "<text x=\"\(x)\" y=\"\(SVGChart.f(firstBaseline))\" font-size=\"12\" text-anchor=\"end\">\(spans.joined())</text>\n"
        }
    }

    /// Splits `text` on spaces into lines of at most `limit` characters; a word longer than that is cut into pieces.
    static func wrap(_ text: String, limit: Int = 48) -> [String] {
        var lines: [String] = [], current = ""
        for word in text.split(separator: " ") {
            var word = word
            while word.count > limit {
                if !current.isEmpty { lines.append(current); current = "" }
                lines.append(String(word.prefix(limit)))
                word = word.dropFirst(limit)
            }
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= limit {
                current += " " + String(word)
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// A number with one decimal only when it needs one, in the run's language: 13,2 (pt-BR) or 13.2, and 40.
    static func number(_ value: Double) -> String { say.number(value) }

    /// A fraction as a percentage with one decimal only when needed: 0.132 → "13.2%", 0.4 → "40%".
    static func percent(_ fraction: Double) -> String { say.percent(fraction) }

    private static func open(height: Double, caption: String, captionX: Double) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height.rounded(.up)))\" role=\"img\" aria-label=\"\(escape(caption))\">\n"
            + "<text x=\"\(f(captionX))\" y=\"14\" font-size=\"12\" fill=\"#4a5568\">\(escape(caption))</text>\n"
    }

    private static func f(_ value: Double) -> String { String(format: "%.1f", value) }
}
