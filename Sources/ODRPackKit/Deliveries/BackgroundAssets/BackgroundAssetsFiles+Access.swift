/// `ODRAssetAccess.swift`: one API the app compiles for the resources of its tags, whichever
/// delivery brought them: On-Demand Resources (`NSBundleResourceRequest`) before iOS, tvOS and
/// visionOS 26, the Background Assets packs (`AssetPackManager`) from 26, files found by their
/// bundle paths either way through `AssetPackMap.swift`: `TaggedResources`, the request object
/// `TaggedResourceRequest` (progress, begin, begin only if on the device) and the access
/// `TaggedResourceAccess`, which Objective-C sees as `ODRTaggedResourceRequest` and
/// `ODRTaggedResourceAccess`. The same bytes in every build: a fixed text, written beside the
/// map, kept in parts (this file and the `BackgroundAssetsFiles+Access*.swift` files, in order). Every
/// Apple call it makes carries the address of the page that documents it; docs/app-access.md
/// lists them with their availability. It is compiled in the tests against stand-in modules
/// with exactly those declarations (`Tests/Fixtures/AppSide`), under Swift 6 with complete
/// concurrency checking; it cannot run here, since neither API exists on Linux.
extension BackgroundAssetsFiles {
    /// The file's name in the build folder.
    public static let accessName = "ODRAssetAccess.swift"

    /// The file's text.
    public static var accessSource: String {
        accessHead + accessRequest + accessDelivery + accessODRLocator + accessPackLocator + accessProgress + accessBundlePaths
    }

    /// The header, the imports and `TaggedResources`.
    static let accessHead = #"""
// ODRAssetAccess.swift -- written by odr-pack; do not edit. It uses AssetPackMap.swift,
// which odr-pack writes beside it for the app's tags and files.
//
// One API for the resources of On-Demand Resources tags, whichever way they
// were delivered:
//   - before iOS/tvOS/visionOS 26: On-Demand Resources, through Foundation's
//     NSBundleResourceRequest;
//   - from 26: Apple's managed Background Assets asset packs, through
//     BackgroundAssets' AssetPackManager.
// Either way a file is found by the path it had inside the app bundle (its
// "bundle path"), because odr-pack gives each file in an asset pack the same
// relative path it had in the bundle. `AssetPackMap` maps tags to asset-pack
// IDs and bundle paths to the pack that holds each file.
//
// Swift code calls `TaggedResources.begin(_:)`, or keeps a `TaggedResourceRequest`
// (its `progress`, `begin(urgent:)`, `beginIfAvailable()`) as it kept an
// NSBundleResourceRequest; Objective-C code calls the same classes as
// ODRTaggedResourceRequest and ODRTaggedResourceAccess.
//
// Needs the iOS/tvOS/visionOS 26.4 SDK (Xcode 26.4) and a Swift 6.2+ compiler.
// Runs on 26.0: the one 26.4 call, `assetPackIsAvailableLocally(withID:)`,
// sits behind `#available`. The two calls that later SDKs deprecate sit in
// `ensureLocallyAvailable(_:progress:)`.

#if !os(macOS) && !os(watchOS)
import Foundation
import BackgroundAssets
import System

/// Makes the resources of On-Demand Resources tags available: from asset packs on 26 and later,
/// through On-Demand Resources before.
public nonisolated enum TaggedResources {
    /// Makes every resource tagged with any of `tags` available and keeps it so until the access ends.
    ///
    /// - Parameter urgent: before 26, asks On-Demand Resources to give the download all the capacity
    ///   it has; asset packs have no download priority.
    /// - Throws: `TaggedResourceError.unknownTag` for a tag no asset pack holds (from 26), or the
    ///   delivery's own error: an `NSError` such as `NSBundleOnDemandResourceInvalidTagError` before
    ///   26, `ManagedBackgroundAssetsError` or another Background Assets error from 26.
    public static func begin(tags: Set<String>, urgent: Bool = false) async throws -> TaggedResourceAccess {
        try await TaggedResourceRequest(tags: tags).begin(urgent: urgent)
    }

    /// Typed-tag form of `begin(tags:urgent:)`, for the data part's tag enum.
    public static func begin<Tag: RawRepresentable & Hashable & Sendable>(
        _ tags: Set<Tag>, urgent: Bool = false
    ) async throws -> TaggedResourceAccess where Tag.RawValue == String {
        try await begin(tags: Set(tags.map(\.rawValue)), urgent: urgent)
    }

    /// Whether every resource of `tags` is already on the device, found without downloading
    /// anything (what `conditionallyBeginAccessingResources` answered); false for an unknown tag.
    public static func isAvailable(tags: Set<String>) async -> Bool {
        guard let access = await TaggedResourceRequest(tags: tags).beginIfAvailable() else { return false }
        access.end()
        return true
    }

    /// Typed-tag form of `isAvailable(tags:)`.
    public static func isAvailable<Tag: RawRepresentable & Hashable & Sendable>(
        _ tags: Set<Tag>
    ) async -> Bool where Tag.RawValue == String {
        await isAvailable(tags: Set(tags.map(\.rawValue)))
    }

    /// Hints which tags On-Demand Resources should purge last (before 26 only: the system never
    /// purges asset packs, so from 26 this does nothing). Background Assets has no equivalent of
    /// the priority, nor of `Bundle.preservationPriority(forTag:)` to read it back: an app that
    /// reads it keeps its own value.
    public static func setPreservationPriority(_ priority: Double, forTags tags: Set<String>) {
        if #unavailable(iOS 26.0, tvOS 26.0, visionOS 26.0) {
            // Apple: https://developer.apple.com/documentation/foundation/bundle/main
            // Apple: https://developer.apple.com/documentation/foundation/bundle/setpreservationpriority(_:fortags:)
            Bundle.main.setPreservationPriority(priority, forTags: tags)
        }
    }

    /// Deletes the downloaded asset packs of `tags` that no live access holds (from 26: the system
    /// never removes them by itself, and never purges them when space runs low); before 26 does
    /// nothing, since On-Demand Resources purges unused tags on its own.
    public static func releaseStorage(forTags tags: Set<String>) async throws {
        if #available(iOS 26.0, tvOS 26.0, visionOS 26.0, *) {
            let unheld = PackHolds.shared.unheld(among: try AssetPackLocator.packIDs(forTags: tags))
            for packID in unheld.sorted() {
                // Apple: https://developer.apple.com/documentation/backgroundassets/assetpackmanager/shared
                // Apple: https://developer.apple.com/documentation/backgroundassets/assetpackmanager/remove(assetpackwithid:)
                try await AssetPackManager.shared.remove(assetPackWithID: packID)
            }
        }
    }
}

"""#
}
