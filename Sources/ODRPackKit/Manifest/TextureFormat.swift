/// Texture-compression-format folders, as Google Play names them: a folder whose name ends in
/// `#tcf_<format>` (`Textures/hero#tcf_astc/`) holds the textures of one GPU format, beside
/// the same folder without the suffix (`Textures/hero/`), the fallback for devices the store
/// cannot match. bundletool's formats (`TextureCompressionUtils.java`) are exact, lower-case
/// names. A delivery whose store picks the format keeps these folders (Play Asset Delivery);
/// for the others a manifest names the one format to keep (`texture-format="astc"`, or
/// `fallback` for the folders without a suffix), see `TextureFormatFolders`.
public enum TextureFormat {
    /// The formats bundletool recognises after `#tcf_`.
    public static let formats = ["3dc", "astc", "atc", "dxt1", "etc1", "etc2", "latc", "paletted", "pvrtc", "s3tc"]
    /// The manifest value that keeps the folders without a suffix.
    public static let fallback = "fallback"
    /// Every value a manifest's `texture-format` takes.
    public static let manifestValues = formats + [fallback]
    /// The marker of a texture-format key in a folder name.
    static let marker = "#tcf_"

    /// The format a folder name targets (`hero#tcf_astc` -> `astc`, as written), nil when it
    /// has no `#tcf_` key. The value runs to the next `#` or the end.
    static func format(ofFolder name: Substring) -> Substring? {
        guard let range = name.range(of: marker) else { return nil }
        let rest = name[range.upperBound...]
        return rest.prefix { $0 != "#" }
    }

    /// The folder name without its `#tcf_<format>` key (`hero#tcf_astc` -> `hero`).
    static func strippingFormat(fromFolder name: Substring) -> String {
        guard let range = name.range(of: marker) else { return String(name) }
        let rest = name[range.upperBound...]
        let end = rest.firstIndex(of: "#") ?? rest.endIndex
        return String(name[..<range.lowerBound] + name[end...])
    }

    /// For a file at `path` (folders separated by `/`): the first folder of its path that
    /// targets a format, as the position of that folder, the format, and the folder's path
    /// with and without the key. The file's own name is never a folder: bundletool reads
    /// targeting from the folders above a file only.
    static func targeting(ofFile path: String) -> Targeting? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        for (position, component) in components.dropLast().enumerated() {
            guard let format = format(ofFolder: component) else { continue }
            let parent = components[..<position].joined(separator: "/")
            let prefix = parent.isEmpty ? "" : parent + "/"
            return Targeting(
                position: position, format: String(format), folder: prefix + component,
                fallbackFolder: prefix + strippingFormat(fromFolder: component))
        }
        return nil
    }

    /// Where a file's path targets a texture format.
    struct Targeting: Hashable {
        /// The position of the targeted folder among the path's components.
        var position: Int
        /// The format, as written.
        var format: String
        /// The targeted folder's path (`Textures/hero#tcf_astc`).
        var folder: String
        /// The same folder without the key (`Textures/hero`): the fallback folder.
        var fallbackFolder: String
    }
}
