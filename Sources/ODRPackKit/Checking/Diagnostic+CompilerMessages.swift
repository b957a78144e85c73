import XcodeProject

/// Messages about the Xcode compilers a plan needs (part of the catalogue; see Diagnostic+Catalogue.swift).
extension Diagnostic {
    static func needsXcodeCompiler(_ path: String, tool: XcodeTool, units: Int, at location: SourceLocation?) -> Diagnostic {
        let what = units > 1 ? "\(quoted(path)) has \(units) tagged items that Xcode" : "\(quoted(path)) is tagged, and Xcode"
        return Diagnostic(
            .needsXcodeCompiler,
            "\(what) compiles with \(tool.name) into \(tool.output) (devices cannot read the sources), but \(XcodeToolchain.runnableTools.contains(tool.name) ? "\(tool.name) cannot run here (no xcrun finds it); build on a Mac with Xcode" : "odr-pack does not run \(tool.name); build the packs with Xcode"), or pass --allow-uncompiled to pack the sources as they are, marked Uncompiled",
            at: location)
    }
}
