/// An Objective-C message send `[receiver part:arg part:arg, extra, …]`, split at the top level
/// of its brackets. A selector part is a name that follows a complete operand and precedes `:`
/// (or `]` for a unary selector), which tells it from the receiver and from `? :`.
struct ObjCMessage {
    /// The `[`.
    var open: Int
    /// The `]`.
    var close: Int
    /// The receiver's last token (its first is `open + 1`).
    var receiverLast: Int
    /// The selector parts with their arguments; one part with no argument when unary.
    var parts: [Argument]
    /// The variadic arguments after the last part's, split at commas.
    var extras: [(first: Int, last: Int)] = []
    /// Whether the selector takes no argument (`[request endAccessingResources]`).
    var isUnary: Bool

    /// The selector: `URLForResource:withExtension:`, or `endAccessingResources`.
    var selector: String {
        isUnary ? parts[0].label ?? "" : parts.map { ($0.label ?? "") + ":" }.joined()
    }

    /// The index of the selector's first name in the brackets at `open`, if they hold a message;
    /// nil for array literals, subscripts and lambdas.
    static func selectorStart(_ code: Code, _ open: Int) -> Int? {
        guard code.isPunct(open, ASCII.lbracket), code.match[open] > open + 1 else { return nil }
        let close = code.match[open]
        var k = code.next(open + 1)
        var operandBefore = code.endsOperand(open + 1)
        while k < close {
            if operandBefore && code.isIdentifier(k) && (k + 1 == close || code.isPunct(k + 1, ASCII.colon)) {
                return k
            }
            operandBefore = code.endsOperand(k)
            k = code.next(k)
        }
        return nil
    }

    /// The message in the brackets at `open`, if they hold one.
    init?(_ code: Code, open: Int) {
        guard let start = Self.selectorStart(code, open) else { return nil }
        self.open = open
        close = code.match[open]
        receiverLast = start - 1
        isUnary = start + 1 == close
        parts = [Argument(label: code.text(start), first: start + 2, last: start + 1)]
        if !isUnary { splitArguments(code, from: start + 2) }
    }

    /// Fills the parts' arguments and the extras, from the first argument's first token `k`.
    private mutating func splitArguments(_ code: Code, from start: Int) {
        var k = start
        var operandBefore = false
        var extraFirst: Int?
        while k < close {
            if extraFirst == nil && operandBefore && code.isIdentifier(k) && code.isPunct(k + 1, ASCII.colon) {
                parts[parts.count - 1].last = k - 1
                parts.append(Argument(label: code.text(k), first: k + 2, last: k + 1))
                k += 2
                operandBefore = false
            } else if code.isPunct(k, ASCII.comma) {
                if let first = extraFirst { extras.append((first, k - 1)) } else { parts[parts.count - 1].last = k - 1 }
                extraFirst = k + 1
                operandBefore = false
                k += 1
            } else {
                operandBefore = code.endsOperand(k)
                k = code.next(k)
            }
        }
        if let first = extraFirst { extras.append((first, close - 1)) } else { parts[parts.count - 1].last = close - 1 }
    }

    /// The class the message is sent to: `UIImage` in `[UIImage imageNamed:]` (`allocated`
    /// false), `SKSpriteNode` in `[[SKSpriteNode alloc] initWith…]` (true); nil for instances.
    func receiverClass(_ code: Code) -> (name: String, allocated: Bool)? {
        let first = open + 1
        if first == receiverLast && code.startsUppercase(first) { return (code.text(first), false) }
        if receiverLast == first + 3 && code.isPunct(first, ASCII.lbracket) && code.startsUppercase(first + 1)
            && (code.isIdent(first + 2, "alloc") || code.isIdent(first + 2, "new")) && code.match[first] == receiverLast
        {
            return (code.text(first + 1), true)
        }
        return nil
    }

    /// The Objective-C spelling of the method: `+[UIImage imageNamed:]`, `-[NSBundle URLForResource:…]`;
    /// `fallback` names the class when the receiver is an instance.
    func api(_ code: Code, fallback: String) -> String {
        guard let receiver = receiverClass(code) else { return "-[\(fallback) \(selector)]" }
        return "\(receiver.allocated ? "-" : "+")[\(receiver.name) \(selector)]"
    }

    /// The argument of the part named `name`, if the selector has it.
    func argument(_ name: String) -> Argument? { parts.first { $0.label == name } }
}

/// What Objective-C message parsing needs of a region.
extension Code {
    /// Whether token `k`, taken with its group when it opens one, can end an operand: a name, a
    /// literal, or a bracketed group (a call, a nested message, a block body).
    func endsOperand(_ k: Int) -> Bool {
        switch tokens[k].kind {
        case .identifier, .number, .string, .other: return true
        case .punct: return match[k] > k
        }
    }
}
