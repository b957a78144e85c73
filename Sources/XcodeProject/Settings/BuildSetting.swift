/// One build setting as a target sees it in one configuration, with references expanded.
public struct BuildSetting: Sendable, Equatable {
    /// The expanded value; a reference that did not resolve is left as written (`$(NAME)`).
    public var value: String
    /// The names of the references that did not resolve, in the order met.
    public var unresolved: [String]
    /// Where the value that won is written (`project.pbxproj` or an `.xcconfig` line), or nil
    /// for a built-in or default value such as `TARGET_NAME`.
    public var location: ProjectLocation?

    /// Creates a setting.
    public init(value: String, unresolved: [String] = [], location: ProjectLocation? = nil) {
        self.value = value
        self.unresolved = unresolved
        self.location = location
    }

    /// The value split into words as Xcode splits list settings: at white space, except
    /// inside quotes or after a backslash (`Level\ 1` is one word).
    public var words: [String] { SettingWords.split(value) }
}

/// Splits a build-setting value into words, honouring `\` escapes and quotes.
public enum SettingWords {
    /// The words of `text`; quotes and escaping backslashes are removed.
    public static func split(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in text {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
                inWord = true
            } else if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character.isWhitespace {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }
}
