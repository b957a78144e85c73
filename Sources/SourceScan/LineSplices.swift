/// C's line splicing (translation phase 2): every backslash that ends a line joins it to the next,
/// before comments, strings and directives are recognised. So a `//` comment ending in `\`
/// goes on over the next line, and so do a string, a name or a directive. As clang does (with a
/// warning), spaces and tabs between the backslash and the line end do not stop the splice.
///
/// The lexer reads the spliced bytes; `original(_:)` takes an offset in them back to the source,
/// where lines and columns are counted.
struct LineSplices {
    /// The source with every splice removed.
    let bytes: [UInt8]
    /// For each splice, in order: its offset in `bytes` and the bytes removed up to and including it.
    private let removals: [(at: Int, removed: Int)]

    /// The splices of `source`; nil when it has none, so most files cost one pass and no copy.
    init?(_ source: [UInt8]) {
        var out: [UInt8] = []
        var removals: [(at: Int, removed: Int)] = []
        var copied = 0
        var removed = 0
        var i = 0
        while i < source.count {
            guard source[i] == ASCII.backslash, let end = Self.spliceEnd(source, after: i) else {
                i += 1
                continue
            }
            if out.isEmpty { out.reserveCapacity(source.count) }
            out.append(contentsOf: source[copied..<i])
            removed += end - i
            removals.append((out.count, removed))
            copied = end
            i = end
        }
        guard !removals.isEmpty else { return nil }
        out.append(contentsOf: source[copied...])
        bytes = out
        self.removals = removals
    }

    /// The offset just past the line end that the backslash at `i` splices, if it ends its line.
    static func spliceEnd(_ source: [UInt8], after i: Int) -> Int? {
        var k = i + 1
        while k < source.count && (source[k] == ASCII.space || source[k] == ASCII.tab) { k += 1 }
        guard k < source.count, ASCII.isLineEnd(source[k]) else { return nil }
        return source[k] == ASCII.cr && k + 1 < source.count && source[k + 1] == ASCII.lf ? k + 2 : k + 1
    }

    /// The offset in the source of the byte at `offset` in `bytes`.
    func original(_ offset: Int) -> Int {
        var low = 0
        var high = removals.count
        while low < high {
            let middle = (low + high) / 2
            if removals[middle].at <= offset { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? offset : offset + removals[low - 1].removed
    }
}
