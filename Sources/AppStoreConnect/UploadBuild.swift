import Crypto
import FileSystem
import Foundation
import ODRPackKit

/// A Background Assets build as `upload` reads it: the index's packs, each archive checked
/// against the index (size and SHA-256) before any request, and refused when the index says
/// odr-pack's stand-in packager made it (its `--version` says "not Apple's").
public struct UploadBuild: Sendable {
    /// One pack to upload.
    public struct Pack: Sendable, Hashable {
        /// The asset pack ID.
        public var identifier: String
        /// The archive's path.
        public var archivePath: String
        /// Its name, as `fileName`.
        public var archiveName: String
        /// Its size.
        public var archiveSize: Int64
        /// Its SHA-256, as the index records it.
        public var archiveSHA256: String
        /// The pack's manifest beside the archive (`packs/<ID>.json`, what `ba-package` packed), and its size.
        public var manifest: (path: String, size: Int64)?

        public static func == (lhs: Pack, rhs: Pack) -> Bool {
            lhs.identifier == rhs.identifier && lhs.archivePath == rhs.archivePath && lhs.archiveSHA256 == rhs.archiveSHA256
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(identifier)
            hasher.combine(archiveSHA256)
        }
    }

    /// The build folder.
    public var folder: String
    /// The app's bundle ID, as the build records it.
    public var bundleIdentifier: String
    /// The packs, by ID.
    public var packs: [Pack]
    /// The index, for `--since`.
    public var index: BuildIndex

    /// The delivery whose builds `upload` takes.
    static let delivery = "background-assets"

    /// Reads the build at `folder` and checks every archive, or says why it cannot be uploaded.
    public static func load(_ folder: String) throws(UploadError) -> UploadBuild {
        let index: BuildIndex
        do { index = try IndexStore.load(folder) } catch { throw .buildRefused("\(error)") }
        guard index.delivery.rawValue == delivery else {
            throw .buildRefused(
                "'\(folder)' is a \(index.delivery.rawValue) build; upload takes Background Assets builds (--delivery background-assets)")
        }
        guard index.hasArchives else {
            throw .buildRefused("'\(folder)' has no archives (built with --no-archives); build again with Apple's ba-package")
        }
        // The same words BackgroundAssetsDelivery's summary reads: odr-pack's stand-in says it is not Apple's.
        let packager = index.deliveryKeys["PackagerVersion"]?.string ?? ""
        if packager.lowercased().contains("not apple") {
            throw .buildRefused(
                "the archives of '\(folder)' were made by a stand-in packager ('\(packager)'), not Apple's ba-package, and App Store Connect cannot take them; build with Apple's ba-package (ODR_PACK_BA_PACKAGE)"
            )
        }
        let root = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let base = (try? FileStatus.of(root))?.kind == .directory ? root : (root as NSString).deletingLastPathComponent
        let packs = index.assetPacks.sorted { $0.identifier < $1.identifier }.map { pack in
            let archive = base + "/" + pack.archive
            let manifestPath = (archive as NSString).deletingPathExtension + ".json"
            let manifest = (try? FileStatus.of(linkAt: manifestPath)).flatMap {
                $0.kind == .regular && $0.size > 0 ? (path: manifestPath, size: $0.size) : nil
            }
            return Pack(
                identifier: pack.identifier, archivePath: archive, archiveName: (pack.archive as NSString).lastPathComponent,
                archiveSize: pack.archiveSize, archiveSHA256: pack.archiveSHA256, manifest: manifest)
        }
        return UploadBuild(folder: base, bundleIdentifier: index.bundleIdentifier, packs: packs, index: index)
    }

    /// The bundle ID a build's index records, for `--status` (which uploads nothing, so takes any build).
    public static func bundleIdentifier(of folder: String) throws(UploadError) -> String {
        do { return try IndexStore.load(folder).bundleIdentifier } catch { throw .buildRefused("\(error)") }
    }

    /// Checks that `pack`'s archive is the one the index names: its size and SHA-256.
    public static func check(_ pack: Pack) throws(UploadError) {
        do {
            let file = try FileAccess.openRegularFile(pack.archivePath)
            let size = try file.status().size
            var hash = SHA256()
            var offset: Int64 = 0
            while offset < size {
                let chunk = try file.read(atOffset: offset, count: Int(min(1 << 20, size - offset)))
                if chunk.isEmpty { break }
                hash.update(data: chunk)
                offset += Int64(chunk.count)
            }
            let digest = hash.finalize().map { String(format: "%02x", $0) }.joined()
            guard size == pack.archiveSize, digest == pack.archiveSHA256 else {
                throw UploadError.buildRefused(
                    "the archive '\(pack.archivePath)' is not the one the index records (size or SHA-256 differ); build again, or run odr-pack verify"
                )
            }
        } catch let error as UploadError {
            throw error
        } catch {
            throw .buildRefused("cannot read the archive of '\(pack.identifier)': \(error)")
        }
    }

    /// The IDs `diff` lists to upload from the release `since` (an index or build folder) to this build.
    public func changed(since: String) throws(UploadError) -> Set<String> {
        let old: BuildIndex
        do { old = try IndexStore.load(since) } catch { throw .buildRefused("--since: \(error)") }
        let diff = IndexDiff(old: old, new: index)
        guard let upload = diff.upload else { return Set(packs.map(\.identifier)) }
        return Set(upload.newIDs + upload.newVersions)
    }
}
