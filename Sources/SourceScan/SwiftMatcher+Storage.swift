/// Where Swift code keeps its requests: the type in declarations, stores and releases.
extension SwiftMatcher {
    /// `NSBundleResourceRequest` named as a type: `var request: NSBundleResourceRequest?`,
    /// `[String: NSBundleResourceRequest]`, a parameter, `as? NSBundleResourceRequest`,
    /// `NSBundleResourceRequest.self`; not `NSBundleResourceRequest.endAccessingResources` (a
    /// member, found on its own).
    mutating func matchRequestType(at i: Int) {
        if code.isPunct(i + 1, ASCII.dot) && !code.isIdent(i + 2, "self") && !code.isIdent(i + 2, "Type") { return }
        let span = code.typeUseSpan(i)
        emit(.requestType, span.first, span.last)
    }

    /// An assignment to a name bound to a request or to a collection of them, other than its
    /// declaration: `= nil` lets the request go; anything else but a new request (found as
    /// `requestInit`) stores one.
    mutating func matchAssignment(at eq: Int) {
        var last = eq - 1
        while code.isGluedPostfix(last) { last -= 1 }
        let target = code.isPunct(last, ASCII.rbracket) && code.match[last] >= 0 && code.match[last] < last ? code.match[last] - 1 : last
        guard bindings.contains(code, target) else { return }
        let first = code.chainStart(beforeDot: eq)
        guard first < eq, !code.isIdent(first - 1, "let"), !code.isIdent(first - 1, "var") else { return }
        let end = code.assignmentEnd(eq)
        guard end > eq else { return }
        if end == eq + 1 && code.isIdent(eq + 1, "nil") {
            emit(.requestRelease, first, end)
        } else if !createsRequest(eq + 1) {
            emit(.requestStore, first, end, value: code.render(eq + 1, end))
        }
    }

    /// Whether the expression at `k` makes a new request (`NSBundleResourceRequest(…)`, `.init(…)`).
    func createsRequest(_ k: Int) -> Bool {
        if code.isPunct(k, ASCII.dot) && code.isIdent(k + 1, "init") { return true }
        if code.isIdent(k, "Foundation") && code.isPunct(k + 1, ASCII.dot) { return code.isIdent(k + 2, "NSBundleResourceRequest") }
        return code.isIdent(k, "NSBundleResourceRequest")
    }

    /// `requests.append(r)`, `.insert`, `.updateValue` (stores) and `.removeValue(forKey:)`,
    /// `.removeAll()`, `.remove(…)` and the like (releases), on a name bound to requests.
    mutating func matchCollectionCall(at i: Int, _ kind: SourceFinding.Kind) {
        guard let d = dot(before: i), code.isPunct(i + 1, ASCII.lparen), bindings.contains(code, code.receiver(beforeDot: d)) else {
            return
        }
        emit(kind, code.chainStart(beforeDot: d), code.groupEnd(i + 1))
    }
}
