/// The lexical rules of `.xcconfig` files.
enum XcconfigLines {
    /// The logical lines of `text` with their 1-based line numbers: comments removed (`//`
    /// starts one anywhere), white space trimmed, a line ending in `\` joined to the next.
    static func split(_ text: String) -> [(Int, String)] {
        var result: [(Int, String)] = []
        var pending: (line: Int, text: String)?
        var number = 0
        for raw in text.split(
            omittingEmptySubsequences: false,
            whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{2029}" })
        {
            number += 1
            var line = Substring(raw)
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            var trimmed = trim(line)
            let continues = trimmed.hasSuffix("\\")
            if continues { trimmed = trim(trimmed.dropLast()) }
            if let open = pending {
                pending = (open.line, open.text + (trimmed.isEmpty ? "" : " " + trimmed))
            } else {
                pending = (number, trimmed)
            }
            if !continues, let done = pending {
                result.append(done)
                pending = nil
            }
        }
        if let done = pending { result.append(done) }
        return result
    }

    /// The text between the first pair of double quotes after optional spaces, if that is all there is.
    static func quoted(_ text: Substring) -> String? {
        let rest = trim(text)
        guard rest.hasPrefix("\""), rest.count >= 2, rest.hasSuffix("\"") else { return nil }
        let inner = rest.dropFirst().dropLast()
        return inner.contains("\"") ? nil : String(inner)
    }

    static func trim(_ text: Substring) -> String {
        var slice = text
        while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
        return String(slice)
    }
}

/// One `NAME[condition]... = value` line.
struct XcconfigAssignment {
    var name: String
    var conditions: [(parameter: String, pattern: String)]
    var value: String

    init?(_ line: String) {
        // The first `=` outside the `[...]` conditions.
        var depth = 0
        guard
            let equals = line.indices.first(where: { index in
                switch line[index] {
                case "[": depth += 1
                case "]": depth -= 1
                case "=": return depth == 0
                default: break
                }
                return false
            })
        else { return nil }
        var left = Substring(XcconfigLines.trim(line[..<equals]))
        var conditions: [(String, String)] = []
        while left.hasSuffix("]"), let open = left.lastIndex(of: "[") {
            let body = left[left.index(after: open)..<left.index(before: left.endIndex)]
            let pair = body.split(separator: "=", maxSplits: 1).map { XcconfigLines.trim($0) }
            guard pair.count == 2 else { return nil }
            conditions.insert((pair[0], pair[1]), at: 0)
            left = Substring(XcconfigLines.trim(left[..<open]))
        }
        guard let first = left.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic),
            left.unicodeScalars.allSatisfy({ $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) })
        else { return nil }
        var value = XcconfigLines.trim(line[line.index(after: equals)...])
        if value.hasSuffix(";") { value = XcconfigLines.trim(Substring(value.dropLast())) }
        name = String(left)
        self.conditions = conditions
        self.value = value
    }
}
