/// `upload --status`: every asset pack record of the app, with its versions, their states
/// and their releases' states, as App Store Connect lists them.
public struct AssetPackStatus: Sendable, Codable {
    /// One version.
    public struct Version: Sendable, Codable {
        public var id: String
        public var version: String?
        public var state: String?
        public var appStoreRelease: String?
        public var internalBetaRelease: String?
        public var errors: [String]
    }

    /// One record.
    public struct Pack: Sendable, Codable {
        public var identifier: String
        public var archived: Bool
        public var usedBytes: Int64?
        public var versions: [Version]
    }

    /// The app's bundle ID.
    public var bundleID: String
    /// The records, by ID.
    public var packs: [Pack]

    /// Reads the status of the app `bundleID`.
    public static func read(bundleID: String, api: any AppStoreConnectAPI) async throws -> AssetPackStatus {
        guard let appID = try await api.appID(bundleID: bundleID) else { throw UploadError.appNotFound(bundleID) }
        var packs: [Pack] = []
        for record in try await api.backgroundAssets(appID: appID).sorted(by: { $0.assetPackIdentifier < $1.assetPackIdentifier }) {
            let versions = try await api.versions(assetID: record.id).map {
                Version(
                    id: $0.id, version: $0.version, state: $0.stateText, appStoreRelease: $0.appStoreReleaseState,
                    internalBetaRelease: $0.internalBetaReleaseState, errors: $0.errors.map(\.text))
            }
            packs.append(
                Pack(
                    identifier: record.assetPackIdentifier, archived: record.archived, usedBytes: record.usedBytes,
                    versions: versions.sorted { (Int($0.version ?? "") ?? 0, $0.id) < (Int($1.version ?? "") ?? 0, $1.id) }))
        }
        return AssetPackStatus(bundleID: bundleID, packs: packs)
    }
}
