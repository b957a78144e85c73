import FileSystem

/// Reports written to files beside the one on standard output, so one run serves a CI job's
/// log, its artifacts and its pull-request comment: `--json-out`, `--markdown-out` (in the
/// `--markdown-detail` asked for), and the whole Markdown report appended to GitHub's job
/// summary (`GITHUB_STEP_SUMMARY`) with `--format github`.
public struct ReportFiles: Sendable {
    /// Where to write the JSON report.
    public var json: String?
    /// Where to write the Markdown report.
    public var markdown: String?
    /// The job summary file to append the whole Markdown report to.
    public var stepSummary: String?
    /// The form of the Markdown file.
    public var markdownDetail: MarkdownDetail

    /// The files to write; none by default.
    public init(json: String? = nil, markdown: String? = nil, stepSummary: String? = nil, markdownDetail: MarkdownDetail = .summary) {
        self.json = json
        self.markdown = markdown
        self.stepSummary = stepSummary
        self.markdownDetail = markdownDetail
    }

    /// Renders `outcome` for each file and writes it (JSON and Markdown files atomically, the
    /// summary appended); every file that cannot be written is a `write-failed` error, returned.
    public func write(_ outcome: some Renderable) -> [Diagnostic] {
        var failures: [Diagnostic] = []
        let markdown = self.markdown != nil ? outcome.rendered(by: MarkdownRenderer(detail: markdownDetail)).output : ""
        let whole = stepSummary != nil ? outcome.rendered(by: MarkdownRenderer(detail: .full)).output : ""
        do throws(FileSystemError) {
            if let json { try FileWriter.write(Array(outcome.rendered(by: JSONRenderer()).output.utf8), to: json) }
        } catch {
            failures.append(.outputWriteFailed(error))
        }
        do throws(FileSystemError) {
            if let path = self.markdown { try FileWriter.write(Array(markdown.utf8), to: path) }
        } catch {
            failures.append(.outputWriteFailed(error))
        }
        do throws(FileSystemError) {
            if let stepSummary { try FileWriter.append(Array((whole + "\n").utf8), to: stepSummary) }
        } catch {
            failures.append(.outputWriteFailed(error))
        }
        return failures
    }

    /// The failures as text for standard error.
    public static func describe(_ failures: [Diagnostic]) -> String {
        LogText.safe(TextRenderer.problems(failures))
    }
}
