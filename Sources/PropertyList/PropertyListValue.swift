/// A property-list value: one of the eight kinds Apple's plist formats can hold.
///
/// Dictionaries are Swift dictionaries, so their keys are unique under Swift's
/// string equality, which is canonical equivalence: a precomposed "é" and
/// "e" + U+0301 are the same key. Strings keep their exact scalars all the same,
/// and neither writer depends on dictionary order: both sort keys by their UTF-8
/// bytes, which is the same order as by Unicode scalar values.
public enum PropertyListValue: Sendable, Equatable {
    /// A string: `<string>` in XML, an ASCII (0x5_) or UTF-16BE (0x6_) string in binary.
    case string(String)
    /// A signed 64-bit integer: `<integer>`, binary 0x1_.
    case integer(Int64)
    /// A double: `<real>`, binary 0x23.
    case real(Double)
    /// A boolean: `<true/>` or `<false/>`, binary 0x09 or 0x08.
    case boolean(Bool)
    /// A date as seconds since 2001-01-01T00:00:00Z: `<date>`, binary 0x33.
    case date(Double)
    /// Raw bytes: `<data>` (base64), binary 0x4_.
    case data([UInt8])
    /// An ordered list: `<array>`, binary 0xA_.
    case array([PropertyListValue])
    /// String keys to values: `<dict>`, binary 0xD_.
    case dictionary([String: PropertyListValue])
}
