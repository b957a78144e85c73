import Foundation

/// The requests uploading asset packs makes, one method each: the engine (`Uploader`) sees
/// only this, so it can be run against a stand-in; `HTTPClient` sends them to App Store
/// Connect. Every method throws `UploadError`.
public protocol AppStoreConnectAPI: Sendable {
    /// `GET /v1/apps?filter[bundleId]=`: the app's resource ID, nil when no app has it.
    func appID(bundleID: String) async throws -> String?
    /// `GET /v1/apps/{id}/backgroundAssets`: every asset pack record of the app.
    func backgroundAssets(appID: String) async throws -> [BackgroundAssetRecord]
    /// `POST /v1/backgroundAssets`; a 409 throws `UploadError.api` with status 409.
    func createBackgroundAsset(appID: String, identifier: String) async throws -> BackgroundAssetRecord
    /// `GET /v1/backgroundAssets/{id}/versions`, with their releases' states.
    func versions(assetID: String) async throws -> [VersionRecord]
    /// `POST /v1/backgroundAssetVersions`.
    func createVersion(assetID: String) async throws -> VersionRecord
    /// `GET /v1/backgroundAssetVersions/{id}`; nil on 404.
    func version(id: String) async throws -> VersionRecord?
    /// `GET /v1/backgroundAssetVersions/{id}/backgroundAssetUploadFiles`.
    func uploadFiles(versionID: String) async throws -> [UploadFileRecord]
    /// `POST /v1/backgroundAssetUploadFiles`: reserves an upload and returns its operations.
    func reserveUpload(versionID: String, type: UploadFileType, fileName: String, fileSize: Int64) async throws -> UploadFileRecord
    /// `GET /v1/backgroundAssetUploadFiles/{id}`; nil on 404.
    func uploadFile(id: String) async throws -> UploadFileRecord?
    /// `PATCH /v1/backgroundAssetUploadFiles/{id}` with `uploaded: true`.
    func commitUpload(id: String) async throws -> UploadFileRecord
    /// Sends one part as its operation says (method, URL, headers), retried on 5xx, 429 and
    /// network errors within the operation's `expiration`.
    func sendPart(_ operation: UploadOperation, bytes: Data) async throws
}
