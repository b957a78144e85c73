import Foundation
import TestSupport
import Testing

@testable import FileSystem

@Suite(.budget(seconds: 1)) struct FileWriterTests {
    @Test func writeCreatesTheFileWithItsBytesAndItsMissingFolders() throws {
        let scratch = try Scratch()
        try FileWriter.write([1, 2, 3], to: scratch.path("a/b/file"))
        #expect(try scratch.bytes("a/b/file") == [1, 2, 3])
    }

    @Test func aWrittenFileIsReadableAndWritableByItsOwnerAndNeverMoreThan0644() throws {
        let scratch = try Scratch()
        try FileWriter.write([1], to: scratch.path("file"))
        let mode = try #require(scratch.linkStatus("file")).st_mode & 0o7777
        #expect(mode & 0o600 == 0o600)
        #expect(mode & ~0o644 == 0)
    }

    /// What a killed process left is removed; a live process's temporaries and anything else
    /// (a folder with the prefix, another file) are left alone.
    @Test func abandonedTemporariesOfDeadProcessesAreRemoved() throws {
        let scratch = try Scratch()
        let exited = Process()
        exited.executableURL = URL(fileURLWithPath: "/bin/true")
        try exited.run()
        exited.waitUntilExit()
        let dead = "\(FileWriter.temporaryPrefix)\(exited.processIdentifier)-1"
        let live = "\(FileWriter.temporaryPrefix)\(getppid())-1"
        let own = FileWriter.temporaryName()
        for name in [dead, live, own, "app.lock"] { _ = try scratch.write(name, [1]) }
        try FileManager.default.createDirectory(
            atPath: scratch.path("\(FileWriter.temporaryPrefix)\(exited.processIdentifier)-2"),
            withIntermediateDirectories: false)
        FileWriter.removeAbandonedTemporaries(in: scratch.path(""))
        #expect(try Set(scratch.names()) == [live, own, "app.lock", "\(FileWriter.temporaryPrefix)\(exited.processIdentifier)-2"])
    }

    @Test func replaceSwapsInANewFileAndLeavesNoTemporary() throws {
        let scratch = try Scratch()
        try scratch.write("index", Array("old".utf8))
        let before = try FileStatus.of(scratch.path("index")).identity
        try FileWriter.replace("index", in: scratch.folder(), with: Array("new".utf8))
        #expect(try scratch.bytes("index") == Array("new".utf8))
        // Renamed over the old file, not written into it: a reader holding the old file keeps it whole.
        #expect(try FileStatus.of(scratch.path("index")).identity != before)
        #expect(try scratch.names() == ["index"])
    }

    @Test func replaceRefusesAFolderInTheWayAndLeavesItAlone() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(atPath: scratch.path("index/inside"), withIntermediateDirectories: true)
        #expect(errorCode { () throws(FileSystemError) in try FileWriter.replace("index", in: try scratch.folder(), with: [1]) } == EISDIR)
        #expect(try scratch.names() == ["index"])
        #expect(try scratch.names("index") == ["inside"])
    }

    @Test func aFailedRenameThrowsNamingTheTargetAndRemovesTheTemporary() throws {
        let scratch = try Scratch()
        let folder = try scratch.folder()
        // Too long for a file name: everything up to the rename works, the rename fails.
        let name = String(repeating: "n", count: 300)
        do {
            try FileWriter.replace(name, in: folder, with: [1, 2, 3])
            Issue.record("the rename should fail")
        } catch {
            #expect(error.operation == "rename")
            #expect(error.code == ENAMETOOLONG)
            #expect(error.path == scratch.path + "/" + name)
        }
        #expect(try scratch.names().isEmpty)
    }

    @Test func temporaryNamesCarryThePrefixAndThisProcessAndNeverRepeat() {
        let names = (0..<100).map { _ in FileWriter.temporaryName() }
        #expect(Set(names).count == 100)
        #expect(names.allSatisfy { $0.hasPrefix(FileWriter.ownTemporaryPrefix) })
        #expect(FileWriter.ownTemporaryPrefix == FileWriter.temporaryPrefix + "\(getpid())-")
    }

    @Test func makeDirectoryCreatesParentsAndAcceptsAFolderThatExists() throws {
        let scratch = try Scratch()
        try FileWriter.makeDirectory(scratch.path("a/b/c"))
        try FileWriter.makeDirectory(scratch.path("a/b/c"))
        #expect(try FileStatus.of(scratch.path("a/b/c")).kind == .directory)
    }

    @Test func makeDirectoryRefusesAFileWhereTheFolderGoes() throws {
        let scratch = try Scratch()
        try scratch.write("a", [1])
        do {
            try FileWriter.makeDirectory(scratch.path("a"))
            Issue.record("a file is not a folder")
        } catch {
            #expect(error.code == ENOTDIR)
            #expect(error.description == "cannot use folder '\(scratch.path("a"))': not a directory")
        }
    }
}
