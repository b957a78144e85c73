/// `odr-pack migrate`: lints the manifest for the delivery the packs move to
/// (`DeliveryRegistry.migrationTarget`: Background Assets), then lists every place in the app's
/// code that uses On-Demand Resources or a packed file, and what it becomes (`Migrator`).
public struct MigrateJob: Sendable {
    /// The manifest or Xcode project.
    public var manifest: String
    /// Files and folders to read; empty takes the target's sources or the manifest's folder.
    public var sources: [String] = []
    /// How to read an Xcode project.
    public var project: ProjectOptions
    /// The merge the packs are arranged after (`--max-packs` and the rest).
    public var merging = MergeOptions()
    /// The lock file of pack IDs and the naming of new packs.
    public var packIDs = PackIDOptions()
    /// Each delivery's own settings of planning (Background Assets' `--localized-packs`).
    public var settings = DeliverySettingsSet()
    /// How tagged catalog items are packed (`--catalog-items`), as the build will pack them.
    public var catalogItems: CatalogItemsOption?
    /// Told of each stage the lint and the migration enter.
    public var stage: StageReport?

    /// A migration of `manifest`'s app.
    public init(manifest: String, project: ProjectOptions = ProjectOptions()) {
        self.manifest = manifest
        self.project = project
    }

    /// Lints, reads the sources and resolves what they use.
    public func run() -> MigrateOutcome {
        var projectOptions = project
        projectOptions.listsSources = sources.isEmpty
        // migrate compiles nothing, so it does not look for Xcode's compilers.
        var options = LintOptions(project: projectOptions, allowUncompiled: true)
        options.delivery = DeliveryRegistry.migrationTarget
        options.merging = merging
        options.packIDs = packIDs
        options.settings = settings
        options.catalogItems = catalogItems
        options.stage = stage
        let lint = Linter.lint(manifestAt: manifest, options: options)
        guard let read = lint.manifest, let plan = lint.plan,
            !lint.diagnostics.contains(where: { $0.severity == .error && $0.code.isUsageError })
        else {
            return MigrateOutcome(lint: lint, migration: nil)
        }
        let migration = Migrator(sources: sources).migrate(read, plan: plan, manifestFile: lint.manifestFile, stage: stage)
        return MigrateOutcome(lint: lint, migration: migration)
    }
}

/// What `migrate` found, or the lint that says why it could not look.
public struct MigrateOutcome: Outcome {
    /// The lint of the manifest for the delivery the packs move to.
    public var lint: LintResult
    /// The migration; nil when the manifest could not be read or the command line is refused.
    public var migration: Migration?

    /// The migration's diagnostics and lint's, sorted.
    public var diagnostics: [Diagnostic] { ((migration?.diagnostics ?? []) + lint.diagnostics).sorted() }

    /// Fails when the manifest cannot be read, the command line is refused, or no source can be read.
    public var failed: Bool { migration?.failed ?? true }
}
