import Foundation
import TestSupport
import Testing

@testable import FileSystem

@Suite(.budget(seconds: 1)) struct FileLockTests {
    @Test func creatingMakesTheLockFileInTheFolder() throws {
        let scratch = try Scratch()
        let lock = try FileLock(creating: ".lock", in: scratch.folder())
        #expect(lock.path == scratch.path(".lock"))
        #expect(try FileStatus.of(scratch.path(".lock")).kind == .regular)
    }

    @Test func aSecondExclusiveLockFromAnotherOpenFileIsRefusedWithoutWaiting() throws {
        let scratch = try Scratch()
        let first = try FileLock(creating: ".lock", in: scratch.folder())
        let second = try FileLock(creating: ".lock", in: scratch.folder())
        #expect(try first.tryLock(.exclusive))
        #expect(try !second.tryLock(.exclusive))
        #expect(try !second.tryLock(.shared))
    }

    @Test func sharedLocksCoexistAndKeepAnExclusiveOneOut() throws {
        let scratch = try Scratch()
        let writer = try FileLock(creating: ".lock", in: scratch.folder())
        let reader = try FileLock(existing: scratch.path(".lock"))
        let otherReader = try FileLock(existing: scratch.path(".lock"))
        #expect(try reader.tryLock(.shared))
        #expect(try otherReader.tryLock(.shared))
        try otherReader.lock(.shared)
        #expect(try !writer.tryLock(.exclusive))
    }

    @Test func unlockingOrDroppingTheHolderFreesTheLock() throws {
        let scratch = try Scratch()
        let waiting = try FileLock(creating: ".lock", in: scratch.folder())
        let holder = try FileLock(creating: ".lock", in: scratch.folder())
        try holder.lock(.exclusive)
        #expect(try !waiting.tryLock(.exclusive))
        try holder.unlock()
        #expect(try waiting.tryLock(.exclusive))

        var dropped: FileLock? = try FileLock(existing: scratch.path(".lock"))
        try waiting.unlock()
        #expect(try dropped?.tryLock(.exclusive) == true)
        #expect(try !waiting.tryLock(.shared))
        dropped = nil
        #expect(try waiting.tryLock(.shared))
    }

    @Test func theOwnerRecordedIsThisProcess() throws {
        let scratch = try Scratch()
        try scratch.write(".lock", Array("a much longer old content\n".utf8))
        let lock = try FileLock(creating: ".lock", in: scratch.folder())
        lock.recordOwner()
        #expect(lock.owner == getpid())
        #expect(try FileLock(existing: scratch.path(".lock")).owner == getpid())
        #expect(try scratch.bytes(".lock") == Array("\(getpid())\n".utf8))
    }

    @Test func aLockFileWithoutAProcessIdHasNoOwner() throws {
        let scratch = try Scratch()
        #expect(try FileLock(creating: ".lock", in: scratch.folder()).owner == nil)
        try scratch.write(".other", Array("not a pid".utf8))
        #expect(try FileLock(existing: scratch.path(".other")).owner == nil)
    }

    @Test func anExistingLockFileIsNeverOpenedThroughALinkOrCreated() throws {
        let scratch = try Scratch()
        do {
            _ = try FileLock(existing: scratch.path(".lock"))
            Issue.record("there is no lock file")
        } catch {
            #expect(error.description == "cannot open '\(scratch.path(".lock"))': no such file or directory")
        }
        try scratch.write("target", [])
        #expect(symlink("target", scratch.path("link")) == 0)
        #expect(errorCode { () throws(FileSystemError) in _ = try FileLock(existing: scratch.path("link")) } == ELOOP)
        #expect(errorCode { () throws(FileSystemError) in _ = try FileLock(creating: "link", in: try scratch.folder()) } == ELOOP)
    }
}
