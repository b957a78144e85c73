import FileSystem

/// The compressed-size estimates of the last runs, so lint does not read a large game's files
/// again while they do not change: one file per base folder in the user's cache folder
/// (`ODR_PACK_CACHE_DIR`, else `$XDG_CACHE_HOME/odr-pack`, else `~/.cache/odr-pack`, on macOS
/// `~/Library/Caches/odr-pack`; `ODR_PACK_CACHE_DIR=` with no value keeps none). It is the
/// only file lint writes, and only when it estimated a file anew.
///
/// A text file: a first line naming the format, the estimate method and the base folder, then
/// one line per file, sorted by path: `size<TAB>modification time<TAB>change time<TAB>device<TAB>
/// inode<TAB>estimate<TAB>path` (times in nanoseconds). An estimate is reused only for the same
/// path and the same `Stamp`, and the same method; a path holding a tab or a line break is never
/// recorded. A file that cannot be read or written is no error: the estimates are then made again.
final class EstimateCache: @unchecked Sendable {
    /// The first word of the first line (format 1 keyed estimates on size and modification time only).
    static let header = "odr-pack download-size estimates 2"

    /// What an estimate is kept for. Size and modification time are what a user can restore
    /// (`cp -p`, `rsync -a`, `touch -d`, a checkout tool); the status-change time (ctime) is
    /// set by the system on every write, rename or restored time and cannot be set back short
    /// of changing the clock, and device and inode tell a file put in another's place.
    struct Stamp: Hashable, Sendable {
        var size: Int64
        var modificationTime: Int64
        var changeTime: Int64
        var device: UInt64
        var inode: UInt64

        /// The stamp of a file whose status is `status`.
        init(_ status: FileStatus) {
            self.init(
                size: status.size, modificationTime: status.modificationTime, changeTime: status.changeTime,
                device: status.identity.device, inode: status.identity.inode)
        }

        init(size: Int64, modificationTime: Int64, changeTime: Int64, device: UInt64, inode: UInt64) {
            self.size = size
            self.modificationTime = modificationTime
            self.changeTime = changeTime
            self.device = device
            self.inode = inode
        }
    }
    /// The longest cache file read.
    static let readLimit = 64 * 1024 * 1024

    /// Where the cache is.
    let path: String
    private let heading: String
    private let state = Locked(State())

    private struct State {
        var loaded = false
        var entries: [String: (stamp: Stamp, estimate: Int64)] = [:]
        var changed = false
    }

    /// The cache at `path` for files below `baseDirectory`, estimated by `method`.
    init(path: String, baseDirectory: String, method: String) {
        self.path = path
        heading = [Self.header, method, baseDirectory].joined(separator: "\t")
    }

    /// The cache of `baseDirectory` in the folder `environment` names, if any.
    static func `default`(baseDirectory: String, method: String, environment: [String: String]) -> EstimateCache? {
        guard let folder = folder(environment: environment) else { return nil }
        let name = "download-size-" + StreamDigest.sha256(Array(baseDirectory.utf8)).prefix(16) + ".tsv"
        return EstimateCache(path: PathString.child(folder, name), baseDirectory: baseDirectory, method: method)
    }

    /// The cache folder `environment` names, if any.
    static func folder(environment: [String: String]) -> String? {
        CacheFolder.path(environment: environment)
    }

    /// The estimate recorded for `source` at `stamp`, if any.
    func estimate(of source: String, stamp: Stamp) -> Int64? {
        state.withLock { state in
            load(&state)
            guard let entry = state.entries[source], entry.stamp == stamp else { return nil }
            return entry.estimate
        }
    }

    /// Records an estimate made in this run.
    func record(_ source: String, stamp: Stamp, estimate: Int64) {
        guard !source.contains(where: { $0 == "\t" || $0 == "\n" || $0 == "\r" }) else { return }
        state.withLock { state in
            load(&state)
            state.entries[source] = (stamp, estimate)
            state.changed = true
        }
    }

    /// Writes the cache when this run recorded anything.
    func save() {
        let text: String? = state.withLock { state in
            guard state.changed else { return nil }
            state.changed = false
            var lines = [heading]
            for source in state.entries.keys.sorted(by: { $0.utf8Precedes($1) }) {
                guard let entry = state.entries[source] else { continue }
                let stamp = entry.stamp
                lines.append(
                    "\(stamp.size)\t\(stamp.modificationTime)\t\(stamp.changeTime)\t\(stamp.device)\t\(stamp.inode)\t\(entry.estimate)\t\(source)"
                )
            }
            return lines.joined(separator: "\n") + "\n"
        }
        guard let text else { return }
        // Replaced only when it is a regular file (or absent): never written through a link,
        // a pipe or a device at its path.
        ReadLog.$current.withValue(nil) {
            let folder = PathString.folder(of: path)
            guard let name = path.split(separator: "/").last.map(String.init),
                (try? FileWriter.makeDirectory(folder)) != nil, let handle = try? DirectoryHandle(folder)
            else { return }
            try? FileWriter.replace(name, in: handle, with: Array(text.utf8))
        }
    }

    /// The cache file's bytes. Not noted in a build's `ReadLog`: the file is odr-pack's own,
    /// rewritten by the runs it speeds up, and no output depends on it.
    private func contents() -> [UInt8]? {
        ReadLog.$current.withValue(nil) { try? FileAccess.readFile(path, limit: Self.readLimit) }
    }

    private func load(_ state: inout State) {
        guard !state.loaded else { return }
        state.loaded = true
        guard let bytes = contents() else { return }
        // Read as bytes: splitting a String of 100,000 lines by Character costs more than the lookups.
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
        guard let first = lines.first, String(decoding: first, as: UTF8.self) == heading else { return }
        state.entries.reserveCapacity(lines.count - 1)
        for line in lines.dropFirst() {
            let fields = line.split(separator: UInt8(ascii: "\t"), maxSplits: 6, omittingEmptySubsequences: false)
            guard fields.count == 7, let size = Self.number(fields[0]), let time = Self.number(fields[1]),
                let change = Self.number(fields[2]),
                let device = Self.unsigned(fields[3]), let inode = Self.unsigned(fields[4]),
                let estimate = Self.number(fields[5]), size >= 0, estimate >= 0, estimate <= size,
                estimate > 0 || size == 0, !fields[6].isEmpty
            else { continue }
            let stamp = Stamp(size: size, modificationTime: time, changeTime: change, device: device, inode: inode)
            state.entries[String(decoding: fields[6], as: UTF8.self)] = (stamp, estimate)
        }
    }

    /// A decimal `Int64` with an optional leading `-` (times before 1970); nil for anything
    /// else, or for a value out of range.
    static func number(_ digits: ArraySlice<UInt8>) -> Int64? {
        let negative = digits.first == UInt8(ascii: "-")
        guard let value = unsigned(negative ? digits.dropFirst() : digits), value <= UInt64(Int64.max) else { return nil }
        return negative ? -Int64(value) : Int64(value)
    }

    /// A decimal `UInt64` (device and inode numbers); nil for anything else, or out of range.
    static func unsigned(_ digits: ArraySlice<UInt8>) -> UInt64? {
        guard !digits.isEmpty, digits.count <= 20 else { return nil }
        var value: UInt64 = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowAgain) = times.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
            guard !overflow, !overflowAgain else { return nil }
            value = sum
        }
        return value
    }
}
