import XcodeProject

/// Messages about compiling resources for a build (part of the catalogue; see Diagnostic+Catalogue.swift).
extension Diagnostic {
    static func needsXcodeCompiler(_ path: String, tool: XcodeTool, units: Int, at location: SourceLocation?) -> Diagnostic {
        let what = units > 1 ? "\(quoted(path)) has \(units) tagged items that Xcode" : "\(quoted(path)) is tagged, and Xcode"
        return Diagnostic(.needsXcodeCompiler,
            "\(what) compiles with \(tool.name) into \(tool.output) (devices cannot read the sources), but \(XcodeCompilation.runnableTools.contains(tool.name) ? "\(tool.name) cannot run here (no xcrun finds it); build on a Mac with Xcode" : "odr-pack does not run \(tool.name); build the packs with Xcode"), or pass --allow-uncompiled to pack the sources as they are, marked Uncompiled",
            at: location)
    }

    static func compileFailed(tool: String, status: Int32, output: String) -> Diagnostic {
        let tail = output.split(separator: "\n").suffix(3).joined(separator: " / ")
        return Diagnostic(.compileFailed,
            "xcrun \(tool) failed (exit status \(status)): \(MessageText.printable(tail.isEmpty ? "no output" : tail, limit: 400)); nothing was written",
            at: nil)
    }

    static func embeddedPacksAreFolders(at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.compiledByXcode, "the project embeds its packs in the app (EMBED_ASSET_PACKS_IN_PRODUCT_BUNDLE), so they are written as .assetpack folders under 'OnDemandResources/'", at: location)
    }
}
