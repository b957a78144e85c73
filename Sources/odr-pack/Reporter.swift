import Foundation
import ODRPackKit

/// Prints a lint result in the chosen format: reports on standard output, diagnostics
/// on standard error (text) or standard output (json, github).
struct Reporter {
    let format: OutputFormat

    /// For build: the diagnostics without the plan tables (text: on stderr; json: the whole report).
    func reportDiagnostics(_ result: LintResult) {
        switch format {
        case .text:
            for diagnostic in result.diagnostics { Self.printError(DiagnosticTextFormatter.format(diagnostic)) }
            if !result.diagnostics.isEmpty { Self.printError(DiagnosticTextFormatter.summary(result.diagnostics)) }
        case .json:
            print(JSONReport.render(result), terminator: "")
        case .github:
            for diagnostic in result.diagnostics { print(GitHubAnnotationFormatter.format(diagnostic)) }
        }
    }

    func report(_ result: LintResult) {
        switch format {
        case .text:
            print(TextReport.render(result), terminator: "")
            for diagnostic in result.diagnostics {
                Self.printError(DiagnosticTextFormatter.format(diagnostic))
            }
            if !result.diagnostics.isEmpty {
                Self.printError(DiagnosticTextFormatter.summary(result.diagnostics))
            }
        case .json:
            print(JSONReport.render(result), terminator: "")
        case .github:
            print(TextReport.render(result), terminator: "")
            for diagnostic in result.diagnostics {
                print(GitHubAnnotationFormatter.format(diagnostic))
            }
            print(DiagnosticTextFormatter.summary(result.diagnostics))
        }
    }

    /// Writes one line to standard error (the C global `stderr` is not usable from Swift 6).
    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
