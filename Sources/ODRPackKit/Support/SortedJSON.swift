import Foundation

/// The one JSON form of the files odr-pack writes for people and other tools (maps, lock
/// files): sorted keys, pretty-printed, slashes as they are, a final line feed.
enum SortedJSON {
    /// `value` in that form. For values of strings, integers and containers only, which
    /// cannot fail to encode.
    static func encode(_ value: some Encodable) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array((try? encoder.encode(value)) ?? Data()) + [0x0A]
    }
}
