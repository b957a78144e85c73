#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding programs: executables by path or on a search path, and the working folder that
/// relative paths are read from.
public enum Executables {
    /// Whether `path` names a regular file this process may execute (links followed).
    public static func isExecutable(_ path: String) -> Bool {
        // The status first: a build's record (`ReadLog`) notes a candidate present or missing.
        guard !path.isEmpty, let status = try? FileStatus.of(path), status.kind == .regular else { return false }
        return access(path, X_OK) == 0
    }

    /// The first executable called `name` in the folders of `searchPath` (`PATH`'s form:
    /// folders separated by `:`; an empty entry is the working folder, as the shell reads it).
    public static func find(_ name: String, in searchPath: String) -> String? {
        guard !name.isEmpty, !name.contains("/") else { return nil }
        for folder in searchPath.split(separator: ":", omittingEmptySubsequences: false) {
            let candidate = PathString.appending(folder.isEmpty ? "." : String(folder), name)
            if isExecutable(candidate) { return candidate }
        }
        return nil
    }

    /// `path` made absolute against the working folder (unchanged when it already is).
    public static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        return PathString.appending(workingDirectory(), path)
    }

    /// The working folder; `.` when it cannot be read (it was removed).
    public static func workingDirectory() -> String {
        guard let folder = getcwd(nil, 0) else { return "." }
        defer { free(folder) }
        return String(cString: folder)
    }
}
