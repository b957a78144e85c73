/// Swift source reduced to its code: comments and the text of string literals blanked out,
/// the code inside string interpolations kept. Enough to list the identifiers a file
/// mentions and the types it declares at its top level, without a Swift parser.
struct SwiftSourceText {
    /// The code, with a space where each comment or literal text was.
    let code: String

    /// Strips `source`.
    init(_ source: String) {
        var stripper = Stripper(bytes: Array(source.utf8))
        stripper.code(until: nil)
        code = String(decoding: stripper.output, as: UTF8.self)
    }

    /// Every identifier the code mentions, keywords included.
    var identifiers: Set<String> {
        Set(tokens.compactMap { if case .identifier(let name) = $0 { name } else { nil } })
    }

    /// The names of the types declared outside any braces: `struct`, `enum`, `class`,
    /// `actor`, `protocol` and `typealias` (not `import struct ...`).
    var topLevelTypes: Set<String> {
        var names: Set<String> = []
        var depth = 0
        var previous: [String] = []
        for token in tokens {
            switch token {
            case .open: depth += 1
            case .close: depth -= 1
            case .identifier(let name):
                if depth == 0, let keyword = previous.last, Self.declarationKeywords.contains(keyword),
                    previous.dropLast().last != "import"
                {
                    names.insert(name)
                }
                previous = Array((previous + [name]).suffix(2))
            }
        }
        return names
    }

    private static let declarationKeywords: Set<String> = ["struct", "enum", "class", "actor", "protocol", "typealias"]

    private enum Token {
        case identifier(String)
        case open, close
    }

    private var tokens: [Token] {
        var tokens: [Token] = []
        var current = ""
        func flush() {
            if !current.isEmpty, !(current.first?.isNumber ?? false) { tokens.append(.identifier(current)) }
            current = ""
        }
        for character in code {
            if character == "_" || character.isLetter || character.isNumber {
                current.append(character)
                continue
            }
            flush()
            if character == "{" { tokens.append(.open) }
            if character == "}" { tokens.append(.close) }
        }
        flush()
        return tokens
    }
}

/// A one-pass scanner over UTF-8 bytes: code is copied, comments (nested block comments
/// too) and literal text are not; `\(...)` inside a literal is scanned as code again.
private struct Stripper {
    let bytes: [UInt8]
    var position = 0
    var output: [UInt8] = []

    private static let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#"), backslash = UInt8(ascii: "\\")
    private static let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), newline = UInt8(ascii: "\n")
    private static let open = UInt8(ascii: "("), close = UInt8(ascii: ")"), space = UInt8(ascii: " ")

    /// Copies code up to the `)` that closes an interpolation (`until: ")"`) or to the end.
    mutating func code(until closing: UInt8?) {
        var depth = 0
        while position < bytes.count {
            if starts("//") {
                while position < bytes.count, bytes[position] != Self.newline { position += 1 }
            } else if starts("/*") {
                skipBlockComment()
            } else if let (hashes, delimiter) = stringOpening() {
                position += hashes + delimiter
                string(hashes: hashes, delimiter: delimiter)
            } else {
                let byte = bytes[position]
                position += 1
                if closing != nil && byte == Self.open { depth += 1 }
                if closing != nil && byte == Self.close {
                    if depth == 0 { return }
                    depth -= 1
                }
                output.append(byte)
            }
        }
    }

    private mutating func skipBlockComment() {
        var depth = 0
        repeat {
            if starts("/*") {
                depth += 1
                position += 2
            } else if starts("*/") {
                depth -= 1
                position += 2
            } else {
                position += 1
            }
        } while depth > 0 && position < bytes.count
        output.append(Self.space)
    }

    /// At `#*"` or `#*"""`: the number of `#` and of quotes.
    private func stringOpening() -> (hashes: Int, delimiter: Int)? {
        var hashes = 0
        while position + hashes < bytes.count, bytes[position + hashes] == Self.hash { hashes += 1 }
        guard position + hashes < bytes.count, bytes[position + hashes] == Self.quote else { return nil }
        let triple =
            position + hashes + 2 < bytes.count
            && bytes[position + hashes + 1] == Self.quote && bytes[position + hashes + 2] == Self.quote
        return (hashes, triple ? 3 : 1)
    }

    /// Skips a literal's text up to its closing delimiter, scanning interpolations as code.
    private mutating func string(hashes: Int, delimiter: Int) {
        output.append(Self.space)
        let escape = [Self.backslash] + Array(repeating: Self.hash, count: hashes)
        let end = Array(repeating: Self.quote, count: delimiter) + Array(repeating: Self.hash, count: hashes)
        while position < bytes.count {
            if matches(escape) {
                position += escape.count
                if position < bytes.count, bytes[position] == Self.open {
                    position += 1
                    output.append(contentsOf: [Self.space, Self.open])
                    code(until: Self.close)
                    output.append(contentsOf: [Self.close, Self.space])
                } else {
                    position += 1
                }
            } else if matches(end) {
                position += end.count
                return
            } else {
                position += 1
            }
        }
    }

    private func starts(_ text: String) -> Bool { matches(Array(text.utf8)) }

    private func matches(_ sequence: [UInt8]) -> Bool {
        position + sequence.count <= bytes.count && bytes[position..<position + sequence.count].elementsEqual(sequence)
    }
}
