/// `odr-pack lint`: load, scan, plan and check a manifest; writes nothing. Its outcome is
/// the `LintResult`.
public struct LintJob: Sendable {
    /// The manifest or Xcode project.
    public var manifest: String
    /// The checks to apply.
    public var options: LintOptions
    /// The previous release's build (`--baseline`), for pack IDs that last.
    public var baseline: String?

    /// A lint of `manifest` with `options`.
    public init(manifest: String, options: LintOptions) {
        self.manifest = manifest
        self.options = options
    }

    /// Runs the lint pipeline (`Linter`); an unreadable baseline is an error of the run.
    public func run() -> LintResult {
        var options = options
        var unreadable: [Diagnostic] = []
        if let baseline {
            do throws(IndexStore.ReadError) {
                let index = try IndexStore.load(baseline)
                options.previousRelease = { PackHistory(index: index, source: baseline) }
            } catch {
                unreadable.append(.unreadableIndex(error.path, reason: error.reason))
            }
        }
        var result = Linter.lint(manifestAt: manifest, options: options)
        result.diagnostics = (result.diagnostics + unreadable).sorted()
        return result
    }
}
