import FileSystem
import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// The compressed-size estimate: exact deflate for small files (checked against gzip), at most
/// 256 KiB read of any file however large (sparse files of 2 GB), compressed formats not read,
/// and estimates reused from the cache while a file's path, size, times, device and inode are
/// unchanged.
@Suite(.budget(seconds: 1)) struct DownloadSizeEstimatorTests {
    /// The scanned file at `relative` in `folder`, as the scanner would give it.
    func scanned(_ folder: TemporaryFolder, _ relative: String) throws -> ScannedFile {
        let status = try FileStatus.of(folder.path(relative))
        return ScannedFile(
            source: relative, packPath: relative, size: status.size, modificationTime: status.modificationTime, entryIndex: 0)
    }

    /// The cache line of the file at `relative` with `estimate`, as `EstimateCache` writes it.
    func cacheLine(_ folder: TemporaryFolder, _ relative: String, estimate: String) throws -> String {
        let status = try FileStatus.of(folder.path(relative))
        return
            "\(status.size)\t\(status.modificationTime)\t\(status.changeTime)\t\(status.identity.device)\t\(status.identity.inode)\t\(estimate)\t\(relative)"
    }

    @Test(.enabled(if: ExternalTool.available("gzip"), "gzip is not installed: skipped"))
    func aSmallFileIsCompressedWholeAsGzipCompressesIt() throws {
        let folder = try TemporaryFolder()
        var generator = SplitMix64(seed: 7)
        // Text-like data: words from a small alphabet, so deflate has something to find.
        let words = (0..<25_000).map { _ in ["tile", "enemy", "level", "map", "{", "}", "\"x\": 3,"][Int(generator.next() % 7)] }
        try folder.write("level.json", text: words.joined(separator: " "))
        let estimator = DownloadSizeEstimator(baseDirectory: folder.root, cache: nil)
        let file = try scanned(folder, "level.json")
        #expect(file.size < Int64(DownloadSizeEstimator.wholeFileLimit))
        let gzip = try ExternalTool.runChecked(
            "gzip", ["-n", "-6", "-c"], input: Array(try Data(contentsOf: URL(fileURLWithPath: folder.path("level.json")))))
        // Less gzip's header and trailer, 18 bytes.
        #expect(estimator.estimate([file]) == Int64(gzip.standardOutput.count) - 18)
        #expect(estimator.tally == DownloadSizeEstimator.Tally(compressed: 1, bytesRead: file.size, cached: 0, precompressed: 0))
    }

    @Test func randomDataIsEstimatedAtAboutItsSize() throws {
        let folder = try TemporaryFolder()
        var generator = SplitMix64(seed: 11)
        try folder.write("noise.bin", bytes: generator.bytes(count: 3 * 1024 * 1024))
        let file = try scanned(folder, "noise.bin")
        let estimator = DownloadSizeEstimator(baseDirectory: folder.root, cache: nil)
        let estimate = estimator.estimate([file])
        #expect(estimate <= file.size && estimate > file.size * 99 / 100, "\(estimate) of \(file.size)")
        #expect(estimator.tally.bytesRead == Int64(DownloadSizeEstimator.windows * DownloadSizeEstimator.windowBytes))
    }

    @Test func aSparseFileOf2GBIsSampledNotRead() throws {
        let folder = try TemporaryFolder()
        try folder.sparse("world.bin", size: 2_000_000_000)
        try folder.sparse("movie.mp4", size: 2_000_000_000)
        let estimator = DownloadSizeEstimator(baseDirectory: folder.root, cache: nil)
        let zeros = estimator.estimate([try scanned(folder, "world.bin")])
        #expect(zeros > 0 && zeros < 10_000_000, "\(zeros)")
        #expect(estimator.estimate([try scanned(folder, "movie.mp4")]) == 2_000_000_000)
        #expect(estimator.tally == DownloadSizeEstimator.Tally(compressed: 1, bytesRead: 256 * 1024, cached: 0, precompressed: 1))
    }

    @Test func windowsSpanTheWholeFile() {
        #expect(DownloadSizeEstimator.windows(ofSize: 1000).map(\.offset) == [0])
        let windows = DownloadSizeEstimator.windows(ofSize: 10_000_000)
        #expect(windows.count == 8 && windows.first?.offset == 0 && windows.last.map { $0.offset + Int64($0.length) } == 10_000_000)
    }

    @Test func estimatesOfUnchangedFilesComeFromTheCache() throws {
        let folder = try TemporaryFolder()
        let cacheFolder = try TemporaryFolder()
        try folder.write("a.txt", text: String(repeating: "abc", count: 100_000))
        let cachePath = cacheFolder.path("sub/estimates.tsv")
        func estimator() -> DownloadSizeEstimator {
            DownloadSizeEstimator(
                baseDirectory: folder.root,
                cache: EstimateCache(path: cachePath, baseDirectory: folder.root, method: DownloadSizeEstimator.method))
        }
        let first = estimator()
        let measured = first.estimate([try scanned(folder, "a.txt")])
        first.save()
        #expect(first.tally.compressed == 1 && FileManager.default.fileExists(atPath: cachePath))
        let second = estimator()
        #expect(second.estimate([try scanned(folder, "a.txt")]) == measured)
        #expect(second.tally == DownloadSizeEstimator.Tally(compressed: 0, bytesRead: 0, cached: 1, precompressed: 0))
        second.save()
        // A file that changed is measured again.
        try folder.write("a.txt", text: String(repeating: "abd", count: 100_001))
        let third = estimator()
        _ = third.estimate([try scanned(folder, "a.txt")])
        #expect(third.tally.compressed == 1 && third.tally.cached == 0)
        // Another method's or another folder's estimates are not used.
        let other = EstimateCache(path: cachePath, baseDirectory: folder.root, method: "another method")
        #expect(other.estimate(of: "a.txt", stamp: EstimateCache.Stamp(try FileStatus.of(folder.path("a.txt")))) == nil)
    }

    /// `cp -p`, `rsync -a`, `touch -d` and checkout tools restore a file's modification time
    /// after its bytes change: the estimate of the old bytes must not come back with it.
    @Test func anEstimateIsNotReusedForBytesRewrittenUnderARestoredModificationTime() throws {
        let folder = try TemporaryFolder()
        let cacheFolder = try TemporaryFolder()
        try folder.write("a.bin", bytes: Array(repeating: 7, count: 300_000))
        let cache = {
            EstimateCache(path: cacheFolder.path("estimates.tsv"), baseDirectory: folder.root, method: DownloadSizeEstimator.method)
        }
        let first = DownloadSizeEstimator(baseDirectory: folder.root, cache: cache())
        let before = try scanned(folder, "a.bin")
        let compressible = first.estimate([before])
        first.save()
        // The same size, incompressible bytes, and the old modification time put back, in place
        // (utimensat, as touch -d does) and by a copy that keeps it (cp -p: a new inode).
        var generator = SplitMix64(seed: 3)
        let noise = generator.bytes(count: 300_000)
        try Data(noise).write(to: URL(fileURLWithPath: folder.path("a.bin")))
        var times = [timespec(tv_sec: Int(before.modificationTime / 1_000_000_000), tv_nsec: Int(before.modificationTime % 1_000_000_000))]
        times.append(times[0])
        #expect(utimensat(AT_FDCWD, folder.path("a.bin"), times, 0) == 0)
        let restored = try scanned(folder, "a.bin")
        #expect(restored.size == before.size && restored.modificationTime == before.modificationTime)
        let second = DownloadSizeEstimator(baseDirectory: folder.root, cache: cache())
        let rewritten = second.estimate([restored])
        #expect(second.tally.cached == 0 && second.tally.compressed == 1 && rewritten > compressible * 100, "\(rewritten) \(compressible)")
        second.save()
        // Unchanged since: reused.
        let third = DownloadSizeEstimator(baseDirectory: folder.root, cache: cache())
        #expect(third.estimate([restored]) == rewritten && third.tally.cached == 1)
        // Put back through a copy that keeps the time (a new file at the path).
        try folder.write("b.bin", bytes: Array(repeating: 7, count: 300_000))
        #expect(utimensat(AT_FDCWD, folder.path("b.bin"), times, 0) == 0)
        #expect(rename(folder.path("b.bin"), folder.path("a.bin")) == 0)
        let fourth = DownloadSizeEstimator(baseDirectory: folder.root, cache: cache())
        #expect(fourth.estimate([try scanned(folder, "a.bin")]) == compressible && fourth.tally.cached == 0)
    }

    @Test func aDamagedCacheIsIgnored() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.txt", text: String(repeating: "abc", count: 1000))
        let file = try scanned(folder, "a.txt")
        let header = [EstimateCache.header, DownloadSizeEstimator.method, folder.root].joined(separator: "\t")
        let lines = [
            try cacheLine(folder, "a.txt", estimate: "not a number"), try cacheLine(folder, "a.txt", estimate: "\(file.size + 1)"),
        ]
        try folder.write("cache.tsv", text: header + "\n" + lines.joined(separator: "\n") + "\n")
        let estimator = DownloadSizeEstimator(
            baseDirectory: folder.root,
            cache: EstimateCache(path: folder.path("cache.tsv"), baseDirectory: folder.root, method: DownloadSizeEstimator.method))
        #expect(estimator.estimate([file]) < file.size && estimator.tally.compressed == 1)
    }

    @Test func theCacheFolderFollowsTheEnvironment() {
        #expect(EstimateCache.folder(environment: ["ODR_PACK_CACHE_DIR": "/c", "HOME": "/h"]) == "/c")
        #expect(EstimateCache.folder(environment: ["ODR_PACK_CACHE_DIR": "", "HOME": "/h"]) == nil)
        #expect(EstimateCache.folder(environment: ["XDG_CACHE_HOME": "/x", "HOME": "/h"]) == "/x/odr-pack")
        #expect(EstimateCache.folder(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"])?.hasPrefix("/h/") == true)
        #expect(EstimateCache.folder(environment: [:]) == nil)
    }

    @Test func cacheNumbersAreDecimalDigitsOnly() {
        #expect(EstimateCache.number(Array("123".utf8)[...]) == 123)
        #expect(EstimateCache.number(Array("-17".utf8)[...]) == -17)
        #expect(EstimateCache.number(Array("1795602244869364244".utf8)[...]) == 1_795_602_244_869_364_244)
        #expect(EstimateCache.number(Array("9223372036854775807".utf8)[...]) == Int64.max)
        for bad in ["", "-", "1x", "+1", " 1", "1.5", "9223372036854775808", "99999999999999999999", "١٢"] {
            #expect(EstimateCache.number(Array(bad.utf8)[...]) == nil, "\(bad)")
        }
        // Device and inode numbers are unsigned 64-bit.
        #expect(EstimateCache.unsigned(Array("18446744073709551615".utf8)[...]) == UInt64.max)
        for bad in ["", "-1", "18446744073709551616", "1 "] { #expect(EstimateCache.unsigned(Array(bad.utf8)[...]) == nil, "\(bad)") }
    }

    @Test func aCacheOfOtherEstimatesOrNegativeNumbersIsNotUsed() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.txt", text: String(repeating: "abc", count: 1000))
        let file = try scanned(folder, "a.txt")
        let header = [EstimateCache.header, DownloadSizeEstimator.method, folder.root].joined(separator: "\t")
        try folder.write("cache.tsv", text: header + "\n" + (try cacheLine(folder, "a.txt", estimate: "-5")) + "\n")
        let estimator = DownloadSizeEstimator(
            baseDirectory: folder.root,
            cache: EstimateCache(path: folder.path("cache.tsv"), baseDirectory: folder.root, method: DownloadSizeEstimator.method))
        #expect(estimator.estimate([file]) > 0 && estimator.tally.compressed == 1 && estimator.tally.cached == 0)
    }

    @Test func compressedFormatsAreKnownByTheirExtensionInAnyCase() {
        #expect(DownloadSizeEstimator.pathExtension("a/B.PNG") == "png")
        #expect(DownloadSizeEstimator.pathExtension("music.Ogg") == "ogg")
        #expect(DownloadSizeEstimator.pathExtension("a.b/c") == nil)
        #expect(DownloadSizeEstimator.pathExtension("a/.hidden") == nil)
        #expect(DownloadSizeEstimator.pathExtension(".png") == nil)
        #expect(DownloadSizeEstimator.pathExtension("trailing.") == nil)
        #expect(DownloadSizeEstimator.pathExtension("été.mp4") == "mp4")
        #expect(DownloadSizeEstimator.pathExtension("x.tar.gz") == "gz")
    }

    /// A pipe or a link at the cache's path is neither read as estimates nor written through:
    /// lint neither hangs nor writes outside the cache.
    @Test func aCacheThatIsAPipeOrALinkIsLeftAlone() throws {
        let folder = try TemporaryFolder()
        let cacheFolder = try TemporaryFolder()
        try folder.write("a.txt", text: String(repeating: "abc", count: 1000))
        let file = try scanned(folder, "a.txt")
        let pipe = cacheFolder.path("pipe.tsv")
        #expect(mkfifo(pipe, 0o600) == 0)
        let target = try cacheFolder.write("elsewhere.txt", text: "keep")
        try FileManager.default.createSymbolicLink(atPath: cacheFolder.path("link.tsv"), withDestinationPath: target)
        for path in [pipe, cacheFolder.path("link.tsv")] {
            let estimator = DownloadSizeEstimator(
                baseDirectory: folder.root,
                cache: EstimateCache(path: path, baseDirectory: folder.root, method: DownloadSizeEstimator.method))
            #expect(estimator.estimate([file]) > 0 && estimator.tally.compressed == 1)
            estimator.save()
        }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep")
        var status = stat()
        #expect(lstat(pipe, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    /// An estimate of 0 for a file that is not empty is no estimate deflate makes: not used.
    @Test func aCachedEstimateOfNothingForAFileOfSomethingIsNotUsed() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.txt", text: String(repeating: "abc", count: 1000))
        let file = try scanned(folder, "a.txt")
        let header = [EstimateCache.header, DownloadSizeEstimator.method, folder.root].joined(separator: "\t")
        try folder.write("cache.tsv", text: header + "\n" + (try cacheLine(folder, "a.txt", estimate: "0")) + "\n")
        let estimator = DownloadSizeEstimator(
            baseDirectory: folder.root,
            cache: EstimateCache(path: folder.path("cache.tsv"), baseDirectory: folder.root, method: DownloadSizeEstimator.method))
        #expect(estimator.estimate([file]) > 0 && estimator.tally.cached == 0)
    }
}
