/// One pack: its record, its version, its files reserved, sent and committed.
extension Uploader {
    func upload(
        _ pack: UploadBuild.Pack, entry: UploadOutcome.Pack, appID: String, records: [BackgroundAssetRecord], receipt: ReceiptBox
    ) async throws -> UploadOutcome.Pack {
        var entry = entry
        func record(_ change: @Sendable (inout UploadReceipt.Pack) -> Void) async throws {
            try await receipt.update(pack: pack.identifier, archiveSHA256: pack.archiveSHA256, size: pack.archiveSize, change)
        }
        let assetID = try await asset(for: pack.identifier, appID: appID, records: records)
        try await record { $0.assetID = assetID }
        let version: VersionRecord
        if entry.action == .resume, let versionID = entry.versionID, let found = try await api.version(id: versionID) {
            version = found
        } else {
            version = try await newVersion(assetID: assetID, pack: pack)
            try await record { $0.versionID = version.id }
        }
        entry.versionID = version.id
        entry.version = version.version
        entry.state = version.stateText
        progress("\(pack.identifier): version \(version.version ?? version.id) \(entry.action == .resume ? "resumed" : "created")")
        for file in files(of: pack) {
            let done = await receipt.value.packs[pack.identifier]?.committed.contains(file.type.rawValue) ?? false
            if done { continue }
            let reserved = try await reservation(of: file, version: version.id, pack: pack, receipt: receipt)
            try await record { $0.uploadFiles[file.type.rawValue] = reserved.id }
            if !reserved.isCommitted {
                try await send(file, operations: reserved.uploadOperations, pack: pack.identifier)
                let committed = try await api.commitUpload(id: reserved.id)
                if committed.deliveryState == "FAILED" {
                    throw UploadError.partFailed(
                        "\(file.type.rawValue) refused: " + committed.deliveryErrors.map(\.text).joined(separator: "; "))
                }
            }
            try await record { if !$0.committed.contains(file.type.rawValue) { $0.committed.append(file.type.rawValue) } }
            progress("\(pack.identifier): \(file.type.rawValue) \(file.name) committed")
        }
        return entry
    }

    /// The files of a pack's version: the manifest first (`assetType: MANIFEST`), so App Store
    /// Connect can refuse a bad pack before its archive is sent, then the archive (`ASSET`).
    /// What a `MANIFEST` file must hold the specification does not say: odr-pack sends the
    /// manifest `ba-package` packed (unconfirmed; docs/upload.md).
    func files(of pack: UploadBuild.Pack) -> [UploadFile] {
        let manifest = pack.manifest.map {
            UploadFile(type: .manifest, path: $0.path, name: pack.identifier + ".json", size: $0.size)
        }
        return [manifest].compactMap { $0 } + [
            UploadFile(type: .asset, path: pack.archivePath, name: pack.archiveName, size: pack.archiveSize)
        ]
    }

    /// The record's ID: the app's record for `identifier`, or a new one; after a 409 (made
    /// meanwhile), the one App Store Connect now lists.
    func asset(for identifier: String, appID: String, records: [BackgroundAssetRecord]) async throws -> String {
        if let found = records.first(where: { $0.assetPackIdentifier == identifier && !$0.archived }) { return found.id }
        do {
            let created = try await api.createBackgroundAsset(appID: appID, identifier: identifier)
            progress("\(identifier): asset pack record created")
            return created.id
        } catch UploadError.api(let failure) where failure.status == 409 {
            let again = try await api.backgroundAssets(appID: appID)
            guard let found = again.first(where: { $0.assetPackIdentifier == identifier && !$0.archived }) else {
                throw UploadError.api(failure)
            }
            return found.id
        }
    }

    /// A version to upload into: one awaiting upload whose files, if any, are this archive's
    /// (left by a run killed before its receipt held it), else a new one.
    func newVersion(assetID: String, pack: UploadBuild.Pack) async throws -> VersionRecord {
        let waiting = try await api.versions(assetID: assetID).filter { $0.state == .awaitingUpload }
        for version in waiting.reversed() {
            let files = try await api.uploadFiles(versionID: version.id)
            if files.allSatisfy({ $0.fileSize == nil || Self.matches($0, of: pack) }) {
                progress("\(pack.identifier): version \(version.version ?? version.id) awaiting upload found, used again")
                return version
            }
        }
        return try await api.createVersion(assetID: assetID)
    }

    /// The upload of `file`: the receipt's, or one of the version's that is this file, or a new reservation.
    func reservation(of file: UploadFile, version: String, pack: UploadBuild.Pack, receipt: ReceiptBox) async throws -> UploadFileRecord {
        if let id = await receipt.value.packs[pack.identifier]?.uploadFiles[file.type.rawValue],
            let found = try await api.uploadFile(id: id),
            found.deliveryState != "FAILED"
        {
            return found
        }
        let existing = try await api.uploadFiles(versionID: version).filter {
            $0.assetType == file.type && $0.fileName == file.name && $0.fileSize == file.size && $0.deliveryState != "FAILED"
        }
        if let found = existing.first { return found }
        return try await api.reserveUpload(versionID: version, type: file.type, fileName: file.name, fileSize: file.size)
    }

    static func matches(_ file: UploadFileRecord, of pack: UploadBuild.Pack) -> Bool {
        file.assetType == .manifest || (file.fileName == pack.archiveName && file.fileSize == pack.archiveSize)
    }
}

/// One file of a version: the archive (`ASSET`) or its manifest (`MANIFEST`).
struct UploadFile: Sendable {
    var type: UploadFileType
    var path: String
    var name: String
    var size: Int64
}
