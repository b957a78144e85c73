/// Why a `project.pbxproj` could not be read as an object graph, and where.
public enum PBXProjectError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is not a valid old-style property list.
    case syntax(OpenStepParseError)
    /// The dictionary at the key path, starting at the location, lacks a required key.
    case missingKey(String, keyPath: [String], at: OpenStepLocation)
    /// The value at the key path has another shape than the one required.
    case wrongType(keyPath: [String], expected: OpenStepValue.Kind, found: OpenStepValue.Kind, at: OpenStepLocation)
    /// The value at the key path names an object id that `objects` does not contain.
    case missingObject(id: String, keyPath: [String], at: OpenStepLocation)

    /// Where the problem is in the file.
    public var location: OpenStepLocation {
        switch self {
        case .syntax(let error): error.location
        case .missingKey(_, _, let location): location
        case .wrongType(_, _, _, let location): location
        case .missingObject(_, _, let location): location
        }
    }

    /// A lower-case sentence naming the key path and what is wrong with it.
    public var message: String {
        switch self {
        case .syntax(let error):
            error.message
        case .missingKey(let key, let keyPath, _):
            "\(Self.describe(keyPath)) has no key '\(key)'"
        case .wrongType(let keyPath, let expected, let found, _):
            "\(Self.describe(keyPath)) is \(Self.article(found)), expected \(Self.article(expected))"
        case .missingObject(let id, let keyPath, _):
            "\(Self.describe(keyPath)) refers to object '\(id)', which is not in 'objects'"
        }
    }

    /// `line:column: message`.
    public var description: String { "\(location): \(message)" }

    /// Renders `["objects", "AB12", "files", "[0]"]` as `'objects.AB12.files[0]'`.
    static func describe(_ keyPath: [String]) -> String {
        guard !keyPath.isEmpty else {
            return "the top-level value"
        }
        var path = ""
        for component in keyPath {
            if !path.isEmpty, !component.hasPrefix("[") {
                path += "."
            }
            path += component
        }
        return "'\(path)'"
    }

    private static func article(_ kind: OpenStepValue.Kind) -> String {
        kind == .array ? "an array" : "a \(kind.rawValue)"
    }
}
