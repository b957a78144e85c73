// The state behind the BackgroundAssets stand-in, so that Checks.swift can run the
// generated files' downloads, availability checks and file reads on Linux. Nothing here
// is public: the stand-in's public surface stays Apple's declarations alone. The state
// comes from the environment, read on first use:
//
//   ODR_STANDIN_ASSET_PACKS  a folder with one subfolder per pack the "server" offers,
//                            named by the pack ID and holding its files at their
//                            bundle paths (unset: no pack exists);
//   ODR_STANDIN_LOCAL_PACKS  the IDs of the packs already on the "device", comma-separated.
//
// A pack becomes local when ensureLocalAvailability(of:) runs for it, which posts
// began, downloading (half done) and finished to its status-update subscribers.

import Foundation
import System

@available(iOS 26.0, macOS 26.0, tvOS 26.0, visionOS 26.0, *)
@available(watchOS, unavailable)
final class StandInStore: @unchecked Sendable {
    static let shared = StandInStore()

    private let lock = NSLock()
    private let root: String?
    private var local: Set<String>
    /// The language the system resolved for localized packs (`ODR_STANDIN_RESOLVED_LANGUAGE`).
    let resolvedLanguage: String?
    private var subscribers: [String: [AsyncStream<AssetPackManager.DownloadStatusUpdate>.Continuation]] = [:]

    private init() {
        let environment = ProcessInfo.processInfo.environment
        root = environment["ODR_STANDIN_ASSET_PACKS"]
        local = Set((environment["ODR_STANDIN_LOCAL_PACKS"] ?? "").split(separator: ",").map(String.init))
        resolvedLanguage = environment["ODR_STANDIN_RESOLVED_LANGUAGE"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The pack the server offers with this ID: its download size is the bytes of its files.
    func pack(withID id: String) -> AssetPack? {
        guard let folder = folder(of: id) else { return nil }
        var size = 0
        if let walker = FileManager.default.enumerator(atPath: folder) {
            while let item = walker.nextObject() as? String {
                let attributes = try? FileManager.default.attributesOfItem(atPath: folder + "/" + item)
                if attributes?[.type] as? FileAttributeType == .typeRegular {
                    size += (attributes?[.size] as? Int) ?? 0
                }
            }
        }
        return AssetPack(id: id, downloadSize: size, version: 1, userInfo: nil)
    }

    func isLocal(_ id: String) -> Bool {
        lock.withLock { local.contains(id) }
    }

    /// "Downloads" the pack: posts its updates and makes it local.
    func download(_ pack: AssetPack) throws {
        guard folder(of: pack.id) != nil else { throw ManagedBackgroundAssetsError.assetPackNotFound(withID: pack.id) }
        let listeners = lock.withLock { () -> [AsyncStream<AssetPackManager.DownloadStatusUpdate>.Continuation] in
            local.insert(pack.id)
            defer { subscribers[pack.id] = nil }
            return subscribers[pack.id] ?? []
        }
        let half = Progress(totalUnitCount: 2)
        half.completedUnitCount = 1
        for listener in listeners {
            listener.yield(.began(pack))
            listener.yield(.downloading(pack, half))
            listener.yield(.finished(pack))
            listener.finish()
        }
    }

    func remove(_ id: String) {
        _ = lock.withLock { local.remove(id) }
    }

    func updates(of id: String) -> AsyncStream<AssetPackManager.DownloadStatusUpdate> {
        AsyncStream { continuation in
            lock.withLock { subscribers[id, default: []].append(continuation) }
        }
    }

    /// The file at `path` in a local pack (`id`, or any local pack), if it is there.
    func file(at path: FilePath, in id: String?) -> String? {
        let ids = lock.withLock { id.map { local.contains($0) ? [$0] : [] } ?? local.sorted() }
        for id in ids {
            guard let folder = folder(of: id) else { continue }
            let file = folder + "/" + path.string
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), !isFolder.boolValue { return file }
        }
        return nil
    }

    private func folder(of id: String) -> String? {
        guard let root, !id.isEmpty, !id.contains("/"), !id.hasPrefix(".") else { return nil }
        var isFolder: ObjCBool = false
        let folder = root + "/" + id
        return FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue ? folder : nil
    }
}
