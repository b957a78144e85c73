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

    /// The language whose localized packs and `.lproj` folders lookups try first: from 26, the
    /// language of the localized packs the device gets (`AssetPackManager`'s resolved language, as
    /// the map names it), else the app bundle's first preferred localization (`Bundle`'s choice).
    public static func resolvedLanguage() async -> String? {
        if #available(iOS 26.0, tvOS 26.0, visionOS 26.0, *), let packed = await AssetPackLocator.packLanguage() { return packed }
        // Apple: https://developer.apple.com/documentation/foundation/bundle/preferredlocalizations
        return Bundle.main.preferredLocalizations.first
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
/// A request for the resources of a set of tags, kept by code that drives a loading screen, as
/// an `NSBundleResourceRequest` was: its `progress` can be observed before and during the
/// download, and it serves one successful `begin(urgent:)` or `beginIfAvailable()`.
/// Objective-C sees it as `ODRTaggedResourceRequest`.
#if canImport(ObjectiveC)
@objc(ODRTaggedResourceRequest)
#endif
public nonisolated final class TaggedResourceRequest: NSObject, Sendable {
    /// The tags this request makes available.
    #if canImport(ObjectiveC)
    @objc
    #endif
    public let tags: Set<String>
    private let state: TaggedResources.RequestState

    /// A request for every resource tagged with any of `tags` (`-initWithTags:`).
    #if canImport(ObjectiveC)
    @objc(initWithTags:)
    #endif
    public init(tags: Set<String>) {
        self.tags = tags
        self.state = TaggedResources.RequestState(tags: tags)
        super.init()
    }

    /// Typed-tag form of `init(tags:)`.
    public convenience init<Tag: RawRepresentable & Hashable & Sendable>(_ tags: Set<Tag>) where Tag.RawValue == String {
        self.init(tags: Set(tags.map(\.rawValue)))
    }

    /// The download's progress, the same object for the request's life: observe its
    /// `fractionCompleted` with key-value observing (it may change on any thread). Before 26 it
    /// is the `NSBundleResourceRequest`'s own; from 26 it weighs each asset pack by its download
    /// size, from `AssetPackManager`'s download-status updates. Cancelling it cancels the
    /// download before 26 only; from 26, cancel the task that awaits `begin(urgent:)`.
    #if canImport(ObjectiveC)
    @objc
    #endif
    public var progress: Progress { state.progress }

    /// Makes the resources available, downloading what is missing, and keeps them so until the
    /// access ends (what `beginAccessingResources` did).
    ///
    /// - Parameter urgent: before 26, the urgent loading priority; asset packs have no download
    ///   priority, and Background Assets has no equivalent of changing `loadingPriority` after
    ///   the download started.
    /// - Throws: `TaggedResourceError.alreadyBegun` once the request has succeeded (or while it
    ///   runs), and the errors of `TaggedResources.begin(tags:urgent:)`.
    public func begin(urgent: Bool = false) async throws -> TaggedResourceAccess {
        try state.start()
        do {
            let access: TaggedResourceAccess
            if #available(iOS 26.0, tvOS 26.0, visionOS 26.0, *) {
                access = try await TaggedResources.beginWithAssetPacks(tags: tags, progress: state.packProgress)
            } else {
                access = try await TaggedResources.beginWithODR(state, tags: tags, urgent: urgent)
            }
            state.finish(succeeded: true)
            return access
        } catch {
            state.finish(succeeded: false)
            throw error
        }
    }

    /// The access, if every resource is already on the device; nil, without downloading
    /// anything, if one is not (what `conditionallyBeginAccessingResources` answered), for an
    /// unknown tag, or once the request has succeeded.
    public func beginIfAvailable() async -> TaggedResourceAccess? {
        guard (try? state.start()) != nil else { return nil }
        let access: TaggedResourceAccess?
        if #available(iOS 26.0, tvOS 26.0, visionOS 26.0, *) {
            access = await TaggedResources.beginIfLocal(tags: tags, progress: state.packProgress)
        } else {
            access = await TaggedResources.beginIfLocalWithODR(state, tags: tags)
        }
        state.finish(succeeded: access != nil)
        return access
    }

    /// Completion-handler form of `begin(urgent:)` (`-beginAccessingWithCompletionHandler:`): the
    /// handler gets the access or the error, on an arbitrary thread.
    #if canImport(ObjectiveC)
    @objc(beginAccessingWithCompletionHandler:)
    #endif
    public func beginAccessing(completionHandler: @escaping @Sendable (TaggedResourceAccess?, (any Error)?) -> Void) {
        Task {
            do {
                completionHandler(try await begin(), nil)
            } catch {
                completionHandler(nil, error)
            }
        }
    }

    /// Completion-handler form of `beginIfAvailable()`
    /// (`-conditionallyBeginAccessingWithCompletionHandler:`), on an arbitrary thread.
    #if canImport(ObjectiveC)
    @objc(conditionallyBeginAccessingWithCompletionHandler:)
    #endif
    public func conditionallyBeginAccessing(completionHandler: @escaping @Sendable (TaggedResourceAccess?) -> Void) {
        Task {
            completionHandler(await beginIfAvailable())
        }
    }
}

/// The resources of a set of tags, kept available until `end()` (or until the access is deallocated).
/// Objective-C sees it as `ODRTaggedResourceAccess`.
#if canImport(ObjectiveC)
@objc(ODRTaggedResourceAccess)
#endif
public nonisolated final class TaggedResourceAccess: NSObject, Sendable {
    /// The tags this access keeps available.
    #if canImport(ObjectiveC)
    @objc
    #endif
    public let tags: Set<String>
    private let locator: any TaggedResources.ResourceLocator

    init(tags: Set<String>, locator: any TaggedResources.ResourceLocator) {
        self.tags = tags
        self.locator = locator
        super.init()
    }

    deinit {
        locator.end()
    }

    /// The URL of a resource, looked up like `Bundle.url(forResource:withExtension:subdirectory:)`;
    /// nil if it is not there or the access has ended (`-URLForResource:withExtension:subdirectory:`).
    #if canImport(ObjectiveC)
    @objc(URLForResource:withExtension:subdirectory:)
    #endif
    public func url(forResource name: String, withExtension ext: String?, subdirectory: String? = nil) -> URL? {
        locator.url(forResource: name, withExtension: ext, subdirectory: subdirectory)
    }

    /// The URL of a resource in `localization` only (or unlocalized), as
    /// `Bundle.url(forResource:withExtension:subdirectory:localization:)`; nil if it is not there
    /// or the access has ended.
    public func url(forResource name: String, withExtension ext: String?, subdirectory: String?, localization: String) -> URL? {
        locator.url(forResource: name, withExtension: ext, subdirectory: subdirectory, localizations: [localization])
    }

    /// The path of a resource, as `Bundle.path(forResource:ofType:inDirectory:)`.
    public func path(forResource name: String?, ofType ext: String?, inDirectory subpath: String? = nil) -> String? {
        guard let name else { return nil }
        return url(forResource: name, withExtension: ext, subdirectory: subpath)?.path
    }

    /// The path of a resource in `localizationName` only (or unlocalized), as
    /// `Bundle.path(forResource:ofType:inDirectory:forLocalization:)`.
    public func path(forResource name: String?, ofType ext: String?, inDirectory subpath: String?, forLocalization localizationName: String?) -> String? {
        guard let name else { return nil }
        guard let localizationName else { return url(forResource: name, withExtension: ext, subdirectory: subpath)?.path }
        return url(forResource: name, withExtension: ext, subdirectory: subpath, localization: localizationName)?.path
    }

    /// The URL of the file at `bundlePath` (relative to the app bundle's resources, e.g.
    /// `"Levels/01/map.json"` or `"fr.lproj/Intro.strings"`); nil if it is not there or the access
    /// has ended (`-URLAtBundlePath:`).
    #if canImport(ObjectiveC)
    @objc(URLAtBundlePath:)
    #endif
    public func url(atBundlePath bundlePath: String) -> URL? {
        locator.url(forBundlePath: bundlePath)
    }

    /// The contents of the file at `bundlePath` (`-dataAtBundlePath:error:`).
    #if canImport(ObjectiveC)
    @objc(dataAtBundlePath:error:)
    #endif
    public func data(atBundlePath bundlePath: String) throws -> Data {
        try locator.data(atBundlePath: bundlePath)
    }

    /// Ends access (`-endAccessing`): On-Demand Resources may purge the tags again; asset packs stay
    /// on the device until `TaggedResources.releaseStorage(forTags:)`. Calling it again does nothing.
    #if canImport(ObjectiveC)
    @objc(endAccessing)
    #endif
    public func end() {
        locator.end()
    }

    /// Whether the file at `bundlePath` is readable through this access: in a pack it holds, or
    /// in no pack (the app's own); false once the access has ended.
    func holds(bundlePath: String) -> Bool {
        locator.holds(bundlePath: bundlePath)
    }

    /// The bundle whose compiled asset catalogs, atlases and models hold the tags' items (On-Demand
    /// Resources, before 26); nil when they are files in asset packs (ODRCatalogItems.swift).
    var compiledItemsBundle: Bundle? {
        locator.compiledItemsBundle
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
    /// The request has already made its resources available, or is doing so: a request serves
    /// one successful begin, as an `NSBundleResourceRequest` did.
    case alreadyBegun
    /// No compiled item of this kind and name among the access's resources (ODRCatalogItems.swift).
    case itemNotFound(kind: String, name: String)
    /// A scene archive names a class it may not instantiate (ODRCatalogItems.swift's `scene(fileNamed:)`).
    case sceneRefused(name: String, className: String)

    /// A lower-case description of the error.
    public var description: String {
        switch self {
        case .unknownTag(let tag): return "no asset pack holds resources tagged '\(tag)'"
        case .accessEnded: return "the access to these tagged resources has ended"
        case .notInRequestedTags(let path): return "'\(path)' is not among the requested tags' resources"
        case .fileNotFound(let path): return "no file at bundle path '\(path)'"
        case .alreadyBegun: return "this request has already begun accessing its resources"
        case .itemNotFound(let kind, let name): return "no \(kind) named '\(name)' among the tags' resources"
        case .sceneRefused(let name, let className):
            return "the scene '\(name)' names the class '\(className)', which a scene from a pack may not instantiate"
        }
    }
}
// MARK: - Delivery

nonisolated extension TaggedResources {
    /// Finds files for one access, whichever delivery made them available.
    protocol ResourceLocator: Sendable {
        func url(forResource name: String, withExtension ext: String?, subdirectory: String?) -> URL?
        /// The resource in the first of `localizations` that has it, after the unlocalized file.
        func url(forResource name: String, withExtension ext: String?, subdirectory: String?, localizations: [String]) -> URL?
        func url(forBundlePath path: String) -> URL?
        func data(atBundlePath path: String) throws -> Data
        /// Whether this access holds the pack of the file at `path` (a file of no pack is the app's).
        func holds(bundlePath path: String) -> Bool
        func end()
        var compiledItemsBundle: Bundle? { get }
    }

    /// What a `TaggedResourceRequest` holds: its progress, its On-Demand Resources request before
    /// 26, and whether a begin ran or succeeded. NSBundleResourceRequest is not Sendable: it is
    /// made here and then used by one begin at a time (`start()` refuses a second).
    final class RequestState: @unchecked Sendable {
        let progress: Progress
        /// The asset packs' weighed progress (from 26; unused before).
        let packProgress: DownloadProgress
        /// The On-Demand Resources request (before 26; nil from 26).
        let odrRequest: NSBundleResourceRequest?
        private let lock = NSLock()
        private var running = false
        private var succeeded = false

        init(tags: Set<String>) {
            if #available(iOS 26.0, tvOS 26.0, visionOS 26.0, *) {
                odrRequest = nil
                packProgress = DownloadProgress()
                progress = packProgress.progress
            } else {
                // Apple: https://developer.apple.com/documentation/foundation/nsbundleresourcerequest/init(tags:)
                let request = NSBundleResourceRequest(tags: tags)
                odrRequest = request
                packProgress = DownloadProgress()
                // Apple: https://developer.apple.com/documentation/foundation/nsbundleresourcerequest/progress
                progress = request.progress
            }
        }

        /// Marks a begin as running; throws `alreadyBegun` if one runs or has succeeded.
        func start() throws {
            try lock.withLock {
                guard !running && !succeeded else { throw TaggedResourceError.alreadyBegun }
                running = true
            }
        }

        func finish(succeeded: Bool) {
            lock.withLock {
                running = false
                self.succeeded = self.succeeded || succeeded
            }
        }
    }

    /// Before 26: the request's NSBundleResourceRequest. `@concurrent` keeps the wait off the
    /// caller's actor (the main actor, in most apps).
    @concurrent
    static func beginWithODR(_ state: RequestState, tags: Set<String>, urgent: Bool) async throws -> TaggedResourceAccess {
        guard let request = state.odrRequest else { throw TaggedResourceError.accessEnded }
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

    /// Before 26: the access if On-Demand Resources has every resource on the device already.
    @concurrent
    static func beginIfLocalWithODR(_ state: RequestState, tags: Set<String>) async -> TaggedResourceAccess? {
        guard let request = state.odrRequest else { return nil }
        // Apple: https://developer.apple.com/documentation/foundation/nsbundleresourcerequest/conditionallybeginaccessingresources(completionhandler:)
        guard await request.conditionallyBeginAccessingResources() else { return nil }
        return TaggedResourceAccess(tags: tags, locator: ODRLocator(request: request))
    }

    /// From 26: every asset pack that holds a resource of the tags, downloaded if needed.
    @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
    static func beginWithAssetPacks(tags: Set<String>, progress: DownloadProgress) async throws -> TaggedResourceAccess {
        let language = await AssetPackLocator.packLanguage()
        let packIDs = try AssetPackLocator.packIDs(forTags: tags, language: language)
        // Held before the download, so that releaseStorage cannot remove a pack being made available.
        PackHolds.shared.hold(packIDs)
        do {
            try await ensureLocallyAvailable(packIDs, progress: progress)
        } catch {
            PackHolds.shared.release(packIDs)
            throw error
        }
        return TaggedResourceAccess(tags: tags, locator: AssetPackLocator(packIDs: packIDs, language: language))
    }

    /// From 26: the access if every asset pack of the tags is on the device already; nil, with
    /// nothing downloaded, if one is not or a tag is unknown.
    @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
    static func beginIfLocal(tags: Set<String>, progress: DownloadProgress) async -> TaggedResourceAccess? {
        let language = await AssetPackLocator.packLanguage()
        guard let packIDs = try? AssetPackLocator.packIDs(forTags: tags, language: language) else { return nil }
        PackHolds.shared.hold(packIDs)
        guard packsAreLocal(packIDs) else {
            PackHolds.shared.release(packIDs)
            return nil
        }
        progress.complete(packIDs)
        return TaggedResourceAccess(tags: tags, locator: AssetPackLocator(packIDs: packIDs, language: language))
    }

    /// The one place that downloads: `ensureLocalAvailability(of:)` is deprecated in 26.4
    /// (renamed `ensureLocalAvailability(of:requireLatestVersion:)`) and `assetPack(withID:)` in
    /// 27 (replaced by `manifest`); both still work, and the deprecations only warn when the
    /// deployment target reaches those versions. Each pack's download-status updates are
    /// subscribed to before any download starts, so that none is missed.
    @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
    static func ensureLocallyAvailable(_ packIDs: Set<String>, progress: DownloadProgress) async throws {
        // Apple: https://developer.apple.com/documentation/backgroundassets/assetpackmanager/shared
        let manager = AssetPackManager.shared
        let packs = try await withThrowingTaskGroup(of: AssetPack.self) { group in
            for packID in packIDs.sorted() {
                // Apple: https://developer.apple.com/documentation/backgroundassets/assetpackmanager/assetpack(withid:)
                group.addTask { try await manager.assetPack(withID: packID) }
            }
            return try await group.reduce(into: [AssetPack]()) { $0.append($1) }
        }
        // Apple: https://developer.apple.com/documentation/backgroundassets/assetpack/downloadsize
        progress.start(packs.map { (id: $0.id, bytes: Int64($0.downloadSize)) })
        let watchers = packs.map { pack in
            // Apple: https://developer.apple.com/documentation/backgroundassets/assetpackmanager/statusupdates(forassetpackwithid:)
            let updates = manager.statusUpdates(forAssetPackWithID: pack.id)
            return Task {
                for await update in updates { progress.apply(update) }
            }
        }
        defer { watchers.forEach { $0.cancel() } }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for pack in packs {
                group.addTask {
                    // Apple: https://developer.apple.com/documentation/backgroundassets/assetpackmanager/ensurelocalavailability(of:)
                    try await manager.ensureLocalAvailability(of: pack)
                    progress.complete([pack.id])
                }
            }
            try await group.waitForAll()
        }
    }

    /// Whether every pack is on the device, asked without downloading: from 26.4 with
    /// `assetPackIsAvailableLocally(withID:)`; before, by opening one of each pack's files.
    @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
    static func packsAreLocal(_ packIDs: Set<String>) -> Bool {
        // Apple: https://developer.apple.com/documentation/backgroundassets/assetpackmanager/shared
        let manager = AssetPackManager.shared
        if #available(iOS 26.4, tvOS 26.4, visionOS 26.4, *) {
            // Apple: https://developer.apple.com/documentation/backgroundassets/assetpackmanager/assetpackisavailablelocally(withid:)
            return packIDs.allSatisfy { manager.assetPackIsAvailableLocally(withID: $0) }
        }
        return packIDs.allSatisfy(packIsOpenable)
    }

    /// Before 26.4: whether one of the pack's files opens, which it does only once the pack is on
    /// the device.
    @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
    static func packIsOpenable(_ packID: String) -> Bool {
        guard let path = AssetPackLocator.samplePath(ofPack: packID),
              // Apple: https://developer.apple.com/documentation/backgroundassets/assetpackmanager/shared
              // Apple: https://developer.apple.com/documentation/backgroundassets/assetpackmanager/descriptor(for:searchinginassetpackwithid:)
              let descriptor = try? AssetPackManager.shared.descriptor(for: FilePath(path), searchingInAssetPackWithID: packID) else {
            return false
        }
        // Apple: https://developer.apple.com/documentation/system/filedescriptor/close()
        try? descriptor.close()
        return true
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
            if let url = bundle.url(forResource: name, withExtension: ext, subdirectory: subdirectory) { return url }
            // A localized file a folder reference keeps inside its subdirectory (`sub/fr.lproj/`),
            // where Bundle does not look: the bundle's languages in its order.
            guard subdirectory?.isEmpty == false else { return nil }
            // Apple: https://developer.apple.com/documentation/foundation/bundle/preferredlocalizations
            // Apple: https://developer.apple.com/documentation/foundation/bundle/developmentlocalization
            let localizations = bundle.preferredLocalizations + (bundle.developmentLocalization.map { [$0] } ?? []) + ["Base"]
            return url(forResource: name, withExtension: ext, subdirectory: subdirectory, localizations: localizations)
        }

        func url(forResource name: String, withExtension ext: String?, subdirectory: String?, localizations: [String]) -> URL? {
            guard !hasEnded else { return nil }
            let candidates = BundlePath.candidates(name: name, ext: ext, subdirectory: subdirectory, localizations: localizations)
            return candidates.lazy.compactMap { BundlePath($0)?.url(in: self.bundle) }.first
        }

        func url(forBundlePath path: String) -> URL? {
            guard !hasEnded else { return nil }
            return BundlePath(path)?.url(in: bundle)
        }

        func holds(bundlePath path: String) -> Bool {
            !hasEnded
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
            return packedLanguage(matching: resolved, among: AssetPackMap.languages)
        }

        /// The packed language (a name as the map has it) that is `resolved`: the one that names
        /// the same language, script and region as given, else the one that does once the likely
        /// subtags are filled in (`pt` for `pt-BR`), the first by name when several do; nil if none.
        static func packedLanguage(matching resolved: Locale.Language, among packed: [String]) -> String? {
            // Apple: https://developer.apple.com/documentation/foundation/locale/language/init(identifier:)
            if let same = packed.first(where: { Locale.Language(identifier: $0) == resolved }) { return same }
            // Apple: https://developer.apple.com/documentation/foundation/locale/language/maximalidentifier
            let maximal = resolved.maximalIdentifier
            return packed.filter { Locale.Language(identifier: $0).maximalIdentifier == maximal }.min { $0.utf8.lexicographicallyPrecedes($1.utf8) }
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
            return url(forResource: name, withExtension: ext, subdirectory: subdirectory, localizations: localizations)
        }

        func url(forResource name: String, withExtension ext: String?, subdirectory: String?, localizations: [String]) -> URL? {
            let candidates = BundlePath.candidates(
                name: name, ext: ext, subdirectory: subdirectory, localizations: localizations)
            // A candidate in a pack this access holds, else (a pack of another language) none.
            let held = heldPackIDs ?? []
            if let packed = candidates.first(where: { AssetPackMap.packID(forFile: $0).map(held.contains) ?? false })
                ?? candidates.first(where: { AssetPackMap.packID(forFile: $0) != nil }) {
                return url(forBundlePath: packed)
            }
            guard heldPackIDs != nil else { return nil }
            // Not in any asset pack: an untagged resource, still in the app bundle, found the same way.
            return candidates.lazy.compactMap { BundlePath($0)?.url(in: Bundle.main) }.first
        }

        func holds(bundlePath path: String) -> Bool {
            guard let held = heldPackIDs else { return false }
            return AssetPackMap.packID(forFile: path).map(held.contains) ?? true
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
// MARK: - Download progress (26 and later)

nonisolated extension TaggedResources {
    /// A request's progress from 26: each asset pack weighs its download size (at least one
    /// byte), and its fraction is the latest its download-status updates reported, 1 once it is
    /// on the device; a pack's fraction never goes back within one begin.
    final class DownloadProgress: @unchecked Sendable {
        /// The progress's total unit count: the fraction in ten-thousandths.
        static let units: Int64 = 10_000
        let progress: Progress
        private let lock = NSLock()
        private var weights: [String: Int64] = [:]
        private var fractions: [String: Double] = [:]

        init() {
            // Apple: https://developer.apple.com/documentation/foundation/progress/init(totalunitcount:)
            progress = Progress(totalUnitCount: Self.units)
            // Apple: https://developer.apple.com/documentation/foundation/progress/iscancellable
            progress.isCancellable = false
        }

        /// Starts a begin over `packs`, from 0.
        func start(_ packs: [(id: String, bytes: Int64)]) {
            lock.withLock {
                weights = Dictionary(packs.map { ($0.id, max($0.bytes, 1)) }, uniquingKeysWith: max)
                fractions = [:]
            }
            publish()
        }

        /// Records that `packID` has `fraction` of its download (clamped to 0...1).
        func update(_ packID: String, fraction: Double) {
            let clamped = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
            lock.withLock {
                guard weights[packID] != nil else { return }
                fractions[packID] = max(fractions[packID] ?? 0, clamped)
            }
            publish()
        }

        /// Records that every pack of `packIDs` is on the device.
        func complete(_ packIDs: Set<String>) {
            lock.withLock {
                for packID in packIDs where weights[packID] == nil { weights[packID] = 1 }
            }
            for packID in packIDs.sorted() { update(packID, fraction: 1) }
        }

        /// Applies a download-status update.
        @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
        func apply(_ update: AssetPackManager.DownloadStatusUpdate) {
            // Apple: https://developer.apple.com/documentation/backgroundassets/assetpackmanager/downloadstatusupdate
            switch update {
            case .downloading(let pack, let packProgress):
                // Apple: https://developer.apple.com/documentation/foundation/progress/fractioncompleted
                self.update(pack.id, fraction: packProgress.fractionCompleted)
            case .finished(let pack):
                self.update(pack.id, fraction: 1)
            case .began, .paused, .failed:
                break
            @unknown default:
                break
            }
        }

        /// The weighed fraction of every pack, 0...1.
        var fraction: Double {
            lock.withLock { weighedFraction() }
        }

        private func weighedFraction() -> Double {
            let total = weights.values.reduce(0, +)
            guard total > 0 else { return 0 }
            let done = weights.reduce(0.0) { $0 + Double($1.value) * (fractions[$1.key] ?? 0) }
            return done / Double(total)
        }

        /// Sets the progress under the lock, so that a later value is never overwritten by an earlier one.
        private func publish() {
            lock.withLock {
                // Apple: https://developer.apple.com/documentation/foundation/progress/completedunitcount
                progress.completedUnitCount = Int64((weighedFraction() * Double(Self.units)).rounded(.down))
            }
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

        /// The bundle paths to try for a resource, in Bundle's order: the unlocalized file first,
        /// then for each localization its `xx.lproj` folder at the top (`xx.lproj/sub/name.ext`,
        /// where Bundle looks) and, for a subdirectory, the `xx.lproj` folder inside it
        /// (`sub/xx.lproj/name.ext`, where a folder reference keeps a localized file).
        static func candidates(name: String, ext: String?, subdirectory: String?, localizations: [String]) -> [String] {
            let file = (ext ?? "").isEmpty ? name : "\(name).\(ext ?? "")"
            let trimmed = subdirectory?.split(separator: "/").joined(separator: "/") ?? ""
            let relative = trimmed.isEmpty ? file : "\(trimmed)/\(file)"
            var seen = Set<String>()
            let lprojs = localizations.filter { seen.insert($0).inserted }.flatMap { localization in
                ["\(localization).lproj/\(relative)"] + (trimmed.isEmpty ? [] : ["\(trimmed)/\(localization).lproj/\(file)"])
            }
            return [relative] + lprojs
        }
    }
}
#endif
