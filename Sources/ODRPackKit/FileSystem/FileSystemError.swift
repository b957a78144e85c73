/// A failed file-system call, with the path, the call and the system's reason.
public struct FileSystemError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The operation that failed, such as `open` or `read`.
    public var operation: String
    /// The path it failed on.
    public var path: String
    /// The `errno` value.
    public var code: Int32

    /// Creates an error from `errno` as it is now.
    init(_ operation: String, path: String, code: Int32 = errno) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    /// The system's text for the error, lower-case first letter: `no such file or directory`.
    public var reason: String {
        guard let text = strerror(code) else { return "error \(code)" }
        let message = String(cString: text)
        return message.prefix(1).lowercased() + message.dropFirst()
    }

    /// Whether the path does not exist.
    public var isMissing: Bool { code == ENOENT || code == ENOTDIR }

    /// `cannot open 'path': reason`.
    public var description: String { "cannot \(operation) '\(path)': \(reason)" }
}
