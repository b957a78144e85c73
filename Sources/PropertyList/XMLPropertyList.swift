/// Apple's XML property-list format, laid out byte for byte as CoreFoundation writes it.
///
/// The layout: the XML declaration, the DOCTYPE and `<plist version="1.0">` lines, the
/// root element unindented, one element per line, a tab per nesting level, `<key>`
/// lines at their value's level, `<array/>` and `<dict/>` when empty, and `</plist>`
/// plus a newline. Choices where writers differ:
///
/// - Keys are sorted by UTF-8 bytes (Unicode scalar order), as Python's plistlib does;
///   CoreFoundation sorts by UTF-16 code units (see `PropertyListValue.sortedEntries`).
/// - `<string>` and `<key>` text escapes only `&`, `<` and `>`, as CoreFoundation does.
///   Control characters other than tab, newline and carriage return are written as
///   they are, which strict XML readers reject; write such strings in binary instead.
/// - `<real>` holds the shortest text that reads back as the same double, laid out
///   as Python's `repr` does (`0.05`, `1.0`, `1e+16`, `1e-05`, `-0.0`), and `nan`,
///   `+infinity`, `-infinity` as CoreFoundation writes them. CoreFoundation writes
///   `%.17g` instead (`0.050000000000000003`, `1`); both read back as the same double.
/// - `<data>` is base64 on its own lines at the element's indentation, wrapped at
///   76 columns minus 8 per tab (at most 8 tabs counted), exactly as CoreFoundation
///   does; plistlib agrees up to 7 levels of nesting.
/// - `<date>` is `YYYY-MM-DDTHH:MM:SSZ` in UTC with the fraction dropped (rounded
///   down), as both do; dates outside years 1...9999 (or NaN) are clamped to them.
public enum XMLPropertyList {
    /// Encodes `value` as an XML plist in UTF-8.
    public static func encode(_ value: PropertyListValue) -> [UInt8] {
        var writer = XMLPropertyListWriter()
        writer.appendDocument(value)
        return writer.output
    }

    /// True when every character of `text` is one XML 1.0 allows (its production `Char`):
    /// a binary plist may hold NUL and other characters an XML document cannot, escaped or not.
    public static func canHold(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
            default: false
            }
        }
    }
}
