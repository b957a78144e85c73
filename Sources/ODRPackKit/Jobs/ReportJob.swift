import FileSystem

/// `odr-pack report MANIFEST -o page.html`: a lint of the manifest and, with a baseline and
/// a build, what the update changes (`IndexDiff`); the page is rendered by the caller's
/// renderer (the HTML renderer sits above the jobs) and written atomically.
public struct ReportJob: Sendable {
    /// The manifest or Xcode project.
    public var manifest: String
    /// The checks to apply.
    public var options: LintOptions
    /// The page to write.
    public var output: String
    /// The build devices already have and this manifest's build, to compare.
    public var comparison: (baseline: String, build: String)?

    /// A report of `manifest` written to `output`.
    public init(manifest: String, options: LintOptions, output: String, comparison: (baseline: String, build: String)? = nil) {
        self.manifest = manifest
        self.options = options
        self.output = output
        self.comparison = comparison
    }

    /// Lints, compares, renders the page with `page` and writes it. The page is written
    /// whenever the manifest was read, errors or not, so the page shows them. Each stage is
    /// reported to `options.stage`.
    public func run(page: (ReportOutcome) -> String) -> ReportOutcome {
        var outcome = ReportOutcome(lint: Linter.lint(manifestAt: manifest, options: options), output: output)
        if let comparison {
            options.stage?(.comparing)
            let diffed = DiffJob(old: comparison.baseline, new: comparison.build).run()
            outcome.comparison = diffed.diff.map {
                ReportOutcome.Comparison(diff: $0, diagnostics: diffed.diagnostics, old: diffed.old, new: diffed.new)
            }
            if diffed.diff == nil { outcome.writeDiagnostics += diffed.diagnostics }
        }
        options.stage?(.writingPage(packs: outcome.lint.plan?.packs.count ?? 0))
        let bytes = Array(page(outcome).utf8)
        do throws(FileSystemError) {
            try FileWriter.write(bytes, to: output)
            outcome.pageBytes = bytes.count
        } catch {
            outcome.writeDiagnostics.append(.outputWriteFailed(error))
        }
        return outcome
    }
}

/// What `report` did: the lint, the comparison, and the page it wrote.
public struct ReportOutcome: Outcome {
    /// The comparison with a baseline build.
    public struct Comparison: Sendable {
        /// What changed from the baseline to the build.
        public var diff: IndexDiff
        /// The diff's warnings (no budget is checked).
        public var diagnostics: [Diagnostic]
        /// The baseline, as named by the user.
        public var old: String
        /// The build, as named by the user.
        public var new: String

        /// A comparison.
        public init(diff: IndexDiff, diagnostics: [Diagnostic], old: String, new: String) {
            self.diff = diff
            self.diagnostics = diagnostics
            self.old = old
            self.new = new
        }
    }

    /// The lint of the manifest.
    public var lint: LintResult
    /// The page's path, as named by the user.
    public var output: String
    /// The comparison, when a baseline and a build were given and both could be read.
    public var comparison: Comparison?
    /// The size of the page written; nil when it could not be written.
    public var pageBytes: Int?
    /// Why the comparison or the page failed: an unreadable index, a page that cannot be written.
    public var writeDiagnostics: [Diagnostic] = []

    /// A report of `lint` to be written to `output`.
    public init(lint: LintResult, output: String, comparison: Comparison? = nil) {
        self.lint = lint
        self.output = output
        self.comparison = comparison
    }

    /// The diagnostics the page shows: lint's and the comparison's.
    public var pageDiagnostics: [Diagnostic] { (lint.diagnostics + (comparison?.diagnostics ?? [])).sorted() }

    /// Every diagnostic, sorted.
    public var diagnostics: [Diagnostic] { (pageDiagnostics + writeDiagnostics).sorted() }
}
