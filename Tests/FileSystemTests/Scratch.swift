import FileSystem
import Foundation

/// A fresh folder in the temporary directory, removed with everything in it when the value
/// goes away.
final class Scratch {
    let path: String

    init() throws {
        var template = Array((NSTemporaryDirectory() + "odr-pack-fs-tests-XXXXXX").utf8CString)
        guard let created = mkdtemp(&template) else { throw POSIXError(.EIO) }
        path = String(cString: created)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// `path/relative`.
    func path(_ relative: String) -> String { path + "/" + relative }

    /// The open folder.
    func folder() throws(FileSystemError) -> DirectoryHandle { try DirectoryHandle(path) }

    /// Writes `bytes` to `relative` with Foundation, independently of the module under test.
    @discardableResult
    func write(_ relative: String, _ bytes: [UInt8]) throws -> String {
        try Data(bytes).write(to: URL(fileURLWithPath: path(relative)))
        return path(relative)
    }

    /// The bytes at `relative`, read with Foundation.
    func bytes(_ relative: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path(relative))))
    }

    /// The names in the folder, read with Foundation.
    func names(_ relative: String = ".") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path(relative)).sorted()
    }

    /// The `lstat` of `relative`.
    func linkStatus(_ relative: String) -> stat? {
        var info = stat()
        return lstat(path(relative), &info) == 0 ? info : nil
    }
}

/// The `errno` a `FileSystemError` carries; nil when `body` does not throw one.
func errorCode(_ body: () throws(FileSystemError) -> Void) -> Int32? {
    do {
        try body()
        return nil
    } catch {
        return error.code
    }
}
