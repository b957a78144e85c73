import Foundation
import ODRPackKit

/// What the manifest targets share: a scratch folder of this process, and lint of a read
/// manifest against an empty base folder, so no input can make the scanner walk the disk.
public enum FuzzSupport {
    /// This process's scratch folder, created once.
    public static let scratch: String = {
        let path = NSTemporaryDirectory() + "odr-pack-fuzz-\(getpid())"
        try? FileManager.default.createDirectory(atPath: path + "/empty", withIntermediateDirectories: true)
        return path
    }()

    /// Writes `bytes` to `name` in the scratch folder (creating folders on the way) and returns its path.
    public static func write(_ bytes: [UInt8], to name: String) -> String {
        let path = scratch + "/" + name
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }

    /// Lints what was read with every resource looked up in an empty folder (so each is
    /// missing or outside the base), then renders every report form (text, JSON, Markdown,
    /// HTML): the planning, checking and reporting stages see whatever names and tags the
    /// input gives.
    public static func lintAndRender(_ loaded: ManifestReadResult, file: String) {
        var loaded = loaded
        loaded.manifest?.baseDirectory = scratch + "/empty"
        let result = Linter.lint(loaded, file: file, options: LintOptions())
        _ = TextReport.render(result)
        _ = JSONReport.render(result)
        _ = MarkdownReport.render(result)
        _ = HTMLReport.render(result, generator: "odr-pack fuzz")
        for diagnostic in result.diagnostics {
            _ = DiagnosticTextFormatter.format(diagnostic)
            _ = GitHubAnnotationFormatter.format(diagnostic)
        }
    }
}
