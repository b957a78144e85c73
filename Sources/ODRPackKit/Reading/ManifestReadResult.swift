/// What reading a manifest gave: the manifest when it could be understood, and every problem found.
public struct ManifestReadResult: Sendable {
    /// The manifest, or `nil` when it could not be read at all.
    public var manifest: Manifest?
    /// Every problem found while reading, in document order.
    public var diagnostics: [Diagnostic]

    /// Creates a result.
    public init(manifest: Manifest?, diagnostics: [Diagnostic]) {
        self.manifest = manifest
        self.diagnostics = diagnostics
    }
}
