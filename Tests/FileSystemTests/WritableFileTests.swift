import Foundation
import TestSupport
import Testing

@testable import FileSystem

@Suite(.budget(seconds: 1)) struct WritableFileTests {
    @Test func aCreatedFileHoldsWhatWasWrittenOnceClosed() throws {
        let scratch = try Scratch()
        let file = try scratch.folder().createFile("new")
        try file.write([1, 2])
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 2, alignment: 1)
        defer { buffer.deallocate() }
        buffer.copyBytes(from: [3, 4] as [UInt8])
        try file.write(UnsafeRawBufferPointer(buffer))
        try file.synchronize()
        try file.close()
        #expect(try scratch.bytes("new") == [1, 2, 3, 4])
        #expect(file.path == scratch.path("new"))
    }

    @Test func createFileRefusesANameThatExists() throws {
        let scratch = try Scratch()
        try scratch.write("taken", [9])
        #expect(errorCode { () throws(FileSystemError) in _ = try scratch.folder().createFile("taken") } == EEXIST)
        #expect(try scratch.bytes("taken") == [9])
    }

    @Test func createFileNeverWritesThroughALink() throws {
        let scratch = try Scratch()
        #expect(symlink(scratch.path("target"), scratch.path("link")) == 0)
        #expect(errorCode { () throws(FileSystemError) in _ = try scratch.folder().createFile("link") } == EEXIST)
        #expect(scratch.linkStatus("target") == nil)
    }

    @Test func closingTwiceClosesTheDescriptorOnce() throws {
        let scratch = try Scratch()
        let folder = try scratch.folder()
        var file: WritableFile? = try folder.createFile("first")
        let number = try #require(file).descriptor.rawValue
        try file?.close()
        // The lowest free number is given out next, so this file almost always gets the
        // number just released (another test's thread may take it first; then this test
        // proves less but still passes).
        let other = open(try scratch.write("second", [5]), O_RDONLY | O_CLOEXEC)
        defer { close(other) }
        try file?.close()
        file = nil
        #expect(fcntl(other, F_GETFD) != -1, "descriptor \(other) (the closed file had \(number)) was closed again")
    }

    @Test func aFileNeverClosedIsClosedWhenItGoesAway() throws {
        let scratch = try Scratch()
        var file: WritableFile? = try scratch.folder().createFile("dropped")
        let number = try #require(file).descriptor.rawValue
        try file?.write([1])
        file = nil
        // The number is free, or already reused by another test's file, never still ours.
        #expect(openedPath(number) != scratch.path("dropped"))
        #expect(try scratch.bytes("dropped") == [1])
    }

    /// The path the descriptor `number` is open on, if it is open (Linux's `/proc`).
    private func openedPath(_ number: Int32) -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(number)")
    }
}
