import Testing
import XcodeProject

/// A parsed value without source locations, so tests can compare structure in one expression.
indirect enum Plain: Equatable, ExpressibleByStringLiteral {
    case string(String)
    case array([Plain])
    case dictionary([Entry])
    case data([UInt8])

    struct Entry: Equatable {
        let key: String
        let value: Plain
    }

    init(stringLiteral value: String) {
        self = .string(value)
    }

    init(_ value: OpenStepValue) {
        switch value.content {
        case .string(let string):
            self = .string(string)
        case .array(let elements):
            self = .array(elements.map(Plain.init))
        case .dictionary(let dictionary):
            self = .dictionary(dictionary.entries.map { Entry(key: $0.key, value: Plain($0.value)) })
        case .data(let bytes):
            self = .data(bytes)
        }
    }
}

/// Parses `text` and drops locations.
func plain(_ text: String) throws -> Plain {
    Plain(try OpenStepParser.parse(text))
}

/// Parses `bytes`, expecting a failure; records an issue and returns nil when parsing succeeds.
func parseError(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> OpenStepParseError? {
    do {
        _ = try OpenStepParser.parse(bytes)
        Issue.record("expected a parse error", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

/// Parses `text`, expecting a failure.
func parseError(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> OpenStepParseError? {
    parseError(Array(text.utf8), sourceLocation: sourceLocation)
}

/// Shorthand for a location.
func at(_ line: Int, _ column: Int) -> OpenStepLocation {
    OpenStepLocation(line: line, column: column)
}
