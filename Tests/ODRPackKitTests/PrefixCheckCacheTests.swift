import FileSystem
import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// Lint's cache of first-bytes checks (`PrefixCheckCache`): a tagged file is left unopened
/// only while its size, times, device and inode are those an earlier run recorded; a write
/// behind a restored size and time, a damaged or foreign cache, a link at the cache's path
/// and a file changed in the second of the run are never trusted.
@Suite(.budget(seconds: 1)) struct PrefixCheckCacheTests {
    /// A second after now: stamps of files written by the test count as settled.
    private var later: Int64 { FileTime.now().totalNanoseconds + 2_000_000_000 }

    private func manifest(_ folder: TemporaryFolder, _ paths: [String]) -> Manifest {
        Manifest(
            file: folder.path("odr.xml"), bundleIdentifier: "com.company.App", baseDirectory: folder.root,
            resources: paths.map { ResourceEntry(path: $0, tags: ["A"]) })
    }

    /// Scans with the cache at `cachePath` and saves it as a run that began at `start`.
    private func scan(_ folder: TemporaryFolder, _ paths: [String], cachePath: String, start: Int64? = nil) -> ResourceScan {
        let cache = PrefixCheckCache(path: cachePath, baseDirectory: folder.root)
        let scan = ResourceScanner.scan(manifest(folder, paths), prefixCache: cache)
        cache.save(settledBefore: start ?? later)
        return scan
    }

    private func stamp(_ path: String) throws -> FileStamp { FileStamp(try FileStatus.of(path)) }

    @Test func settledCleanFilesAreRecordedAndVouchedForNextTime() throws {
        let folder = try TemporaryFolder()
        let cacheFolder = try TemporaryFolder()
        try folder.write("a.bin", bytes: Array(repeating: 1, count: 100))
        try folder.write("tiny", bytes: [0x7F, 0x45])
        let cachePath = cacheFolder.path("sub/checks.bin")
        #expect(scan(folder, ["a.bin", "tiny"], cachePath: cachePath).diagnostics.isEmpty)
        let cache = PrefixCheckCache(path: cachePath, baseDirectory: folder.root)
        // Files under 4 bytes are never read, so never recorded.
        let clean = try stamp(folder.path("a.bin"))
        #expect(cache.count == 1 && cache.vouches(for: clean))
        // An unchanged set is not written again.
        let before = try FileStatus.of(cachePath)
        _ = scan(folder, ["a.bin", "tiny"], cachePath: cachePath)
        let after = try FileStatus.of(cachePath)
        #expect(after.identity == before.identity)
    }

    /// git's racy rule: a stamp within a second of the run's start does not vouch.
    @Test func aFileChangedInTheSecondOfTheRunIsNotRecorded() throws {
        let folder = try TemporaryFolder()
        let cacheFolder = try TemporaryFolder()
        try folder.write("a.bin", bytes: Array(repeating: 1, count: 100))
        try folder.manifest(#"<resource path="a.bin" tags="A"/>"#)
        var options = LintOptions()
        options.cacheFolder = cacheFolder.root
        #expect(folder.lint(options: options).codes.isEmpty)
        let caches = try FileManager.default.contentsOfDirectory(atPath: cacheFolder.root)
        let recorded = caches.map { PrefixCheckCache(path: cacheFolder.path($0), baseDirectory: folder.root).count }
        #expect(recorded.allSatisfy { $0 == 0 }, "\(caches)")
        #expect(LintOptions.cacheFolder(environment: ["ODR_PACK_CACHE_DIR": "", "HOME": "/h"]) == nil)
        #expect(LintOptions.cacheFolder(environment: ["ODR_PACK_CACHE_DIR": "/c"]) == "/c")
    }

    /// `cp -p`, `rsync -a`, `touch -d`: the size and modification time put back after the
    /// bytes changed. The change time moved, so the file is read again.
    @Test func codeOrAPointerWrittenBehindTheSameSizeAndTimeIsStillFound() throws {
        let folder = try TemporaryFolder()
        let cacheFolder = try TemporaryFolder()
        let pointer = Array("version https://git-lfs.github.com/spec/v1\noid sha256:\(String(repeating: "a", count: 64))\nsize 99\n".utf8)
        try folder.write("tool", bytes: Array("#!plain!".utf8))
        try folder.write("asset.bin", bytes: Array(repeating: 0x20, count: pointer.count))
        let cachePath = cacheFolder.path("checks.bin")
        #expect(scan(folder, ["tool", "asset.bin"], cachePath: cachePath).diagnostics.isEmpty)
        let times = try ["tool", "asset.bin"].map { try FileStatus.of(folder.path($0)).modificationTime }
        try folder.write("tool", bytes: [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0])
        try folder.write("asset.bin", bytes: pointer)
        for (name, time) in zip(["tool", "asset.bin"], times) {
            let restored = timespec(tv_sec: Int(time / 1_000_000_000), tv_nsec: Int(time % 1_000_000_000))
            #expect(utimensat(AT_FDCWD, folder.path(name), [restored, restored], 0) == 0)
            #expect(try FileStatus.of(folder.path(name)).modificationTime == time)
        }
        let found = scan(folder, ["tool", "asset.bin"], cachePath: cachePath).diagnostics.map(\.code)
        #expect(found.sorted { $0.rawValue < $1.rawValue } == [.executableInPack, .gitLFSPointer])
        // Neither is recorded as clean.
        #expect(PrefixCheckCache(path: cachePath, baseDirectory: folder.root).count == 0)
    }

    @Test func aDamagedOrForeignCacheIsIgnored() throws {
        let folder = try TemporaryFolder()
        let cacheFolder = try TemporaryFolder()
        try folder.write("tool", bytes: [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0])
        // A cache that vouches for the executable, as if written when it held other bytes.
        let cachePath = cacheFolder.path("checks.bin")
        let forged = PrefixCheckCache(path: cachePath, baseDirectory: folder.root)
        forged.record([try stamp(folder.path("tool"))])
        forged.save(settledBefore: later)
        let whole = try [UInt8](Data(contentsOf: URL(fileURLWithPath: cachePath)))
        #expect(scan(folder, ["tool"], cachePath: cachePath).diagnostics.isEmpty, "an intact cache is trusted")
        var flipped = whole
        flipped[flipped.count - 1] ^= 1
        var miscounted = whole
        miscounted[folder.root.utf8.count + PrefixCheckCache.header.utf8.count + 2] += 1
        let damaged = [flipped, miscounted, Array(whole.dropLast(8)), whole + whole.suffix(40), Array(whole.prefix(20))]
        for bytes in damaged {
            try Data(bytes).write(to: URL(fileURLWithPath: cachePath))
            #expect(PrefixCheckCache(path: cachePath, baseDirectory: folder.root).count == 0)
            #expect(scan(folder, ["tool"], cachePath: cachePath, start: 0).diagnostics.map(\.code) == [.executableInPack])
        }
        // Another base folder's cache, or another check's, holding the same records.
        try Data(whole).write(to: URL(fileURLWithPath: cachePath))
        #expect(PrefixCheckCache(path: cachePath, baseDirectory: "/elsewhere").count == 0)
        let otherCheck = Array("odr-pack first-bytes checks 0".utf8) + whole.dropFirst(PrefixCheckCache.header.utf8.count)
        try Data(otherCheck).write(to: URL(fileURLWithPath: cachePath))
        #expect(scan(folder, ["tool"], cachePath: cachePath, start: 0).diagnostics.map(\.code) == [.executableInPack])
    }

    /// A link or a pipe at the cache's path is neither read nor written through.
    @Test func theCacheIsNeverWrittenThroughALinkOrAPipe() throws {
        let folder = try TemporaryFolder()
        let cacheFolder = try TemporaryFolder()
        try folder.write("a.bin", bytes: Array(repeating: 1, count: 100))
        let target = try cacheFolder.write("elsewhere.txt", text: "keep")
        try FileManager.default.createSymbolicLink(atPath: cacheFolder.path("link.bin"), withDestinationPath: target)
        let pipe = cacheFolder.path("pipe.bin")
        #expect(mkfifo(pipe, 0o600) == 0)
        for path in [cacheFolder.path("link.bin"), pipe] {
            #expect(scan(folder, ["a.bin"], cachePath: path).diagnostics.isEmpty)
        }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep")
        #expect((try FileStatus.of(linkAt: cacheFolder.path("link.bin"))).kind == .symbolicLink)
        #expect((try FileStatus.of(linkAt: pipe)).kind == .other)
    }
}
