/// `ODRAssetAccess.swift`: one API the app compiles for the resources of its tags, whichever
/// delivery brought them: On-Demand Resources (`NSBundleResourceRequest`) before iOS, tvOS and
/// visionOS 26, the Background Assets packs (`AssetPackManager`) from 26, files found by their
/// bundle paths either way through `AssetPackMap.swift`. The same bytes in every build: a
/// fixed text, written beside the map. Every Apple call it makes carries the address of the
/// page that documents it; docs/app-access.md lists them with their availability. It is
/// compiled in the tests against stand-in modules with exactly those declarations
/// (`Tests/Fixtures/AppSide`), under Swift 6 with complete concurrency checking; it cannot run
/// here, since neither API exists on Linux.
extension AssetPackFiles {
    /// The file's name in the build folder.
    public static let accessName = "ODRAssetAccess.swift"

    /// The file's text.
    public static let accessSource = #"""
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
// Needs the iOS/tvOS/visionOS 26 SDK (Xcode 26) and a Swift 6.2+ compiler.
// Uses only 26.0 Background Assets calls, so that any 26 SDK compiles it; the
// two calls that later SDKs deprecate sit in `ensureLocallyAvailable(_:)`.

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
        if #available(iOS 26.0, tvOS 26.0, visionOS 26.0, *) {
            return try await beginWithAssetPacks(tags: tags)
        } else {
            return try await beginWithODR(tags: tags, urgent: urgent)
        }
    }

    /// Typed-tag form of `begin(tags:urgent:)`, for the data part's tag enum.
    public static func begin<Tag: RawRepresentable & Hashable & Sendable>(
        _ tags: Set<Tag>, urgent: Bool = false
    ) async throws -> TaggedResourceAccess where Tag.RawValue == String {
        try await begin(tags: Set(tags.map(\.rawValue)), urgent: urgent)
    }

    /// Hints which tags On-Demand Resources should purge last (before 26 only: the system never
    /// purges asset packs, so from 26 this does nothing).
    public static func setPreservationPriority(_ priority: Double, forTags tags: Set<String>) {
        if #unavailable(iOS 26.0, tvOS 26.0, visionOS 26.0) {
            // Apple: https://developer.apple.com/documentation/foundation/bundle/main
            // Apple: https://developer.apple.com/documentation/foundation/bundle/setpreservationpriority(_:fortags:)
            Bundle.main.setPreservationPriority(priority, forTags: tags)
        }
    }

    /// Deletes the downloaded asset packs of `tags` that no live access holds (from 26: the system
    /// never removes them by itself); before 26 does nothing, since On-Demand Resources purges unused
    /// tags on its own.
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

/// The resources of a set of tags, kept available until `end()` (or until the access is deallocated).
public nonisolated final class TaggedResourceAccess: Sendable {
    /// The tags this access keeps available.
    public let tags: Set<String>
    private let locator: any TaggedResources.ResourceLocator

    init(tags: Set<String>, locator: any TaggedResources.ResourceLocator) {
        self.tags = tags
        self.locator = locator
    }

    deinit {
        locator.end()
    }

    /// The URL of a resource, looked up like `Bundle.url(forResource:withExtension:subdirectory:)`;
    /// nil if it is not there or the access has ended.
    public func url(forResource name: String, withExtension ext: String?, subdirectory: String? = nil) -> URL? {
        locator.url(forResource: name, withExtension: ext, subdirectory: subdirectory)
    }

    /// The URL of the file at `bundlePath` (relative to the app bundle's resources, e.g.
    /// `"Levels/01/map.json"` or `"fr.lproj/Intro.strings"`); nil if it is not there or the access has ended.
    public func url(atBundlePath bundlePath: String) -> URL? {
        locator.url(forBundlePath: bundlePath)
    }

    /// The contents of the file at `bundlePath`.
    public func data(atBundlePath bundlePath: String) throws -> Data {
        try locator.data(atBundlePath: bundlePath)
    }

    /// Ends access: On-Demand Resources may purge the tags again; asset packs stay on the device until
    /// `TaggedResources.releaseStorage(forTags:)`. Calling it again does nothing.
    public func end() {
        locator.end()
    }
}

/// Why tagged resources could not be made available or read.
public nonisolated enum TaggedResourceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No asset pack holds a resource with this tag.
    case unknownTag(String)
    /// The access has ended.
    case accessEnded
    /// The file is in an asset pack that none of this access's tags needs.
    case notInRequestedTags(bundlePath: String)
    /// No file at this bundle path.
    case fileNotFound(bundlePath: String)

    /// A lower-case description of the error.
    public var description: String {
        switch self {
        case .unknownTag(let tag): return "no asset pack holds resources tagged '\(tag)'"
        case .accessEnded: return "the access to these tagged resources has ended"
        case .notInRequestedTags(let path): return "'\(path)' is not among the requested tags' resources"
        case .fileNotFound(let path): return "no file at bundle path '\(path)'"
        }
    }
}

// MARK: - Delivery

nonisolated extension TaggedResources {
    /// Finds files for one access, whichever delivery made them available.
    protocol ResourceLocator: Sendable {
        func url(forResource name: String, withExtension ext: String?, subdirectory: String?) -> URL?
        func url(forBundlePath path: String) -> URL?
        func data(atBundlePath path: String) throws -> Data
        func end()
    }

    /// Before 26: one NSBundleResourceRequest for all the tags. `@concurrent` keeps the wait off the
    /// caller's actor (the main actor, in most apps) and keeps the non-Sendable request in one place.
    @concurrent
    private static func beginWithODR(tags: Set<String>, urgent: Bool) async throws -> TaggedResourceAccess {
        // Apple: https://developer.apple.com/documentation/foundation/nsbundleresourcerequest/init(tags:)
        let request = NSBundleResourceRequest(tags: tags)
        if urgent {
            // Apple: https://developer.apple.com/documentation/foundation/nsbundleresourcerequest/loadingpriority
            // Apple: https://developer.apple.com/documentation/foundation/nsbundleresourcerequestloadingpriorityurgent
            request.loadingPriority = NSBundleResourceRequestLoadingPriorityUrgent
        }
        // Apple: https://developer.apple.com/documentation/foundation/nsbundleresourcerequest/progress
        let canceller = ProgressCanceller(progress: request.progress)
        try await withTaskCancellationHandler {
            // Apple: https://developer.apple.com/documentation/foundation/nsbundleresourcerequest/beginaccessingresources(completionhandler:)
            try await request.beginAccessingResources()
        } onCancel: {
            canceller.cancel()
        }
        return TaggedResourceAccess(tags: tags, locator: ODRLocator(request: request))
    }

    /// From 26: every asset pack that holds a resource of the tags, downloaded if needed.
    @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
    private static func beginWithAssetPacks(tags: Set<String>) async throws -> TaggedResourceAccess {
        let packIDs = try AssetPackLocator.packIDs(forTags: tags)
        // Held before the download, so that releaseStorage cannot remove a pack being made available.
        PackHolds.shared.hold(packIDs)
        do {
            try await ensureLocallyAvailable(packIDs)
        } catch {
            PackHolds.shared.release(packIDs)
            throw error
        }
        return TaggedResourceAccess(tags: tags, locator: AssetPackLocator(packIDs: packIDs))
    }

    /// The one place that names the pack-availability calls: `ensureLocalAvailability(of:)` is
    /// deprecated in 26.4 (renamed `ensureLocalAvailability(of:requireLatestVersion:)`) and
    /// `assetPack(withID:)` in 27 (replaced by `manifest`); both still work, and the deprecations
    /// only warn when the deployment target reaches those versions.
    @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
    private static func ensureLocallyAvailable(_ packIDs: Set<String>) async throws {
        // Apple: https://developer.apple.com/documentation/backgroundassets/assetpackmanager/shared
        let manager = AssetPackManager.shared
        try await withThrowingTaskGroup(of: Void.self) { group in
            for packID in packIDs.sorted() {
                group.addTask {
                    // Apple: https://developer.apple.com/documentation/backgroundassets/assetpackmanager/assetpack(withid:)
                    let pack = try await manager.assetPack(withID: packID)
                    // Apple: https://developer.apple.com/documentation/backgroundassets/assetpackmanager/ensurelocalavailability(of:)
                    try await manager.ensureLocalAvailability(of: pack)
                }
            }
            try await group.waitForAll()
        }
    }
}

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

// MARK: - Asset packs (26 and later)

nonisolated extension TaggedResources {
    /// Looks files up in the shared namespace of downloaded asset packs, by bundle path.
    @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
    final class AssetPackLocator: ResourceLocator, @unchecked Sendable {
        private let lock = NSLock()
        private var packIDs: Set<String>?  // nil once ended

        init(packIDs: Set<String>) {
            self.packIDs = packIDs
        }

        /// The asset packs that hold the resources of `tags`.
        static func packIDs(forTags tags: Set<String>) throws -> Set<String> {
            var packIDs = Set<String>()
            for tag in tags.sorted() {
                let tagPackIDs = AssetPackMap.packIDs(forTag: tag)
                guard !tagPackIDs.isEmpty else { throw TaggedResourceError.unknownTag(tag) }
                packIDs.formUnion(tagPackIDs)
            }
            return packIDs
        }

        private var heldPackIDs: Set<String>? {
            lock.withLock { packIDs }
        }

        func url(forResource name: String, withExtension ext: String?, subdirectory: String?) -> URL? {
            // Apple: https://developer.apple.com/documentation/foundation/bundle/preferredlocalizations
            let localizations = Bundle.main.preferredLocalizations + ["Base"]
            let candidates = BundlePath.candidates(
                name: name, ext: ext, subdirectory: subdirectory, localizations: localizations)
            if let packed = candidates.first(where: { AssetPackMap.packID(forFile: $0) != nil }) {
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

// MARK: - Bundle paths

nonisolated extension TaggedResources {
    /// A bundle path split the way Bundle looks resources up: an optional leading `xx.lproj`
    /// folder, a subdirectory, a name and an extension.
    struct BundlePath: Equatable {
        var localization: String?
        var subdirectory: String?
        var name: String
        var ext: String?

        init?(_ path: String) {
            var parts = path.split(separator: "/").map(String.init)
            guard let file = parts.popLast() else { return nil }
            if let first = parts.first, first.hasSuffix(".lproj"), first.count > ".lproj".count {
                localization = String(first.dropLast(".lproj".count))
                parts.removeFirst()
            }
            subdirectory = parts.isEmpty ? nil : parts.joined(separator: "/")
            if let dot = file.lastIndex(of: "."), dot != file.startIndex, file.index(after: dot) != file.endIndex {
                name = String(file[..<dot])
                ext = String(file[file.index(after: dot)...])
            } else {
                name = file
                ext = nil
            }
        }

        /// Looks the file up in `bundle`: in the named localization if the path has one.
        func url(in bundle: Bundle) -> URL? {
            guard let localization else {
                // Apple: https://developer.apple.com/documentation/foundation/bundle/url(forresource:withextension:subdirectory:)
                return bundle.url(forResource: name, withExtension: ext, subdirectory: subdirectory)
            }
            // Apple: https://developer.apple.com/documentation/foundation/bundle/url(forresource:withextension:subdirectory:localization:)
            return bundle.url(forResource: name, withExtension: ext, subdirectory: subdirectory, localization: localization)
        }

        /// The bundle paths Bundle would try for a resource, in its order: unlocalized first,
        /// then each localization's `xx.lproj` folder.
        static func candidates(name: String, ext: String?, subdirectory: String?, localizations: [String]) -> [String] {
            let file = (ext ?? "").isEmpty ? name : "\(name).\(ext ?? "")"
            let trimmed = subdirectory?.split(separator: "/").joined(separator: "/") ?? ""
            let relative = trimmed.isEmpty ? file : "\(trimmed)/\(file)"
            var seen = Set<String>()
            let lprojs = localizations.filter { seen.insert($0).inserted }.map { "\($0).lproj/\(relative)" }
            return [relative] + lprojs
        }
    }
}
#endif
"""#
}
