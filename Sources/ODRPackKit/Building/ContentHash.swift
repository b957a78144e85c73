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
        let span: UInt64 = 100 * 365 * 86_400 * 1000
        let milliseconds = bits % span
        let time = GregorianTimestamp(secondsSinceReferenceDate: Double(milliseconds / 1000))
        func pad(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(pad(time.year, 4))-\(pad(time.month, 2))-\(pad(time.day, 2))T\(pad(time.hour, 2)):\(pad(time.minute, 2)):\(pad(time.second, 2)).\(pad(Int(milliseconds % 1000), 3))Z"
    }
}
