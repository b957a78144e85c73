/// Messages about texture-format folders in a delivery whose store does not choose among them
/// (part of the catalogue).
extension Diagnostic {
    static func textureFormatFolder(_ folder: String, formats: [String], delivery: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.textureFormatFolder,
            "\(quoted(folder)) has texture-format folders (\(list(formats))), among which only Google Play chooses per device; \(delivery) would pack every format: name the one to keep with texture-format on the manifest (such as texture-format=\"astc\", or \"fallback\" for the folders without a suffix)",
            at: location)
    }

    static func textureFormatMissing(_ folder: String, format: String, formats: [String], at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.textureFormatFolder,
            "\(quoted(folder)) has texture-format folders for \(list(formats)) but none for the manifest's texture-format \(quoted(format)), and no fallback folder without a suffix, so nothing of it would be packed; add \(quoted(folder + "#tcf_" + format)) or \(quoted(folder))",
            at: location)
    }
}
