import Crypto
import PropertyList

/// Hashing helpers: a pack's content hash and the Xcode-style time string derived from it.
public enum ContentHash {
    /// SHA-256 over the pack's entries in order, one line each: `path NUL size NUL sha256 LF`.
    /// Only the content decides it: not modification times, not the archive format.
    static func of(entries: [(path: String, size: Int64, sha256: String)]) -> String {
        var hasher = SHA256()
        for entry in entries {
            hasher.update(data: Array("\(entry.path)\0\(entry.size)\0\(entry.sha256)\n".utf8))
        }
        return Hex.string(hasher.finalize())
    }

    /// SHA-256 of a string, as hex.
    static func of(_ text: String) -> String {
        StreamDigest.sha256(Array(text.utf8))
    }

    /// A time in Xcode's `primaryContentHash` form (`2013-04-27T19:31:55.123Z`) taken from the
    /// content hash: the first 48 bits pick a millisecond in the 100 years from 2001, so equal
    /// content gives equal strings on every machine and checkout, and changed content a new one.
    public static func modtimeString(_ contentHash: String) -> String {
        var bits: UInt64 = 0
        for character in contentHash.prefix(12) {
            bits = bits << 4 | UInt64(character.hexDigitValue ?? 0)
        }
        return ModTime.string(milliseconds: Int64(bits % (100 * 365 * 86_400 * 1000)))
    }

    /// The `primaryContentHash` of a pack with `contentHash`, given what devices may already
    /// hold (`previous`, from the build cache or `--baseline`): the previous string when the
    /// content is unchanged; otherwise the content-derived time, or, if that is not later,
    /// one millisecond after the latest previous time, so a changed pack never looks older.
    static func primaryContentHash(_ contentHash: String, previous: [(contentHash: String, modtime: String)]) -> String {
        if let same = previous.first(where: { $0.contentHash == contentHash }) { return same.modtime }
        let derived = modtimeString(contentHash)
        guard let latest = previous.compactMap({ ModTime.milliseconds($0.modtime) }).max(),
            let own = ModTime.milliseconds(derived), own <= latest
        else { return derived }
        return ModTime.string(milliseconds: latest + 1)
    }
}

/// Xcode's `modtime` strings: UTC times with milliseconds, `yyyy-MM-ddTHH:mm:ss.SSSZ`.
enum ModTime {
    /// The string for `milliseconds` since 2001-01-01T00:00:00Z.
    static func string(milliseconds: Int64) -> String {
        let seconds = milliseconds.quotientAndRemainder(dividingBy: 1000)
        let whole = seconds.remainder < 0 ? seconds.quotient - 1 : seconds.quotient
        let fraction = seconds.remainder < 0 ? seconds.remainder + 1000 : seconds.remainder
        let time = GregorianTimestamp(secondsSinceReferenceDate: Double(whole))
        func pad(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return
            "\(pad(time.year, 4))-\(pad(time.month, 2))-\(pad(time.day, 2))T\(pad(time.hour, 2)):\(pad(time.minute, 2)):\(pad(time.second, 2)).\(pad(Int(fraction), 3))Z"
    }

    /// Milliseconds since 2001 for a string of that form, or nil.
    static func milliseconds(_ text: String) -> Int64? {
        let parts = text.split(separator: ".")
        guard parts.count == 2, parts[1].count == 4, parts[1].hasSuffix("Z"), let fraction = Int64(parts[1].dropLast()),
            let seconds = ISODate.secondsSinceReferenceDate(String(parts[0]) + "Z")
        else { return nil }
        return Int64(seconds) * 1000 + fraction
    }
}
