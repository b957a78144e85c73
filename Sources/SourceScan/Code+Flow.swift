/// The flow around a call: whether it runs where a begin of access failed.
extension Code {
    /// The `{` of the innermost block or closure around token `i`, if any.
    func enclosingBrace(of i: Int) -> Int? {
        i >= 0 && i < enclosing.count && enclosing[i] >= 0 ? Int(enclosing[i]) : nil
    }

    /// Whether token `i` runs only when the completion handler of a `beginAccessingResources`
    /// around it got an error: inside `if let error`, `if let e = error`, `if error != nil` or the
    /// `else` of `guard error == nil`, where `error` is that closure's parameter. Then no access
    /// was begun, and there is nothing to end.
    func isInBeginFailureBranch(_ i: Int) -> Bool {
        var inner = enclosingBrace(of: i)
        var branches: [Int] = []
        while let brace = inner {
            if let parameter = beginCompletionParameter(brace) {
                return branches.contains { runsOnError(block: $0, parameter: parameter) }
            }
            branches.append(brace)
            inner = enclosingBrace(of: brace)
        }
        return false
    }

    /// The name of the error parameter of the closure opened at `brace`, when it is the completion
    /// handler of `beginAccessingResources` (trailing, or its `completionHandler:` argument).
    func beginCompletionParameter(_ brace: Int) -> String? {
        var callee = brace - 1
        if isPunct(callee, ASCII.colon) && isIdent(callee - 1, "completionHandler"), let open = openingParen(before: callee - 1) {
            callee = open - 1
        }
        guard isIdent(callee, "beginAccessingResources") else { return nil }
        // `{ error in`, `{ (error) in`, `{ [weak self] error in`
        var k = brace + 1
        if isPunct(k, ASCII.lbracket) { k = groupEnd(k) + 1 }
        if isPunct(k, ASCII.lparen) { k += 1 }
        guard isIdentifier(k), text(k) != "_" else { return nil }
        let name = text(k)
        var end = k + 1
        while end < tokens.count && !isIdent(end, "in") && end - k < 8 { end += 1 }
        return isIdent(end, "in") ? name : nil
    }

    /// The `(` of the call whose argument list token `i` is in.
    func openingParen(before i: Int) -> Int? {
        var k = i - 1
        while k >= 0 {
            if match[k] >= 0 && match[k] < k {
                k = match[k] - 1
                continue
            }
            if isPunct(k, ASCII.lparen) { return match[k] > i ? k : nil }
            if isPunct(k, ASCII.lbrace) { return nil }
            k -= 1
        }
        return nil
    }

    /// Whether the block opened at `brace` runs only when `parameter` holds an error.
    func runsOnError(block brace: Int, parameter: String) -> Bool {
        // The condition: the tokens from the statement's keyword to the brace.
        var k = brace - 1
        var condition: [Int] = []
        while k >= 0, !isPunct(k, ASCII.lbrace), !isPunct(k, ASCII.rbrace), !isPunct(k, ASCII.semicolon), condition.count < 24 {
            if match[k] >= 0 && match[k] < k {
                condition.insert(contentsOf: match[k]...k, at: 0)
                k = match[k] - 1
                continue
            }
            condition.insert(k, at: 0)
            if isIdent(k, "if") || isIdent(k, "guard") { break }
            k -= 1
        }
        guard let keyword = condition.first else { return false }
        let words = condition.map { text($0) }
        // Only a condition on the parameter alone: `if let error`, `if let e = error`, `if error != nil`.
        guard words.contains(parameter), !words.contains("&&"), !words.contains("||"), !words.contains(",") else { return false }
        let joined = words.joined()
        if isIdent(keyword, "if") {
            return joined.contains("\(parameter)!=nil") || (words.dropFirst().first == "let" && !joined.contains("=="))
        }
        if isIdent(keyword, "guard") { return joined.contains("\(parameter)==nil") && words.last == "else" }
        return false
    }
}
