import SourceScan

/// What `odr-pack migrate` found: every place in the app's sources that uses On-Demand
/// Resources or looks up by name a resource that moves into a pack, with what it becomes
/// (the tags' packs and policies, the replacement through `ODRAssetAccess.swift`), and every
/// tagged item Xcode compiles or SpriteKit loads from the app bundle, which must move out of
/// its pack. Sorted by file, line and column; items by path.
public struct Migration: Sendable {
    /// The manifest as the user named it.
    public var manifestFile: String
    /// The delivery the packs move to.
    public var delivery: Delivery
    /// The source files read, as named (relative to the working folder when given so).
    public var sources: [String]
    /// The places in the sources to change.
    public var sites: [MigrationSite]
    /// The tagged items that cannot be read from a pack.
    public var items: [MigrationItem]
    /// Problems with the sources (unreadable files, tags no resource has).
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
    public var ext: String?
    public var subdirectory: String?
    /// The arguments that are not literals, as written; nil when all are.
    public var unresolved: String?
    /// The files of packs it finds (bundle path and pack), for a file lookup.
    public var files: [MigrationFile]
    /// The tagged items it names, for a compiled-resource lookup (their paths).
    public var items: [String]
}

/// A file in a pack, by its bundle path.
public struct MigrationFile: Sendable, Hashable {
    public var bundlePath: String
    public var pack: MigrationPack
}

/// A tagged item that cannot be read from a pack: compiled by Xcode (an asset catalog's image
/// set, a sprite atlas, a model) or loaded from the app bundle only (a SpriteKit scene).
public struct MigrationItem: Sendable, Hashable {
    /// The item's path below the base folder (an asset catalog's item: the catalog's path and its own).
    public var path: String
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

extension Migration: Outcome {
    /// A migration fails only when the manifest cannot be read or no source can be: what it
    /// lists is work to do, not an error.
    public var failed: Bool { diagnostics.contains { $0.severity == .error } }
}
