/// What becomes of the tagged items Xcode compiles that an app looks up by name -- asset-catalog
/// image sets, data sets and sprite atlases, SpriteKit `.atlas` folders, Core ML models -- in a
/// delivery whose packs hold plain files (`--catalog-items`, Background Assets and Google Play).
public enum CatalogItemsOption: String, Sendable, CaseIterable {
    /// Xcode compiles them (the default): a pack of plain files cannot serve them, so lint
    /// reports each as `compiled-resource-in-asset-pack` unless `--allow-uncompiled`.
    case compiled
    /// They go into the packs as their source files at documented bundle paths (a catalog's
    /// items below `<catalog>.xcassets/`), and the lookups of `ODRCatalogItems.swift` read them;
    /// an item of any other kind stays an error naming it and its kind.
    case files
}
