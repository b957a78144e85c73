import Synchronization

/// The temporary files and folders of one build, so that a failure removes exactly them,
/// and -- through the process-wide list -- an interruption (the command line catches
/// SIGINT and SIGTERM) removes every build's before the process exits.
public final class TemporaryFiles: Sendable {
    /// The prefix of every temporary name; leftovers of a killed build are removed at the next start.
    public static let prefix = ".odr-pack-tmp-"

    private static let live = Mutex<Set<String>>([])
    private static let counter = Atomic<Int>(0)
    private static let commitLock = Mutex<Void>(())
    private let mine = Mutex<Set<String>>([])

    /// Creates an empty set of temporaries for one build.
    public init() {}

    /// A fresh temporary path in `directory`, registered for removal.
    func make(in directory: String, for name: String) -> String {
        let number = TemporaryFiles.counter.add(1, ordering: .relaxed).newValue
        let path = "\(directory)/\(TemporaryFiles.prefix)\(getpid())-\(number)-\(name)"
        mine.withLock { _ = $0.insert(path) }
        TemporaryFiles.live.withLock { _ = $0.insert(path) }
        return path
    }

    /// Forgets `path` once it has been renamed to its final name or removed.
    func release(_ path: String) {
        mine.withLock { _ = $0.remove(path) }
        TemporaryFiles.live.withLock { _ = $0.remove(path) }
    }

    /// Removes this build's remaining temporary files and folders (on failure).
    func removeAll() {
        let pending = mine.withLock { current in
            defer { current.removeAll() }
            return current
        }
        TemporaryFiles.live.withLock { $0.subtract(pending) }
        for path in pending { FileTree.remove(path) }
    }

    /// Runs a build's commit step (renames into place, then plists and index) so that an
    /// interruption waits for it to finish instead of leaving a half-replaced build.
    static func committing<T>(_ body: () throws(BuildError) -> T) throws(BuildError) -> T {
        try commitLock.withLock { (_: inout Void) throws(BuildError) -> T in try body() }
    }

    /// Waits for a running commit step, then removes every build's temporary files; for
    /// interruptions, just before the process exits.
    public static func interrupt() {
        commitLock.withLock { _ in }
        let pending = live.withLock { current in
            defer { current.removeAll() }
            return current
        }
        for path in pending { FileTree.remove(path) }
    }
}

/// Removing and renaming files and folders.
enum FileTree {
    /// Removes a file, or a folder and everything in it; ignores a missing path.
    static func remove(_ path: String) {
        guard let status = try? FileStatus.of(linkAt: path) else { return }
        if status.kind == .directory {
            for name in (try? FileAccess.contentsOfDirectory(path)) ?? [] { remove(path + "/" + name) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }

    /// Renames `source` to `destination`, replacing a file; a folder in the way is removed first.
    static func replace(_ destination: String, with source: String) throws(BuildError) {
        if let status = try? FileStatus.of(linkAt: destination), status.kind == .directory {
            remove(destination)
        }
        guard rename(source, destination) == 0 else { throw .output(FileSystemError("rename", path: destination)) }
    }

    /// Creates a folder and its parents.
    static func makeDirectory(_ path: String) throws(BuildError) {
        var built = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            built += "/" + component
            if mkdir(built, 0o755) != 0 && errno != EEXIST { throw .output(FileSystemError("create folder", path: built)) }
        }
    }

    /// Removes leftovers of killed builds (names starting with `TemporaryFiles.prefix`).
    static func removeStaleTemporaries(in directory: String) {
        for name in (try? FileAccess.contentsOfDirectory(directory)) ?? [] where name.hasPrefix(TemporaryFiles.prefix) {
            remove(directory + "/" + name)
        }
    }

    /// Writes `bytes` to `path` through a temporary file in the same folder and a rename.
    static func writeAtomically(_ bytes: [UInt8], to directory: String, name: String, temporaries: TemporaryFiles) throws(BuildError) {
        let temporary = temporaries.make(in: directory, for: name)
        defer { temporaries.release(temporary) }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .output(FileSystemError("create", path: temporary)) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let error = FileSystemError("write", path: temporary)
                close(descriptor)
                unlink(temporary)
                throw .output(error)
            }
            written += count
        }
        guard close(descriptor) == 0 else { unlink(temporary); throw .output(FileSystemError("write", path: temporary)) }
        try replace(directory + "/" + name, with: temporary)
    }
}
