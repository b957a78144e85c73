// Stand-in for the managed-asset-pack part of Apple's BackgroundAssets Swift
// module (iOS/tvOS/visionOS/macOS 26+), so that odr-pack's generated
// ODRAssetAccess.swift type-checks on Linux.
//
// Every declaration is copied from its developer.apple.com page (URL beside
// it; see SIGNATURES.md), with the availability those pages give: a page that
// reads "26.0 - 26.4" is a symbol deprecated in 26.4, "26.0 - 27.0" deprecated
// in 27.0. Deprecation messages and `renamed:` targets are not published on
// those pages; the ones here are ours. Bodies act on StandInStore (internal):
// packs from a folder the environment names, "downloaded" at once; with no such
// folder every lookup fails the way Apple documents a missing pack or file to fail.
//
// Left out on purpose (documented by Apple, not needed by the generated file):
// the other 27 language APIs (locallyAvailableLanguages, AssetPackManager's
// resolvedLanguage, reconcilePreferredLanguages, AssetPackManifest's
// availableLanguages and localizedAssetPacks), AssetPack.language, AssetPack.download(for:),
// AssetPackManifest's initializers, AssetPack's DecodableWithConfiguration
// conformance, BAErrorDomain/BAErrorCode, the BA* ObjC classes and the
// downloader-extension protocols.

import Foundation
import System

// MARK: - AssetPack

/// An archive of assets that the system downloads together.
/// https://developer.apple.com/documentation/backgroundassets/assetpack
@available(iOS 26.0, macOS 26.0, tvOS 26.0, visionOS 26.0, *)
@available(watchOS, unavailable)
public struct AssetPack: Hashable, Identifiable, Sendable, CustomStringConvertible, Encodable {
    /// A unique ID for the asset pack.
    /// https://developer.apple.com/documentation/backgroundassets/assetpack/id
    public let id: String

    /// The size of the download file containing the asset pack, in bytes.
    /// https://developer.apple.com/documentation/backgroundassets/assetpack/downloadsize
    public let downloadSize: Int

    /// The asset pack's version number.
    /// https://developer.apple.com/documentation/backgroundassets/assetpack/version
    public let version: Int

    /// JSON-encoded custom information associated with the pack (nil for Apple-hosted packs).
    /// https://developer.apple.com/documentation/backgroundassets/assetpack/userinfo
    public let userInfo: Data?

    // Apple declares no public initializer: apps get packs from the manager only.
    init(id: String, downloadSize: Int, version: Int, userInfo: Data?) {
        self.id = id
        self.downloadSize = downloadSize
        self.version = version
        self.userInfo = userInfo
    }

    /// A textual representation of the pack.
    public var description: String { "AssetPack(\(id), v\(version))" }

    /// The status of an asset pack.
    /// https://developer.apple.com/documentation/backgroundassets/assetpack/status
    /// OptionSet per the page's conformance list; the raw value type is not published (Int is ours).
    public struct Status: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// Wraps raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The pack is available to download.
        public static let downloadAvailable = Status(rawValue: 1 << 0)
        /// The system is downloading the pack.
        public static let downloading = Status(rawValue: 1 << 1)
        /// The system finished downloading the pack.
        public static let downloaded = Status(rawValue: 1 << 2)
        /// The downloaded pack is up to date.
        public static let upToDate = Status(rawValue: 1 << 3)
        /// The downloaded pack is out of date.
        public static let outOfDate = Status(rawValue: 1 << 4)
        /// The pack is no longer available to download.
        public static let obsolete = Status(rawValue: 1 << 5)
        /// An update to the pack is available to download.
        public static let updateAvailable = Status(rawValue: 1 << 6)
    }
}

// MARK: - AssetPackManifest (only the parts the 27 lookup path needs)

/// A manifest of asset packs that are available to download.
/// https://developer.apple.com/documentation/backgroundassets/assetpackmanifest
@available(iOS 26.0, macOS 26.0, tvOS 26.0, visionOS 26.0, *)
@available(watchOS, unavailable)
public struct AssetPackManifest: Sendable, CustomStringConvertible {
    /// The asset packs that are available to download.
    /// https://developer.apple.com/documentation/backgroundassets/assetpackmanifest/assetpacks
    public let assetPacks: Set<AssetPack>

    /// The asset pack in this manifest with the given ID, if any.
    /// https://developer.apple.com/documentation/backgroundassets/assetpackmanifest/assetpack(withid:)
    @available(iOS 27.0, macOS 27.0, tvOS 27.0, visionOS 27.0, *)
    public func assetPack(withID id: String) -> AssetPack? {
        assetPacks.first { $0.id == id }
    }

    /// The language that best matches current preferences and for which a localized asset pack
    /// is available locally; nil if no localized asset packs are available.
    /// https://developer.apple.com/documentation/backgroundassets/assetpackmanifest/resolvedlanguage
    @available(iOS 27.0, macOS 27.0, tvOS 27.0, visionOS 27.0, *)
    public var resolvedLanguage: Locale.Language? {
        StandInStore.shared.resolvedLanguage.map { Locale.Language(identifier: $0) }
    }

    /// A textual representation of the manifest.
    public var description: String { "AssetPackManifest(\(assetPacks.count) packs)" }
}

// MARK: - Errors

/// An error for a managed asset pack.
/// https://developer.apple.com/documentation/backgroundassets/managedbackgroundassetserror
@available(iOS 26.0, macOS 26.0, tvOS 26.0, visionOS 26.0, *)
@available(watchOS, unavailable)
public enum ManagedBackgroundAssetsError: Error, LocalizedError, CustomStringConvertible, Sendable {
    /// The system can't find an asset pack with the given ID.
    case assetPackNotFound(withID: String)
    /// The system can't find a file at the specified path.
    case fileNotFound(at: FilePath)

    /// A textual representation of the error.
    public var description: String {
        switch self {
        case .assetPackNotFound(let id): return "no asset pack with ID '\(id)'"
        case .fileNotFound(let path): return "no file at '\(path)'"
        }
    }

    /// A localized description of the error.
    public var errorDescription: String? { description }
}

// MARK: - AssetPackManager

/// An actor that manages asset packs.
/// https://developer.apple.com/documentation/backgroundassets/assetpackmanager
@available(iOS 26.0, macOS 26.0, tvOS 26.0, visionOS 26.0, *)
@available(watchOS, unavailable)
public actor AssetPackManager {
    /// The shared manager.
    /// https://developer.apple.com/documentation/backgroundassets/assetpackmanager/shared
    public static let shared = AssetPackManager()

    private init() {}

    /// Statuses of an asset-pack download.
    /// https://developer.apple.com/documentation/backgroundassets/assetpackmanager/downloadstatusupdate
    public enum DownloadStatusUpdate: @unchecked Sendable, CustomStringConvertible {
        /// The download began or resumed after being paused.
        case began(AssetPack)
        /// The download paused.
        case paused(AssetPack)
        /// The download is in progress.
        case downloading(AssetPack, Progress)
        /// The download completed; the pack is available locally.
        case finished(AssetPack)
        /// The download failed.
        case failed(AssetPack, any Error)

        /// A textual representation of the update.
        public var description: String {
            switch self {
            case .began(let pack): return "began \(pack.id)"
            case .paused(let pack): return "paused \(pack.id)"
            case .downloading(let pack, _): return "downloading \(pack.id)"
            case .finished(let pack): return "finished \(pack.id)"
            case .failed(let pack, let error): return "failed \(pack.id): \(error)"
            }
        }
    }

    /// An error telling which packs of a batch were made available and which failed.
    /// https://developer.apple.com/documentation/backgroundassets/assetpackmanager/localavailabilityerror
    @available(iOS 27.0, macOS 27.0, tvOS 27.0, visionOS 27.0, *)
    public struct LocalAvailabilityError: Error, LocalizedError, CustomStringConvertible, @unchecked Sendable {
        /// The packs whose local availability the system ensured.
        public let successes: Set<AssetPack>
        /// The packs it could not make available, with the reason for each.
        public let failures: [AssetPack: any Error]

        /// A textual representation of the error.
        public var description: String { "\(successes.count) available, \(failures.count) failed" }
    }

    // MARK: Tracking downloads

    /// Download-status updates for all asset packs; the sequence never finishes.
    /// https://developer.apple.com/documentation/backgroundassets/assetpackmanager/statusupdates
    public let statusUpdates: some Sendable & AsyncSequence<DownloadStatusUpdate, Never> =
        AsyncStream<DownloadStatusUpdate> { $0.finish() }

    /// Download-status updates for one pack; finishes after `.finished` or `.failed`.
    /// https://developer.apple.com/documentation/backgroundassets/assetpackmanager/statusupdates(forassetpackwithid:)
    nonisolated public func statusUpdates(forAssetPackWithID assetPackID: String)
        -> some Sendable & AsyncSequence<DownloadStatusUpdate, Never> {
        StandInStore.shared.updates(of: assetPackID)
    }

    // MARK: Accessing asset packs

    /// The manifest of asset packs that are available to download.
    /// https://developer.apple.com/documentation/backgroundassets/assetpackmanager/manifest
    @available(iOS 27.0, macOS 27.0, tvOS 27.0, visionOS 27.0, *)
    public var manifest: AssetPackManifest {
        get async throws { AssetPackManifest(assetPacks: []) }
    }

    /// The asset packs that are available to download.
    /// https://developer.apple.com/documentation/backgroundassets/assetpackmanager/allassetpacks
    @available(iOS, introduced: 26.0, deprecated: 27.0, message: "Use manifest")
    @available(macOS, introduced: 26.0, deprecated: 27.0, message: "Use manifest")
    @available(tvOS, introduced: 26.0, deprecated: 27.0, message: "Use manifest")
    @available(visionOS, introduced: 26.0, deprecated: 27.0, message: "Use manifest")
    public var allAssetPacks: Set<AssetPack> {
        get async throws { [] }
    }

    /// The asset pack with the given ID; throws `assetPackNotFound(withID:)` if there is none.
    /// https://developer.apple.com/documentation/backgroundassets/assetpackmanager/assetpack(withid:)
    @available(iOS, introduced: 26.0, deprecated: 27.0, message: "Use manifest")
    @available(macOS, introduced: 26.0, deprecated: 27.0, message: "Use manifest")
    @available(tvOS, introduced: 26.0, deprecated: 27.0, message: "Use manifest")
    @available(visionOS, introduced: 26.0, deprecated: 27.0, message: "Use manifest")
    public func assetPack(withID id: String) async throws -> AssetPack {
        guard let pack = StandInStore.shared.pack(withID: id) else { throw ManagedBackgroundAssetsError.assetPackNotFound(withID: id) }
        return pack
    }

    // MARK: Accessing asset contents

    /// The contents of the file at `path` in the shared namespace of downloaded packs.
    /// https://developer.apple.com/documentation/backgroundassets/assetpackmanager/contents(at:searchinginassetpackwithid:options:)
    nonisolated public func contents(
        at path: FilePath,
        searchingInAssetPackWithID assetPackID: String? = nil,
        options: Data.ReadingOptions = .mappedIfSafe
    ) throws -> Data {
        guard let file = StandInStore.shared.file(at: path, in: assetPackID) else { throw ManagedBackgroundAssetsError.fileNotFound(at: path) }
        return try Data(contentsOf: URL(fileURLWithPath: file), options: options)
    }

    /// The contents of a localized asset file.
    /// https://developer.apple.com/documentation/backgroundassets/assetpackmanager/contents(at:aslocalizedfor:options:)
    @available(iOS 27.0, macOS 27.0, tvOS 27.0, visionOS 27.0, *)
    nonisolated public func contents(
        at path: FilePath,
        asLocalizedFor language: Locale.Language,
        options: Data.ReadingOptions = .mappedIfSafe
    ) throws -> Data {
        throw ManagedBackgroundAssetsError.fileNotFound(at: path)
    }

    /// Opens a file descriptor for the file at `path`; the caller closes it.
    /// https://developer.apple.com/documentation/backgroundassets/assetpackmanager/descriptor(for:searchinginassetpackwithid:)
    nonisolated public func descriptor(
        for path: FilePath,
        searchingInAssetPackWithID assetPackID: String? = nil
    ) throws -> FileDescriptor {
        guard StandInStore.shared.file(at: path, in: assetPackID) != nil else { throw ManagedBackgroundAssetsError.fileNotFound(at: path) }
        return FileDescriptor(rawValue: -1)
    }

    /// Opens a file descriptor for a localized asset file.
    /// https://developer.apple.com/documentation/backgroundassets/assetpackmanager/descriptor(for:aslocalizedfor:)
    @available(iOS 27.0, macOS 27.0, tvOS 27.0, visionOS 27.0, *)
    nonisolated public func descriptor(for path: FilePath, asLocalizedFor language: Locale.Language) throws -> FileDescriptor {
        throw ManagedBackgroundAssetsError.fileNotFound(at: path)
    }

    /// A URL for `path`; well formed even if nothing is there, so check that the item exists.
    /// https://developer.apple.com/documentation/backgroundassets/assetpackmanager/url(for:)
    nonisolated public func url(for path: FilePath) throws -> URL {
        if let file = StandInStore.shared.file(at: path, in: nil) { return URL(fileURLWithPath: file) }
        return URL(fileURLWithPath: "/nonexistent-asset-pack-root").appendingPathComponent(path.string)
    }

    /// A URL for `path` within localized asset packs.
    /// https://developer.apple.com/documentation/backgroundassets/assetpackmanager/url(for:aslocalizedfor:)
    @available(iOS 27.0, macOS 27.0, tvOS 27.0, visionOS 27.0, *)
    nonisolated public func url(for path: FilePath, asLocalizedFor language: Locale.Language) throws -> URL {
        URL(fileURLWithPath: "/nonexistent-asset-pack-root").appendingPathComponent(path.string)
    }

    // MARK: Managing asset packs

    /// Fetches the latest pack information, updates outdated packs and removes obsolete ones.
    /// https://developer.apple.com/documentation/backgroundassets/assetpackmanager/checkforupdates()
    @discardableResult
    public func checkForUpdates() async throws -> (updatingIDs: Set<String>, removedIDs: Set<String>) {
        ([], [])
    }

    /// Makes the pack available locally, downloading it if needed.
    /// https://developer.apple.com/documentation/backgroundassets/assetpackmanager/ensurelocalavailability(of:)
    @available(iOS, introduced: 26.0, deprecated: 26.4, renamed: "ensureLocalAvailability(of:requireLatestVersion:)")
    @available(macOS, introduced: 26.0, deprecated: 26.4, renamed: "ensureLocalAvailability(of:requireLatestVersion:)")
    @available(tvOS, introduced: 26.0, deprecated: 26.4, renamed: "ensureLocalAvailability(of:requireLatestVersion:)")
    @available(visionOS, introduced: 26.0, deprecated: 26.4, renamed: "ensureLocalAvailability(of:requireLatestVersion:)")
    public func ensureLocalAvailability(of assetPack: AssetPack) async throws {
        try StandInStore.shared.download(assetPack)
    }

    /// Makes the pack available locally, optionally waiting for its latest version.
    /// https://developer.apple.com/documentation/backgroundassets/assetpackmanager/ensurelocalavailability(of:requirelatestversion:)
    @available(iOS 26.4, macOS 26.4, tvOS 26.4, visionOS 26.4, *)
    public func ensureLocalAvailability(of assetPack: AssetPack, requireLatestVersion shouldUpdate: Bool = false) async throws {
        throw ManagedBackgroundAssetsError.assetPackNotFound(withID: assetPack.id)
    }

    /// Makes a set of packs available locally in one batch.
    /// https://developer.apple.com/documentation/backgroundassets/assetpackmanager/ensurelocalavailability(of:requirelatestversions:)
    @available(iOS 27.0, macOS 27.0, tvOS 27.0, visionOS 27.0, *)
    public func ensureLocalAvailability(of assetPacks: Set<AssetPack>, requireLatestVersions shouldUpdate: Bool = false) async throws {
        throw LocalAvailabilityError(successes: [], failures: [:])
    }

    /// Whether the pack is available locally (no network).
    /// https://developer.apple.com/documentation/backgroundassets/assetpackmanager/assetpackisavailablelocally(withid:)
    @available(iOS 26.4, macOS 26.4, tvOS 26.4, visionOS 26.4, *)
    nonisolated public func assetPackIsAvailableLocally(withID assetPackID: String) -> Bool {
        StandInStore.shared.isLocal(assetPackID)
    }

    /// The pack's status, after asking the server.
    /// https://developer.apple.com/documentation/backgroundassets/assetpackmanager/status(ofassetpackwithid:)
    @available(iOS, introduced: 26.0, deprecated: 26.4, message: "Use status(relativeTo:) or localStatus(ofAssetPackWithID:)")
    @available(macOS, introduced: 26.0, deprecated: 26.4, message: "Use status(relativeTo:) or localStatus(ofAssetPackWithID:)")
    @available(tvOS, introduced: 26.0, deprecated: 26.4, message: "Use status(relativeTo:) or localStatus(ofAssetPackWithID:)")
    @available(visionOS, introduced: 26.0, deprecated: 26.4, message: "Use status(relativeTo:) or localStatus(ofAssetPackWithID:)")
    public func status(ofAssetPackWithID assetPackID: String) async throws -> AssetPack.Status {
        guard StandInStore.shared.pack(withID: assetPackID) != nil else { throw ManagedBackgroundAssetsError.assetPackNotFound(withID: assetPackID) }
        return StandInStore.shared.isLocal(assetPackID) ? [.downloaded, .upToDate] : .downloadAvailable
    }

    /// The current status relative to a particular pack.
    /// https://developer.apple.com/documentation/backgroundassets/assetpackmanager/status(relativeto:)
    @available(iOS 26.4, macOS 26.4, tvOS 26.4, visionOS 26.4, *)
    public func status(relativeTo assetPack: AssetPack) async throws -> AssetPack.Status {
        .downloadAvailable
    }

    /// The pack's status as far as it can be told offline.
    /// https://developer.apple.com/documentation/backgroundassets/assetpackmanager/localstatus(ofassetpackwithid:)
    @available(iOS 26.4, macOS 26.4, tvOS 26.4, visionOS 26.4, *)
    public func localStatus(ofAssetPackWithID assetPackID: String) async -> AssetPack.Status {
        []
    }

    /// Removes the pack from the device.
    /// https://developer.apple.com/documentation/backgroundassets/assetpackmanager/remove(assetpackwithid:)
    public func remove(assetPackWithID assetPackID: String) async throws {
        StandInStore.shared.remove(assetPackID)
    }
}
