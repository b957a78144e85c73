/// Preprocessor lines: Objective-C's, and the conditional directives of both languages.
extension Lexer {
    /// At a `#` that starts a line: skips an Objective-C directive that holds no code (`#import`,
    /// `#include`, `#pragma`, `#error`, `#warning`, `#line`) and every disabled group: an `#if 0`
    /// (Objective-C) or `#if false` (Swift) up to its `#else`, `#elif` or `#endif`, and the
    /// `#else` or `#elif` branches of an `#if 1` or `#if true`. Returns false for the others
    /// (`#define`, `#if X`, …), whose rest is lexed as code.
    mutating func skipDirective() -> Bool {
        let (name, after) = directiveName(at: pos)
        switch name {
        case "import", "include", "include_next", "pragma", "error", "warning", "line", "ident", "sccs":
            guard language == .objectiveC else { return false }
            skipDirectiveLine()
            return true
        case "if", "ifdef", "ifndef":
            let constant = name == "if" ? constantCondition(at: after) : nil
            guard constant == false else {
                conditions.append(constant == true)
                return false
            }
            skipDirectiveLine()
            // A group whose dead branch ends at an `#else` stays open until its `#endif`.
            if skipGroup(toEndifOnly: false) != "endif" { conditions.append(false) }
            return true
        case "else", "elif", "elseif", "elifdef", "elifndef":
            guard conditions.last == true else { return false }
            conditions.removeLast()
            skipDirectiveLine()
            _ = skipGroup(toEndifOnly: true)
            return true
        case "endif":
            if !conditions.isEmpty { conditions.removeLast() }
            return false
        default:
            return false
        }
    }

    /// The value of a condition that is a lone constant at `p` (`0` or `1` in Objective-C,
    /// `false` or `true` in Swift), up to the line end or a comment; nil for any other condition.
    func constantCondition(at p: Int) -> Bool? {
        var p = p
        while at(p) == ASCII.space || at(p) == ASCII.tab { p += 1 }
        var end = p
        while ASCII.isIdentifierBody(at(end)) { end += 1 }
        let word = String(decoding: bytes[p..<end], as: UTF8.self)
        let value: Bool?
        switch (language, word) {
        case (.objectiveC, "0"), (.swift, "false"): value = false
        case (.objectiveC, "1"), (.swift, "true"): value = true
        default: value = nil
        }
        while at(end) == ASCII.space || at(end) == ASCII.tab { end += 1 }
        let ends = end >= bytes.count || ASCII.isLineEnd(at(end)) || at(end) == ASCII.slash
        return ends ? value : nil
    }

    /// The name of the directive whose `#` is at `p`, and the offset just past it.
    func directiveName(at p: Int) -> (String, Int) {
        var start = p + 1
        while at(start) == ASCII.space || at(start) == ASCII.tab { start += 1 }
        var end = start
        while ASCII.isIdentifierBody(at(end)) { end += 1 }
        return (String(decoding: bytes[start..<end], as: UTF8.self), end)
    }

    /// Skips to the end of the directive's line: over `\` line continuations, over C strings,
    /// and over block comments, which may run past the line.
    mutating func skipDirectiveLine() {
        while pos < bytes.count && !ASCII.isLineEnd(bytes[pos]) {
            let c = bytes[pos]
            if c == ASCII.backslash {
                pos += at(pos + 1) == ASCII.cr && at(pos + 2) == ASCII.lf ? 3 : 2
            } else if c == ASCII.slash && at(pos + 1) == ASCII.star {
                skipBlockComment()
            } else if c == ASCII.quote {
                lexQuoted(start: pos, open: pos, kind: .string, flags: [])
                current.removeLast()
            } else {
                pos += 1
            }
        }
        pos = min(pos, bytes.count)
    }

    /// After a disabled branch's directive line: skips lines up to the `#endif` that closes the
    /// group, or (unless `toEndifOnly`) up to its `#else` or `#elif`, skipping that line too,
    /// minding nested groups. Returns the name of the directive it stopped at ("" at the end).
    mutating func skipGroup(toEndifOnly: Bool) -> String {
        var depth = 0
        while pos < bytes.count {
            while pos < bytes.count && ASCII.isLineEnd(bytes[pos]) { pos += 1 }
            while at(pos) == ASCII.space || at(pos) == ASCII.tab { pos += 1 }
            if at(pos) == ASCII.hash {
                let name = directiveName(at: pos).0
                switch name {
                case "if", "ifdef", "ifndef":
                    depth += 1
                case "endif" where depth == 0:
                    skipDirectiveLine()
                    return name
                case "endif":
                    depth -= 1
                case "else", "elif", "elseif", "elifdef", "elifndef":
                    if depth == 0 && !toEndifOnly {
                        skipDirectiveLine()
                        return name
                    }
                default:
                    break
                }
            }
            skipLineComment()
        }
        return ""
    }
}
