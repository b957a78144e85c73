/// Declarations of a type, read back from a use of its name: `var request: NSBundleResourceRequest?`,
/// `requests: [String: NSBundleResourceRequest]`, `NSDictionary<NSString *, NSBundleResourceRequest *> *requests`.
extension Code {
    /// The member-access receiver's last token before the dot `d`, past `?` and `!`.
    func receiver(beforeDot d: Int) -> Int {
        var k = d - 1
        while isGluedPostfix(k) { k -= 1 }
        return k
    }

    /// Whether the token at `k` starts a compound assignment or a comparison (`+=`, `==`, `<=`).
    func isCompoundAssignment(_ k: Int) -> Bool {
        guard k < tokens.count, tokens[k].kind == .punct, ASCII.isOperator(bytes[tokens[k].start]) else { return false }
        return at(tokens[k].end) == ASCII.equals || isPunct(k, ASCII.equals)
    }

    /// Swift: the name declared with the type named at `i`, alone or inside a collection type
    /// (`name: T`, `name: T?`, `name: [K: T]`, `name: Set<T>`), on the same line; nil otherwise.
    func declaredName(ofTypeAt i: Int) -> Int? {
        var k = i - 1
        var steps = 0
        while k > 0 && steps < 10 && !lineEndBetween(k, k + 1) {
            steps += 1
            if isPunct(k, ASCII.colon) && isIdentifier(k - 1) && !startsUppercase(k - 1) { return k - 1 }
            let typeToken =
                isPunct(k, ASCII.lbracket) || isPunct(k, ASCII.less) || isPunct(k, ASCII.comma)
                || isPunct(k, ASCII.colon) || isGluedPostfix(k) || (isIdentifier(k) && startsUppercase(k))
            guard typeToken else { return nil }
            k -= 1
        }
        return nil
    }

    /// Swift: the tokens of the declaration or expression that names the type at `i`: from
    /// `var`/`let`, a label or the declared name, to the type's last `?`, `]` or `>`.
    func typeUseSpan(_ i: Int) -> (first: Int, last: Int) {
        var first = i
        if let name = declaredName(ofTypeAt: i) {
            first = name
            if isIdentifier(name - 1) && !lineEndBetween(name - 1, name)
                && (isIdent(name - 1, "let") || isIdent(name - 1, "var") || Keywords.table.lookup(bytes, tokens[name - 1]) == nil)
            {
                first = name - 1
            }
        }
        var last = i
        while last - i < 6 && (isGluedPostfix(last + 1) || isPunct(last + 1, ASCII.rbracket) || isPunct(last + 1, ASCII.greater)) {
            last += 1
        }
        return (first, last)
    }

    /// Qualifiers that may stand between an Objective-C type's `*` and the name it declares.
    static let objcQualifiers = NameTable(
        [
            "_Nullable", "_Nonnull", "_Null_unspecified", "nullable", "nonnull", "__strong", "__weak",
            "__unsafe_unretained", "__autoreleasing", "const", "__nullable", "__nonnull",
        ].map { ($0, true) })

    /// Objective-C: the name declared with the type named at `i` (`T *name`, `T * _Nullable name`,
    /// `(T *)name`, and as a collection's element `NSArray<T *> *name`); nil when no `*` follows.
    func objcDeclaredName(ofTypeAt i: Int) -> Int? {
        var k = i + 1
        guard isPunct(k, ASCII.star) else { return nil }
        k = skipQualifiers(from: k + 1)
        if isPunct(k, ASCII.greater) {
            guard isPunct(k + 1, ASCII.star) else { return nil }
            k = skipQualifiers(from: k + 2)
        }
        return isIdentifier(k) ? k : nil
    }

    /// The first token from `k` on that is neither a qualifier nor a `)`.
    func skipQualifiers(from k: Int) -> Int {
        var k = k
        while k < tokens.count && (isPunct(k, ASCII.rparen) || Self.objcQualifiers.lookup(bytes, tokens[k]) != nil) { k += 1 }
        return k
    }

    /// Objective-C: the first token of the collection type whose element type is named at `i`
    /// (`NSDictionary` in `NSDictionary<NSString *, T *>`), or `i`.
    func objcTypeStart(_ i: Int) -> Int {
        var k = i - 1
        var steps = 0
        while k > 0 && steps < 8 {
            steps += 1
            if isPunct(k, ASCII.less) { return startsUppercase(k - 1) ? k - 1 : i }
            let inside = isPunct(k, ASCII.star) || isPunct(k, ASCII.comma) || isIdentifier(k)
            guard inside else { return i }
            k -= 1
        }
        return i
    }
}
