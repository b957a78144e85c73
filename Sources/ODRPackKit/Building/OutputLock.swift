import FileSystem
import Foundation

/// An advisory lock on an output folder (`flock` on `.odr-pack.lock`), held for a whole
/// build so that two builds never write one folder at once; `verify` takes it shared. The
/// system releases it when the process ends, however it ends.
final class OutputLock: Sendable {
    /// The lock file's name in the output folder.
    static let fileName = BuildFolderMarkers.lockFile
    private let file: FileLock

    private init(file: FileLock) {
        self.file = file
    }

    /// Takes the exclusive lock of `folder`, waiting (and saying so once through `onWait`,
    /// with the holder's process id when known) or failing at once, as `policy` says.
    static func exclusive(
        _ folder: DirectoryHandle, policy: BuildOptions.LockPolicy, cancellation: Cancellation?,
        onWait: (Int32?) -> Void
    ) throws(BuildError) -> OutputLock {
        let file: FileLock
        do throws(FileSystemError) { file = try FileLock(creating: fileName, in: folder) } catch { throw .output(error) }
        var waited = false
        while try !take(file) {
            guard policy == .wait else { throw .locked(path: folder.path, holder: file.owner) }
            if !waited {
                onWait(file.owner)
                waited = true
            }
            if let signal = cancellation?.signal { throw .interrupted(signal: signal) }
            Thread.sleep(forTimeInterval: 0.05)
        }
        // Record who holds it, for the message another build prints while it waits.
        file.recordOwner()
        return OutputLock(file: file)
    }

    private static func take(_ file: FileLock) throws(BuildError) -> Bool {
        do throws(FileSystemError) { return try file.tryLock(.exclusive) } catch { throw .output(error) }
    }

    /// Takes the shared lock of the folder at `path`, waiting for a build to finish; nil
    /// when the folder has no lock file (no build has run there, or it is read-only).
    static func shared(_ path: String, onWait: (Int32?) -> Void) -> OutputLock? {
        guard let file = try? FileLock(existing: PathString.child(path, fileName)) else { return nil }
        if (try? file.tryLock(.shared)) != true {
            onWait(file.owner)
            try? file.lock(.shared)
        }
        return OutputLock(file: file)
    }
}
