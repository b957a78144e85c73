/// The entries of an old-style `{ key = value; }` dictionary, in the order they are written.
///
/// A key written twice keeps its last value, placed where that last entry stands, as if the
/// earlier entries were deleted; the replaced entries stay readable in `overriddenEntries`.
public struct OpenStepDictionary: Equatable, Sendable {
    /// One `key = value;` entry.
    public struct Entry: Equatable, Sendable {
        /// The key, escapes resolved.
        public let key: String
        /// Where the key starts.
        public let keyLocation: OpenStepLocation
        /// The value after `=`.
        public let value: OpenStepValue

        /// Creates an entry.
        public init(key: String, keyLocation: OpenStepLocation, value: OpenStepValue) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    // Small dictionaries (most pbxproj objects) are searched linearly: building a hash index
    // for each of them would cost more than it saves.
    private static let linearSearchLimit = 12

    /// The entries in source order, one per key.
    public let entries: [Entry]
    /// Entries replaced by a later entry with the same key, in source order.
    public let overriddenEntries: [Entry]
    private let index: [String: Int]?

    /// Creates a dictionary from entries in source order; for a repeated key the last one wins.
    public init(entries: [Entry]) {
        if entries.count <= Self.linearSearchLimit, !Self.hasRepeatedKey(entries) {
            self.entries = entries
            self.overriddenEntries = []
            self.index = nil
            return
        }
        var lastPosition = [String: Int](minimumCapacity: entries.count)
        for (position, entry) in entries.enumerated() {
            lastPosition[entry.key] = position
        }
        var kept: [Entry] = []
        var overridden: [Entry] = []
        kept.reserveCapacity(lastPosition.count)
        for (position, entry) in entries.enumerated() {
            if lastPosition[entry.key] == position {
                kept.append(entry)
            } else {
                overridden.append(entry)
            }
        }
        self.entries = kept
        self.overriddenEntries = overridden
        self.index = kept.count <= Self.linearSearchLimit ? nil : Self.positions(of: kept)
    }

    /// The number of distinct keys.
    public var count: Int { entries.count }

    /// Whether the dictionary has no entries.
    public var isEmpty: Bool { entries.isEmpty }

    /// The keys in source order.
    public var keys: [String] { entries.map(\.key) }

    /// The value for `key`, or nil when the key is absent.
    public subscript(key: String) -> OpenStepValue? {
        entry(for: key)?.value
    }

    /// The whole entry for `key` (with its key location), or nil when the key is absent.
    public func entry(for key: String) -> Entry? {
        if let index {
            return index[key].map { entries[$0] }
        }
        return entries.first { $0.key == key }
    }

    /// Equal when the entries are equal in order; overridden entries are ignored.
    public static func == (lhs: OpenStepDictionary, rhs: OpenStepDictionary) -> Bool {
        lhs.entries == rhs.entries
    }

    private static func hasRepeatedKey(_ entries: [Entry]) -> Bool {
        for first in entries.indices {
            for second in (first + 1)..<entries.count where entries[first].key == entries[second].key {
                return true
            }
        }
        return false
    }

    private static func positions(of entries: [Entry]) -> [String: Int] {
        var positions = [String: Int](minimumCapacity: entries.count)
        for (position, entry) in entries.enumerated() {
            positions[entry.key] = position
        }
        return positions
    }
}
