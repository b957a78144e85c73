/// A plain-text table with left-aligned text columns and right-aligned number columns.
struct TextTable {
    /// A column's heading and alignment.
    struct Column {
        var title: String
        var alignRight: Bool
    }

    var columns: [Column]
    var rows: [[String]] = []

    init(_ columns: [Column]) { self.columns = columns }

    mutating func add(_ row: [String]) { rows.append(row) }

    /// The table, indented by two spaces, one line per row, no trailing spaces.
    func render() -> String {
        let all = [columns.map(\.title)] + rows
        let widths = columns.indices.map { index in all.map { $0[index].count }.max() ?? 0 }
        return all.map { row in
            let cells = columns.indices.map { index in
                let padding = String(repeating: " ", count: widths[index] - row[index].count)
                return columns[index].alignRight ? padding + row[index] : row[index] + padding
            }
            return "  " + cells.joined(separator: "  ").trimmingTrailingSpaces()
        }.joined(separator: "\n")
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var slice = Substring(self)
        while slice.last == " " { slice = slice.dropLast() }
        return String(slice)
    }
}
