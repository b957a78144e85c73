/// The two fixed Swift files a Background Assets build writes beside the map, the same bytes in
/// every build: whole files in `Sources/ODRPackKit/Templates/`, which the tests compile against
/// stand-in modules with exactly Apple's declarations (`Tests/Fixtures/AppSide`), under Swift 6
/// with complete concurrency checking. Neither can run here: the APIs they call are Apple's.
///
/// - `ODRAssetAccess.swift`: one API the app compiles for the resources of its tags, whichever
///   delivery brought them: On-Demand Resources (`NSBundleResourceRequest`) before iOS, tvOS and
///   visionOS 26, the Background Assets packs (`AssetPackManager`) from 26, files found by their
///   bundle paths either way through `AssetPackMap.swift`: `TaggedResources`, the request object
///   `TaggedResourceRequest` (progress, begin, begin only if on the device) and the access
///   `TaggedResourceAccess`, which Objective-C sees as `ODRTaggedResourceRequest` and
///   `ODRTaggedResourceAccess`. Every Apple call it makes carries the address of the page that
///   documents it; docs/app-access.md lists them with their availability.
/// - `ODRCatalogItems.swift`: the lookups of the tags' compiled items through a
///   `TaggedResourceAccess` -- `image(named:)`, `dataAsset(named:)`, `textureAtlas(named:)`,
///   `preloadTextureAtlases(named:)`, `compiledModelURL(named:)` -- as UIKit, SpriteKit and Core
///   ML did in the app bundle: through those frameworks before 26 (Xcode compiled the items),
///   from the items' source files in the asset packs from 26 (`build --catalog-items files`,
///   where `CatalogItemLayout` puts them). Each framework's part compiles only where it exists.
extension BackgroundAssetsFiles {
    /// The access API's name in the build folder.
    public static let accessName = "ODRAssetAccess.swift"

    /// The access API's text.
    public static var accessSource: String { Templates.ODRAssetAccess_swift }

    /// The catalog-item lookups' name in the build folder.
    public static let catalogItemsName = "ODRCatalogItems.swift"

    /// The catalog-item lookups' text.
    public static var catalogItemsSource: String { Templates.ODRCatalogItems_swift }
}
