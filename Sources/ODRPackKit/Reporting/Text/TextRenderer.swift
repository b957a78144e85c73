/// Text for a terminal or a CI log: reports on standard output, problems on standard error
/// as compilers print them (`file:line:col: severity: message [code]`), then a summary line.
/// Everything passes through `LogText.safe` last.
struct TextRenderer: Renderer {
    /// Leaves out `build`'s summary line (`--quiet`).
    var quiet = false

    func render(_ outcome: LintResult) -> Rendering {
        Self.log(output: TextReport.render(outcome), errors: Self.problems(outcome.diagnostics))
    }

    func render(_ outcome: BuildOutcome) -> Rendering {
        Self.log(errors: Self.problems(outcome.diagnostics) + (quiet ? "" : Self.line(BuildSummary.text(outcome))))
    }

    func render(_ outcome: VerifyOutcome) -> Rendering {
        Self.log(
            output: outcome.diagnostics.isEmpty ? Self.line(BuildSummary.verified(outcome)) : "",
            errors: Self.problems(outcome.diagnostics))
    }

    func render(_ outcome: DiffOutcome) -> Rendering {
        Self.log(
            output: outcome.diff.map { TextReport.render($0, old: outcome.old, new: outcome.new, all: outcome.showAll) } ?? "",
            errors: Self.problems(outcome.diagnostics))
    }

    func render(_ outcome: WhyOutcome) -> Rendering {
        guard let explanation = outcome.explanation else { return render(outcome.lint) }
        return Self.log(output: TextReport.render(explanation), errors: Self.problems(explanation.diagnostics))
    }

    func render(_ outcome: MigrateOutcome) -> Rendering {
        guard let migration = outcome.migration else { return Self.log(errors: Self.problems(outcome.diagnostics)) }
        return Self.log(output: TextReport.render(migration), errors: Self.problems(outcome.diagnostics))
    }

    func render(_ outcome: ReportOutcome) -> Rendering {
        Self.log(errors: Self.problems(outcome.diagnostics) + Self.line(BuildSummary.wrote(outcome)))
    }

    func render(_ outcome: ConvertOutcome) -> Rendering {
        Self.log(errors: Self.problems(outcome.diagnostics) + Self.line(BuildSummary.wrote(outcome)))
    }

    /// Every diagnostic, one a line, then `2 errors, 1 warning`; nothing when there is none.
    /// The problems, one a line, then the summary. A warning or note code with more than
    /// `foldedAfter` diagnostics shows its first ones and then one line for the rest, so that
    /// hundreds of one warning cannot bury an error; errors are never folded.
    static func problems(_ diagnostics: [Diagnostic]) -> String {
        guard !diagnostics.isEmpty else { return "" }
        var counts: [DiagnosticCode: Int] = [:]
        for diagnostic in diagnostics where diagnostic.severity != .error { counts[diagnostic.code, default: 0] += 1 }
        var shown: [DiagnosticCode: Int] = [:]
        var lines: [String] = []
        for diagnostic in diagnostics {
            let total = counts[diagnostic.code] ?? 0
            guard diagnostic.severity != .error, total > foldedAfter + 1 else {
                lines.append(DiagnosticTextFormatter.format(diagnostic))
                continue
            }
            shown[diagnostic.code, default: 0] += 1
            let position = shown[diagnostic.code] ?? 0
            if position <= foldedAfter {
                lines.append(DiagnosticTextFormatter.format(diagnostic))
            } else if position == foldedAfter + 1 {
                lines.append(
                    "... and \(total - foldedAfter) more \(diagnostic.severity.rawValue)s [\(diagnostic.code.rawValue)] like these (every one in --format json)"
                )
            }
        }
        return (lines + [DiagnosticTextFormatter.summary(diagnostics)]).joined(separator: "\n") + "\n"
    }

    /// How many diagnostics of one warning or note code the text shows before folding the rest.
    static let foldedAfter = 10

    static func line(_ text: String?) -> String {
        text.map { $0 + "\n" } ?? ""
    }

    static func log(output: String = "", errors: String = "") -> Rendering {
        Rendering(output: LogText.safe(output), errors: LogText.safe(errors))
    }
}
