import FileSystem
import Foundation

/// What odr-pack created in App Store Connect for a build, written beside it as each
/// resource is created (`<build>.upload-receipt.json`): the app, and per pack the archive it
/// uploaded (SHA-256), its record, its version and its upload files. Written whole to a
/// temporary, flushed to storage and renamed (`FileWriter.write`), so a kill at any instant
/// leaves the previous receipt or the new one, never half of one; the next run reads it and
/// asks App Store Connect about what it names before creating anything again.
public struct UploadReceipt: Sendable, Codable, Hashable {
    /// One pack's upload.
    public struct Pack: Sendable, Codable, Hashable {
        /// The SHA-256 of the archive uploaded as this version.
        public var archiveSHA256: String
        /// The archive's size.
        public var archiveSize: Int64
        /// The `backgroundAssets` resource ID.
        public var assetID: String?
        /// The `backgroundAssetVersions` resource ID.
        public var versionID: String?
        /// The `backgroundAssetUploadFiles` IDs by `assetType`.
        public var uploadFiles: [String: String] = [:]
        /// The upload files committed (`uploaded: true` accepted), by `assetType`.
        public var committed: [String] = []
        /// The version's last state seen.
        public var state: String?
    }

    /// The receipt's format.
    public var format = 1
    /// The app's bundle ID.
    public var bundleID: String
    /// The app's resource ID.
    public var appID: String?
    /// The packs, by asset pack ID.
    public var packs: [String: Pack] = [:]

    /// An empty receipt for the app `bundleID`.
    public init(bundleID: String) {
        self.bundleID = bundleID
    }

    /// The receipt's path for a build folder: beside it, named after it.
    public static func defaultPath(forBuild build: String) -> String {
        var folder = build
        while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        return folder + ".upload-receipt.json"
    }

    /// The receipt at `path`, or an empty one when there is none.
    public static func load(_ path: String, bundleID: String) throws(UploadError) -> UploadReceipt {
        guard (try? FileStatus.of(path)) != nil else { return UploadReceipt(bundleID: bundleID) }
        do {
            let bytes = try FileAccess.readFile(path, limit: 64 << 20)
            let receipt = try JSONDecoder().decode(UploadReceipt.self, from: Data(bytes))
            guard receipt.bundleID == bundleID else {
                throw UploadError.receipt(
                    "the upload receipt '\(path)' is for the app '\(receipt.bundleID)', not '\(bundleID)'; give another --receipt")
            }
            return receipt
        } catch let error as UploadError {
            throw error
        } catch {
            throw .receipt(
                "cannot read the upload receipt '\(path)': \(error); move it away to start again (App Store Connect is asked first)")
        }
    }

    /// Writes the receipt to `path` atomically, keys sorted.
    public func write(to path: String) throws(UploadError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            let data = try encoder.encode(self) + Data("\n".utf8)
            try FileWriter.write(Array(data), to: path)
        } catch {
            throw .receipt("cannot write the upload receipt '\(path)': \(error)")
        }
    }
}
