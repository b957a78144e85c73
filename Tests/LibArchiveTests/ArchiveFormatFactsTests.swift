import Foundation
import LibArchive
import TestSupport
import Testing

/// Pins the properties of libarchive 3.6.2's output that asset packs rely on.
@Suite("Format facts", .budget(seconds: 1))
struct ArchiveFormatFactsTests {
    private func write(_ format: ArchiveFormat, in directory: URL) throws -> (path: String, bytes: [UInt8]) {
        let path = directory.appending(path: "pack.\(format.rawValue)").path
        try writeArchive(Sample.entries, to: path, format: format)
        return (path, try [UInt8](Data(contentsOf: URL(filePath: path))))
    }

    @Test func zipEntriesAreStoredAccordingToUnzip() throws {
        try withTemporaryDirectory { directory in
            let zip = try write(.zip, in: directory)
            let listing = try runTool("unzip", ["-v", zip.path])
            let entryLines = listing.split(separator: "\n").filter { line in
                Sample.archivedPaths.contains { line.hasSuffix("  \($0)") }
            }
            #expect(entryLines.count == Sample.entries.count, "\(listing)")
            #expect(entryLines.allSatisfy { $0.contains(" Stored ") }, "\(listing)")
            #expect(ArchiveLayout.zipCentralDirectory(zip.bytes).allSatisfy { $0.method == 0 })
        }
    }

    @Test func zipNonASCIINamesRoundTripWithTheUTF8Flag() throws {
        try withTemporaryDirectory { directory in
            let records = ArchiveLayout.zipCentralDirectory(try write(.zip, in: directory).bytes)
            #expect(records.map(\.name) == Sample.archivedPaths)
            for record in records {
                let isASCII = record.name.utf8.allSatisfy { $0 < 0x80 }
                #expect((record.flags & 0x0800 != 0) == !isASCII, "flags of \(record.name)")
            }
        }
    }

    @Test func zipFileEntriesCarryDataDescriptorsAndFoldersDoNot() throws {
        try withTemporaryDirectory { directory in
            let records = ArchiveLayout.zipCentralDirectory(try write(.zip, in: directory).bytes)
            #expect(records.count == Sample.entries.count)
            for record in records {
                // libarchive streams, so it knows the CRC only after the data, even with the size given.
                #expect((record.flags & 0x0008 != 0) == !record.name.hasSuffix("/"), "flags of \(record.name)")
            }
        }
    }

    @Test func gzipHeaderCarriesNoTimestamp() throws {
        try withTemporaryDirectory { directory in
            let bytes = try write(.tarGzip, in: directory).bytes
            #expect(bytes.prefix(3) == [0x1f, 0x8b, 0x08])
            #expect(bytes[4..<8] == [0, 0, 0, 0])
        }
    }

    @Test func tarAddsPaxExtendedHeadersOnlyForNonASCIINames() throws {
        try withTemporaryDirectory { directory in
            let bytes = try write(.tar, in: directory).bytes
            #expect(ArchiveLayout.tarTypeFlags(bytes) == ["5", "0", "0", "x", "0", "x", "0"])
            #expect(bytes[257..<262] == Array("ustar".utf8)[...])
        }
    }
}
