/// One JSON object on standard output for every outcome, on success and on failure; keys
/// sorted, absent values left out (keys in docs/reports.md and docs/usage.md). JSON escapes
/// every control character itself, and Swift strings are always valid UTF-8.
struct JSONRenderer: Renderer {
    func render(_ outcome: LintResult) -> Rendering { Rendering(output: JSONReport.render(outcome)) }

    func render(_ outcome: BuildOutcome) -> Rendering { Rendering(output: JSONReport.render(outcome)) }

    func render(_ outcome: VerifyOutcome) -> Rendering { Rendering(output: JSONReport.render(outcome)) }

    func render(_ outcome: DiffOutcome) -> Rendering { Rendering(output: JSONReport.render(outcome)) }

    func render(_ outcome: WhyOutcome) -> Rendering {
        Rendering(output: outcome.explanation.map(JSONReport.render) ?? JSONReport.render(outcome.lint))
    }

    func render(_ outcome: ReportOutcome) -> Rendering { Rendering(output: JSONReport.render(outcome)) }

    func render(_ outcome: MigrateOutcome) -> Rendering {
        Rendering(output: outcome.migration.map { JSONReport.render($0, lint: outcome.lint) } ?? JSONReport.render(outcome.lint))
    }

    func render(_ outcome: ConvertOutcome) -> Rendering { Rendering(output: JSONReport.render(outcome)) }
}
