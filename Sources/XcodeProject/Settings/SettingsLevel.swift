/// One level of the build-settings stack: the settings one `buildSettings` dictionary sets,
/// or one assignment of an `.xcconfig` file. Levels are searched from the top; `$(inherited)`
/// means the same setting in the levels below.
public struct SettingsLevel: Sendable, Equatable {
    /// One setting's value as written: its words when the dictionary holds an array.
    public struct Value: Sendable, Equatable {
        /// The parts, joined with spaces when evaluated.
        public var parts: [String]
        /// Where it is written; nil for a default of the product type.
        public var location: ProjectLocation?
    }

    /// The settings by name.
    public var values: [String: Value]

    /// A level with these values.
    public init(values: [String: Value]) {
        self.values = values
    }

    /// The string and array-of-string settings of a `buildSettings` dictionary.
    public init(_ dictionary: PBXDictionary) {
        var values: [String: Value] = [:]
        for entry in dictionary.entries.entries {
            let parts: [String]? =
                if let text = entry.value.string {
                    [text]
                } else {
                    entry.value.array?.compactMap(\.string)
                }
            if let parts { values[entry.key] = Value(parts: parts, location: .pbxproj(entry.value.location)) }
        }
        self.values = values
    }
}
