/// Left-aligned columns for terminal output; widths count characters, so accented pt-BR text lines up.
struct TextTable {
    var header: [String]
    var rows: [[String]] = []

    func render(indent: String = "") -> String {
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { index, cell in
                index == cells.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - cell.count)
            }
            return indent + padded.joined(separator: "  ")
        }
        let rule = indent + widths.map { String(repeating: "─", count: $0) }.joined(separator: "  ")
        return ([line(header), rule] + rows.map(line)).joined(separator: "\n") + "\n"
    }
}
