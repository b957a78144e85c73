import Crypto
import FileSystem

/// The stamps of tagged files whose first bytes an earlier lint read and found to be neither
/// executable code nor a Git LFS pointer, so a lint of an unchanged game opens none of them:
/// one file per base folder in the user's cache folder (`ODR_PACK_CACHE_DIR`, else
/// `$XDG_CACHE_HOME/odr-pack`, else `~/.cache/odr-pack`; `ODR_PACK_CACHE_DIR=` with no value
/// keeps none), named `first-bytes-<digest of the base folder>.bin`.
///
/// Content decides, times vouch (git's index): a file is taken as checked only when its size,
/// modification time, status-change time, device and inode are all those of a recorded stamp.
/// Every write moves the status-change time and no tool can set it back, so equal stamps mean
/// the bytes read then; a stamp is recorded only when the file last changed at least a second
/// before the run began (`FileStamp.isSettled(before:)`), so a write in the clock tick of the
/// recording cannot hide behind it. Keyed by stamp alone, not by path: the verdict is of the
/// bytes, which the inode holds wherever it is reached from.
///
/// A binary file: the heading (`header`, a tab, the canonical base folder, a line break), the
/// number of records (8 bytes), the SHA-256 of the records (32 bytes), then one 40-byte record
/// per stamp (size, modification time, change time, device, inode; little-endian), sorted,
/// none twice. Anything else -- another heading, a wrong count or digest, records out of order
/// -- is ignored whole, and the files are read. It is replaced only when it is a regular file
/// (never written through a link, a pipe or a device), and only when this run's set differs.
final class PrefixCheckCache: Sendable {
    /// The first word of the heading; a change to what the first bytes are checked for
    /// (`ExecutableDetector`, `GitLFSPointer`) must change it, so older verdicts are dropped.
    static let header = "odr-pack first-bytes checks 1"
    /// The largest cache read: 1.6 million files.
    static let readLimit = 64 * 1024 * 1024
    static let recordSize = 40

    /// Where the cache is.
    let path: String
    private let heading: [UInt8]
    /// The stamps the file vouches for, sorted (`precedes`).
    private let recorded: [FileStamp]
    /// The stamps this run found clean, one list per walk, in no order.
    private let found = Locked<[[FileStamp]]>([])

    /// The cache at `path` for files below `baseDirectory` (canonical), read now.
    init(path: String, baseDirectory: String) {
        self.path = path
        heading = Array((Self.header + "\t" + baseDirectory + "\n").utf8)
        recorded = Self.read(path, heading: heading) ?? []
    }

    /// The cache of `baseDirectory` in `folder`.
    convenience init(folder: String, baseDirectory: String) {
        let name = "first-bytes-" + StreamDigest.sha256(Array(baseDirectory.utf8)).prefix(16) + ".bin"
        self.init(path: PathString.child(folder, name), baseDirectory: baseDirectory)
    }

    /// How many stamps the file vouched for when it was read.
    var count: Int { recorded.count }

    /// Whether an earlier run found the bytes of a file with exactly this stamp clean.
    func vouches(for stamp: FileStamp) -> Bool {
        var low = 0
        var high = recorded.count
        while low < high {
            let middle = (low + high) / 2
            if Self.precedes(recorded[middle], stamp) { low = middle + 1 } else { high = middle }
        }
        return low < recorded.count && recorded[low] == stamp
    }

    /// Records stamps of files this run found clean (read now or vouched for).
    func record(_ stamps: [FileStamp]) {
        guard !stamps.isEmpty else { return }
        found.withLock { $0.append(stamps) }
    }

    /// Writes the stamps recorded in this run that were settled before `start` (nanoseconds
    /// since 1970), unless they are the ones read. Failures are no error: the next run reads.
    func save(settledBefore start: Int64) {
        var stamps: [FileStamp] = []
        found.withLock { lists in
            stamps.reserveCapacity(lists.reduce(0) { $0 + $1.count })
            for list in lists { stamps += list.lazy.filter { $0.isSettled(before: start) } }
            lists = []
        }
        stamps.sort(by: Self.precedes)
        var kept = 0
        for index in stamps.indices where kept == 0 || stamps[kept - 1] != stamps[index] {
            stamps[kept] = stamps[index]
            kept += 1
        }
        stamps.removeSubrange(kept...)
        guard stamps != recorded else { return }
        var body: [UInt8] = []
        body.reserveCapacity(stamps.count * Self.recordSize)
        for stamp in stamps {
            for word in [
                UInt64(bitPattern: stamp.size), UInt64(bitPattern: stamp.modificationTime),
                UInt64(bitPattern: stamp.changeTime), stamp.device, stamp.inode,
            ] {
                withUnsafeBytes(of: word.littleEndian) { body += $0 }
            }
        }
        var bytes = heading
        withUnsafeBytes(of: UInt64(stamps.count).littleEndian) { bytes += $0 }
        bytes += Array(SHA256.hash(data: body))
        bytes += body
        let folder = PathString.folder(of: path)
        guard let name = path.split(separator: "/").last.map(String.init),
            (try? FileWriter.makeDirectory(folder)) != nil, let handle = try? DirectoryHandle(folder)
        else { return }
        try? FileWriter.replace(name, in: handle, with: bytes)
    }

    /// The stamps of the cache at `path`, or nil when it is absent, unreadable or not one
    /// this run wrote for this base folder, whole and unaltered.
    static func read(_ path: String, heading: [UInt8]) -> [FileStamp]? {
        guard let bytes = try? FileAccess.readFile(path, limit: readLimit),
            bytes.count >= heading.count + 40, bytes.starts(with: heading)
        else { return nil }
        let count = word(bytes, at: heading.count)
        let start = heading.count + 40
        guard count <= UInt64(readLimit / recordSize), bytes.count == start + Int(count) * recordSize,
            Array(SHA256.hash(data: bytes[start...])) == Array(bytes[(heading.count + 8)..<start])
        else { return nil }
        var stamps: [FileStamp] = []
        stamps.reserveCapacity(Int(count))
        for offset in stride(from: start, to: bytes.count, by: recordSize) {
            var stamp = FileStamp(
                size: Int64(bitPattern: word(bytes, at: offset)), modificationTime: Int64(bitPattern: word(bytes, at: offset + 8)),
                changeTime: Int64(bitPattern: word(bytes, at: offset + 16)), identity: FileIdentity(device: 0, inode: 0))
            stamp.device = word(bytes, at: offset + 24)
            stamp.inode = word(bytes, at: offset + 32)
            guard stamps.last.map({ precedes($0, stamp) }) ?? true else { return nil }
            stamps.append(stamp)
        }
        return stamps
    }

    private static func word(_ bytes: [UInt8], at offset: Int) -> UInt64 {
        bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
    }

    /// The order of the records: by size, then the times, then device and inode.
    static func precedes(_ a: FileStamp, _ b: FileStamp) -> Bool {
        (a.size, a.modificationTime, a.changeTime, a.device, a.inode) < (b.size, b.modificationTime, b.changeTime, b.device, b.inode)
    }
}
