import Testing

@testable import FileSystem

#if canImport(Glibc)
import TestSupport
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite(.budget(seconds: 1)) struct ChunkedReaderTests {
    @Test func aFileIsReadInFullChunksThenTheRestThenNil() throws {
        let scratch = try Scratch()
        let size = ChunkedReader.chunkSize * 2 + ChunkedReader.chunkSize / 2
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 11) }
        let reader = ChunkedReader()
        reader.begin(try FileAccess.openRegularFile(scratch.write("file", bytes)))
        var counts: [Int] = []
        var read: [UInt8] = []
        while let chunk = try reader.next() {
            counts.append(chunk.count)
            read.append(contentsOf: chunk)
        }
        #expect(counts == [ChunkedReader.chunkSize, ChunkedReader.chunkSize, ChunkedReader.chunkSize / 2])
        #expect(read == bytes)
        #expect(try reader.next() == nil)
    }

    @Test func oneReaderServesFileAfterFile() throws {
        let scratch = try Scratch()
        let reader = ChunkedReader()
        let folder = try scratch.folder()
        var contents: [[UInt8]] = []
        for (name, bytes) in [("a", [UInt8](repeating: 1, count: 10)), ("empty", []), ("b", [2, 3])] {
            try scratch.write(name, bytes)
            reader.begin(try folder.openFile(name))
            var read: [UInt8] = []
            while let chunk = try reader.next() { read.append(contentsOf: chunk) }
            contents.append(read)
        }
        #expect(contents == [[UInt8](repeating: 1, count: 10), [], [2, 3]])
    }

    @Test func aReaderWithNoFileHasNothingToRead() throws {
        #expect(try ChunkedReader().next() == nil)
    }
}
