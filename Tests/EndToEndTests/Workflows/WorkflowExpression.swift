import Foundation

/// The part of GitHub Actions' expression language the docs' workflows use: `${{ ... }}` in
/// strings, and `if:` conditions with context names (`github.event_name`,
/// `steps.release.outputs.result`, `matrix.delivery`), string literals, `==`, `!=`, `&&`,
/// `||`, `!`, parentheses and the functions `always()`, `success()`, `failure()`,
/// `cancelled()` and `hashFiles(...)`. Anything else is an error, so a document that needs
/// more fails its test instead of passing untried.
struct WorkflowExpression {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The values of the context names; a name under `steps.` that is not set is empty, as
    /// on GitHub for a step that did not run; any other unknown name is an error.
    var values: [String: String]
    /// Whether an earlier step of the job failed.
    var jobFailed = false

    /// `text` with every `${{ expression }}` replaced by its value.
    func substitute(_ text: String) throws -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "${{") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "}}") else { throw Failure(description: "unclosed ${{ in \(text)") }
            result += try evaluate(String(rest[open.upperBound..<close.lowerBound])).text
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    /// Whether a step with this `if:` runs (none: while no step failed).
    func condition(_ text: String?) throws -> Bool {
        guard var text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return !jobFailed }
        if text.hasPrefix("${{") && text.hasSuffix("}}") { text = String(text.dropFirst(3).dropLast(2)) }
        let usesStatus = ["always()", "success()", "failure()", "cancelled()"].contains { text.contains($0) }
        let value = try evaluate(text).truthy
        return usesStatus ? value : value && !jobFailed
    }

    enum Value {
        case string(String)
        case bool(Bool)

        var text: String {
            switch self {
            case .string(let text): text
            case .bool(let value): value ? "true" : "false"
            }
        }

        var truthy: Bool {
            switch self {
            case .string(let text): !text.isEmpty
            case .bool(let value): value
            }
        }
    }

    func evaluate(_ text: String) throws -> Value {
        var parser = Parser(tokens: try Self.tokens(text), expression: self)
        let value = try parser.or()
        guard parser.position == parser.tokens.count else { throw Failure(description: "cannot read the expression '\(text)'") }
        return value
    }

    fileprivate func lookUp(_ name: String) throws -> Value {
        if let value = values[name] { return .string(value) }
        if name.hasPrefix("steps.") || name.hasPrefix("secrets.") { return .string("") }
        throw Failure(description: "the test's runner has no value for '\(name)'")
    }

    fileprivate func call(_ name: String, _ arguments: [Value]) throws -> Value {
        switch name {
        case "always": return .bool(true)
        case "success": return .bool(!jobFailed)
        case "failure": return .bool(jobFailed)
        case "cancelled": return .bool(false)
        case "hashFiles": return .string("stand-in-hash-of-" + arguments.map(\.text).joined(separator: ","))
        default: throw Failure(description: "the test's runner has no function '\(name)'")
        }
    }

    static func tokens(_ text: String) throws -> [String] {
        var tokens: [String] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character.isWhitespace {
                index = text.index(after: index)
                continue
            }
            if character == "'" {
                guard let end = text[text.index(after: index)...].firstIndex(of: "'") else {
                    throw Failure(description: "unclosed string in \(text)")
                }
                tokens.append(String(text[index...end]))
                index = text.index(after: end)
            } else if let operatorToken = ["==", "!=", "&&", "||"].first(where: { text[index...].hasPrefix($0) }) {
                tokens.append(operatorToken)
                index = text.index(index, offsetBy: 2)
            } else if "!(),".contains(character) {
                tokens.append(String(character))
                index = text.index(after: index)
            } else {
                let end = text[index...].firstIndex { !($0.isLetter || $0.isNumber || "._-*".contains($0)) } ?? text.endIndex
                guard end > index else { throw Failure(description: "cannot read '\(character)' in \(text)") }
                tokens.append(String(text[index..<end]))
                index = end
            }
        }
        return tokens
    }
}

/// A recursive-descent reader of the tokens: `or := and ('||' and)*`, `and := unary ('&&' unary)*`,
/// `unary := '!' unary | comparison`, `comparison := primary (('=='|'!=') primary)?`.
private struct Parser {
    let tokens: [String]
    let expression: WorkflowExpression
    var position = 0

    init(tokens: [String], expression: WorkflowExpression) {
        self.tokens = tokens
        self.expression = expression
    }

    mutating func or() throws -> WorkflowExpression.Value {
        var value = try and()
        while take("||") {
            let right = try and()
            value = value.truthy ? value : right
        }
        return value
    }

    mutating func and() throws -> WorkflowExpression.Value {
        var value = try unary()
        while take("&&") {
            let right = try unary()
            value = value.truthy ? right : value
        }
        return value
    }

    mutating func unary() throws -> WorkflowExpression.Value {
        if take("!") { return .bool(!(try unary()).truthy) }
        let left = try primary()
        if take("==") { return .bool(left.text == (try primary()).text) }
        if take("!=") { return .bool(left.text != (try primary()).text) }
        return left
    }

    mutating func primary() throws -> WorkflowExpression.Value {
        guard position < tokens.count else { throw WorkflowExpression.Failure(description: "the expression ends too early") }
        let token = tokens[position]
        position += 1
        if token == "(" {
            let value = try or()
            guard take(")") else { throw WorkflowExpression.Failure(description: "missing )") }
            return value
        }
        if token.hasPrefix("'") { return .string(String(token.dropFirst().dropLast())) }
        if token == "true" || token == "false" { return .bool(token == "true") }
        if take("(") {
            var arguments: [WorkflowExpression.Value] = []
            while !take(")") {
                arguments.append(try or())
                _ = take(",")
            }
            return try expression.call(token, arguments)
        }
        return try expression.lookUp(token)
    }

    mutating func take(_ token: String) -> Bool {
        guard position < tokens.count, tokens[position] == token else { return false }
        position += 1
        return true
    }
}
