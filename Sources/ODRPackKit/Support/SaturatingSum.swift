/// Sums of sizes that never trap. Sizes come from the disk (a sparse file or a file hard-linked
/// many times makes petabytes cheaply) and from index files anyone can edit, so a sum that
/// would pass the largest integer stays at it: it is then over every limit, and reported so.
extension Sequence {
    /// The sum of `value` over the elements, held at `Int64.max` (or `.min`) instead of overflowing.
    func sizeSum(_ value: (Element) throws -> Int64) rethrows -> Int64 {
        var total: Int64 = 0
        for element in self { total = total.addingSaturated(try value(element)) }
        return total
    }
}

extension Int64 {
    /// `self + other`, held at the largest or smallest value instead of overflowing.
    func addingSaturated(_ other: Int64) -> Int64 {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }
}
