import Foundation

/// Minimal SVG bar charts.
enum SVGChart {
    /// Vertical columns, one per label; columns from `highlightFrom` on are drawn in the passing colour.
    static func columns(labels: [String], values: [Int], highlightFrom: Int, caption: String) -> String {
        let width = 900.0, height = 260.0, left = 50.0, bottom = 40.0, top = 20.0
        let maxValue = Double(max(1, values.max() ?? 1))
        let slot = (width - left) / Double(max(1, values.count))
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" role=\"img\" aria-label=\"\(escape(caption))\">\n"
        svg += "<text x=\"\(left)\" y=\"14\" font-size=\"12\" fill=\"#4a5568\">\(escape(caption))</text>\n"
        let plotHeight = height - bottom - top
        for (index, value) in values.enumerated() {
            let barHeight = plotHeight * Double(value) / maxValue
            let x = left + Double(index) * slot + 4
            let y = top + plotHeight - barHeight
            let colour = index >= highlightFrom ? "#2f855a" : "#c05621"
            svg += "<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(slot - 8))\" height=\"\(f(barHeight))\" fill=\"\(colour)\"><title>\(escape(labels[index])): \(value)</title></rect>\n"
            svg += "<text x=\"\(f(x + (slot - 8) / 2))\" y=\"\(f(y - 4))\" font-size=\"11\" text-anchor=\"middle\">\(value)</text>\n"
            svg += "<text x=\"\(f(x + (slot - 8) / 2))\" y=\"\(f(height - bottom + 16))\" font-size=\"11\" text-anchor=\"middle\">\(escape(labels[index]))</text>\n"
        }
        svg += "<line x1=\"\(left)\" y1=\"\(f(top + plotHeight))\" x2=\"\(width)\" y2=\"\(f(top + plotHeight))\" stroke=\"#718096\"/>\n"
        return svg + "</svg>"
    }

    /// Horizontal bars with their labels on the left.
    static func bars(labels: [String], values: [Int], caption: String) -> String {
        let rowHeight = 20.0, labelWidth = 420.0, width = 900.0, top = 24.0
        let height = top + rowHeight * Double(values.count) + 10
        let maxValue = Double(max(1, values.max() ?? 1))
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" role=\"img\" aria-label=\"\(escape(caption))\">\n"
        svg += "<text x=\"0\" y=\"14\" font-size=\"12\" fill=\"#4a5568\">\(escape(caption))</text>\n"
        for (index, value) in values.enumerated() {
            let y = top + Double(index) * rowHeight
            let barWidth = (width - labelWidth - 60) * Double(value) / maxValue
            // Long names are shortened to fit the label column; the bar's tooltip keeps the whole name.
            let label = labels[index].count > 58 ? labels[index].prefix(57) + "…" : labels[index]
            svg += "<text x=\"\(f(labelWidth - 8))\" y=\"\(f(y + 14))\" font-size=\"12\" text-anchor=\"end\">\(escape(String(label)))</text>\n"
            svg += "<rect x=\"\(f(labelWidth))\" y=\"\(f(y + 3))\" width=\"\(f(barWidth))\" height=\"\(f(rowHeight - 6))\" fill=\"#3182ce\"><title>\(escape(labels[index])): \(value)</title></rect>\n"
            svg += "<text x=\"\(f(labelWidth + barWidth + 6))\" y=\"\(f(y + 14))\" font-size=\"11\">\(value)</text>\n"
        }
        return svg + "</svg>"
    }

    /// Horizontal bars of fractional values, each over a shaded band of its target range.
    static func ranges(labels: [String], values: [Double], ranges: [(min: Double, max: Double)], caption: String) -> String {
        let rowHeight = 20.0, labelWidth = 140.0, width = 900.0, top = 24.0
        let height = top + rowHeight * Double(values.count) + 10
        let maxValue = max(1, (values + ranges.map(\.max)).max() ?? 1)
        let scale = (width - labelWidth - 60) / maxValue
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" role=\"img\" aria-label=\"\(escape(caption))\">\n"
        svg += "<text x=\"0\" y=\"14\" font-size=\"12\" fill=\"#4a5568\">\(escape(caption))</text>\n"
        for (index, value) in values.enumerated() {
            let y = top + Double(index) * rowHeight
            let range = ranges[index]
            let inside = value >= range.min - 1e-9 && value <= range.max + 1e-9
            svg += "<text x=\"\(f(labelWidth - 8))\" y=\"\(f(y + 14))\" font-size=\"12\" text-anchor=\"end\">\(escape(labels[index]))</text>\n"
            svg += "<rect x=\"\(f(labelWidth + range.min * scale))\" y=\"\(f(y + 1))\" width=\"\(f((range.max - range.min) * scale))\" height=\"\(f(rowHeight - 2))\" fill=\"#e2e8f0\"><title>range \(f(range.min))–\(f(range.max))</title></rect>\n"
            svg += "<rect x=\"\(f(labelWidth))\" y=\"\(f(y + 5))\" width=\"\(f(value * scale))\" height=\"\(f(rowHeight - 10))\" fill=\"\(inside ? "#2f855a" : "#c05621")\"><title>\(escape(labels[index])): \(f(value))</title></rect>\n"
            svg += "<text x=\"\(f(labelWidth + max(value, range.max) * scale + 6))\" y=\"\(f(y + 14))\" font-size=\"11\">\(f(value)) (\(f(range.min))–\(f(range.max)))</text>\n"
        }
        return svg + "</svg>"
    }

    private static func f(_ value: Double) -> String { String(format: "%.1f", value) }
}
