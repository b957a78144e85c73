extension PropertyListValue {
    /// The entries of `dictionary` in the order both writers use: by the UTF-8 bytes of
    /// the keys, which is Unicode scalar order.
    ///
    /// CoreFoundation's XML writer compares UTF-16 code units instead; the two orders
    /// differ only between a key with a scalar in U+E000...U+FFFF and one with a scalar
    /// above U+FFFF at the same position. Python's plistlib sorts as we do.
    static func sortedEntries(
        _ dictionary: [String: PropertyListValue]
    ) -> [(key: String, value: PropertyListValue)] {
        dictionary.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }
}
