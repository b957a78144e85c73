import FileSystem

/// A manifest path reduced to its components, or why it cannot be used.
enum RelativePath: Equatable {
    /// Components below the base, `.` and `a/..` removed.
    case inside([String])
    /// Absolute, or climbing above the base with `..`.
    case outside
    /// Nothing left, such as `.` or `a/..`.
    case empty

    init(_ path: String) {
        guard !path.hasPrefix("/") else {
            self = .outside
            return
        }
        if RelativePath.isPlain(path) {
            // Split by bytes when every byte is ASCII (no `/` can then start a longer
            // character), which is most paths and a tenth of a large lint's time by characters.
            let ascii = path.utf8.allSatisfy { $0 < 0x80 }
            self = .inside(
                ascii
                    ? path.utf8.split(separator: UInt8(ascii: "/")).map { String(Substring($0)) }
                    : path.split(separator: "/").map(String.init))
            return
        }
        guard let components = PathString.componentsBelowStart(path) else {
            self = .outside
            return
        }
        self = components.isEmpty ? .empty : .inside(components)
    }

    /// A path with no `.` or `..` segment and no empty one (the usual case), which needs
    /// no normalising.
    private static func isPlain(_ path: String) -> Bool {
        var previous: UInt8 = UInt8(ascii: "/")
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") && previous == UInt8(ascii: "/") { return false }
            if byte == UInt8(ascii: ".") && previous == UInt8(ascii: "/") { return false }
            previous = byte
        }
        return !path.isEmpty && previous != UInt8(ascii: "/")
    }

    /// `path` relative to `base` when it lies at or below it.
    static func relative(_ path: String, to base: String) -> String? {
        if path == base { return "" }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }
}
