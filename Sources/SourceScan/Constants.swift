/// The names a file binds once, to a string literal or an array of them: what resolves
/// `SKTextureAtlas.preloadTextureAtlasesNamed(botAtlasNames)` when the file says
/// `let botAtlasNames = ["BotIdle", "BotWalk"]`. By name only, like `RequestBindings`: a name
/// bound twice (two `let`s, a `var`, a parameter or label, a closure parameter, an assignment)
/// is left out, since which value reaches the call is then not known from the text.
struct Constants: Sendable {
    /// A constant's value.
    enum Value: Sendable {
        /// `let name = "…"`, `NSString *const name = @"…"`, `#define NAME @"…"`.
        case string(String)
        /// `let names = ["…", "…"]`, `NSArray *names = @[@"…"]`.
        case list([String])
    }

    /// The constants, by name.
    private(set) var values: [String: Value] = [:]

    /// The constants of a file's regions.
    static func collect(_ codes: [Code], _ language: SourceLanguage) -> Constants {
        var found: [String: Value] = [:]
        var bindings: [String: Int] = [:]
        for code in codes {
            for i in code.tokens.indices where code.isIdentifier(i) {
                guard code.bindsName(i, language) else { continue }
                let name = code.text(i)
                bindings[name, default: 0] += 1
                if let value = code.constantValue(declaredAt: i, language) { found[name] = value }
            }
        }
        var constants = Constants()
        constants.values = found.filter { bindings[$0.key] == 1 }
        return constants
    }

    /// The string a name stands for, if it is a string constant.
    func string(_ name: String) -> String? {
        if case .string(let value)? = values[name] { return value }
        return nil
    }

    /// The strings a name stands for, if it is a list constant.
    func list(_ name: String) -> [String]? {
        if case .list(let value)? = values[name] { return value }
        return nil
    }
}

/// Finding constants in tokens.
extension Code {
    /// Whether the name at `i` is bound there: declared (`let`, `var`, after a type in
    /// Objective-C), a parameter or label (`name:`), a closure parameter (`name in`), a loop
    /// variable, a `#define`, or assigned.
    func bindsName(_ i: Int, _ language: SourceLanguage) -> Bool {
        if isIdent(i - 1, "let") || isIdent(i - 1, "var") || isIdent(i - 1, "for") || isIdent(i - 1, "define") { return true }
        if isAssignment(i + 1) { return true }
        switch language {
        case .swift:
            let parameter =
                isPunct(i + 1, ASCII.colon) && (isPunct(i - 1, ASCII.lparen) || isPunct(i - 1, ASCII.comma) || isIdentifier(i - 1))
            return parameter || isIdent(i + 1, "in")
        case .objectiveC:
            return false
        }
    }

    /// The literal value of the constant declared at `i`, if its declaration gives one that ends
    /// its line or statement: Swift `let name = …` or `let name: T = …`, Objective-C
    /// `NSString *const name = @"…"` (any type and qualifiers before it) or `#define NAME @"…"`.
    func constantValue(declaredAt i: Int, _ language: SourceLanguage) -> Constants.Value? {
        var first: Int
        switch language {
        case .swift:
            guard isIdent(i - 1, "let") else { return nil }
            var k = i + 1
            if isPunct(k, ASCII.colon) {
                while k < tokens.count && !isAssignment(k) && !lineEndBetween(k - 1, k) && k < i + 12 { k = next(k) }
            }
            guard isAssignment(k) else { return nil }
            first = k + 1
        case .objectiveC:
            if isIdent(i - 1, "define") && isPunct(i - 2, ASCII.hash) {
                first = i + 1
            } else if isAssignment(i + 1) && (isPunct(i - 1, ASCII.star) || isIdent(i - 1, "const")) {
                first = i + 2
            } else {
                return nil
            }
        }
        return literalValue(from: first, language)
    }

    /// The string or array literal that starts at `first` and ends its line or statement.
    func literalValue(from first: Int, _ language: SourceLanguage) -> Constants.Value? {
        guard first < tokens.count else { return nil }
        var last = first
        while last + 1 < tokens.count && tokens[last + 1].kind == .string && !lineEndBetween(last, last + 1) { last += 1 }
        let open = language == .objectiveC && isPunct(first, ASCII.at) ? first + 1 : first
        let list = isPunct(open, ASCII.lbracket) && match[open] > open
        if list { last = match[open] }
        let ends = last + 1 >= tokens.count || lineEndBetween(last, last + 1) || isPunct(last + 1, ASCII.semicolon)
        guard ends else { return nil }
        if list { return literalItems(open, language).map { .list($0) } }
        return stringLiteral(first, last, language).map { .string($0) }
    }

    /// The constants named in tokens `first...last`, in order, each once.
    func constantNames(_ first: Int, _ last: Int) -> [String] {
        guard first <= last else { return [] }
        var names: [String] = []
        for k in first...last where isIdentifier(k) && constants.values[text(k)] != nil && !names.contains(text(k)) {
            names.append(text(k))
        }
        return names
    }

    /// The constant named by tokens `first...last`: a name, or `self.name` / `Type.name`.
    func constantName(_ first: Int, _ last: Int) -> String? {
        guard first <= last, isIdentifier(last) else { return nil }
        if first == last { return text(last) }
        guard last - first == 2, isPunct(first + 1, ASCII.dot), isIdent(first, "self") || startsUppercase(first) else { return nil }
        return text(last)
    }
}
