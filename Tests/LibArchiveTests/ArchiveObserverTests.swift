import Foundation
import LibArchive
import TestSupport
import Testing

@Suite("Output observer", .budget(seconds: 1))
struct ArchiveObserverTests {
    /// Collects what the writer reports, from its single writing thread.
    final class Collected: @unchecked Sendable {
        var bytes: [UInt8] = []
    }

    @Test(arguments: ArchiveFormat.allCases)
    func observerSeesExactlyTheBytesOfTheFinishedArchive(format: ArchiveFormat) throws {
        try withTemporaryDirectory { directory in
            let path = directory.appending(path: "pack.\(format.rawValue)").path
            let collected = Collected()
            let writer = try ArchiveWriter(path: path, format: format) { collected.bytes.append(contentsOf: $0) }
            let data = [UInt8](repeating: 42, count: 300_000)
            try writer.writeHeader(.directory("folder"))
            try writer.writeHeader(.file("folder/data.bin", size: Int64(data.count)))
            try data.withUnsafeBytes { try writer.writeData($0) }
            try writer.close()
            let onDisk = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(!onDisk.isEmpty)
            #expect(collected.bytes == onDisk)
        }
    }
}
