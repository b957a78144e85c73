/// What the file systems a build's output lands on cannot hold, whatever the store accepts:
/// the names odr-pack derives and writes (pack folders, archives, paths inside packs) keep
/// clear of them, and lint reports the names a manifest or its files give that do not.
///
/// - **Name length**: ext4 and APFS hold 255 bytes of UTF-8 in one file or folder name
///   (`NAME_MAX`); NTFS and HFS+ 255 UTF-16 units, which is never fewer characters.
/// - **Path length**: macOS opens no path of 1,024 bytes or more (`PATH_MAX` 1024, its
///   terminating NUL included), Linux none of 4,096: a path inside the output folder over 1,023
///   bytes cannot be written on a Mac, whatever the output folder.
/// - **Case**: the default file systems of macOS (APFS, HFS+) and Windows (NTFS) compare names
///   without case (and APFS without Unicode normalization): two names that differ only so are
///   one file there, so a checkout of the output keeps one of them.
/// - **Windows device names**: `CON`, `PRN`, `AUX`, `NUL`, `COM1` to `COM9`, `LPT1` to `LPT9`
///   and `COM`/`LPT` with `¹`, `²`, `³`, in any case, alone or followed by an extension
///   (`nul.txt`), or by spaces: Windows opens the device, not a file ("Naming Files, Paths, and
///   Namespaces", Microsoft Learn).
enum HostFileName {
    /// The longest file or folder name, in UTF-8 bytes.
    static let maximumNameBytes = 255
    /// The longest path inside an output folder, in UTF-8 bytes.
    static let maximumPathBytes = 1023

    /// Whether Windows takes `name` for a device.
    static func isWindowsDeviceName(_ name: String) -> Bool {
        var stem = Substring(name.prefix { $0 != "." })
        while stem.last == " " { stem.removeLast() }
        let upper = stem.uppercased()
        if ["CON", "PRN", "AUX", "NUL"].contains(upper) { return true }
        guard upper.count == 4, upper.hasPrefix("COM") || upper.hasPrefix("LPT"), let last = upper.unicodeScalars.last else { return false }
        return ("1"..."9").contains(last) || ["\u{B9}", "\u{B2}", "\u{B3}"].contains(last)
    }

    /// The names of `path`, split at every `/` byte: to Swift a `/` followed by a combining mark
    /// is one `Character`, to a file system it ends a name.
    static func components(_ path: Substring) -> [Substring] {
        path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
    }

    /// `path` up to its last `/` byte (empty without one).
    static func parent(_ path: Substring) -> Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path[path.startIndex..<path.startIndex] }
        return Substring(path.utf8[..<slash])
    }

    /// `path` as a file system without case compares it: two paths with one key are one file
    /// on macOS and Windows.
    static func caseKey(_ path: Substring) -> String {
        // ASCII, the common case, folds without Foundation's Unicode tables.
        guard path.utf8.allSatisfy({ $0 < 0x80 }) else { return path.lowercased() }
        return String(decoding: path.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
}
