import Foundation

/// A message in protobuf text format, as `protoc --decode` and `protoc --decode_raw` print it.
///
/// protoc prints one field per line: `key: "string"`, `key: scalar`, or `key {` ... `}`.
/// This parser handles exactly that layout; string values are un-escaped back to bytes.
public struct TextProtoMessage: Equatable, Sendable {
    /// An empty message.
    public init() {}

    /// A field value.
    public enum Value: Equatable, Sendable {
        /// An unquoted token: a number, `true`/`false` or an enum name.
        case scalar(String)
        /// A quoted string or bytes value, un-escaped.
        case bytes([UInt8])
        /// A nested message.
        case message(TextProtoMessage)
    }

    /// One `key: value` or `key { ... }` entry.
    public struct Field: Equatable, Sendable {
        /// The field name (`--decode`) or number (`--decode_raw`).
        public var key: String
        /// The value.
        public var value: Value
    }

    /// The fields in printed order.
    public var fields: [Field] = []

    /// The nested messages stored under `key`.
    public func messages(_ key: String) -> [TextProtoMessage] {
        fields.compactMap { field in
            guard field.key == key, case .message(let message) = field.value else { return nil }
            return message
        }
    }

    /// The only string stored under `key` as UTF-8 text, `""` when absent (proto3 default),
    /// or `nil` when it is not a valid UTF-8 string or not a string at all.
    public func string(_ key: String) -> String? {
        let matches = fields.filter { $0.key == key }
        guard let first = matches.first else { return "" }
        guard matches.count == 1, case .bytes(let bytes) = first.value else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The only scalar token stored under `key`, or `nil`.
    public func scalar(_ key: String) -> String? {
        let matches = fields.filter { $0.key == key }
        guard matches.count == 1, case .scalar(let token) = matches[0].value else { return nil }
        return token
    }

    /// Parses protoc's text output; throws on any line of another shape.
    public static func parse(_ text: String) throws -> TextProtoMessage {
        var stack: [(key: String, message: TextProtoMessage)] = [("", TextProtoMessage())]
        for rawLine in text.split(separator: "\n") {
            let line = rawLine.drop(while: { $0 == " " })
            if line == "}" {
                guard stack.count > 1, let done = stack.popLast() else { throw parseError(line) }
                let field = Field(key: done.key, value: .message(done.message))
                stack[stack.count - 1].message.fields.append(field)
            } else if let colon = line.firstIndex(of: ":") {
                let key = String(line[..<colon])
                let rest = line[line.index(after: colon)...].drop(while: { $0 == " " })
                let field = Field(key: key, value: try value(rest))
                stack[stack.count - 1].message.fields.append(field)
            } else if line.hasSuffix(" {") {
                stack.append((String(line.dropLast(2)), TextProtoMessage()))
            } else {
                throw parseError(line)
            }
        }
        guard stack.count == 1 else {
            throw ToolFailure(description: "unbalanced braces in protoc output")
        }
        return stack[0].message
    }

    /// Parses the value part of a `key: value` line.
    private static func value(_ text: Substring) throws -> Value {
        guard text.first == "\"" else { return .scalar(String(text)) }
        guard text.count >= 2, text.last == "\"" else { throw parseError(text) }
        return .bytes(try CEscape.unescape(text.dropFirst().dropLast()))
    }

    /// An error naming the line that could not be parsed.
    private static func parseError(_ line: Substring) -> ToolFailure {
        ToolFailure(description: "unexpected protoc output line: \(line)")
    }
}

/// Un-escaping of the C-style escapes protoc uses inside quoted strings (`CEscape`).
public enum CEscape {
    /// Returns the bytes denoted by `body`, the text between the quotes.
    public static func unescape(_ body: Substring) throws -> [UInt8] {
        var output: [UInt8] = []
        var input = Array(body.utf8)[...]
        while let byte = input.popFirst() {
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                continue
            }
            guard let code = input.popFirst() else { throw ToolFailure(description: "dangling \\") }
            output.append(try decode(code, rest: &input))
        }
        return output
    }

    /// Decodes the escape whose first character after `\` is `code`.
    private static func decode(_ code: UInt8, rest: inout ArraySlice<UInt8>) throws -> UInt8 {
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "'"): 0x27, UInt8(ascii: "\\"): 0x5C,
            UInt8(ascii: "a"): 0x07, UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C,
            UInt8(ascii: "v"): 0x0B, UInt8(ascii: "?"): 0x3F,
        ]
        if let byte = simple[code] { return byte }
        if code == UInt8(ascii: "x") {
            return try number(radix: 16, first: nil, maxDigits: 2, rest: &rest)
        }
        if (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(code) {
            return try number(radix: 8, first: code, maxDigits: 3, rest: &rest)
        }
        throw ToolFailure(description: "unknown escape \\\(Character(Unicode.Scalar(code)))")
    }

    /// Reads up to `maxDigits` digits in `radix` (starting with `first`, if given).
    private static func number(
        radix: Int, first: UInt8?, maxDigits: Int, rest: inout ArraySlice<UInt8>
    ) throws -> UInt8 {
        var digits = first.map { [$0] } ?? []
        while digits.count < maxDigits, let next = rest.first,
            Int(String(Unicode.Scalar(next)), radix: radix) != nil
        {
            digits.append(next)
            rest.removeFirst()
        }
        guard let value = UInt8(String(decoding: digits, as: UTF8.self), radix: radix) else {
            throw ToolFailure(description: "bad numeric escape")
        }
        return value
    }
}
