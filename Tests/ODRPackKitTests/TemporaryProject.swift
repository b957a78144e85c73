import Foundation
import FileSystem
@testable import ODRPackKit

/// A project folder in the temporary directory, removed when the value is released.
final class TemporaryProject {
    let root: String

    init() throws {
        let template = NSTemporaryDirectory() + "odr-pack-tests-XXXXXX"
        var bytes = Array(template.utf8CString)
        guard let created = mkdtemp(&bytes) else { throw CocoaError(.fileWriteUnknown) }
        root = String(cString: created)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    func path(_ relative: String) -> String { root + "/" + relative }

    /// Writes `bytes` at `relative`, creating folders.
    @discardableResult
    func write(_ relative: String, bytes: [UInt8]) throws -> String {
        let full = path(relative)
        try FileManager.default.createDirectory(atPath: PathString.folder(of: full), withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
        return full
    }

    /// Writes a text file.
    @discardableResult
    func write(_ relative: String, text: String) throws -> String {
        try write(relative, bytes: Array(text.utf8))
    }

    /// Makes a sparse file of `size` bytes: GB-scale sizes cost no disk space.
    func sparse(_ relative: String, size: Int64) throws {
        let full = try write(relative, bytes: [])
        guard truncate(full, off_t(size)) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    func folder(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
    }

    func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createDirectory(atPath: PathString.folder(of: path(relative)), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path(relative), withDestinationPath: destination)
    }

    /// Writes an XML manifest whose body is `body` (tags and resources) and returns its path.
    @discardableResult
    func manifest(_ body: String, name: String = "odr.xml", attributes: String = "") throws -> String {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <odr-manifest version="1" bundle-id="com.company.App" \(attributes)>
        \(body)
        </odr-manifest>

        """
        return try write(name, text: text)
    }

    /// Lints the manifest `name` in this project.
    func lint(_ name: String = "odr.xml", options: LintOptions = LintOptions()) -> LintResult {
        Linter.lint(manifestAt: path(name), options: options)
    }
}

extension LintResult {
    /// The codes of the diagnostics, in order.
    var codes: [DiagnosticCode] { diagnostics.map(\.code) }

    func diagnostics(_ code: DiagnosticCode) -> [Diagnostic] { diagnostics.filter { $0.code == code } }

    /// The errors and warnings, without notes.
    var problems: [Diagnostic] { diagnostics.filter { $0.severity != .note } }
}

extension LimitProfile {
    /// A profile with only `kind` limited, to test one limit alone.
    static func only(_ kind: LimitKind, _ value: Int64) -> LimitProfile {
        var values = Dictionary(uniqueKeysWithValues: LimitKind.allCases.map { ($0, LimitValue.unlimited) })
        values[kind] = .limited(value)
        return LimitProfile(name: "test", values: values)
    }
}
