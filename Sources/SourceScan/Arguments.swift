/// One argument of a Swift call or one part of an Objective-C message: its label, and its tokens
/// `first...last` (none when `first > last`).
struct Argument {
    /// The label (Swift) or selector part (Objective-C); nil when unlabeled.
    var label: String?
    /// The argument's first token.
    var first: Int
    /// The argument's last token.
    var last: Int
}

/// What an argument expression is, as far as its text tells.
enum ArgumentValue {
    /// A string literal, decoded.
    case literal(String)
    /// `nil`.
    case nilLiteral
    /// Anything else: its text on one line.
    case expression(String)
}

/// Splitting argument lists and reading argument values.
extension Code {
    /// The comma-separated items of the group opened at `open`, as token ranges; an empty last
    /// item (a trailing comma, or an empty group) is dropped.
    func items(in open: Int) -> [(first: Int, last: Int)] {
        let close = groupEnd(open)
        var result: [(first: Int, last: Int)] = []
        var first = open + 1
        var k = open + 1
        while k < close {
            if isPunct(k, ASCII.comma) {
                result.append((first, k - 1))
                first = k + 1
            }
            k = next(k)
        }
        if first < close { result.append((first, close - 1)) }
        return result
    }

    /// The arguments of the Swift call whose `(` is at `open`, labels split off.
    func arguments(in open: Int) -> [Argument] {
        items(in: open).map { item in
            if item.first < item.last && isIdentifier(item.first) && isPunct(item.first + 1, ASCII.colon) {
                return Argument(label: text(item.first), first: item.first + 2, last: item.last)
            }
            return Argument(label: nil, first: item.first, last: item.last)
        }
    }

    /// The Swift spelling of a call's name: `UIImage(named:in:compatibleWith:)`, `Image(_:)`.
    static func api(_ name: String, _ arguments: [Argument]) -> String {
        name + "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// What the tokens `first...last` are: a literal when they are one Swift string literal, or
    /// Objective-C string literals that start with `@"` (adjacent ones concatenate).
    func value(_ first: Int, _ last: Int, _ language: SourceLanguage) -> ArgumentValue {
        guard first <= last else { return .expression("") }
        if first == last && isIdent(first, "nil") { return .nilLiteral }
        if let literal = stringLiteral(first, last, language) { return .literal(literal) }
        return .expression(render(first, last))
    }

    /// The value of the literal that the tokens `first...last` are, if they are one, or of the
    /// string constant they name (`Constants`).
    func stringLiteral(_ first: Int, _ last: Int, _ language: SourceLanguage) -> String? {
        guard first <= last, first >= 0, last < tokens.count else { return nil }
        if let name = constantName(first, last) { return constants.string(name) }
        switch language {
        case .swift:
            return first == last ? Literals.swift(bytes, tokens[first]) : nil
        case .objectiveC:
            guard tokens[first].flags.contains(.objcAt) else { return nil }
            var value = ""
            for i in first...last {
                guard let part = Literals.objectiveC(bytes, tokens[i]) else { return nil }
                value += part
            }
            return value
        }
    }
}

/// Fills a `ResourceArgument` from a lookup's arguments, each by the role its label gives it.
struct ResourceBuilder {
    /// Which field an argument fills.
    enum Role {
        /// The resource's name.
        case name
        /// Its extension or type.
        case ext
        /// Its subdirectory.
        case subdirectory
    }

    /// The fields so far.
    var resource: ResourceArgument
    /// The unresolved arguments' texts so far.
    var unresolved: [String] = []

    /// A builder for a call of `api`.
    init(api: String) { resource = ResourceArgument(api: api) }

    /// The role of a bundle lookup's argument label or selector part, in Swift or Objective-C.
    static func role(of label: String) -> Role? {
        switch label {
        case "forResource", "URLForResource", "pathForResource":
            return .name
        case "withExtension", "ofType", "forResourcesWithExtension", "forResourcesOfType",
            "URLsForResourcesWithExtension", "pathsForResourcesOfType":
            return .ext
        case "subdirectory", "inDirectory":
            return .subdirectory
        default:
            return nil
        }
    }

    /// Records `value` in the field of `role`.
    mutating func add(_ value: ArgumentValue, as role: Role) {
        switch value {
        case .nilLiteral:
            return
        case .expression(let text):
            unresolved.append(text)
        case .literal(let text):
            switch role {
            case .name: resource.name = text
            case .ext: resource.ext = text
            case .subdirectory: resource.subdirectory = text
            }
        }
    }

    /// The resource argument.
    func build() -> ResourceArgument {
        var result = resource
        result.unresolved = unresolved.isEmpty ? nil : unresolved.joined(separator: ", ")
        return result
    }
}
