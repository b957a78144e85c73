import Foundation
import TestSupport
import Testing

@testable import FileSystem

@Suite(.budget(seconds: 1)) struct DirectoryHandleTests {
    @Test func createMakesAndOpensANewFolderButRefusesOneThatExists() throws {
        let scratch = try Scratch()
        let folder = try DirectoryHandle.create(scratch.path("new"))
        #expect(folder.path == scratch.path("new"))
        #expect(try folder.contents().isEmpty)
        do {
            _ = try DirectoryHandle.create(scratch.path("new"))
            Issue.record("the folder exists")
        } catch {
            #expect(error.code == EEXIST)
            #expect(error.description == "cannot create folder '\(scratch.path("new"))': file exists")
        }
    }

    @Test func makeDirectoryCreatesNestedNamesAndReportsEEXISTForOneThatExists() throws {
        let scratch = try Scratch()
        let folder = try scratch.folder()
        try folder.makeDirectory("a")
        try folder.makeDirectory("a/b")
        #expect(try folder.status(of: "a/b").kind == .directory)
        do {
            try folder.makeDirectory("a")
            Issue.record("the folder exists")
        } catch {
            #expect(error.operation == "create folder")
            #expect(error.path == scratch.path("a"))
            #expect(error.code == EEXIST)
        }
    }

    @Test func renameMovesAFileAndReplacesTheDestinationInOneStep() throws {
        let scratch = try Scratch()
        try scratch.write("source", [1])
        try scratch.write("destination", [2])
        let moved = try FileStatus.of(scratch.path("source")).identity
        try scratch.folder().rename("source", to: "destination")
        #expect(try scratch.names() == ["destination"])
        #expect(try FileStatus.of(scratch.path("destination")).identity == moved)
        #expect(try scratch.bytes("destination") == [1])
    }

    @Test func aFailedRenameNamesTheDestinationAndItsErrno() throws {
        let scratch = try Scratch()
        do {
            try scratch.folder().rename("missing", to: "destination")
            Issue.record("there is nothing to rename")
        } catch {
            #expect(error.description == "cannot rename '\(scratch.path("destination"))': no such file or directory")
            #expect(error.isMissing)
        }
    }

    @Test func removeFileRemovesALinkNotItsTarget() throws {
        let scratch = try Scratch()
        try scratch.write("target", [1])
        #expect(symlink(scratch.path("target"), scratch.path("link")) == 0)
        try scratch.folder().removeFile("link")
        #expect(try scratch.names() == ["target"])
    }

    @Test func removeDirectoryRemovesOnlyAnEmptyFolder() throws {
        let scratch = try Scratch()
        let folder = try scratch.folder()
        try folder.makeDirectory("full")
        try folder.makeDirectory("full/inside")
        #expect(errorCode { () throws(FileSystemError) in try folder.removeDirectory("full") } == ENOTEMPTY)
        try folder.removeDirectory("full/inside")
        try folder.removeDirectory("full")
        #expect(try scratch.names().isEmpty)
        #expect(errorCode { () throws(FileSystemError) in try folder.removeFile("full") } == ENOENT)
    }

    @Test func setTimesSetsTheModificationTimeToTheNanosecond() throws {
        let scratch = try Scratch()
        try scratch.write("file", [1])
        try scratch.folder().setTimes(of: "file", to: FileTime(seconds: 1_700_000_000, nanoseconds: 123_456_789))
        #expect(try FileStatus.of(scratch.path("file")).modificationTime == 1_700_000_000_123_456_789)
    }

    @Test func setTimesChangesALinkItselfNotItsTarget() throws {
        let scratch = try Scratch()
        try scratch.write("target", [1])
        let before = try FileStatus.of(scratch.path("target")).modificationTime
        #expect(symlink(scratch.path("target"), scratch.path("link")) == 0)
        try scratch.folder().setTimes(of: "link", to: FileTime(seconds: 1_000_000_000))
        #expect(try FileStatus.of(linkAt: scratch.path("link")).modificationTime == 1_000_000_000_000_000_000)
        #expect(try FileStatus.of(scratch.path("target")).modificationTime == before)
    }

    @Test func synchronizeFlushesAFolderByNameAndReportsAMissingOne() throws {
        let scratch = try Scratch()
        let folder = try scratch.folder()
        try folder.makeDirectory("sub")
        try folder.synchronize()
        try folder.synchronize("sub")
        try folder.synchronize(".")
        do {
            try folder.synchronize("missing")
            Issue.record("there is no such folder")
        } catch {
            #expect(error.operation == "sync")
            #expect(error.path == scratch.path("missing"))
            #expect(error.code == ENOENT)
        }
    }

    @Test func statusDoesNotFollowALink() throws {
        let scratch = try Scratch()
        try scratch.write("target", [1, 2, 3])
        #expect(symlink("target", scratch.path("link")) == 0)
        let folder = try scratch.folder()
        #expect(try folder.status(of: "link").kind == .symbolicLink)
        #expect(try folder.status(of: "target").kind == .regular)
        #expect(try folder.status(of: "target").size == 3)
    }

    @Test func subdirectoryRefusesALinkToAFolder() throws {
        let scratch = try Scratch()
        let folder = try scratch.folder()
        try folder.makeDirectory("real")
        #expect(symlink("real", scratch.path("link")) == 0)
        #expect(try folder.subdirectory("real").path == scratch.path("real"))
        // Linux says ENOTDIR (O_DIRECTORY is checked first), other systems ELOOP.
        let code = errorCode { () throws(FileSystemError) in _ = try folder.subdirectory("link") }
        #expect(code == ENOTDIR || code == ELOOP)
    }

    @Test func contentsAreSortedByUTF8BytesWithoutDotEntries() throws {
        let scratch = try Scratch()
        for name in ["b", "é", "B", "a"] { try scratch.write(name, []) }
        #expect(try scratch.folder().contents() == ["B", "a", "b", "é"])
        #expect(try FileAccess.contentsOfDirectory(scratch.path) == ["B", "a", "b", "é"])
    }
}
