/// `ODRAssetAccess.swift`, part 2: the request object an app keeps for a loading screen
/// (`TaggedResourceRequest`, Objective-C `ODRTaggedResourceRequest`), the access
/// (`TaggedResourceAccess`, `ODRTaggedResourceAccess`) and the errors. `@objc` attributes sit
/// under `#if canImport(ObjectiveC)`: Linux has no Objective-C runtime, so the tests compile and
/// call these classes without them (docs/app-access.md).
extension BackgroundAssetsFiles {
    /// `TaggedResourceRequest`, `TaggedResourceAccess`, `TaggedResourceError`.
    static let accessRequest = #"""
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

    /// A lower-case description of the error.
    public var description: String {
        switch self {
        case .unknownTag(let tag): return "no asset pack holds resources tagged '\(tag)'"
        case .accessEnded: return "the access to these tagged resources has ended"
        case .notInRequestedTags(let path): return "'\(path)' is not among the requested tags' resources"
        case .fileNotFound(let path): return "no file at bundle path '\(path)'"
        case .alreadyBegun: return "this request has already begun accessing its resources"
        case .itemNotFound(let kind, let name): return "no \(kind) named '\(name)' among the tags' resources"
        }
    }
}

"""#
}
