import FileSystem
import SystemPackage

/// Standard output and standard error, written whole and checked: a report that cannot be
/// written (a full disk, `/dev/full`, a closed pipe) fails the run instead of vanishing.
enum Console {
    /// A write to standard output or standard error that failed.
    struct WriteError: Error {
        var stream: String
        var code: Int32
    }

    /// Writes `text` to standard output.
    static func out(_ text: String) throws(WriteError) {
        try write(text, to: .standardOutput, name: "standard output")
    }

    /// Writes `text` as it is to standard error.
    static func write(errors text: String) throws(WriteError) {
        try write(text, to: .standardError, name: "standard error")
    }

    /// Writes `text` and a newline to standard error.
    static func err(_ line: String) throws(WriteError) {
        try write(line + "\n", to: .standardError, name: "standard error")
    }

    private static func write(_ text: String, to descriptor: FileDescriptor, name: String) throws(WriteError) {
        guard !text.isEmpty else { return }
        do {
            try descriptor.writeAll(Array(text.utf8))
        } catch let error as Errno {
            throw WriteError(stream: name, code: error.rawValue)
        } catch {
            throw WriteError(stream: name, code: Errno.ioError.rawValue)
        }
    }

    /// The message for a failed write, to try on standard error last.
    static func describe(_ error: WriteError) -> String {
        "odr-pack: error: cannot write to \(error.stream): \(SystemErrorText.describe(error.code))"
    }
}
