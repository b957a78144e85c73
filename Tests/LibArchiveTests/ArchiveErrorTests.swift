import Foundation
import LibArchive
import TestSupport
import Testing

@Suite("Errors", .budget(seconds: 1))
struct ArchiveErrorTests {
    @Test func creatingAnArchiveInAMissingFolderThrowsWithThePath() throws {
        try withTemporaryDirectory { directory in
            let path = directory.appending(path: "missing/pack.zip").path
            let error = #expect(throws: ArchiveError.self) {
                _ = try ArchiveWriter(path: path, format: .zip)
            }
            #expect(error?.operation == "open")
            #expect(error?.code == ENOENT)
            #expect(error?.message == "no such file or directory", "\(String(describing: error))")
            #expect(error?.description.contains("'\(path)'") == true)
        }
    }

    @Test func readingAFileThatIsNoArchiveThrows() throws {
        try withTemporaryDirectory { directory in
            let url = directory.appending(path: "notes.txt")
            try Data("plain text, not an archive\n".utf8).write(to: url)
            let error = #expect(throws: ArchiveError.self) {
                let reader = try ArchiveReader(path: url.path)
                while try reader.nextEntry() != nil {}
            }
            #expect(error?.message.isEmpty == false)
        }
    }

    @Test func readingAMissingFileThrowsWithItsErrno() throws {
        try withTemporaryDirectory { directory in
            let error = #expect(throws: ArchiveError.self) {
                _ = try ArchiveReader(path: directory.appending(path: "absent.tar").path)
            }
            #expect(error?.code == ENOENT)
        }
    }

    @Test func writingMoreBytesThanDeclaredThrows() throws {
        try withTemporaryDirectory { directory in
            let writer = try ArchiveWriter(path: directory.appending(path: "pack.tar").path, format: .tar)
            try writer.writeHeader(.file("a.bin", size: 2))
            let error = #expect(throws: ArchiveError.self) {
                try [UInt8]([1, 2, 3]).withUnsafeBytes { try writer.writeData($0) }
            }
            #expect(error?.code == EINVAL)
        }
    }

    @Test(arguments: ArchiveFormat.allCases)
    func finishingAnEntryShortOfItsDeclaredSizeThrows(format: ArchiveFormat) throws {
        try withTemporaryDirectory { directory in
            let path = directory.appending(path: "pack.\(format.rawValue)").path
            let writer = try ArchiveWriter(path: path, format: format)
            try writer.writeHeader(.file("a.bin", size: 4))
            try [UInt8]([1, 2]).withUnsafeBytes { try writer.writeData($0) }
            #expect(throws: ArchiveError.self) { try writer.finishEntry() }
        }
    }

    @Test func nonASCIINameUnderAnASCIILocaleThrowsInsteadOfCrashing() throws {
        try withTemporaryDirectory { directory in
            // uselocale is per thread (glibc defines LC_CTYPE_MASK as 1 << LC_CTYPE), so this leaves the other, concurrently running tests alone.
            let ascii = try #require(newlocale(1 << LC_CTYPE, "C", nil))
            let previous = uselocale(ascii)
            defer {
                uselocale(previous)
                freelocale(ascii)
            }
            let writer = try ArchiveWriter(path: directory.appending(path: "pack.tar").path, format: .tar)
            let error = #expect(throws: ArchiveError.self) {
                try writer.writeHeader(.file("日本.txt", size: 0))
            }
            #expect(error?.code == EILSEQ)
            #expect(error?.message.contains("UTF-8") == true)
        }
    }
}
