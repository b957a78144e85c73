/// The resources of the App Store Connect API (OpenAPI specification 4.4.1) that uploading
/// asset packs reads, reduced to the attributes odr-pack uses; names and enums as the
/// specification spells them.

/// `StateDetail`: one error, warning or note App Store Connect attaches to a version.
public struct StateDetail: Sendable, Codable, Hashable {
    /// Its code.
    public var code: String?
    /// Its text.
    public var description: String?

    /// The detail as one line: `code: description`.
    public var text: String {
        [code, description].compactMap { $0 }.joined(separator: ": ")
    }
}

/// `BackgroundAsset`: an asset pack's record (its ID is permanent).
public struct BackgroundAssetRecord: Sendable, Hashable {
    /// The resource ID.
    public var id: String
    /// `assetPackIdentifier`.
    public var assetPackIdentifier: String
    /// `archived`.
    public var archived: Bool
    /// `usedBytes` (API 4.3): the quota the pack's largest version in use takes; nil when not given.
    public var usedBytes: Int64?
}

/// `BackgroundAssetVersionState`.
public enum VersionState: String, Sendable, Codable, Hashable {
    case awaitingUpload = "AWAITING_UPLOAD"
    case processing = "PROCESSING"
    case failed = "FAILED"
    case complete = "COMPLETE"
}

/// `BackgroundAssetVersion`: one upload of a pack.
public struct VersionRecord: Sendable, Hashable {
    /// The resource ID.
    public var id: String
    /// `version`, as App Store Connect numbers it.
    public var version: String?
    /// `state`; nil when App Store Connect sends one this specification does not list.
    public var state: VersionState?
    /// The state as sent.
    public var stateText: String?
    /// `stateDetails.errors`.
    public var errors: [StateDetail] = []
    /// `stateDetails.warnings`.
    public var warnings: [StateDetail] = []
    /// The state of its App Store release (`BackgroundAssetVersionAppStoreReleaseState`), when included.
    public var appStoreReleaseState: String?
    /// The state of its internal beta release, when included.
    public var internalBetaReleaseState: String?
    /// `createdDate`.
    public var createdDate: String?
}

/// `BackgroundAssetUploadFile.assetType`.
public enum UploadFileType: String, Sendable, Codable, Hashable, CaseIterable {
    case manifest = "MANIFEST"
    case asset = "ASSET"
}

/// `DeliveryFileUploadOperation`: one part to send as App Store Connect says.
public struct UploadOperation: Sendable, Codable, Hashable {
    /// `HttpHeader`.
    public struct Header: Sendable, Codable, Hashable {
        public var name: String?
        public var value: String?
    }

    public var method: String?
    public var url: String?
    public var length: Int64?
    public var offset: Int64?
    public var requestHeaders: [Header]?
    /// `expiration` (date-time): after it, the part's URL is no longer valid.
    public var expiration: String?
    public var partNumber: Int64?
}

/// `BackgroundAssetUploadFile`: a reserved upload of one file of a version.
public struct UploadFileRecord: Sendable, Hashable {
    /// The resource ID.
    public var id: String
    /// `assetType`.
    public var assetType: UploadFileType?
    /// `fileName`.
    public var fileName: String?
    /// `fileSize`.
    public var fileSize: Int64?
    /// `assetDeliveryState.state` (`AWAITING_UPLOAD`, `UPLOAD_COMPLETE`, `COMPLETE`, `FAILED`).
    public var deliveryState: String?
    /// `assetDeliveryState.errors`.
    public var deliveryErrors: [StateDetail] = []
    /// `uploadOperations`.
    public var uploadOperations: [UploadOperation] = []

    /// Whether its bytes were committed already.
    public var isCommitted: Bool {
        deliveryState == "UPLOAD_COMPLETE" || deliveryState == "COMPLETE"
    }
}
