/// Looks name tokens up by their bytes, without making a `String` for each token.
struct NameTable<Name: Sendable>: Sendable {
    /// One name's bytes and what it stands for.
    struct Entry: Sendable {
        /// The name's UTF-8 bytes.
        let bytes: [UInt8]
        /// What it stands for.
        let name: Name
    }

    /// The entries, bucketed by their byte count.
    private let buckets: [[Entry]]

    /// A table of `(name, value)` pairs.
    init(_ pairs: [(String, Name)]) {
        let longest = pairs.map { $0.0.utf8.count }.max() ?? 0
        var buckets = [[Entry]](repeating: [], count: longest + 1)
        for (text, name) in pairs {
            buckets[text.utf8.count].append(Entry(bytes: Array(text.utf8), name: name))
        }
        self.buckets = buckets
    }

    /// The value of the name that `token` spells in `bytes`, if the table has it.
    func lookup(_ bytes: [UInt8], _ token: Token) -> Name? {
        let count = token.end - token.start
        guard token.kind == .identifier, count < buckets.count else { return nil }
        for entry in buckets[count] where Self.equal(entry.bytes, bytes, at: token.start) {
            return entry.name
        }
        return nil
    }

    /// Whether `bytes` holds `name` at `start`.
    private static func equal(_ name: [UInt8], _ bytes: [UInt8], at start: Int) -> Bool {
        for k in name.indices where bytes[start + k] != name[k] { return false }
        return true
    }
}
