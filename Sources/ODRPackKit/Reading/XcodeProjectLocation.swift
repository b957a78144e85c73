import FileSystem
import XcodeProject

/// Where an Xcode project's files are, from the path the user gave: a `.xcodeproj` folder, or
/// a `project.pbxproj` (any `*.pbxproj`) inside one.
struct XcodeProjectLocation: Sendable, Hashable {
    /// The `.xcodeproj` folder.
    let bundle: String
    /// The `project.pbxproj` file; diagnostics name it.
    let pbxproj: String

    /// The location for `path`, or nil when it names no project.
    init?(_ path: String) {
        var trimmed = path
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        if trimmed.hasSuffix(".xcodeproj") {
            bundle = trimmed
            pbxproj = trimmed + "/project.pbxproj"
        } else if trimmed.hasSuffix(".pbxproj") {
            pbxproj = trimmed
            bundle = PathString.folder(of: trimmed)
        } else {
            return nil
        }
    }

    /// The project's name: the bundle's name without `.xcodeproj`.
    var name: String {
        let last = bundle.split(separator: "/").last.map(String.init) ?? bundle
        return last.hasSuffix(".xcodeproj") ? String(last.dropLast(".xcodeproj".count)) : last
    }

    /// The folder that holds the bundle, joined with the project's `projectDirPath`.
    func projectDirectory(projectDirPath: String?) -> String {
        let holder = PathString.folder(of: bundle)
        guard let projectDirPath, !projectDirPath.isEmpty else { return holder }
        let joined = PathString.join(holder, projectDirPath)
        return joined.isEmpty ? "." : joined
    }
}
