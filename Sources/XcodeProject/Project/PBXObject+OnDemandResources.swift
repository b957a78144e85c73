extension PBXObject {
    /// A `PBXBuildFile`'s `settings.ASSET_TAGS`, as written; empty when either key is absent.
    public func assetTags() throws(PBXProjectError) -> [String] {
        try fields.optionalDictionary("settings")?.optionalStrings("ASSET_TAGS") ?? []
    }

    /// An `XCBuildConfiguration`'s `buildSettings`; throws when absent or not a dictionary.
    public func buildSettings() throws(PBXProjectError) -> PBXDictionary {
        try fields.dictionary("buildSettings")
    }
}
