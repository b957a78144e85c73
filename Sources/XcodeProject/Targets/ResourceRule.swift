import FileSystem

/// How Xcode's build turns one resource of the Copy Bundle Resources phase into what the app
/// or an asset pack holds, by file type (swift-build's resource build rules: the specs with
/// `SynthesizeBuildRule`, `ResourcesTaskProducer.swift:94-213`; see docs/manifest.md).
public enum ResourceRule: Sendable, Hashable {
    /// Copied as it is (`builtin-copy`): a plain file, a folder reference or a bundle.
    case copy
    /// Copied by a tool that rewrites the bytes in a form devices read the same way
    /// (`copypng` recompresses PNGs, `builtin-copyStrings` re-encodes to UTF-16).
    case rewritten(tool: String)
    /// Compiled by a tool into the asset pack; the source itself is useless on a device.
    case compiled(XcodeTool)
    /// Compiled in two steps whose second step drops the tags (`ResourcesTaskProducer`
    /// passes no build file to it): the output lands in the app, and the tag set's pack is
    /// made empty.
    case compiledIntoApp(XcodeTool)
    /// Not copied at all by the Resources phase (Swift sources, Reality Composer Pro assets).
    case notCopied(reason: String)

    /// The rule for a resource at `path` whose file type (`lastKnownFileType`) is `fileType`.
    public static func of(path: String, fileType: String?) -> ResourceRule {
        if fileType == "folder" { return .copy }
        return byExtension[PathString.pathExtension(path)] ?? .copy
    }

    private static let byExtension: [String: ResourceRule] = [
        "xcassets": .compiled(.actool), "xcstickers": .compiled(.actool), "icon": .compiled(.actool), "imagecatalog": .compiled(.actool),
        "png": .rewritten(tool: "copypng"), "strings": .rewritten(tool: "copyStrings"), "stringsdict": .rewritten(tool: "copyStrings"),
        "xib": .compiled(XcodeTool(name: "ibtool", output: ".nib")),
        "mlmodel": .compiled(.coremlc), "mlpackage": .compiled(.coremlc),
        "xcdatamodel": .compiled(XcodeTool(name: "momc", output: ".mom")),
        "xcdatamodeld": .compiled(XcodeTool(name: "momc", output: ".momd")),
        "xcmappingmodel": .compiled(XcodeTool(name: "mapc", output: ".cdm")),
        "scnassets": .compiled(XcodeTool(name: "copySceneKitAssets", output: ".scnassets")),
        "dae": .compiled(XcodeTool(name: "scntool", output: ".dae")),
        "scncache": .compiled(XcodeTool(name: "compileSceneKitShaders", output: ".metallib")),
        "atlas": .compiled(XcodeTool(name: "TextureAtlas", output: ".atlasc")),
        "iconset": .compiled(XcodeTool(name: "iconutil", output: ".icns")),
        "intentdefinition": .compiled(XcodeTool(name: "intentbuilderc", output: ".intentdefinition")),
        "skybox": .compiled(XcodeTool(name: "realitytool", output: ".realityenv")),
        "aimodel": .compiled(XcodeTool(name: "aimodelc", output: ".aimodel")),
        "referenceobject": .compiled(XcodeTool(name: "referenceobjectc", output: ".referenceobject")),
        "storyboard": .compiledIntoApp(XcodeTool(name: "ibtool", output: ".storyboardc")),
        "xcstrings": .compiledIntoApp(XcodeTool(name: "xcstringstool", output: ".strings")),
        "metal": .compiledIntoApp(XcodeTool(name: "metal", output: ".metallib")),
        "rkassets": .notCopied(reason: "Reality Composer Pro content is built by realitytool outside the Resources phase"),
        "swift": .notCopied(reason: "a Copy Bundle Resources phase cannot process Swift files"),
    ]
}

/// An Xcode tool that compiles a resource, and what it makes of it.
public struct XcodeTool: Sendable, Hashable {
    /// The tool as `xcrun` finds it: `actool`, `coremlc`, `ibtool`...
    public var name: String
    /// What it writes: a file name (`Assets.car`) or the extension of its output (`.mlmodelc`).
    public var output: String

    /// A tool.
    public init(name: String, output: String) {
        self.name = name
        self.output = output
    }

    /// The asset catalog compiler.
    public static let actool = XcodeTool(name: "actool", output: "Assets.car")
    /// The Core ML model compiler.
    public static let coremlc = XcodeTool(name: "coremlc", output: ".mlmodelc")
}
