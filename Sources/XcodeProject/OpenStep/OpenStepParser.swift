import Foundation

/// Parses old-style (OpenStep/NeXTSTEP) ASCII property lists such as `project.pbxproj`.
///
/// Strings may be quoted (`"a b"`, with escapes) or bare (letters, digits and `_$/:.-+`);
/// `( a, b, )` is an array, `{ k = v; }` a dictionary, `<0fa3>` data; `/* */` and `//`
/// comments may appear between any two tokens. There are no numbers: `46` is a string.
public enum OpenStepParser {
    /// How deeply arrays and dictionaries may nest; deeper input is an error, not a crash.
    public static let maximumNestingDepth = 256

    /// Parses a whole document: one value, then only whitespace and comments.
    public static func parse(_ bytes: [UInt8]) throws(OpenStepParseError) -> OpenStepValue {
        var scanner = OpenStepScanner(bytes: bytes)
        return try scanner.scanDocument()
    }

    /// Parses a whole document held in `Data`.
    public static func parse(_ data: Data) throws(OpenStepParseError) -> OpenStepValue {
        try parse([UInt8](data))
    }

    /// Parses a whole document held in a string, as its UTF-8 bytes.
    public static func parse(_ text: String) throws(OpenStepParseError) -> OpenStepValue {
        try parse(Array(text.utf8))
    }
}
