/// `odr-pack why MANIFEST PATH`: a lint of the manifest, then the explanation of one path
/// (`Explanation`).
public struct WhyJob: Sendable {
    /// The manifest or Xcode project.
    public var manifest: String
    /// The resource asked about.
    public var path: String
    /// How to read an Xcode project.
    public var project: ProjectOptions
    /// The delivery (`--delivery`); nil takes the manifest's.
    public var delivery: DeliveryName?
    /// The merge to explain the packs after (deliveries that merge).
    public var merging = MergeOptions()
    /// The lock file of pack IDs and the naming of new packs (deliveries whose IDs last).
    public var packIDs = PackIDOptions()
    /// How tagged catalog items are served (`--catalog-items`); nil takes the default.
    public var catalogItems: CatalogItemsOption?
    /// Each delivery's own settings (those of a delivery not in force are refused).
    public var settings = DeliverySettingsSet()
    /// Told of each stage the lint enters.
    public var stage: StageReport?

    /// A question about `path` in `manifest`.
    public init(manifest: String, path: String, project: ProjectOptions = ProjectOptions()) {
        self.manifest = manifest
        self.path = path
        self.project = project
    }

    /// Lints the manifest and explains the path.
    public func run() -> WhyOutcome {
        // why compiles nothing, so it does not look for Xcode's compilers.
        var options = LintOptions(project: project, allowUncompiled: true)
        options.delivery = delivery
        options.merging = merging
        options.packIDs = packIDs
        options.settings = settings
        options.catalogItems = catalogItems
        options.stage = stage
        let lint = Linter.lint(manifestAt: manifest, options: options)
        return WhyOutcome(lint: lint, explanation: Explanation.explain(path, in: lint))
    }
}

/// What `why` found: the explanation, or (when the manifest could not be read) the lint
/// result that says why not.
public struct WhyOutcome: Outcome {
    /// The lint the explanation comes from.
    public var lint: LintResult
    /// The explanation; nil when the manifest could not be read.
    public var explanation: Explanation?

    /// The explanation's diagnostics (`not-listed`), or lint's when there is none.
    public var diagnostics: [Diagnostic] { explanation?.diagnostics ?? lint.diagnostics }

    /// A manifest that cannot be explained fails even when lint found no error.
    public var failed: Bool { explanation?.failed ?? true }
}
