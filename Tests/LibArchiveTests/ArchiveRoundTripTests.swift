import Foundation
import LibArchive
import TestSupport
import Testing

@Suite("Round trips", .budget(seconds: 3))
struct ArchiveRoundTripTests {
    @Test(arguments: ArchiveFormat.allCases)
    func ownReaderReturnsEveryEntryWithItsBytesAndHeader(format: ArchiveFormat) throws {
        try withTemporaryDirectory { directory in
            let path = directory.appending(path: "pack.\(format.rawValue)").path
            try writeArchive(Sample.entries, to: path, format: format)
            let entries = try readArchive(at: path)

            #expect(entries.map(\.info.path) == Sample.archivedPaths)
            for (read, written) in zip(entries, Sample.entries) {
                let isFolder = written.header.kind == .directory
                #expect(read.info.kind == (isFolder ? .directory : .file))
                #expect(read.info.size == written.header.size)
                #expect(read.info.mode == (isFolder ? 0o755 : 0o644))
                #expect(read.info.modificationTime == Sample.modificationTime)
                #expect(read.info.uid == 0 && read.info.gid == 0)
                #expect(read.data == written.data, "data of \(read.info.path)")
            }
        }
    }

    @Test(arguments: ArchiveFormat.allCases)
    func independentToolExtractsEveryEntryByteForByte(format: ArchiveFormat) throws {
        try withTemporaryDirectory { directory in
            let path = directory.appending(path: "pack.\(format.rawValue)").path
            let output = directory.appending(path: "extracted", directoryHint: .isDirectory)
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            try writeArchive(Sample.entries, to: path, format: format)

            if format == .zip {
                _ = try runTool("unzip", ["-q", path, "-d", output.path])
            } else {
                _ = try runTool("bsdtar", ["-xf", path, "-C", output.path])
            }
            for entry in Sample.entries {
                let url = output.appending(path: entry.header.path)
                var isDirectory: ObjCBool = false
                #expect(FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory))
                #expect(isDirectory.boolValue == (entry.header.kind == .directory), "\(entry.header.path)")
                if entry.header.kind == .file {
                    #expect(try [UInt8](Data(contentsOf: url)) == entry.data, "data of \(entry.header.path)")
                }
            }
        }
    }

    @Test(arguments: ArchiveFormat.allCases)
    func writingTheSameEntriesTwiceGivesByteIdenticalFiles(format: ArchiveFormat) throws {
        try withTemporaryDirectory { directory in
            let first = directory.appending(path: "first.\(format.rawValue)")
            let second = directory.appending(path: "second.\(format.rawValue)")
            try writeArchive(Sample.entries, to: first.path, format: format)
            // The clock is not waited out here: gzipHeaderCarriesNoTimestamp checks gzip's MTIME.
            try writeArchive(Sample.entries, to: second.path, format: format)

            #expect(try Data(contentsOf: first) == Data(contentsOf: second))
        }
    }

    @Test(arguments: ArchiveFormat.allCases)
    func skippingDataStillReachesEveryEntry(format: ArchiveFormat) throws {
        try withTemporaryDirectory { directory in
            let path = directory.appending(path: "pack.\(format.rawValue)").path
            try writeArchive(Sample.entries, to: path, format: format)
            let reader = try ArchiveReader(path: path)
            var paths: [String] = []
            while let info = try reader.nextEntry() {
                paths.append(info.path)
                try reader.skipData()
            }
            try reader.close()
            #expect(paths == Sample.archivedPaths)
        }
    }
}
