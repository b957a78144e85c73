/// One region of tokens (a file's code, or one interpolation's) with its brackets paired,
/// and the small walks the matchers are built from.
struct Code {
    /// The whole source.
    let bytes: [UInt8]
    /// The region's tokens, in source order.
    let tokens: [Token]
    /// For each bracket token, the index of its partner; -1 for unpaired ones and other tokens.
    let match: [Int]
    /// For each token, the index of the innermost paired `{` around it; -1 at the top level.
    let enclosing: [Int32]
    /// The file's constants, which resolve names passed where literals are looked for.
    var constants = Constants()

    /// A region, its brackets paired.
    init(bytes: [UInt8], tokens: [Token]) {
        self.bytes = bytes
        self.tokens = tokens
        self.match = Code.pairBrackets(tokens, bytes)
        self.enclosing = Code.enclosingBraces(tokens, bytes, match)
    }

    /// The innermost paired `{` around each token, found in one pass (a walk back from each
    /// call would be quadratic in a long file of calls).
    static func enclosingBraces(_ tokens: [Token], _ bytes: [UInt8], _ match: [Int]) -> [Int32] {
        var result = [Int32](repeating: -1, count: tokens.count)
        var open: [Int] = []
        for i in tokens.indices {
            while let top = open.last, match[top] < i { open.removeLast() }
            result[i] = Int32(open.last ?? -1)
            if tokens[i].kind == .punct && bytes[tokens[i].start] == ASCII.lbrace && match[i] > i { open.append(i) }
        }
        return result
    }

    /// Pairs `(` `[` `{` with their closers. A closer pairs with the innermost opener, or with the
    /// one below it when the innermost was left open; otherwise it stays unpaired, so pairs nest.
    static func pairBrackets(_ tokens: [Token], _ bytes: [UInt8]) -> [Int] {
        var match = [Int](repeating: -1, count: tokens.count)
        var stack: [Int] = []
        for i in tokens.indices where tokens[i].kind == .punct {
            let c = bytes[tokens[i].start]
            let opener: UInt8
            switch c {
            case ASCII.lparen, ASCII.lbracket, ASCII.lbrace:
                stack.append(i)
                continue
            case ASCII.rparen: opener = ASCII.lparen
            case ASCII.rbracket: opener = ASCII.lbracket
            case ASCII.rbrace: opener = ASCII.lbrace
            default: continue
            }
            for depth in 0..<min(2, stack.count) where bytes[tokens[stack[stack.count - 1 - depth]].start] == opener {
                let j = stack[stack.count - 1 - depth]
                stack.removeLast(depth + 1)
                match[i] = j
                match[j] = i
                break
            }
        }
        return match
    }

    /// The byte at `p`, or 0 outside the source.
    func at(_ p: Int) -> UInt8 { p >= 0 && p < bytes.count ? bytes[p] : 0 }

    /// Whether token `i` exists and is the punctuation `c`.
    func isPunct(_ i: Int, _ c: UInt8) -> Bool {
        i >= 0 && i < tokens.count && tokens[i].kind == .punct && bytes[tokens[i].start] == c
    }

    /// Whether token `i` exists and is a name.
    func isIdentifier(_ i: Int) -> Bool { i >= 0 && i < tokens.count && tokens[i].kind == .identifier }

    /// Whether token `i` is the name `name`.
    func isIdent(_ i: Int, _ name: StaticString) -> Bool {
        guard isIdentifier(i), tokens[i].end - tokens[i].start == name.utf8CodeUnitCount else { return false }
        let start = tokens[i].start
        return name.withUTF8Buffer { buffer in
            for k in 0..<buffer.count where bytes[start + k] != buffer[k] { return false }
            return true
        }
    }

    /// Whether token `i` is a name that starts with `A`…`Z`.
    func startsUppercase(_ i: Int) -> Bool { isIdentifier(i) && ASCII.isUppercase(bytes[tokens[i].start]) }

    /// The text of token `i`.
    func text(_ i: Int) -> String { String(decoding: bytes[tokens[i].start..<tokens[i].end], as: UTF8.self) }

    /// The index of the next token at the same bracket depth: past the group when `i` opens one.
    func next(_ i: Int) -> Int { match[i] > i ? match[i] + 1 : i + 1 }

    /// The closer of the group opened at `i`; `i` itself when it is left open (an empty group).
    func groupEnd(_ i: Int) -> Int { match[i] > i ? match[i] : i }

    /// Whether token `k` is a `?` or `!` glued to the token before it (optional chaining, unwrap).
    func isGluedPostfix(_ k: Int) -> Bool {
        (isPunct(k, ASCII.question) || isPunct(k, ASCII.bang)) && k > 0 && tokens[k - 1].end == tokens[k].start
    }

    /// Whether token `k` is an `=` that assigns: not part of `==`, `!=`, `<=`, `+=` and the like.
    func isAssignment(_ k: Int) -> Bool {
        guard isPunct(k, ASCII.equals) else { return false }
        return !ASCII.isOperator(at(tokens[k].start - 1)) && !ASCII.isOperator(at(tokens[k].end))
    }

    /// Whether a line ends between tokens `a` and `b`.
    func lineEndBetween(_ a: Int, _ b: Int) -> Bool {
        for p in tokens[a].end..<max(tokens[a].end, tokens[b].start) where ASCII.isLineEnd(bytes[p]) { return true }
        return false
    }

    /// The first token of the postfix chain that ends just before the member-access dot `d`:
    /// `self` in `self.request?.bundle.url(…)`; `d` itself for an implicit member like `.init(…)`.
    func chainStart(beforeDot d: Int) -> Int {
        var start = d
        var k = d - 1
        var steps = 0
        while k >= 0 && steps < 64 {
            steps += 1
            if isGluedPostfix(k) {
                k -= 1
            } else if (isPunct(k, ASCII.rparen) || isPunct(k, ASCII.rbracket)) && match[k] >= 0 && match[k] < k {
                start = match[k]
                k = match[k] - 1
            } else if isIdentifier(k) && Keywords.table.lookup(bytes, tokens[k]) == nil {
                start = k
                guard isPunct(k - 1, ASCII.dot) else { break }
                k -= 2
            } else {
                break
            }
        }
        return start
    }

    /// The last token of the expression assigned by the `=` at `eq`: up to a `;`, `,`, an
    /// unpaired closer or a line end (at most 64 tokens at the same depth).
    func assignmentEnd(_ eq: Int) -> Int {
        var last = eq
        var k = eq + 1
        var steps = 0
        while k < tokens.count && steps < 64 {
            steps += 1
            let stops =
                isPunct(k, ASCII.semicolon) || isPunct(k, ASCII.comma)
                || isPunct(k, ASCII.rparen) || isPunct(k, ASCII.rbracket) || isPunct(k, ASCII.rbrace)
            if stops || (k > eq + 1 && lineEndBetween(last, k)) { break }
            last = next(k) - 1
            k = next(k)
        }
        return last
    }

    /// The last token of a member call whose name is token `i`: its `( … )`, or its trailing
    /// closure `{ … }` when it has no parentheses; else `i` (a reference, not a call).
    func callEnd(after i: Int) -> Int {
        if isPunct(i + 1, ASCII.lparen) || isPunct(i + 1, ASCII.lbrace) { return groupEnd(i + 1) }
        return i
    }
}

/// Words that end a receiver chain when walking back from a `.`: `try`, `await`, `return`, ….
enum Keywords {
    /// The words, looked up by bytes.
    static let table = NameTable(
        [
            "try", "await", "return", "in", "let", "var", "if", "guard", "case", "else", "throw", "throws",
            "where", "is", "as", "switch", "defer", "do", "while", "for", "repeat", "func", "import",
            "some", "any", "inout", "yield", "sizeof", "typeof", "goto",
        ].map { ($0, true) })
}
