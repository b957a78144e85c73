import XcodeProject

/// Messages about compiling resources for a build (part of the catalogue; see Diagnostic+Catalogue.swift).
extension Diagnostic {
    static func compileFailed(tool: String, status: Int32, output: String) -> Diagnostic {
        let tail = output.split(separator: "\n").suffix(3).joined(separator: " / ")
        return Diagnostic(
            .compileFailed,
            "xcrun \(tool) failed (exit status \(status)): \(MessageText.printable(tail.isEmpty ? "no output" : tail, limit: 400)); nothing was written",
            at: nil)
    }

    static func embeddedPacksAreFolders(in folder: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .compiledByXcode,
            "the project embeds its packs in the app (EMBED_ASSET_PACKS_IN_PRODUCT_BUNDLE), so they are written as .assetpack folders under \(quoted(folder + "/"))",
            at: location)
    }
}
