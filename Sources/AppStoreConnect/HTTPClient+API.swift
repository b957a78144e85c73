import Foundation

/// The requests of `AppStoreConnectAPI` with the bodies of the OpenAPI specification's
/// `BackgroundAssetCreateRequest`, `BackgroundAssetVersionCreateRequest`,
/// `BackgroundAssetUploadFileCreateRequest` and `BackgroundAssetUploadFileUpdateRequest`.
extension HTTPClient: AppStoreConnectAPI {
    public func appID(bundleID: String) async throws -> String? {
        let page = try await object("GET", "/v1/apps", query: [("filter[bundleId]", bundleID), ("fields[apps]", "bundleId")])
        let apps = page["data"] as? [[String: Any]] ?? []
        // The filter matches prefixes too on some resources: keep the exact bundle ID.
        let exact = apps.first { (($0["attributes"] as? [String: Any])?["bundleId"] as? String) == bundleID }
        return (exact ?? (apps.count == 1 ? apps.first : nil))?["id"] as? String
    }

    public func backgroundAssets(appID: String) async throws -> [BackgroundAssetRecord] {
        let found = try await list("/v1/apps/\(appID)/backgroundAssets", query: [("limit", "200")])
        return found.data.compactMap(Self.asset)
    }

    public func createBackgroundAsset(appID: String, identifier: String) async throws -> BackgroundAssetRecord {
        let body = Self.document(
            type: "backgroundAssets", attributes: ["assetPackIdentifier": identifier], relationships: ["app": ("apps", appID)])
        let created = try await object("POST", "/v1/backgroundAssets", body: body)
        guard let asset = (created["data"] as? [String: Any]).flatMap(Self.asset) else { throw Self.malformed("POST /v1/backgroundAssets") }
        return asset
    }

    public func versions(assetID: String) async throws -> [VersionRecord] {
        let found = try await list(
            "/v1/backgroundAssets/\(assetID)/versions",
            query: [("limit", "200"), ("include", "appStoreRelease,internalBetaRelease")])
        return found.data.compactMap { Self.version($0, included: found.included) }
    }

    public func createVersion(assetID: String) async throws -> VersionRecord {
        let body = Self.document(type: "backgroundAssetVersions", relationships: ["backgroundAsset": ("backgroundAssets", assetID)])
        let created = try await object("POST", "/v1/backgroundAssetVersions", body: body)
        guard let version = (created["data"] as? [String: Any]).flatMap({ Self.version($0, included: []) }) else {
            throw Self.malformed("POST /v1/backgroundAssetVersions")
        }
        return version
    }

    public func version(id: String) async throws -> VersionRecord? {
        do {
            let page = try await object(
                "GET", "/v1/backgroundAssetVersions/\(id)", query: [("include", "appStoreRelease,internalBetaRelease")])
            return (page["data"] as? [String: Any]).flatMap { Self.version($0, included: page["included"] as? [[String: Any]] ?? []) }
        } catch UploadError.api(let failure) where failure.status == 404 {
            return nil
        }
    }

    public func uploadFiles(versionID: String) async throws -> [UploadFileRecord] {
        let found = try await list("/v1/backgroundAssetVersions/\(versionID)/backgroundAssetUploadFiles", query: [("limit", "200")])
        return found.data.compactMap(Self.uploadFile)
    }

    public func reserveUpload(versionID: String, type: UploadFileType, fileName: String, fileSize: Int64) async throws -> UploadFileRecord {
        let body = Self.document(
            type: "backgroundAssetUploadFiles", attributes: ["assetType": type.rawValue, "fileName": fileName, "fileSize": fileSize],
            relationships: ["backgroundAssetVersion": ("backgroundAssetVersions", versionID)])
        let created = try await object("POST", "/v1/backgroundAssetUploadFiles", body: body)
        guard let file = (created["data"] as? [String: Any]).flatMap(Self.uploadFile) else {
            throw Self.malformed("POST /v1/backgroundAssetUploadFiles")
        }
        return file
    }

    public func uploadFile(id: String) async throws -> UploadFileRecord? {
        do {
            let page = try await object("GET", "/v1/backgroundAssetUploadFiles/\(id)")
            return (page["data"] as? [String: Any]).flatMap(Self.uploadFile)
        } catch UploadError.api(let failure) where failure.status == 404 {
            return nil
        }
    }

    public func commitUpload(id: String) async throws -> UploadFileRecord {
        // `sourceFileChecksums` is optional in the specification and one public project got a
        // 409 for sending one: odr-pack checks the bytes it sends itself and sends none.
        let body = Self.document(type: "backgroundAssetUploadFiles", id: id, attributes: ["uploaded": true])
        let updated = try await object("PATCH", "/v1/backgroundAssetUploadFiles/\(id)", body: body)
        guard let file = (updated["data"] as? [String: Any]).flatMap(Self.uploadFile) else {
            throw Self.malformed("PATCH /v1/backgroundAssetUploadFiles/\(id)")
        }
        return file
    }

    public func sendPart(_ operation: UploadOperation, bytes: Data) async throws {
        guard let text = operation.url, let url = URL(string: text) else { throw UploadError.partFailed("an upload operation has no URL") }
        let expiry = operation.expiration.flatMap { ISO8601DateFormatter().date(from: $0) }
        let label = "part at offset \(operation.offset ?? 0) (\(bytes.count) bytes)"
        var attempt = 0
        while true {
            attempt += 1
            let headers = (operation.requestHeaders ?? []).compactMap { header in
                header.name.flatMap { name in header.value.map { (name, $0) } }
            }
            var status = 0
            var retryAfter: String?
            var said = ""
            do {
                let answer = try await HTTPTransport.perform(operation.method ?? "PUT", url, headers: headers, body: bytes)
                status = answer.status
                retryAfter = answer.retryAfter
                if (200...299).contains(status) { return }
                said = "answered \(status)"
            } catch let error as UploadError {
                throw error
            } catch {
                said = error.localizedDescription
            }
            let wait = retry.delay(afterAttempt: attempt, retryAfter: retryAfter)
            let expired = expiry.map { Date().addingTimeInterval(wait) >= $0 } ?? false
            guard status == 0 || RetryPolicy.isTransient(status), attempt < retry.attempts, !expired else {
                let why = expired ? "; its operation expires at \(operation.expiration ?? "")" : ""
                throw UploadError.partFailed("the \(label) was refused after \(attempt) tries: \(said)\(why)")
            }
            await RetryPolicy.sleep(wait)
        }
    }

    /// A JSON:API request document: `data` with `type`, `id`, `attributes` and `relationships` (each `{data: {type, id}}`).
    static func document(
        type: String, id: String? = nil, attributes: [String: Any] = [:], relationships: [String: (type: String, id: String)] = [:]
    ) -> [String: Any] {
        var data: [String: Any] = ["type": type]
        if let id { data["id"] = id }
        if !attributes.isEmpty { data["attributes"] = attributes }
        if !relationships.isEmpty {
            var linked: [String: Any] = [:]
            for (name, target) in relationships { linked[name] = ["data": ["type": target.type, "id": target.id]] }
            data["relationships"] = linked
        }
        return ["data": data]
    }

    static func malformed(_ request: String) -> UploadError {
        .api(APIFailure(request: request, status: 200, messages: ["the answer has no resource odr-pack can read"]))
    }
}
