#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a run looked at on disk, so that a later run can tell by `stat` calls alone whether
/// any of it may have changed (a build's record, `BuildRecord`).
///
/// While a log is `current` (a task-local value; `ParallelMap` hands it to its workers), the
/// calls of this module that read a path note what they found: `FileStatus.of` (followed or
/// not), `DirectoryHandle.status(of:)`, a folder listing (the folder's own status, taken
/// before the listing: adding, removing or renaming an entry changes its times), a whole
/// file read (`FileAccess.readFile`: the open file's status, taken before reading) and a
/// canonical path. A path that did not exist is noted as missing; any other failure makes
/// the log incomplete, as does a path that gave two answers.
///
/// A status is taken before the content it vouches for is read, so a change after it shows
/// in a later status: ctime is set by every write and no tool sets it back. The one gap, a
/// change within the same clock tick, is for the caller to close (`FileStamp.isSettled`).
public final class ReadLog: @unchecked Sendable {
    /// How a path was reached.
    public enum Access: UInt8, Sendable, Hashable, CaseIterable {
        /// `lstat`: the path itself.
        case status = 0
        /// `stat`: what the path names, through links.
        case followed = 1
        /// A folder listed: its status (through links), which vouches for its names.
        case listing = 2
        /// The canonical path (`realpath`).
        case canonical = 3
    }

    /// One thing looked at, and what was found.
    public struct Entry: Sendable, Hashable {
        /// How the path was reached.
        public var access: Access
        /// The path, as the reader named it.
        public var path: String
        /// What `stat` said; nil when the path was missing, or for a canonical path.
        public var status: FileStatus?
        /// The canonical path, for `.canonical`; nil when the path was missing.
        public var resolved: String?

        /// An entry.
        public init(access: Access, path: String, status: FileStatus?, resolved: String? = nil) {
            self.access = access
            self.path = path
            self.status = status
            self.resolved = resolved
        }

        /// Whether the disk still gives the same answer. Called with no log current.
        public func holds() -> Bool {
            do throws(FileSystemError) {
                switch access {
                case .status: return try FileStatus.of(linkAt: path) == status
                case .followed, .listing: return try FileStatus.of(path) == status
                case .canonical: return try FileAccess.canonicalPath(path) == resolved
                }
            } catch {
                return status == nil && resolved == nil && error.isMissing
            }
        }
    }

    /// The log the file-system calls of the current task note into, if any.
    @TaskLocal public static var current: ReadLog?

    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var noted: [Key: Entry] = [:]
    private var complete = true

    private struct Key: Hashable {
        var access: Access
        var path: String
    }

    /// An empty log.
    public init() {
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Everything noted, by path and access.
    public var entries: [Entry] {
        locked { noted.values.sorted { ($0.path, $0.access.rawValue) < ($1.path, $1.access.rawValue) } }
    }

    /// Whether every access was noted with one answer: false after a failure other than a
    /// missing path, or a path that gave two answers, or `invalidate()`.
    public var isComplete: Bool { locked { complete } }

    /// Says the log cannot vouch for the run (it read something no entry describes).
    public func invalidate() {
        locked { complete = false }
    }

    /// Notes `entry`.
    public func note(_ entry: Entry) {
        locked {
            let key = Key(access: entry.access, path: entry.path)
            if let earlier = noted[key] {
                if earlier != entry { complete = false }
            } else {
                noted[key] = entry
            }
        }
    }

    /// Notes what an access of `path` gave: a status, or an error.
    func note(_ access: Access, _ path: String, _ result: Result<FileStatus, FileSystemError>) {
        switch result {
        case .success(let status): note(Entry(access: access, path: path, status: status))
        case .failure(let error) where error.isMissing: note(Entry(access: access, path: path, status: nil))
        case .failure: invalidate()
        }
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}

extension ReadLog {
    /// Runs an access of `path` and notes what it gave in the current log, if any.
    static func noting(
        _ access: Access, _ path: String, _ body: () throws(FileSystemError) -> FileStatus
    ) throws(FileSystemError) -> FileStatus {
        guard let log = current else { return try body() }
        let result = Result { () throws(FileSystemError) in try body() }
        log.note(access, path, result)
        return try result.get()
    }
}
