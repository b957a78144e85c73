import SourceScan

/// What `odr-pack migrate` found: every place in the app's sources that uses On-Demand
/// Resources or looks up by name a resource that moves into a pack, with what it becomes
/// (the tags' packs and policies, the replacement through `ODRAssetAccess.swift`); every
/// tagged item Xcode compiles or SpriteKit loads from the app bundle, one per item (a sprite
/// atlas with its frames); and the files in languages it does not read. Sorted by file, line
/// and column; items by path.
public struct Migration: Sendable {
    /// The manifest as the user named it.
    public var manifestFile: String
    /// The delivery the packs move to.
    public var delivery: DeliveryName
    /// The source files read, as named (relative to the working folder when given so).
    public var sources: [String]
    /// The places in the sources to change.
    public var sites: [MigrationSite]
    /// The tagged items that cannot be read from a pack as they are.
    public var items: [MigrationItem]
    /// The files below the app's folder in languages `migrate` does not read.
    public var unscanned: MigrationUnscanned
    /// Problems with the sources (unreadable files, tags no resource has, unread files that
    /// mention On-Demand Resources).
    public var diagnostics: [Diagnostic]
}

/// One place in a source file.
public struct MigrationSite: Sendable, Hashable {
    /// What the code there does: the scanner's kind (`SourceFinding.Kind`).
    public var kind: SourceFinding.Kind
    /// The file, as in `Migration.sources`, and the 1-based line and column of the call.
    public var file: String
    public var line: Int
    public var column: Int
    /// The call as written, on one line (cut to about 160 characters).
    public var code: String
    /// The tags the call passes: their packs, or the expression when they are not literals.
    public var tags: MigrationTags?
    /// The resource a lookup names, and where it lands.
    public var resource: MigrationResource?
    /// The expression assigned, for a loading priority set or a request stored.
    public var value: String?
    /// The constants of the file whose values resolved the tags or names.
    public var constants: [String] = []
    /// The path of the item (a sprite atlas for its frames) every item the lookup names belongs
    /// to, when they belong to one: places of one item are shown together.
    public var item: String?
    /// For an end of access: it runs only where the begin it would end failed.
    public var afterFailedBegin = false
    /// What to write instead.
    public var replacement: String
}

/// The tags of a request or a preservation-priority call.
public enum MigrationTags: Sendable, Hashable {
    /// String literals: each tag with its packs.
    case literal([MigrationTag])
    /// Anything else: the expression as written, not guessed.
    case unresolved(String)
}

/// One tag named in the sources.
public struct MigrationTag: Sendable, Hashable {
    /// The tag as written (escapes decoded).
    public var name: String
    /// Its member in the generated map (`AssetPackMap.Tag.level01`), nil for a tag no resource has.
    public var member: String?
    /// The packs that hold its files, with their policies; empty for a tag no resource has.
    public var packs: [MigrationPack]
}

/// A pack and its download policy.
public struct MigrationPack: Sendable, Hashable {
    public var id: String
    public var policy: DownloadPolicy
}

/// The resource a lookup names.
public struct MigrationResource: Sendable, Hashable {
    /// The API called, with its labels: `Bundle.url(forResource:withExtension:)`, `UIImage(named:)`.
    public var api: String
    /// The literal name, extension and subdirectory; nil where not given or not a literal.
    public var name: String?
    /// The literal names of a lookup of several (`preloadTextureAtlasesNamed`).
    public var names: [String]?
    public var ext: String?
    public var subdirectory: String?
    /// The arguments that are not literals, as written; nil when all are.
    public var unresolved: String?
    /// The files of packs it finds (bundle path and pack), for a file lookup.
    public var files: [MigrationFile]
    /// The tagged items or atlas frames it names, for a compiled-resource lookup (their paths).
    public var items: [String]
    /// For a name that is not a literal: what it may reach, sorted (the lookup names of the
    /// tagged items an API of its kind reads, or the bundle paths of the packed files of its
    /// extension), the first `MigrationResolver.candidatesKept`; what a literal name would settle.
    public var candidates: [String] = []
    /// How many there are in all.
    public var candidateCount = 0
}

/// A file in a pack, by its bundle path.
public struct MigrationFile: Sendable, Hashable {
    public var bundlePath: String
    public var pack: MigrationPack
}

/// A tagged item that cannot be read from a pack as it is: compiled by Xcode (an asset
/// catalog's image set, a sprite atlas, a model) or loaded from the app bundle only (a
/// SpriteKit scene).
public struct MigrationItem: Sendable, Hashable {
    /// The item's path below the base folder (an asset catalog's item: the catalog's path and its own).
    public var path: String
    /// A sprite atlas's frames (an image set of a catalog's atlas, an image of an `.atlas`
    /// folder), by path, sorted; empty for other items.
    public var frames: [String] = []
    /// The item's path in its pack, for a file read from the bundle (a SpriteKit scene).
    public var bundlePath: String?
    /// Whether `--catalog-items files` serves it from its pack (image sets, data sets, atlases,
    /// models); the others must leave their packs or be read another way.
    public var servedWithCatalogItems: Bool = false
    /// The bytes the app keeps if the item stays untagged (a SpriteKit scene's file); 0 when not counted.
    public var bytes: Int64 = 0
    /// The catalog holding it, if any.
    public var catalog: String?
    /// What it is: `image set`, `sprite atlas`, `SpriteKit scene`, ...
    public var kind: String
    /// How the app reads it: `UIImage(named:)`, `SKTextureAtlas(named:)`, ...
    public var reader: String
    /// The pack it lands in and the tags that put it there.
    public var pack: MigrationPack
    public var tags: [String]
    /// What to do instead.
    public var replacement: String
    /// The manifest entry that brings it in.
    public var location: SourceLocation?
}

/// The files in languages `migrate` does not read (Kotlin, Java, C++, JavaScript, …), below the
/// app's folder: how many of each language, and those that mention On-Demand Resources or a
/// tagged file, which need a look by hand.
public struct MigrationUnscanned: Sendable, Hashable {
    /// The folder looked in.
    public var folder: String?
    /// The number of files of each language, by the language's name.
    public var languages: [String: Int] = [:]
    /// The files that mention On-Demand Resources or a tagged file, sorted.
    public var mentioning: [MigrationUnscannedFile] = []

    /// The number of files not read.
    public var count: Int { languages.values.reduce(0, +) }

    /// No folder looked in, nothing found.
    public init() {}
}

/// A file `migrate` does not read that names the On-Demand Resources API or a tagged file.
public struct MigrationUnscannedFile: Sendable, Hashable {
    public var file: String
    public var language: String
    /// The line of its first mention.
    public var line: Int
    /// What it mentions, in order of first mention (at most a few).
    public var mentions: [String]
}

extension Migration: Outcome {
    /// A migration fails only when the manifest cannot be read or no source can be: what it
    /// lists is work to do, not an error.
    public var failed: Bool { diagnostics.contains { $0.severity == .error } }
}
