import Foundation
import TestSupport
import Testing

@testable import FileSystem

@Suite(.budget(seconds: 1)) struct FileAccessTests {
    @Test func readFileReturnsTheWholeFile() throws {
        let scratch = try Scratch()
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        #expect(try FileAccess.readFile(scratch.write("file", bytes)) == bytes)
        #expect(try FileAccess.readFile(scratch.write("empty", [])) == [])
    }

    @Test func readFileTakesAFileAtTheLimitAndRefusesOneOver() throws {
        let scratch = try Scratch()
        let path = try scratch.write("file", [UInt8](repeating: 1, count: 100))
        #expect(try FileAccess.readFile(path, limit: 100).count == 100)
        do {
            _ = try FileAccess.readFile(path, limit: 99)
            Issue.record("the file is over the limit")
        } catch {
            #expect(error.cause == .tooLarge(limit: 99))
            #expect(error.code == nil)
        }
    }

    @Test func readFileRefusesAFIFOAtOnceInsteadOfWaitingForAWriter() throws {
        let scratch = try Scratch()
        #expect(mkfifo(scratch.path("fifo"), 0o644) == 0)
        do {
            _ = try FileAccess.readFile(scratch.path("fifo"))
            Issue.record("a FIFO is not a regular file")
        } catch {
            #expect(error.cause == .notRegularFile)
            #expect(error.description == "cannot read '\(scratch.path("fifo"))': it is not a regular file (a FIFO, socket or device)")
        }
    }

    @Test func readFileRefusesADeviceAndAFolder() throws {
        let scratch = try Scratch()
        #expect(throws: FileSystemError("read", path: "/dev/zero", cause: .notRegularFile)) { try FileAccess.readFile("/dev/zero") }
        #expect(errorCode { () throws(FileSystemError) in _ = try FileAccess.readFile(scratch.path) } == EISDIR)
    }

    @Test func readFileFollowsALinkToARegularFile() throws {
        let scratch = try Scratch()
        try scratch.write("target", [4, 2])
        #expect(symlink("target", scratch.path("link")) == 0)
        #expect(try FileAccess.readFile(scratch.path("link")) == [4, 2])
    }

    @Test func aMissingFileIsReportedWithErrnoAndPath() throws {
        let scratch = try Scratch()
        do {
            _ = try FileAccess.readFile(scratch.path("missing"))
            Issue.record("there is no file")
        } catch {
            #expect(error.code == ENOENT)
            #expect(error.isMissing)
            #expect(error.description == "cannot open '\(scratch.path("missing"))': no such file or directory")
        }
    }

    @Test func openFileInAFolderRefusesLinksFIFOsAndFolders() throws {
        let scratch = try Scratch()
        let folder = try scratch.folder()
        try scratch.write("file", [1, 2, 3])
        #expect(symlink("file", scratch.path("link")) == 0)
        #expect(mkfifo(scratch.path("fifo"), 0o644) == 0)
        try folder.makeDirectory("sub")
        #expect(try folder.openFile("file").status().size == 3)
        #expect(errorCode { () throws(FileSystemError) in _ = try folder.openFile("link") } == ELOOP)
        #expect(throws: FileSystemError("read", path: scratch.path("fifo"), cause: .notRegularFile)) { try folder.openFile("fifo") }
        #expect(errorCode { () throws(FileSystemError) in _ = try folder.openFile("sub") } == EISDIR)
    }

    @Test func readPrefixReadsAtMostTheCountFromTheStart() throws {
        let scratch = try Scratch()
        try scratch.write("long", Array(0..<20))
        try scratch.write("short", [9, 8])
        let folder = try scratch.folder()
        #expect(try folder.readPrefix(of: "long", count: 8) == Array(0..<8))
        #expect(try folder.readPrefix(of: "short", count: 8) == [9, 8])
    }

    @Test func canonicalPathResolvesLinksAndDots() throws {
        let scratch = try Scratch()
        try scratch.folder().makeDirectory("real")
        #expect(symlink("real", scratch.path("link")) == 0)
        let real = try FileAccess.canonicalPath(scratch.path("real"))
        #expect(try FileAccess.canonicalPath(scratch.path("link/../link/.")) == real)
        #expect(real.hasPrefix("/"))
    }
}
