/// `odr-pack lint`: load, scan, plan and check a manifest; writes nothing. Its outcome is
/// the `LintResult`.
public struct LintJob: Sendable {
    /// The manifest or Xcode project.
    public var manifest: String
    /// The checks to apply.
    public var options: LintOptions

    /// A lint of `manifest` with `options`.
    public init(manifest: String, options: LintOptions) {
        self.manifest = manifest
        self.options = options
    }

    /// Runs the lint pipeline (`Linter`).
    public func run() -> LintResult {
        Linter.lint(manifestAt: manifest, options: options)
    }
}
