/// Messages about texture-format folders in a delivery whose store does not choose among them
/// (part of the catalogue).
extension Diagnostic {
    static func textureFormatFolder(_ folder: String, formats: [String], delivery: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .textureFormatFolder,
            "\(quoted(folder)) has texture-format folders (\(list(formats))), among which only Google Play chooses per device; \(delivery) would pack every format: name the one to keep with texture-format on the manifest (such as texture-format=\"astc\", or \"fallback\" for the folders without a suffix)",
            at: location)
    }

    static func textureFormatMissing(_ folder: String, format: String, formats: [String], at location: SourceLocation?) -> Diagnostic {
        // texture-format="fallback" names no folder of its own: only the fallback folder would do.
        let fix = format == TextureFormat.fallback ? quoted(folder) : "\(quoted(folder + "#tcf_" + format)) or \(quoted(folder))"
        return Diagnostic(
            .textureFormatFolder,
            "\(quoted(folder)) has texture-format folders for \(list(formats)) but none for the manifest's texture-format \(quoted(format)), and no fallback folder without a suffix, so nothing of it would be packed; add \(fix)",
            at: location)
    }

    static func textureFormatEmptiesTag(_ tag: String, format: String, formats: [String], at location: SourceLocation?) -> Diagnostic {
        let kept = format == TextureFormat.fallback ? "keeps the fallback folders only" : "keeps \(quoted(format))"
        let shown = formats.map { $0 == TextureFormat.fallback ? "fallback folders" : quoted($0) }
        return Diagnostic(
            .textureFormatFolder,
            "every file of tag \(quoted(tag)) is in texture-format folders the manifest's texture-format leaves out (\(shown.joined(separator: ", "))): it \(kept), so no pack would hold the tag and the app's request for it would fail; give the tag files of that format or fallback files, or untag it",
            at: location, tags: [tag])
    }
}
