/// What reading a manifest gave: the manifest when it could be understood, and every problem found.
public struct ManifestReadResult: Sendable {
    /// The manifest, or `nil` when it could not be read at all.
    public var manifest: Manifest?
    /// Every problem found while reading, in document order.
    public var diagnostics: [Diagnostic]
    /// The manifest of each platform target of one app when several were read (`--target`
    /// given for each, `--all-targets`), in order; empty otherwise. `manifest` is the first.
    public var platformManifests: [Manifest] = []

    /// Creates a result.
    public init(manifest: Manifest?, diagnostics: [Diagnostic]) {
        self.manifest = manifest
        self.diagnostics = diagnostics
    }
}
