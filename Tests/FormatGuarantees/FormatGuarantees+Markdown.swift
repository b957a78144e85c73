import ODRPackKit

extension FormatGuarantees {
    /// What would be markup, a mention or a command if a name put it outside a code span.
    static let markdownMarkers = ["](", "~~", "http", "www.", "::", "##["]

    /// The HTML odr-pack writes itself in a comment: the hidden marker on the first line and
    /// the `<details>` blocks that fold problems; names never reach these lines.
    static func isOwnHTML(_ line: Substring) -> Bool {
        (line.hasPrefix("<!-- odr-pack:") && line.hasSuffix(" -->") && line.dropFirst(14).dropLast(4).allSatisfy(\.isLetter))
            || line == "</details>"
            || (line.hasPrefix("<details><summary>") && line.hasSuffix("</summary>")
                && !line.dropFirst(18).dropLast(10).contains("<"))
    }

    /// `markdown`: outside code spans, no mention, link,
    /// tag, strike-through, address or workflow command, and no control character; the text
    /// fits GitHub's comment limit, counted in UTF-16 code units.
    public static func markdown(_ text: String) -> [String] {
        var found: [String] = []
        if text.utf16.count > MarkdownDocument.githubCommentLimit {
            found.append("\(text.utf16.count) UTF-16 code units, over GitHub's limit")
        }
        found += brokenTables(text)
        let prose = Array(
            withoutCodeSpans(
                text.split(separator: "\n", omittingEmptySubsequences: false)
                    .filter { !isOwnHTML($0) }.joined(separator: "\n")
            ).unicodeScalars)
        for marker in markdownMarkers where String(String.UnicodeScalarView(prose)).contains(marker) {
            found.append("'\(marker)' outside a code span")
        }
        for (index, scalar) in prose.enumerated() {
            let next = index + 1 < prose.count ? prose[index + 1] : " "
            if scalar == "@" && (next.properties.isAlphabetic || ("0"..."9").contains(next)) {
                found.append("a mention outside a code span")
            } else if scalar == "<" && (next.properties.isAlphabetic || next == "/" || next == "!") {
                found.append("a tag outside a code span")
            } else if scalar != "\n" && MessageText.needsEscape(scalar) {
                found.append("the raw control character U+\(hex(scalar)) outside a code span")
            }
        }
        return found
    }

    /// Rows whose cells differ in number from the row before in the same table: a name's
    /// `|` that is not escaped adds a cell. Pipes are counted by Unicode scalars, as GitHub
    /// splits a row, and a `|` right after a backslash (in a code span too) is no cell's end,
    /// whatever comes before that backslash: cmark-gfm scans a cell as
    /// `(escaped_char | [^|\r\n])+` and takes the longest match, so in `\\|` the second
    /// backslash and the pipe are one escaped character.
    static func brokenTables(_ text: String) -> [String] {
        var found: [String] = []
        var cells: Int?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("|") else {
                cells = nil
                continue
            }
            var count = 0
            var previous: Unicode.Scalar = " "
            for scalar in line.unicodeScalars {
                if scalar == "|" && previous != "\\" { count += 1 }
                previous = scalar
            }
            if let cells, cells != count { found.append("a table row with \(count - 1) cells, not \(cells - 1): \(line.debugDescription)") }
            cells = count
        }
        return found
    }

    /// `text` as GitHub shows it outside code: every code span (a run of n backticks up to the
    /// next run of exactly n) taken out, and each backslash escape (a backslash and the ASCII
    /// punctuation after it, which shows as a plain character) written as a space. It counts
    /// Unicode scalars, as GitHub's parser counts bytes: a backtick followed by a combining
    /// mark is still a backtick.
    public static func withoutCodeSpans(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        func run(at start: Int) -> Int {
            var length = 0
            while start + length < scalars.count && scalars[start + length] == "`" { length += 1 }
            return length
        }
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\", index + 1 < scalars.count, isEscapable(scalars[index + 1]) {
                result.append(" ")
                index += 2
                continue
            }
            guard scalar == "`" else {
                result.append(scalar)
                index += 1
                continue
            }
            let length = run(at: index)
            var search = index + length
            var closed: Int?
            while search < scalars.count {
                let found = run(at: search)
                if found == length {
                    closed = search + found
                    break
                }
                search += max(found, 1)
            }
            if let end = closed {
                index = end
            } else {
                result.append(contentsOf: scalars[index..<index + length])
                index += length
            }
        }
        return String(result)
    }

    /// ASCII punctuation, which a backslash before it makes a plain character.
    static func isEscapable(_ scalar: Unicode.Scalar) -> Bool {
        "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".unicodeScalars.contains(scalar)
    }
}
