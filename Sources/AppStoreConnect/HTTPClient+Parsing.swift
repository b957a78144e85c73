import Foundation

/// Reading the JSON:API resources of App Store Connect's answers into the records odr-pack uses.
extension HTTPClient {
    static func asset(_ resource: [String: Any]) -> BackgroundAssetRecord? {
        guard let id = resource["id"] as? String else { return nil }
        let attributes = resource["attributes"] as? [String: Any] ?? [:]
        return BackgroundAssetRecord(
            id: id, assetPackIdentifier: attributes["assetPackIdentifier"] as? String ?? "",
            archived: attributes["archived"] as? Bool ?? false, usedBytes: (attributes["usedBytes"] as? NSNumber)?.int64Value)
    }

    static func version(_ resource: [String: Any], included: [[String: Any]]) -> VersionRecord? {
        guard let id = resource["id"] as? String else { return nil }
        let attributes = resource["attributes"] as? [String: Any] ?? [:]
        let details = attributes["stateDetails"] as? [String: Any] ?? [:]
        let state = attributes["state"] as? String
        var record = VersionRecord(
            id: id, version: attributes["version"] as? String, state: state.flatMap(VersionState.init(rawValue:)), stateText: state,
            errors: stateDetails(details["errors"]), warnings: stateDetails(details["warnings"]),
            createdDate: attributes["createdDate"] as? String)
        let relationships = resource["relationships"] as? [String: Any] ?? [:]
        func releaseState(_ name: String) -> String? {
            guard let data = (relationships[name] as? [String: Any])?["data"] as? [String: Any], let releaseID = data["id"] as? String
            else { return nil }
            let release = included.first { $0["id"] as? String == releaseID && $0["type"] as? String == data["type"] as? String }
            return (release?["attributes"] as? [String: Any])?["state"] as? String
        }
        record.appStoreReleaseState = releaseState("appStoreRelease")
        record.internalBetaReleaseState = releaseState("internalBetaRelease")
        return record
    }

    static func uploadFile(_ resource: [String: Any]) -> UploadFileRecord? {
        guard let id = resource["id"] as? String else { return nil }
        let attributes = resource["attributes"] as? [String: Any] ?? [:]
        let delivery = attributes["assetDeliveryState"] as? [String: Any] ?? [:]
        let operations = (attributes["uploadOperations"] as? [[String: Any]] ?? []).map { operation in
            UploadOperation(
                method: operation["method"] as? String, url: operation["url"] as? String,
                length: (operation["length"] as? NSNumber)?.int64Value, offset: (operation["offset"] as? NSNumber)?.int64Value,
                requestHeaders: (operation["requestHeaders"] as? [[String: Any]] ?? []).map {
                    UploadOperation.Header(name: $0["name"] as? String, value: $0["value"] as? String)
                },
                expiration: operation["expiration"] as? String, partNumber: (operation["partNumber"] as? NSNumber)?.int64Value)
        }
        return UploadFileRecord(
            id: id, assetType: (attributes["assetType"] as? String).flatMap(UploadFileType.init(rawValue:)),
            fileName: attributes["fileName"] as? String, fileSize: (attributes["fileSize"] as? NSNumber)?.int64Value,
            deliveryState: delivery["state"] as? String,
            deliveryErrors: stateDetails(delivery["errors"]), uploadOperations: operations)
    }

    static func stateDetails(_ value: Any?) -> [StateDetail] {
        (value as? [[String: Any]] ?? []).map { StateDetail(code: $0["code"] as? String, description: $0["description"] as? String) }
    }
}
