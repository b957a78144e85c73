#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// Whether this string sorts before `other` by UTF-8 bytes (the order of file listings and
    /// archive entries). Compares the contiguous bytes with `memcmp`, which on large file
    /// lists is many times faster than walking the two `utf8` views element by element.
    package func utf8Precedes(_ other: String) -> Bool {
        var left = self
        var right = other
        return left.withUTF8 { a in
            right.withUTF8 { b in
                let common = min(a.count, b.count)
                let order = common == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, common)
                return order != 0 ? order < 0 : a.count < b.count
            }
        }
    }
}
