import Foundation
import TestSupport

@testable import ODRPackKit

extension TemporaryFolder {
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
        return LimitProfile(name: .ios, values: values, delivery: .onDemandResources, platforms: ["iOS"])
    }
}

extension TemporaryFolder {
    /// Writes `text` as `name.xcodeproj/project.pbxproj` and returns the `.xcodeproj` path.
    @discardableResult
    func xcodeproj(_ text: String, name: String = "Game") throws -> String {
        try write("\(name).xcodeproj/project.pbxproj", text: text)
        return path("\(name).xcodeproj")
    }

    /// Lints the project at `name.xcodeproj`, accepting uncompiled sources (the reader is
    /// under test, not whether this machine has Xcode's compilers).
    func lintProject(name: String = "Game", _ options: ProjectOptions = ProjectOptions()) -> LintResult {
        Linter.lint(manifestAt: path("\(name).xcodeproj"), options: LintOptions(project: options, allowUncompiled: true))
    }
}
