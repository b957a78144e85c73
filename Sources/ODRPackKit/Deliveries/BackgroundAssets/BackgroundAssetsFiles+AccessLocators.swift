/// `ODRAssetAccess.swift`, parts 4 and 5: where an access finds files -- the request's bundle
/// before 26, the shared namespace of the downloaded asset packs from 26 -- and the holds that
/// keep `releaseStorage` from removing packs in use.
extension BackgroundAssetsFiles {
    /// Files through On-Demand Resources.
    static let accessODRLocator = #"""
// MARK: - On-Demand Resources (before 26)

nonisolated extension TaggedResources {
    /// Cancels a request's download when the awaiting task is cancelled. `Progress` is thread-safe;
    /// the box only spares the template from depending on how an SDK marks its Sendability.
    struct ProgressCanceller: @unchecked Sendable {
        let progress: Progress

        func cancel() {
            // Apple: https://developer.apple.com/documentation/foundation/progress/cancel()
            progress.cancel()
        }
    }

    /// Looks files up in the request's bundle, where On-Demand Resources places downloaded packs.
    final class ODRLocator: ResourceLocator, @unchecked Sendable {
        // NSBundleResourceRequest is not Sendable: after init it is touched only under `lock`.
        private let lock = NSLock()
        private var request: NSBundleResourceRequest?
        private let bundle: Bundle

        init(request: NSBundleResourceRequest) {
            // Apple: https://developer.apple.com/documentation/foundation/nsbundleresourcerequest/bundle
            self.bundle = request.bundle
            self.request = request
        }

        /// Where On-Demand Resources put the tags' compiled catalogs, atlases and models.
        var compiledItemsBundle: Bundle? {
            hasEnded ? nil : bundle
        }

        private var hasEnded: Bool {
            // Apple: https://developer.apple.com/documentation/foundation/nslocking/withlock(_:)
            lock.withLock { request == nil }
        }

        func url(forResource name: String, withExtension ext: String?, subdirectory: String?) -> URL? {
            guard !hasEnded else { return nil }
            // Apple: https://developer.apple.com/documentation/foundation/bundle/url(forresource:withextension:subdirectory:)
            return bundle.url(forResource: name, withExtension: ext, subdirectory: subdirectory)
        }

        func url(forBundlePath path: String) -> URL? {
            guard !hasEnded else { return nil }
            return BundlePath(path)?.url(in: bundle)
        }

        func data(atBundlePath path: String) throws -> Data {
            guard !hasEnded else { throw TaggedResourceError.accessEnded }
            guard let url = url(forBundlePath: path) else { throw TaggedResourceError.fileNotFound(bundlePath: path) }
            // Apple: https://developer.apple.com/documentation/foundation/data/init(contentsof:options:)
            return try Data(contentsOf: url, options: .mappedIfSafe)
        }

        func end() {
            let ending = lock.withLock { () -> NSBundleResourceRequest? in
                defer { request = nil }
                return request
            }
            // Apple: https://developer.apple.com/documentation/foundation/nsbundleresourcerequest/endaccessingresources()
            ending?.endAccessingResources()
        }
    }
}

"""#

    /// Files through the asset packs, the holds and one sample file per pack.
    static let accessPackLocator = #"""
// MARK: - Asset packs (26 and later)

nonisolated extension TaggedResources {
    /// Looks files up in the shared namespace of downloaded asset packs, by bundle path.
    @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
    final class AssetPackLocator: ResourceLocator, @unchecked Sendable {
        private let lock = NSLock()
        private var packIDs: Set<String>?  // nil once ended
        /// The language of the localized packs held (`packLanguage()`), looked up first.
        private let language: String?

        init(packIDs: Set<String>, language: String? = nil) {
            self.packIDs = packIDs
            self.language = language
        }

        /// The asset packs that hold the resources of `tags`, of every language.
        static func packIDs(forTags tags: Set<String>) throws -> Set<String> {
            var packIDs = Set<String>()
            for tag in tags.sorted() {
                let tagPackIDs = AssetPackMap.packIDs(forTag: tag)
                guard !tagPackIDs.isEmpty else { throw TaggedResourceError.unknownTag(tag) }
                packIDs.formUnion(tagPackIDs)
            }
            return packIDs
        }

        /// The asset packs a device downloads for `tags`: those of every language, and the
        /// localized packs of `language` (none when nil).
        static func packIDs(forTags tags: Set<String>, language: String?) throws -> Set<String> {
            try packIDs(forTags: tags).filter { packID in
                AssetPackMap.language(ofPack: packID).map { $0 == language } ?? true
            }
        }

        /// The language whose localized packs this device gets: none before 27 (the system
        /// delivers no localized pack there; the packs of every language hold the development
        /// language), nor when no pack is localized; from 27, the language the system resolved
        /// from the user's preferred languages, or the one the app set, as the map names it.
        static func packLanguage() async -> String? {
            guard !AssetPackMap.languages.isEmpty else { return nil }
            guard #available(iOS 27.0, tvOS 27.0, visionOS 27.0, *) else { return nil }
            // Apple: https://developer.apple.com/documentation/backgroundassets/assetpackmanager/manifest
            // Apple: https://developer.apple.com/documentation/backgroundassets/assetpackmanifest/resolvedlanguage
            guard let resolved = try? await AssetPackManager.shared.manifest.resolvedLanguage else { return nil }
            return AssetPackMap.languages.first { language in
                // Apple: https://developer.apple.com/documentation/foundation/locale/language/init(identifier:)
                // Apple: https://developer.apple.com/documentation/foundation/locale/language/minimalidentifier
                Locale.Language(identifier: language).minimalIdentifier == resolved.minimalIdentifier
            }
        }

        /// Items are files in the packs (ODRCatalogItems.swift), not compiled into a bundle.
        var compiledItemsBundle: Bundle? { nil }

        /// A file of the pack `packID`, for telling whether the pack is on the device; found once
        /// per pack from the map's listing.
        static func samplePath(ofPack packID: String) -> String? {
            SamplePaths.shared.path(ofPack: packID)
        }

        private var heldPackIDs: Set<String>? {
            lock.withLock { packIDs }
        }

        func url(forResource name: String, withExtension ext: String?, subdirectory: String?) -> URL? {
            // The localized packs' language first (a folder may spell it with `_`), then the
            // app's, then the development language the packs of every language hold.
            let packLanguages = language.map { [$0, $0.replacingOccurrences(of: "-", with: "_")] } ?? []
            // Apple: https://developer.apple.com/documentation/foundation/bundle/preferredlocalizations
            let localizations = packLanguages + Bundle.main.preferredLocalizations
                + (AssetPackMap.developmentLanguage.map { [$0] } ?? []) + ["Base"]
            let candidates = BundlePath.candidates(
                name: name, ext: ext, subdirectory: subdirectory, localizations: localizations)
            // A candidate in a pack this access holds, else (a pack of another language) none.
            let held = heldPackIDs ?? []
            if let packed = candidates.first(where: { AssetPackMap.packID(forFile: $0).map(held.contains) ?? false })
                ?? candidates.first(where: { AssetPackMap.packID(forFile: $0) != nil }) {
                return url(forBundlePath: packed)
            }
            guard heldPackIDs != nil else { return nil }
            // Not in any asset pack: an untagged resource, still in the app bundle.
            // Apple: https://developer.apple.com/documentation/foundation/bundle/url(forresource:withextension:subdirectory:)
            return Bundle.main.url(forResource: name, withExtension: ext, subdirectory: subdirectory)
        }

        func url(forBundlePath path: String) -> URL? {
            guard let held = heldPackIDs else { return nil }
            guard let packID = AssetPackMap.packID(forFile: path) else {
                return BundlePath(path)?.url(in: Bundle.main)
            }
            guard held.contains(packID) else { return nil }
            // url(for:) returns a well-formed URL even when nothing is there, hence the existence check.
            // Apple: https://developer.apple.com/documentation/backgroundassets/assetpackmanager/url(for:)
            guard let url = try? AssetPackManager.shared.url(for: FilePath(path)),
                  // Apple: https://developer.apple.com/documentation/foundation/filemanager/fileexists(atpath:)
                  FileManager.default.fileExists(atPath: url.path) else { return nil }
            return url
        }

        func data(atBundlePath path: String) throws -> Data {
            guard let held = heldPackIDs else { throw TaggedResourceError.accessEnded }
            guard let packID = AssetPackMap.packID(forFile: path) else {
                guard let url = BundlePath(path)?.url(in: Bundle.main) else {
                    throw TaggedResourceError.fileNotFound(bundlePath: path)
                }
                // Apple: https://developer.apple.com/documentation/foundation/data/init(contentsof:options:)
                return try Data(contentsOf: url, options: .mappedIfSafe)
            }
            guard held.contains(packID) else { throw TaggedResourceError.notInRequestedTags(bundlePath: path) }
            // Apple: https://developer.apple.com/documentation/backgroundassets/assetpackmanager/contents(at:searchinginassetpackwithid:options:)
            return try AssetPackManager.shared.contents(at: FilePath(path), searchingInAssetPackWithID: packID)
        }

        func end() {
            let ending = lock.withLock { () -> Set<String>? in
                defer { packIDs = nil }
                return packIDs
            }
            if let ending { PackHolds.shared.release(ending) }
        }
    }

    /// One file of each pack, from one pass over the map's file listing, made on first use.
    final class SamplePaths: @unchecked Sendable {
        static let shared = SamplePaths()
        private let lock = NSLock()
        private var paths: [String: String]?

        func path(ofPack packID: String) -> String? {
            lock.withLock {
                if paths == nil {
                    var found: [String: String] = [:]
                    for path in AssetPackMap.bundlePaths(withPrefix: "") {
                        if let pack = AssetPackMap.packID(forFile: path), found[pack] == nil { found[pack] = path }
                    }
                    paths = found
                }
                return paths?[packID]
            }
        }
    }

    /// Counts the live accesses that hold each asset pack, so that `releaseStorage` leaves packs in use alone.
    final class PackHolds: @unchecked Sendable {
        static let shared = PackHolds()
        private let lock = NSLock()
        private var counts: [String: Int] = [:]

        func hold(_ packIDs: Set<String>) {
            lock.withLock {
                for packID in packIDs { counts[packID, default: 0] += 1 }
            }
        }

        func release(_ packIDs: Set<String>) {
            lock.withLock {
                for packID in packIDs {
                    let remaining = (counts[packID] ?? 0) - 1
                    counts[packID] = remaining > 0 ? remaining : nil
                }
            }
        }

        func unheld(among packIDs: Set<String>) -> Set<String> {
            lock.withLock { packIDs.filter { counts[$0] == nil } }
        }
    }
}

"""#
}
