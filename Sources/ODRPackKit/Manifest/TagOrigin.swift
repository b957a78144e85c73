import XcodeProject

/// What gave a resource entry some of its tags, and where that is written: the record
/// `odr-pack why` reads to say where a tag came from.
public struct TagOrigin: Sendable, Hashable {
    /// The kinds of tag source, each with a stable name used in JSON.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A `<resource>` element of an odr-pack XML manifest.
        case resourceElement = "resource-element"
        /// A key of a property-list manifest's `Resources` dictionary.
        case propertyListKey = "property-list-key"
        /// An Xcode build file's `ASSET_TAGS` (`PBXBuildFile`).
        case buildFile = "build-file"
        /// The build file of an Xcode variant group, for one of its localized files.
        case variantGroup = "variant-group"
        /// An Xcode synchronized folder's exception set (`assetTagsByRelativePath`).
        case synchronizedFolder = "synchronized-folder"
        /// An asset catalog folder's or set's `Contents.json` (`on-demand-resource-tags`).
        case assetCatalog = "asset-catalog"

        /// How the kind reads in text output.
        public var label: String {
            switch self {
            case .resourceElement: "<resource> element"
            case .propertyListKey: "Resources key"
            case .buildFile: "PBXBuildFile ASSET_TAGS"
            case .variantGroup: "variant group's PBXBuildFile ASSET_TAGS"
            case .synchronizedFolder: "synchronized folder's assetTagsByRelativePath"
            case .assetCatalog: "asset catalog Contents.json on-demand-resource-tags"
            }
        }
    }

    /// What kind of source it is.
    public var kind: Kind
    /// The tags it gives, in the order written.
    public var tags: [String]
    /// Where it is written.
    public var location: SourceLocation?

    /// Creates an origin.
    public init(_ kind: Kind, tags: [String], at location: SourceLocation?) {
        self.kind = kind
        self.tags = tags
        self.location = location
    }
}

extension TagOrigin.Kind {
    /// The kind for a project's origin.
    init(_ kind: ProjectTagOrigin.Kind) {
        switch kind {
        case .buildFile: self = .buildFile
        case .variantGroup: self = .variantGroup
        case .synchronizedFolder: self = .synchronizedFolder
        case .assetCatalog: self = .assetCatalog
        }
    }
}
