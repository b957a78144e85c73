/// The names a file binds to an `NSBundleResourceRequest` or to a collection of them, so that
/// `name.progress` can be told from every other `progress`, and `name = nil` from every other
/// assignment. By name only: scopes and shadowing are not tracked.
struct RequestBindings {
    /// The bound names.
    private(set) var names: Set<String> = []

    /// Collects the names declared or assigned as requests in every region, then the names
    /// assigned from those (`if let r = self.request`), until no more are found.
    static func collect(_ codes: [Code], _ language: SourceLanguage) -> RequestBindings {
        var bindings = RequestBindings()
        for code in codes {
            for i in code.tokens.indices where code.isIdent(i, "NSBundleResourceRequest") {
                if language == .swift { bindings.bindSwift(code, i) } else { bindings.bindObjC(code, i) }
            }
        }
        guard !bindings.names.isEmpty else { return bindings }
        for _ in 0..<4 {
            let before = bindings.names.count
            for code in codes { bindings.bindAliases(code) }
            if bindings.names.count == before { break }
        }
        return bindings
    }

    /// Whether token `i` of `code` is a bound name.
    func contains(_ code: Code, _ i: Int) -> Bool { code.isIdentifier(i) && names.contains(code.text(i)) }

    /// Adds the name at `i`, unless it names a type (starts with `A`…`Z`).
    private mutating func bind(_ code: Code, _ i: Int) {
        if code.isIdentifier(i) && !code.startsUppercase(i) { names.insert(code.text(i)) }
    }

    /// Swift: `name: NSBundleResourceRequest` (or a collection of them) and `name = NSBundleResourceRequest(…)`.
    private mutating func bindSwift(_ code: Code, _ i: Int) {
        if let name = code.declaredName(ofTypeAt: i) { bind(code, name) }
        let creates = code.isPunct(i + 1, ASCII.lparen) || code.isPunct(i + 1, ASCII.dot)
        if creates && code.isAssignment(i - 1) { bind(code, i - 2) }
    }

    /// Objective-C: `NSBundleResourceRequest *name` or a collection of them (with `_name`, a
    /// property's ivar) and `name = [[NSBundleResourceRequest alloc] …]`.
    private mutating func bindObjC(_ code: Code, _ i: Int) {
        if let k = code.objcDeclaredName(ofTypeAt: i) {
            bind(code, k)
            names.insert("_" + code.text(k))
        }
        if code.isPunct(i - 1, ASCII.lbracket) && code.isPunct(i - 2, ASCII.lbracket) && code.isAssignment(i - 3) {
            bind(code, i - 4)
        }
    }

    /// Binds `a` in `a = b`, `a = self.b`, `a = b!`, `a = b[key]` when `b` is bound and nothing follows.
    private mutating func bindAliases(_ code: Code) {
        for k in code.tokens.indices where code.isAssignment(k) && code.isIdentifier(k - 1) {
            var r = k + 1
            if code.isIdent(r, "self") && code.isPunct(r + 1, ASCII.dot) { r += 2 }
            guard contains(code, r) else { continue }
            var after = r + 1
            if code.isPunct(after, ASCII.lbracket) && code.match[after] > after { after = code.match[after] + 1 }
            if code.isGluedPostfix(after) && code.isPunct(after, ASCII.bang) { after += 1 }
            let continues =
                code.isPunct(after, ASCII.dot) || code.isPunct(after, ASCII.lparen)
                || code.isPunct(after, ASCII.lbracket) || code.isPunct(after, ASCII.question)
            if !continues { bind(code, k - 1) }
        }
    }
}
