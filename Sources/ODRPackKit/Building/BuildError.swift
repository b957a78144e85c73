import FileSystem
import LibArchive

/// Why a build stopped. Nothing is left under a final name when one is thrown, and the
/// previous build in the output folder is intact unless the commit point was passed.
public enum BuildError: Error, Sendable {
    /// A source file changed (size or modification time) while it was being packed.
    case sourceChanged(String)
    /// A source file could not be read.
    case source(FileSystemError)
    /// libarchive failed writing an archive.
    case archive(ArchiveError)
    /// The output folder or a file in it could not be written.
    case output(FileSystemError)
    /// The output folder holds, at a name the build writes, something it must not replace.
    case outputConflict(path: String, found: FileStatus.Kind, expectsFolder: Bool)
    /// Another build holds the output folder (`--no-wait`).
    case locked(path: String, holder: Int32?)
    /// SIGINT or SIGTERM asked the build to stop.
    case interrupted(signal: Int32)
    /// `ba-package` failed for a pack: its status (nil when it was stopped for taking too
    /// long) and what it printed, or what was wrong with what it wrote.
    case packagerFailed(pack: String, tool: String, status: Int32?, output: String)
    /// `ba-package` exited with status 0 but what it left at the output path is no archive.
    case packagerWroteNoArchive(pack: String, tool: String, found: String)
    /// `ba-package` could not be started.
    case packagerNotRun(pack: String, tool: String, reason: String)
}

extension BuildError {
    /// The error as a diagnostic; `output` is the output folder.
    func diagnostic(output: String) -> Diagnostic {
        switch self {
        case .sourceChanged(let path): .sourceChanged(path)
        case .source(let failure): .sourceUnreadable(failure)
        case .archive(let failure):
            .archiveWriteFailed(failure.archivePath, operation: failure.operation, reason: failure.message, output: output)
        case .output(let failure): .outputWriteFailed(failure)
        case .outputConflict(let path, let found, let expectsFolder):
            .outputConflict(path, found: found, expected: expectsFolder ? "its folder of packs" : "a file")
        case .locked(let path, let holder): .outputLocked(path, holder: holder)
        case .interrupted(let signal): .interrupted(signal, output: output)
        case .packagerFailed(let pack, let tool, let status, let text):
            .packagerFailed(pack: pack, tool: tool, status: status, output: text)
        case .packagerWroteNoArchive(let pack, let tool, let found): .packagerWroteNoArchive(pack: pack, tool: tool, found: found)
        case .packagerNotRun(let pack, let tool, let reason): .packagerNotRun(pack: pack, tool: tool, reason: reason)
        }
    }
}

extension BuildError {
    /// The error with paths under `old` shown under `new`.
    func renamingPath(_ old: String, to new: String) -> BuildError {
        func rename(_ path: String) -> String { path.hasPrefix(old) ? new + path.dropFirst(old.count) : path }
        switch self {
        case .archive(let failure):
            return .archive(
                ArchiveError(
                    archivePath: rename(failure.archivePath), operation: failure.operation,
                    code: failure.code, message: failure.message))
        case .output(var failure):
            failure.path = rename(failure.path)
            return .output(failure)
        default:
            return self
        }
    }
}
