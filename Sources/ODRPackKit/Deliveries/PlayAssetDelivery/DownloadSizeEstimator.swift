import FileSystem
import LibArchive

/// Estimates the compressed bytes Google Play counts against its limits, reading as little as
/// it can. A file's uncompressed size is an upper bound of what it adds (deflate never grows
/// data by more than a few bytes per 16 KiB block), so `PlayChecker` asks for an estimate only
/// where that bound is over a limit. A file's estimate is then, in this order:
///
/// 1. its size, for a format that is compressed already (`precompressedExtensions`: PNG, JPEG,
///    Ogg, MP4, zip, ...), which deflate does not shrink: nothing is read;
/// 2. the estimate of the last run, from `EstimateCache`, when the file has the same path,
///    size, modification time, status-change time, device and inode (`EstimateCache.Stamp`:
///    a time restored after a rewrite does not bring an old estimate back);
/// 3. deflate (zlib level 6, through libarchive) of the whole file up to 256 KiB, or of 8
///    windows of 32 KiB (deflate's own window) spread evenly over a larger file, scaled to its
///    size: at most 256 KiB read per file, whatever its size.
///
/// It is an estimate: Play compresses the APKs it serves its own way, so sampling is as close
/// as the real figure is known. Estimates of files taken in one run are kept for the next.
final class DownloadSizeEstimator: @unchecked Sendable {
    /// Files up to this size are compressed whole.
    static let wholeFileLimit = 256 * 1024
    /// How many windows of a larger file are compressed.
    static let windows = 8
    /// Each window's length.
    static let windowBytes = 32 * 1024
    /// What `EstimateCache` records the method as: another method's estimates are not reused.
    static let method = "deflate-6 whole<=\(wholeFileLimit) windows=\(windows)x\(windowBytes)"

    /// Extensions of formats that are compressed already (lower-case).
    static let precompressedExtensions: Set<String> = [
        "png", "jpg", "jpeg", "webp", "gif", "heic", "avif", "ogg", "oga", "opus", "mp3", "m4a", "aac", "flac",
        "mp4", "m4v", "mov", "webm", "mkv", "zip", "gz", "tgz", "bz2", "xz", "zst", "7z", "rar", "br", "lz4",
        "jar", "apk", "aab", "basis",
    ]

    /// What one run did, for the note that says how the sizes were found.
    struct Tally: Sendable, Equatable {
        /// Files compressed in this run, and the bytes read to do it.
        var compressed = 0
        var bytesRead: Int64 = 0
        /// Files whose estimate came from the cache.
        var cached = 0
        /// Files counted at their size as compressed formats.
        var precompressed = 0
    }

    private let baseDirectory: String
    private let cache: EstimateCache?
    private let state = Locked(State())

    private struct State {
        var estimates: [String: Int64] = [:]
        var tally = Tally()
    }

    /// An estimator for files below `baseDirectory`, with the estimates of `cache`, if any.
    init(baseDirectory: String, cache: EstimateCache?) {
        self.baseDirectory = baseDirectory
        self.cache = cache
    }

    /// What this run did so far.
    var tally: Tally { state.withLock { $0.tally } }

    /// The estimated compressed bytes of `files` together (each file once).
    func estimate(_ files: [ScannedFile]) -> Int64 {
        let missing = state.withLock { state in files.filter { state.estimates[$0.source] == nil } }
        let found = ParallelMap.map(count: missing.count, minimumChunk: 8) { range in
            range.map { (missing[$0].source, self.measure(missing[$0])) }
        }
        return state.withLock { state in
            for (source, measured) in found where state.estimates[source] == nil {
                state.estimates[source] = measured.bytes
                switch measured.how {
                case .compressed(let read):
                    state.tally.compressed += 1
                    state.tally.bytesRead += read
                case .cached: state.tally.cached += 1
                case .precompressed: state.tally.precompressed += 1
                }
            }
            return files.reduce(0) { $0 + (state.estimates[$1.source] ?? $1.size) }
        }
    }

    /// Keeps this run's estimates for the next; nothing is written when none is new.
    func save() {
        cache?.save()
    }

    /// How a file's estimate was found.
    private enum How {
        case compressed(read: Int64)
        case cached
        case precompressed
    }

    private func measure(_ file: ScannedFile) -> (bytes: Int64, how: How) {
        if file.size == 0 { return (0, .precompressed) }
        if let fileExtension = Self.pathExtension(file.packPath), Self.precompressedExtensions.contains(fileExtension) {
            return (file.size, .precompressed)
        }
        let path = file.compiledOutput ?? PathString.child(baseDirectory, file.source)
        // One lstat decides a cache hit: the scan's size and time alone are what a user can restore.
        if let cache, let status = try? FileStatus.of(linkAt: path), status.kind == .regular,
            let cached = cache.estimate(of: file.source, stamp: EstimateCache.Stamp(status))
        {
            return (cached, .cached)
        }
        guard let opened = try? FileAccess.openRegularFile(path), let status = try? opened.status(),
            let measured = try? Self.deflate(opened, size: status.size)
        else {
            // Unreadable here: the scan reported it; the bound stands.
            return (file.size, .compressed(read: 0))
        }
        // The stamp taken before reading: a write while reading changes the change time, so
        // the next run measures again.
        cache?.record(file.source, stamp: EstimateCache.Stamp(status), estimate: measured.estimate)
        return (measured.estimate, .compressed(read: measured.read))
    }

    /// The lower-cased extension of the last component of `path` (`"png"` for `"a/B.PNG"`), if
    /// it has one; read from the end of its UTF-8, since it runs for every file of a large game.
    static func pathExtension(_ path: String) -> String? {
        let utf8 = path.utf8
        guard let dot = utf8.lastIndex(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "/") }),
            utf8[dot] == UInt8(ascii: "."), dot != utf8.startIndex,
            utf8[utf8.index(before: dot)] != UInt8(ascii: "/")
        else { return nil }
        let suffix = utf8[utf8.index(after: dot)...]
        guard !suffix.isEmpty, suffix.count <= 8 else { return nil }
        return String(decoding: suffix.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }, as: UTF8.self)
    }

    /// The estimated deflate size of the open `file` of `size` bytes, and the bytes read.
    static func deflate(_ file: ReadableFile, size: Int64) throws -> (estimate: Int64, read: Int64) {
        let meter = try DeflateMeter()
        var read: Int64 = 0
        for (offset, length) in windows(ofSize: size) {
            let bytes = try file.read(atOffset: offset, count: length)
            try bytes.withUnsafeBytes { try meter.write($0) }
            read += Int64(bytes.count)
            guard bytes.count == length else { break }
        }
        let compressed = try meter.close()
        guard read > 0 else { return (0, 0) }
        // Scaled to the whole file, rounded up; never above the bound.
        let scaled = read == size ? compressed : Int64((Double(compressed) * Double(size) / Double(read)).rounded(.up))
        return (min(max(scaled, 1), size), read)
    }

    /// The windows compressed of a file of `size` bytes: the whole file when it is small,
    /// else `windows` windows from its start to its end.
    static func windows(ofSize size: Int64) -> [(offset: Int64, length: Int)] {
        guard size > Int64(wholeFileLimit) else { return [(0, Int(size))] }
        let last = size - Int64(windowBytes)
        return (0..<windows).map { index in (last * Int64(index) / Int64(windows - 1), windowBytes) }
    }
}
