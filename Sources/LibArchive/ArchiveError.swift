import CArchive

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed archive operation: what failed, on which archive, libarchive's errno and its message.
public struct ArchiveError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The archive file being written or read.
    public let archivePath: String
    /// The libarchive function (or wrapper step) that failed.
    public let operation: String
    /// libarchive's `archive_errno`, or an errno chosen by the wrapper for its own checks.
    public let code: Int32
    /// libarchive's `archive_error_string`, or the wrapper's explanation.
    public let message: String

    /// An error about `archivePath`.
    public init(archivePath: String, operation: String, code: Int32, message: String) {
        self.archivePath = archivePath
        self.operation = operation
        self.code = code
        self.message = message
    }

    /// A one-line summary naming the archive, the operation and the reason.
    public var description: String {
        "'\(archivePath)': \(operation) failed: \(message)"
    }

    /// The system's text for `errno` value `code`, lower-case first letter.
    static func systemText(_ code: Int32) -> String {
        guard code != 0, let text = strerror(code) else { return "unknown error" }
        let message = String(cString: text)
        return message.prefix(1).lowercased() + message.dropFirst()
    }
}

/// An owner of a libarchive handle; gives reader and writer the one `check(_:_:)`.
protocol ArchiveHandleOwner: AnyObject {
    /// The `struct archive *` this object owns.
    var handle: OpaquePointer { get }
    /// The archive file the handle reads or writes.
    var archivePath: String { get }
    /// The errno of a failed write to the output file, which libarchive does not keep.
    var outputFailure: Int32? { get }
}

extension ArchiveHandleOwner {
    /// Returns `result` unless libarchive reports a failure (any negative value), then throws.
    ///
    /// Warnings count as failures: a reproducible pack must not carry a silently altered entry.
    /// Non-negative results (`ARCHIVE_OK`, `ARCHIVE_EOF`, byte counts) are returned unchanged.
    @discardableResult
    func check<Result: BinaryInteger>(_ result: Result, _ operation: String) throws(ArchiveError) -> Result {
        guard result < 0 else { return result }
        // A failed write to the file comes first: libarchive reports it without an errno.
        if let failure = outputFailure {
            throw ArchiveError(archivePath: archivePath, operation: operation, code: failure, message: ArchiveError.systemText(failure))
        }
        // archive_error_string returns NULL when libarchive set no message, so it must never
        // go straight to String(cString:).
        let code = archive_errno(handle)
        let message = archive_error_string(handle).map { String(cString: $0) }
        throw ArchiveError(
            archivePath: archivePath,
            operation: operation,
            code: code,
            message: message ?? (code != 0 ? ArchiveError.systemText(code) : "libarchive gave no reason (status \(result))")
        )
    }

    /// An error for a rule the wrapper itself enforces, in the same shape as libarchive's.
    func violation(_ operation: String, code: Int32, _ message: String) -> ArchiveError {
        ArchiveError(archivePath: archivePath, operation: operation, code: code, message: message)
    }
}
