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
    /// Columns left out, last first, when the table still does not fit after every column gave way (the muscles
    /// of a plan whose names are long, on an 80-column terminal).
    var droppable: [Int] = []

    static let gap = 2
    /// No column is squeezed below this, so a header or a short value stays readable.
    static let narrowest = 4
    static let firstFloor = 10

    func render(indent: String = "", width: Int? = nil) -> String {
        let available = width.map { $0 - indent.count }
        var widths = columnWidths(fitting: available)
        // Still too wide: the droppable columns leave, one at a time.
        var shown = Array(header.indices)
        for column in droppable {
            guard let available, Self.total(shown.map { widths[$0] }) > available else { break }
            shown.removeAll { $0 == column }
            var narrower = self
            narrower.header = shown.map { header[$0] }
            narrower.rows = rows.map { row in shown.map { row[$0] } }
            narrower.shrinkable = shrinkable.map { set in Set(shown.indices.filter { set.contains(shown[$0]) }) }
            narrower.givesFirst = givesFirst.map { set in Set(shown.indices.filter { set.contains(shown[$0]) }) }
            let fitted = narrower.columnWidths(fitting: available)
            for (index, column) in shown.enumerated() { widths[column] = fitted[index] }
        }
        let last = shown.last
        func line(_ cells: [String]) -> String {
            let padded = shown.map { index in
                let fitted = Self.fit(cells[index], widths[index])
                return index == last ? fitted : fitted + String(repeating: " ", count: widths[index] - fitted.count)
            }
            return indent + padded.joined(separator: String(repeating: " ", count: Self.gap))
        }
        let rule = indent + shown.map { String(repeating: "─", count: widths[$0]) }
            .joined(separator: String(repeating: " ", count: Self.gap))
        let under = indent + String(repeating: " ", count: (shown.first.map { widths[$0] } ?? 0) + Self.gap)
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

    /// The width of columns this wide, with their gaps.
    static func total(_ widths: [Int]) -> Int {
        widths.reduce(0, +) + gap * max(0, widths.count - 1)
    }

    /// The cell cut to `width` characters, its last one an ellipsis when anything was cut.
    static func fit(_ cell: String, _ width: Int) -> String {
        guard cell.count > width else { return cell }
        return String(cell.prefix(max(0, width - 1))) + "…"
    }
}
