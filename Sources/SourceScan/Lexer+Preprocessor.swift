/// Objective-C preprocessor lines.
extension Lexer {
    /// At a `#` that starts an Objective-C line: skips the directive when it holds no code
    /// (`#import`, `#include`, `#pragma`, `#error`, `#warning`, `#line`), and the whole group of an
    /// `#if 0`. Returns false for the others (`#define`, `#if`, …), whose rest is lexed as code.
    mutating func skipDirective() -> Bool {
        let (name, after) = directiveName(at: pos)
        switch name {
        case "import", "include", "include_next", "pragma", "error", "warning", "line", "ident", "sccs":
            skipDirectiveLine()
            return true
        case "if" where isZeroCondition(at: after):
            skipDirectiveLine()
            skipDeadGroup()
            return true
        default:
            return false
        }
    }

    /// The name of the directive whose `#` is at `p`, and the offset just past it.
    func directiveName(at p: Int) -> (String, Int) {
        var start = p + 1
        while at(start) == ASCII.space || at(start) == ASCII.tab { start += 1 }
        var end = start
        while ASCII.isIdentifierBody(at(end)) { end += 1 }
        return (String(decoding: bytes[start..<end], as: UTF8.self), end)
    }

    /// Whether the condition at `p` is a lone `0`, up to the line end or a comment.
    func isZeroCondition(at p: Int) -> Bool {
        var p = p
        while at(p) == ASCII.space || at(p) == ASCII.tab { p += 1 }
        guard at(p) == 0x30 else { return false }
        p += 1
        while at(p) == ASCII.space || at(p) == ASCII.tab { p += 1 }
        return p >= bytes.count || ASCII.isLineEnd(at(p)) || at(p) == ASCII.slash
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

    /// After an `#if 0` line: skips lines up to its `#endif`, `#else` or `#elif` (whose line it
    /// skips too; the code after `#else` or `#elif` is lexed), minding nested `#if`s.
    mutating func skipDeadGroup() {
        var depth = 0
        while pos < bytes.count {
            while pos < bytes.count && ASCII.isLineEnd(bytes[pos]) { pos += 1 }
            while at(pos) == ASCII.space || at(pos) == ASCII.tab { pos += 1 }
            if at(pos) == ASCII.hash {
                switch directiveName(at: pos).0 {
                case "if", "ifdef", "ifndef":
                    depth += 1
                case "endif", "else", "elif", "elifdef", "elifndef":
                    if depth == 0 {
                        skipDirectiveLine()
                        return
                    }
                    if directiveName(at: pos).0 == "endif" { depth -= 1 }
                default:
                    break
                }
            }
            skipLineComment()
        }
    }
}
