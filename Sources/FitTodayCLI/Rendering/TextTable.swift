import FitTodayUseCases
/// Left-aligned columns for terminal output; widths count characters, so accented pt-BR text lines up.
/// Given a width, the widest columns give way first and their long cells end in "…" (the full text is in `show`
/// and `--json`).
struct TextTable {
    var header: [String]
    var rows: [[String]] = []
    /// The columns that may give way to a width; nil: all of them.
    var shrinkable: Set<Int>?
    /// Columns that give way before the others (ids, lists), keeping the main column (a name) readable longest.
    var givesFirst: Set<Int>?
    /// Lines printed under a row (by its index), from the second column on; they do not widen any column.
    var lines: [Int: [String]] = [:]

    static let gap = 2
    /// No column is squeezed below this, so a header or a short value stays readable.
    static let narrowest = 4
    static let firstFloor = 10

    func render(indent: String = "", width: Int? = nil) -> String {
        let widths = columnWidths(fitting: width.map { $0 - indent.count })
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { index, cell in
                let fitted = Self.fit(cell, widths[index])
                return index == cells.count - 1 ? fitted : fitted + String(repeating: " ", count: widths[index] - fitted.count)
            }
            return indent + padded.joined(separator: String(repeating: " ", count: Self.gap))
        }
        let rule = indent + widths.map { String(repeating: "─", count: $0) }.joined(separator: String(repeating: " ", count: Self.gap))
        let under = indent + String(repeating: " ", count: (widths.first ?? 0) + Self.gap)
        let body = rows.enumerated().flatMap { index, row in [line(row)] + (lines[index] ?? []).map { under + $0 } }
        return ([line(header), rule] + body).joined(separator: "\n") + "\n"
    }

    /// Each column's natural width; when they do not fit in `available`, the widest of the `givesFirst` columns
    /// loses a character at a time down to `firstFloor`, then the widest of all that may shrink, down to
    /// `narrowest`, until they fit (or nothing more can give).
    func columnWidths(fitting available: Int?) -> [Int] {
        var widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        guard let available else { return widths }
        var total = widths.reduce(0, +) + Self.gap * max(0, widths.count - 1)
        let allowed = widths.indices.filter { shrinkable?.contains($0) != false }
        func shrink(_ columns: [Int], floor: Int) {
            while total > available {
                guard let widest = columns.filter({ widths[$0] > floor }).max(by: { widths[$0] < widths[$1] }) else { return }
                widths[widest] -= 1
                total -= 1
            }
        }
        if let givesFirst { shrink(allowed.filter(givesFirst.contains), floor: Self.firstFloor) }
        shrink(allowed, floor: Self.narrowest)
        return widths
    }

    /// The cell cut to `width` characters, its last one an ellipsis when anything was cut.
    static func fit(_ cell: String, _ width: Int) -> String {
        guard cell.count > width else { return cell }
        return String(cell.prefix(max(0, width - 1))) + "…"
    }
}
