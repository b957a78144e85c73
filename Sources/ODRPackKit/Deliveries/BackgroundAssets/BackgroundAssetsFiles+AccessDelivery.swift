/// `ODRAssetAccess.swift`, part 3: beginning access with each delivery -- the On-Demand
/// Resources request before 26, the asset packs from 26 with their download progress, and the
/// check that a tag's packs are on the device without downloading anything.
extension BackgroundAssetsFiles {
    /// The two deliveries' begin, conditional begin and availability check.
    static let accessDelivery = #"""
// MARK: - Delivery

nonisolated extension TaggedResources {
    /// Finds files for one access, whichever delivery made them available.
    protocol ResourceLocator: Sendable {
        func url(forResource name: String, withExtension ext: String?, subdirectory: String?) -> URL?
        func url(forBundlePath path: String) -> URL?
        func data(atBundlePath path: String) throws -> Data
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

"""#
}
