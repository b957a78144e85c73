import Foundation
import Synchronization

/// The folders `TemporaryFolder.forTheRun()` made, and whether their removal at exit is registered.
private let runFolders = Mutex<[String]>([])
private let runFoldersRemovedAtExit = Mutex(false)

/// A folder in the temporary directory for one test, removed when the value is released.
public final class TemporaryFolder: Sendable {
    /// The folder's path.
    public let root: String

    /// Creates an empty folder with a unique name.
    public init() throws {
        let template = NSTemporaryDirectory() + "odr-pack-tests-XXXXXX"
        var bytes = Array(template.utf8CString)
        guard let created = mkdtemp(&bytes) else { throw CocoaError(.fileWriteUnknown) }
        root = String(cString: created)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// A folder for the whole test run, which a static property keeps (so it is never released):
    /// removed when the process exits.
    public static func forTheRun() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        runFolders.withLock { $0.append(folder.root) }
        if !runFoldersRemovedAtExit.withLock({
            let was = $0
            $0 = true
            return was
        }) {
            atexit { for root in runFolders.withLock({ $0 }) { try? FileManager.default.removeItem(atPath: root) } }
        }
        return folder
    }

    /// The folder as a file URL.
    public var url: URL { URL(fileURLWithPath: root, isDirectory: true) }

    /// The path of `relative` inside the folder.
    public func path(_ relative: String) -> String { root + "/" + relative }

    /// Writes `bytes` at `relative`, creating folders, and returns the file's path.
    @discardableResult
    public func write(_ relative: String, bytes: [UInt8]) throws -> String {
        let full = path(relative)
        try FileManager.default.createDirectory(
            at: URL(fileURLWithPath: full).deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
        return full
    }

    /// Writes a text file.
    @discardableResult
    public func write(_ relative: String, text: String) throws -> String {
        try write(relative, bytes: Array(text.utf8))
    }

    /// Makes a sparse file of `size` bytes: GB-scale sizes cost no disk space.
    public func sparse(_ relative: String, size: Int64) throws {
        let full = try write(relative, bytes: [])
        guard truncate(full, off_t(size)) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    /// Creates the folder `relative` and the folders above it.
    public func folder(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
    }

    /// Creates a symbolic link at `relative` to `destination`.
    public func link(_ relative: String, to destination: String) throws {
        let full = path(relative)
        try FileManager.default.createDirectory(
            at: URL(fileURLWithPath: full).deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: full, withDestinationPath: destination)
    }
}
