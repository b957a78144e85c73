extension PBXProjectFile {
    /// The root `PBXProject`'s `attributes.KnownAssetTags`; empty when absent (it is advisory only).
    public func knownAssetTags() throws(PBXProjectError) -> [String] {
        try rootObject.fields.optionalDictionary("attributes")?.optionalStrings("KnownAssetTags") ?? []
    }
}
