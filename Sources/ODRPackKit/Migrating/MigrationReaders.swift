/// What a by-name API reads, told from its spelling (`SourceFinding`'s `api`): the item kinds it
/// can name, as path extensions (`imageset`, `spriteatlas`, `sks`, …) and `frame` for an atlas's
/// frame. By the type it is called on first (`UIImage`, `+[NSDataAsset …]`), then by the
/// member, which a subclass or a metatype keeps (`fileNamed:`, `imageNamed:`, `configuration:`).
enum MigrationReaders {
    /// The item kinds `api` reads; nil when any may be meant.
    static func kinds(readBy api: String) -> Set<String>? {
        if let kinds = byType[type(of: api)] { return kinds }
        let members: [(String, Set<String>)] = [
            ("preloadTextureAtlasesNamed", atlases), ("atlasNamed", atlases),
            ("configuration:", models), ("initWithConfiguration", models), ("urlOfModelInThisBundle", models),
            ("URLOfModelInThisBundle", models),
            ("playSoundFileNamed", []), ("FileNamed", scenes), ("fileNamed", scenes),
            ("ImageNamed", textures), ("imageNamed", textures), ("loadNibNamed", ["xib"]),
        ]
        return members.first { api.contains($0.0) }?.1
    }

    static let atlases: Set<String> = ["spriteatlas", "atlas"]
    static let models: Set<String> = ["mlmodel", "mlpackage"]
    static let scenes: Set<String> = ["sks"]
    static let textures: Set<String> = ["imageset", "frame"]
    static let images: Set<String> = ["imageset", "symbolset", "frame"]

    /// The kinds read by the initializers and class methods of a type.
    static let byType: [String: Set<String>] = [
        "UIImage": images, "NSImage": images, "Image": images, "#imageLiteral": ["imageset"],
        "UIColor": ["colorset"], "NSColor": ["colorset"], "Color": ["colorset"], "NSDataAsset": ["dataset"],
        "SKTextureAtlas": atlases, "SCNScene": ["scnassets", "scn"], "UINib": ["xib"], "UIStoryboard": ["storyboard"],
    ]

    /// The type an API is called on: `UIImage` in `UIImage(named:)`, `+[UIImage imageNamed:]` and
    /// `-[NSDataAsset initWithName:]`; the receiver's first name otherwise.
    static func type(of api: String) -> String {
        var text = Substring(api)
        if text.hasPrefix("+[") || text.hasPrefix("-[") { text = text.dropFirst(2) }
        return String(text.prefix { $0 != "(" && $0 != "." && $0 != " " })
    }

    /// Whether the API is SwiftUI's `Image` or `Color` (whose replacements wrap a UIKit value).
    static func isSwiftUI(_ api: String) -> Bool { type(of: api) == "Image" || type(of: api) == "Color" }
}
