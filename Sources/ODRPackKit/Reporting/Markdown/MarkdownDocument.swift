/// GitHub-flavoured Markdown for pull-request comments: tables whose cells cannot break the
/// table or inject markup, and a document that never passes GitHub's comment limit.
///
/// Every name from outside (tags, pack labels, paths, messages, file names) is written as a
/// code span (`code(_:)`), where GitHub makes no mention, link, image, HTML, emoji or
/// formatting of it; only odr-pack's own words and numbers are written as text (`cell(_:)`).
public struct MarkdownDocument {
    /// GitHub refuses comments longer than 65,536 characters, counted in UTF-16 code units
    /// (JavaScript's `length`), not in what a reader sees as characters.
    public static let githubCommentLimit = 65_536

    /// The most UTF-16 code units of a summary (`MarkdownDetail.summary`): a comment read on
    /// one or two screens, whatever the game's size.
    public static let commentBudget = 16_000

    /// The most UTF-16 code units the document may reach; room is kept for the closing lines.
    let limit: Int
    private(set) var text = ""
    /// `text.utf16.count`, kept as text is added.
    private(set) var length = 0

    init(limit: Int = githubCommentLimit - 1_024) { self.limit = limit }

    /// The text without the blank lines its last section left after it.
    var finishedText: String {
        var result = Substring(text)
        while result.hasSuffix("\n\n") { result = result.dropLast() }
        return String(result)
    }

    mutating func line(_ line: String = "") { append(line + "\n") }

    private mutating func append(_ piece: String) {
        text += piece
        length += piece.utf16.count
    }

    /// A table with as many rows as fit in `share` of the room left (the rest go to later
    /// sections), then a line saying how many rows were left out; only that line when no
    /// row fits. Header cells are odr-pack's words; row cells are Markdown made by `cell(_:)`
    /// or `code(_:)`.
    mutating func table(_ header: [String], alignRight: Set<Int> = [], rows: [[String]], share: Double = 1) {
        let headerLine = "| " + header.map(Self.cell).joined(separator: " | ") + " |\n"
        let rule = "|" + header.indices.map { alignRight.contains($0) ? "---:|" : "---|" }.joined() + "\n"
        // The room for the table, less what the line about left-out rows needs.
        let room = Int(Double(limit - length) * share) - 100
        var body = headerLine + rule
        var used = headerLine.utf16.count + rule.utf16.count
        var shown = 0
        for row in rows {
            let rendered = "| " + row.joined(separator: " | ") + " |\n"
            let size = rendered.utf16.count
            guard used + size <= room else { break }
            body += rendered
            used += size
            shown += 1
        }
        if shown > 0 || rows.isEmpty { append(body) }
        let left = rows.count - shown
        guard left > 0 else { return }
        if shown > 0 { line() }
        line("_\(shown > 0 ? "\(left) more" : "\(left)") \(left == 1 ? "row" : "rows") left out to stay within GitHub's comment limit._")
    }

    /// The most Unicode scalars of one value shown in a cell.
    static let cellLimit = 600

    /// odr-pack's own words or numbers as one table cell of plain text: control characters
    /// escaped, and `|`, `\`, `` ` ``, `*`, `_`, `~`, brackets, `<`, `>` and `&` escaped.
    static func cell(_ value: String) -> String {
        var result = ""
        for character in MessageText.printable(value, limit: cellLimit) {
            switch character {
            case "|", "\\", "`", "*", "_", "~", "[", "]": result += "\\\(character)"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "&": result += "&amp;"
            default: result.append(character)
            }
        }
        return result
    }

    /// The longest run of backticks in `text`: a code span or fence needs one more.
    static func longestBacktickRun(in text: String) -> Int {
        var longest = 0
        var run = 0
        for scalar in text.unicodeScalars {
            run = scalar == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }

    /// A name from outside as a code span: control characters escaped, cut at `cellLimit`
    /// scalars, delimited by one more backtick than its longest run of backticks, and, in a
    /// table (`inTable`), every `|` escaped, which GitHub reads as `|` inside a code span.
    /// An empty name is written `''`.
    static func code(_ value: String, inTable: Bool = true) -> String {
        var text = MessageText.printable(value, limit: cellLimit)
        guard !text.isEmpty else { return "''" }
        let fence = String(repeating: "`", count: longestBacktickRun(in: text) + 1)
        // A span that starts or ends with a backtick or a space needs a space of padding,
        // which GitHub strips again.
        if text.hasPrefix("`") || text.hasSuffix("`") || text.hasPrefix(" ") || text.hasSuffix(" ") { text = " " + text + " " }
        if inTable { text = text.replacingAll("|", with: "\\|") }
        return fence + text + fence
    }

    /// The most problems of one code shown before the rest are folded.
    static let shownPerCode = 3

    /// The diagnostics grouped by code (`DiagnosticGroups`): one table with the worst few of
    /// each code, then, for each code with more, the rest folded in a `<details>` block.
    mutating func diagnostics(_ list: [Diagnostic], share: Double = 0.5) {
        guard !list.isEmpty else { return }
        let groups = DiagnosticGroups(list).groups
        let end = length + Int(Double(limit - length) * share)
        var rows: [[String]] = []
        for group in groups {
            rows += group.items.prefix(Self.shownPerCode).map(Self.problemRow)
            if group.items.count > Self.shownPerCode {
                let more = group.items.count - Self.shownPerCode
                rows.append([
                    "", "_\(more) more \(Self.cell(group.code.rawValue)) \(group.severity.rawValue)\(more == 1 ? "" : "s") below_", "", "",
                ])
            }
        }
        table(["", "problem", "code", "where"], rows: rows, share: share / 2)
        line()
        for group in groups where group.items.count > Self.shownPerCode {
            let rest = Array(group.items.dropFirst(Self.shownPerCode))
            line(
                "<details><summary>\(rest.count) more \(Self.cell(group.code.rawValue)) \(group.severity.rawValue)\(rest.count == 1 ? "" : "s")</summary>"
            )
            line()
            let room = Double(end - length) / Double(max(limit - length, 1))
            table(["", "problem", "code", "where"], rows: rest.map(Self.problemRow), share: max(min(room, 1), 0))
            line()
            line("</details>")
            line()
        }
    }

    /// The diagnostics grouped by code for a summary: the worst few of each code in one table,
    /// and for each code with more, a row saying how many more the whole report holds.
    mutating func problems(_ list: [Diagnostic], share: Double) {
        guard !list.isEmpty else { return }
        var rows: [[String]] = []
        for group in DiagnosticGroups(list).groups {
            rows += group.items.prefix(Self.shownPerCode).map(Self.problemRow)
            let more = group.items.count - Self.shownPerCode
            if more > 0 {
                rows.append([
                    "",
                    "_\(more) more \(Self.cell(group.code.rawValue)) \(group.severity.rawValue)\(more == 1 ? "" : "s") in the whole report_",
                    "", "",
                ])
            }
        }
        table(["", "problem", "code", "where"], rows: rows, share: share)
        line()
    }

    /// The first `maximum` of `rows` as a table, then a line saying how many more `noun`s the
    /// whole report holds.
    mutating func excerpt(_ header: [String], alignRight: Set<Int> = [], rows: [[String]], maximum: Int, noun: String, share: Double) {
        table(header, alignRight: alignRight, rows: Array(rows.prefix(maximum)), share: share)
        let more = rows.count - maximum
        if more > 0 {
            line()
            line("_\(more) more \(noun)\(more == 1 ? "" : "s") in the whole report._")
        }
    }

    static func problemRow(_ diagnostic: Diagnostic) -> [String] {
        [
            diagnostic.severity.rawValue, code(diagnostic.message), cell(diagnostic.code.rawValue),
            diagnostic.location.map { code(place($0)) } ?? "",
        ]
    }

    static func place(_ location: SourceLocation?) -> String {
        guard let location else { return "" }
        var text = location.file
        if let line = location.line { text += ":\(line)" }
        if let keyPath = location.keyPath { text += " (\(keyPath))" }
        return text
    }
}
