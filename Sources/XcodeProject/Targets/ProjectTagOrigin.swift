/// What in a project gave a resource some of its tags, and where that is written.
public struct ProjectTagOrigin: Sendable, Hashable {
    /// The kinds of project object that carry tags.
    public enum Kind: Sendable, Hashable {
        /// A build file's `ASSET_TAGS` (`PBXBuildFile`).
        case buildFile
        /// A variant group's build file, for one of its localized files.
        case variantGroup
        /// A synchronized folder's exception set (`assetTagsByRelativePath`).
        case synchronizedFolder
        /// An asset catalog folder's or set's `Contents.json` (`on-demand-resource-tags`).
        case assetCatalog
    }

    /// What kind of object it is.
    public var kind: Kind
    /// The tags it gives, in the order written.
    public var tags: [String]
    /// Where it is written.
    public var location: ProjectLocation

    /// Creates an origin.
    public init(_ kind: Kind, tags: [String], at location: ProjectLocation) {
        self.kind = kind
        self.tags = tags
        self.location = location
    }
}
