import SystemPackage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed file-system operation, with the path, the operation and the reason.
public struct FileSystemError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Why an operation failed.
    public enum Reason: Sendable, Equatable {
        /// The system call failed with this `errno`.
        case system(Int32)
        /// The path is a FIFO, socket or device where a regular file is needed.
        case notRegularFile
        /// The file is longer than the given number of bytes, more than odr-pack reads whole.
        case tooLarge(limit: Int)
    }

    /// The operation that failed, such as `open` or `read`.
    public var operation: String
    /// The path it failed on.
    public var path: String
    /// Why.
    public var cause: Reason

    /// Creates an error from `errno` as it is now.
    package init(_ operation: String, path: String, code: Int32 = errno) {
        self.init(operation, path: path, cause: .system(code))
    }

    /// Creates an error with any reason.
    package init(_ operation: String, path: String, cause: Reason) {
        self.operation = operation
        self.path = path
        self.cause = cause
    }

    /// Creates an error from swift-system's `Errno`.
    package init(_ operation: String, path: String, _ error: Errno) {
        self.init(operation, path: path, code: error.rawValue)
    }

    /// The same failure reported at `path`: the name the user knows rather than a
    /// temporary one.
    package func naming(_ path: String) -> FileSystemError {
        FileSystemError(operation, path: path, cause: cause)
    }

    /// The `errno` value, for system failures.
    public var code: Int32? {
        if case .system(let code) = cause { return code }
        return nil
    }

    /// The reason as text, lower-case first letter: `no such file or directory`.
    public var reason: String {
        switch cause {
        case .system(let code): SystemErrorText.describe(code)
        case .notRegularFile: "it is not a regular file (a FIFO, socket or device)"
        case .tooLarge(let limit): "it is larger than \(limit >> 20) MiB, the most odr-pack reads into memory"
        }
    }

    /// Whether the path does not exist.
    public var isMissing: Bool { code == ENOENT || code == ENOTDIR }

    /// `cannot open 'path': reason`.
    public var description: String { "cannot \(operation) '\(path)': \(reason)" }
}

/// The system's own text for an `errno` value.
public enum SystemErrorText {
    /// `strerror`'s text with a lower-case first letter: `no space left on device`.
    public static func describe(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "system error \(code)" }
        let message = String(cString: text)
        return message.prefix(1).lowercased() + message.dropFirst()
    }
}

/// Checks the result of a C call that returns -1 and sets `errno` on failure; `path` is
/// built only then, after `errno` is read.
@discardableResult
func systemCall(_ result: Int32, _ operation: String, _ path: @autoclosure () -> String) throws(FileSystemError) -> Int32 {
    guard result == -1 else { return result }
    let code = errno
    throw FileSystemError(operation, path: path(), code: code)
}

/// Runs a swift-system call, turning its `Errno` into a `FileSystemError`.
@discardableResult
package func systemCall<Result>(_ operation: String, _ path: String, _ body: () throws -> Result) throws(FileSystemError) -> Result {
    do {
        return try body()
    } catch let error as Errno {
        throw FileSystemError(operation, path: path, error)
    } catch {
        throw FileSystemError(operation, path: path, code: EIO)
    }
}
