/// The texture formats of one asset pack as bundletool's `TextureCompressionFormatParityValidator`
/// sees them: the formats of its `#tcf_` folders, and whether any targeted folder has a
/// fallback beside it (the folder without the key) holding files. Every module with targeted
/// textures must have the same formats and the same fallback flag; the fallback is what
/// standalone and universal APKs get.
struct TextureParity: Equatable {
    /// The formats, sorted.
    var formats: [String]
    /// Whether a targeted folder has a fallback holding files.
    var hasFallback: Bool

    /// The formats of a pack holding files at `paths` (below `assets/`); nil without `#tcf_` folders.
    init?(paths: [String]) {
        var formats: Set<String> = []
        var targeted: Set<String> = []
        var plain: Set<String> = []
        for path in paths {
            let folders = path.split(separator: "/").dropLast()
            let format = folders.lazy.compactMap { TextureFormat.format(ofFolder: $0) }.first
            let stripped = folders.map { TextureFormat.strippingFormat(fromFolder: $0) }.joined(separator: "/")
            if let format {
                formats.insert(String(format))
                targeted.insert(stripped)
            } else {
                plain.insert(stripped)
            }
        }
        guard !formats.isEmpty else { return nil }
        self.formats = formats.sorted()
        hasFallback = !targeted.isDisjoint(with: plain)
    }

    /// As bundletool prints it: `[ASTC, ETC2] (with fallback directories)`.
    var description: String {
        "[" + formats.map { $0.uppercased() }.joined(separator: ", ") + "]" + (hasFallback ? " (with fallback directories)" : "")
    }
}
