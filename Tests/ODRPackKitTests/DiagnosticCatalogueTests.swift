import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// docs/diagnostics.md is the catalogue users look codes up in: every code has a row in
/// its table, with its default severity, and a section of its own.
@Suite(.budget(seconds: 3)) struct DiagnosticCatalogueTests {
    static let document: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("docs/diagnostics.md"), encoding: .utf8)) ?? ""
    }()

    @Test(arguments: DiagnosticCode.allCases)
    func everyCodeHasARowAndASection(code: DiagnosticCode) {
        let lines = Self.document.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("### \(code.rawValue)"), "no section for \(code.rawValue)")
        let row = lines.first { $0.hasPrefix("| [`\(code.rawValue)`](#\(code.rawValue)) |") }
        #expect(row != nil, "no table row for \(code.rawValue)")
        #expect(row?.contains("| \(code.defaultSeverity.rawValue) |") == true, "\(code.rawValue) is a \(code.defaultSeverity.rawValue)")
    }

    @Test func theCatalogueNamesNoCodeThatDoesNotExist() {
        let known = Set(DiagnosticCode.allCases.map(\.rawValue))
        let sections = Self.document.split(separator: "\n").filter { $0.hasPrefix("### ") }.map { String($0.dropFirst(4)) }
        #expect(sections.filter { !known.contains($0) && $0.range(of: #"^[a-z-]+$"#, options: .regularExpression) != nil } == [])
    }
}
