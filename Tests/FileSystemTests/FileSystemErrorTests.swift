import Testing

@testable import FileSystem

#if canImport(Glibc)
import TestSupport
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite(.budget(seconds: 1)) struct FileSystemErrorTests {
    @Test func aSystemErrorSaysTheOperationThePathAndTheSystemsReason() {
        let error = FileSystemError("create folder", path: "/out/packs", code: ENOSPC)
        #expect(error.code == ENOSPC)
        #expect(error.reason == "no space left on device")
        #expect(error.description == "cannot create folder '/out/packs': no space left on device")
    }

    @Test func onlyAMissingPathOrAMissingFolderOnItCountsAsMissing() {
        #expect(FileSystemError("open", path: "a", code: ENOENT).isMissing)
        #expect(FileSystemError("open", path: "a/b", code: ENOTDIR).isMissing)
        #expect(!FileSystemError("open", path: "a", code: EACCES).isMissing)
        #expect(!FileSystemError("read", path: "a", cause: .notRegularFile).isMissing)
    }

    @Test func anErrorCanBeReportedAtTheNameTheUserKnows() {
        let error = FileSystemError("write", path: "/out/.odr-pack-tmp-1-2", code: EIO).naming("/out/index.plist")
        #expect(error == FileSystemError("write", path: "/out/index.plist", code: EIO))
    }

    @Test func aTooLargeFileNamesTheLimitInMebibytes() {
        #expect(
            FileSystemError("read", path: "big", cause: .tooLarge(limit: 256 << 20)).description
                == "cannot read 'big': it is larger than 256 MiB, the most odr-pack reads into memory")
    }
}
