/// What one outcome prints: the text for standard output and the text for standard error,
/// each complete (ending in a newline) or empty.
public struct Rendering: Sendable, Equatable {
    /// For standard output: the report.
    public var output: String
    /// For standard error: what a person reads beside the report.
    public var errors: String

    /// A rendering.
    public init(output: String = "", errors: String = "") {
        self.output = output
        self.errors = errors
    }
}

/// One output format: one entry per outcome, so what the format must escape, cap or fold
/// lives in its own folder (Text/, JSON/, GitHub/, Markdown/). A new format is one more
/// conformance and one more `OutputFormat` case.
public protocol Renderer: Sendable {
    /// `lint`.
    func render(_ outcome: LintResult) -> Rendering
    /// `build`.
    func render(_ outcome: BuildOutcome) -> Rendering
    /// `verify`.
    func render(_ outcome: VerifyOutcome) -> Rendering
    /// `diff`.
    func render(_ outcome: DiffOutcome) -> Rendering
    /// `why`.
    func render(_ outcome: WhyOutcome) -> Rendering
    /// `report` (what it says beside the page it writes).
    func render(_ outcome: ReportOutcome) -> Rendering
    /// `convert`.
    func render(_ outcome: ConvertOutcome) -> Rendering
    /// `migrate`.
    func render(_ outcome: MigrateOutcome) -> Rendering
}

/// An outcome a renderer can show: each outcome picks its own entry of the renderer.
public protocol Renderable: Outcome {
    /// This outcome as `renderer` shows it.
    func rendered(by renderer: any Renderer) -> Rendering
}

extension LintResult: Renderable {
    public func rendered(by renderer: any Renderer) -> Rendering { renderer.render(self) }
}

extension BuildOutcome: Renderable {
    public func rendered(by renderer: any Renderer) -> Rendering { renderer.render(self) }
}

extension VerifyOutcome: Renderable {
    public func rendered(by renderer: any Renderer) -> Rendering { renderer.render(self) }
}

extension DiffOutcome: Renderable {
    public func rendered(by renderer: any Renderer) -> Rendering { renderer.render(self) }
}

extension WhyOutcome: Renderable {
    public func rendered(by renderer: any Renderer) -> Rendering { renderer.render(self) }
}

extension MigrateOutcome: Renderable {
    public func rendered(by renderer: any Renderer) -> Rendering { renderer.render(self) }
}

extension ReportOutcome: Renderable {
    public func rendered(by renderer: any Renderer) -> Rendering { renderer.render(self) }
}

extension ConvertOutcome: Renderable {
    public func rendered(by renderer: any Renderer) -> Rendering { renderer.render(self) }
}

/// The formats every command prints in (`--format`).
public enum OutputFormat: String, Sendable, CaseIterable {
    /// Reports on standard output, problems on standard error, as compilers print them.
    case text
    /// One JSON object on standard output, on success and on failure.
    case json
    /// GitHub Actions annotations (and the text report) on standard output.
    case github
    /// A pull-request comment on standard output, under GitHub's comment limit.
    case markdown

    /// This format's renderer; `markdownDetail` is the Markdown comment's form.
    public func renderer(quiet: Bool = false, markdownDetail: MarkdownDetail = .summary) -> any Renderer {
        switch self {
        case .text: TextRenderer(quiet: quiet)
        case .json: JSONRenderer()
        case .github: GitHubRenderer(quiet: quiet)
        case .markdown: MarkdownRenderer(quiet: quiet, detail: markdownDetail)
        }
    }
}
