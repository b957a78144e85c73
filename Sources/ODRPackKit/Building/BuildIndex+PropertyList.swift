import PropertyList

extension BuildIndex {
    /// The index as a property list with the pinned keys (docs/output.md).
    public var propertyList: PropertyListValue {
        var root: [String: PropertyListValue] = [
            "FormatVersion": .integer(BuildIndex.formatVersion),
            "BundleIdentifier": .string(bundleIdentifier),
            "Profile": .string(profile),
            "Generator": .string(generator),
            "ArchiveFormat": .string(archiveFormat),
            "InitialInstallTags": .array(initialInstallTags.map(PropertyListValue.string)),
            "PrefetchTagOrder": .array(prefetchTagOrder.map(PropertyListValue.string)),
            "AssetPacks": .array(assetPacks.map(\.propertyList)),
            "Tags": .dictionary(Dictionary(uniqueKeysWithValues: tags.map { ($0.name, $0.propertyList) })),
            "Totals": [
                "AssetPacks": .integer(Int64(assetPacks.count)), "UncompressedSize": .integer(uncompressedSize),
                "ArchiveSize": .integer(archiveSize), "InitialAndPrefetchSize": .integer(initialAndPrefetchSize),
                "AppBundleSize": .integer(appBundleSize),
            ],
        ]
        if let urlPrefix { root["URLPrefix"] = .string(urlPrefix) }
        return .dictionary(root)
    }

    /// Reads an index written by `propertyList`.
    public init(propertyList value: PropertyListValue) throws(IndexError) {
        let root = IndexReader(value, path: "")
        let version = try root.integer("FormatVersion")
        guard version == BuildIndex.formatVersion else { throw .unsupportedVersion(version) }
        bundleIdentifier = try root.string("BundleIdentifier")
        profile = try root.string("Profile")
        generator = try root.string("Generator")
        archiveFormat = try root.string("ArchiveFormat")
        urlPrefix = try root.optionalString("URLPrefix")
        initialInstallTags = try root.strings("InitialInstallTags")
        prefetchTagOrder = try root.strings("PrefetchTagOrder")
        assetPacks = try root.array("AssetPacks").map { reader throws(IndexError) in try BuiltPack(reader) }
        tags = try root.dictionary("Tags").map { name, reader throws(IndexError) in try Tag(name: name, reader) }
            .sorted { $0.name < $1.name }
        let totals = try root.child("Totals")
        appBundleSize = try totals.integer("AppBundleSize")
        initialAndPrefetchSize = try totals.integer("InitialAndPrefetchSize")
    }
}

extension BuiltPack {
    var propertyList: PropertyListValue {
        var pack: [String: PropertyListValue] = [
            "Identifier": .string(identifier), "Folder": .string(folder),
            "Tags": .array(tags.map(PropertyListValue.string)), "Archive": .string(archive),
            "ArchiveSize": .integer(archiveSize), "ArchiveSHA256": .string(archiveSHA256),
            "UncompressedSize": .integer(uncompressedSize), "ContentHash": .string(contentHash),
            "Files": .array(files.map { file in
                ["Path": .string(file.path), "Source": .string(file.source), "Size": .integer(file.size), "SHA256": .string(file.sha256)]
            }),
        ]
        if let priority { pack["Priority"] = .real(priority) }
        return .dictionary(pack)
    }

    init(_ reader: IndexReader) throws(IndexError) {
        identifier = try reader.string("Identifier")
        folder = try reader.string("Folder")
        tags = try reader.strings("Tags")
        archive = try reader.string("Archive")
        archiveSize = try reader.integer("ArchiveSize")
        archiveSHA256 = try reader.string("ArchiveSHA256")
        uncompressedSize = try reader.integer("UncompressedSize")
        contentHash = try reader.string("ContentHash")
        // Fingerprints hold modification times, so they live in the build cache, not the index.
        inputFingerprint = ""
        priority = try reader.optionalReal("Priority")
        files = try reader.array("Files").map { file throws(IndexError) in
            BuiltFile(path: try file.string("Path"), source: try file.string("Source"),
                      size: try file.integer("Size"), sha256: try file.string("SHA256"))
        }
    }
}

extension BuildIndex.Tag {
    var propertyList: PropertyListValue {
        var tag: [String: PropertyListValue] = [
            "Category": .string(category.rawValue),
            "AssetPacks": .array(assetPacks.map(PropertyListValue.string)),
            "Size": .integer(size),
        ]
        if let prefetchOrder { tag["PrefetchOrder"] = .integer(Int64(prefetchOrder)) }
        if let preservationPriority { tag["PreservationPriority"] = .real(preservationPriority) }
        return .dictionary(tag)
    }

    init(name: String, _ reader: IndexReader) throws(IndexError) {
        self.name = name
        let categoryName = try reader.string("Category")
        guard let parsed = TagCategory(rawValue: categoryName) else { throw .wrongType(reader.path + ".Category", expected: "tag category") }
        category = parsed
        prefetchOrder = try reader.optionalInteger("PrefetchOrder").map(Int.init)
        preservationPriority = try reader.optionalReal("PreservationPriority")
        assetPacks = try reader.strings("AssetPacks")
        size = try reader.integer("Size")
    }
}
