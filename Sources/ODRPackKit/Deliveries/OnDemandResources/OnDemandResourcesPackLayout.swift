import FileSystem
import PropertyList

/// The entries of one pack in the order they are written: `Info.plist`, then folders and
/// files sorted by path (each folder just before its contents). Archives add `META-INF/`
/// and `META-INF/com.apple.ZipMetadata.plist` in front, as Xcode's hosted-pack export does.
struct OnDemandResourcesPackLayout {
    /// One entry after the metadata.
    enum Entry {
        case infoPlist([UInt8])
        case directory(String)
        case file(ScannedFile)

        var path: String {
            switch self {
            case .infoPlist: "Info.plist"
            case .directory(let path): path
            case .file(let file): file.packPath
            }
        }
    }

    let pack: AssetPack
    let infoPlist: [UInt8]
    let entries: [Entry]

    init(_ pack: AssetPack) {
        self.pack = pack
        infoPlist = BinaryPropertyList.encode(
            AppleFiles.infoPlist(identifier: pack.identity.identifier, tags: pack.tags, priority: pack.priority))
        var directories = Set<String>()
        for file in pack.files {
            var components = file.packPath.split(separator: "/").dropLast()
            while !components.isEmpty {
                directories.insert(components.joined(separator: "/"))
                components.removeLast()
            }
        }
        let body: [Entry] = directories.map { .directory($0) } + pack.files.map { .file($0) }
        // A folder sorts as "name/" so that it comes right before its own contents.
        let sorted = body.sorted { sortKey($0).utf8Precedes(sortKey($1)) }
        entries = [.infoPlist(infoPlist)] + sorted
    }

    /// The bytes of the pack's files: `Info.plist` and every file.
    var contentBytes: Int64 { Int64(infoPlist.count) + pack.bytes }

    /// The pack's `uncompressedSize` as Xcode computes it: the `st_size` of everything under
    /// the pack folder, folders included (swift-build `ODRAssetPackManifestTaskAction.swift:
    /// 104-117`). A folder's size is the one APFS reports on the Mac that builds it, 64 bytes
    /// plus 32 per entry, since the size this file system reports would mean nothing there.
    var uncompressedSize: Int64 {
        var entriesPerFolder: [String: Int64] = [:]
        for entry in entries {
            let parent = entry.path.split(separator: "/").dropLast().joined(separator: "/")
            entriesPerFolder[parent, default: 0] += 1
        }
        let folders = entries.reduce(Int64(0)) { total, entry in
            guard case .directory(let path) = entry else { return total }
            return total + Self.apfsFolderBase + Self.apfsBytesPerEntry * (entriesPerFolder[path] ?? 0)
        }
        return contentBytes + folders
    }

    /// An empty folder's size on APFS, and what each entry adds.
    static let apfsFolderBase: Int64 = 64
    static let apfsBytesPerEntry: Int64 = 32

    /// `META-INF/com.apple.ZipMetadata.plist` for this pack.
    var zipMetadata: [UInt8] {
        BinaryPropertyList.encode(AppleFiles.zipMetadata(recordCount: entries.count, totalUncompressedBytes: contentBytes))
    }
}

private func sortKey(_ entry: OnDemandResourcesPackLayout.Entry) -> String {
    if case .directory(let path) = entry { return path + "/" }
    return entry.path
}

extension OnDemandResourcesPackLayout {
    /// The entries verify expects in the archive (or folder) of `pack`: `Info.plist` (checked
    /// by content), `META-INF/` with its zip metadata in an archive, and every file with the
    /// folders above it.
    static func expectedEntries(of pack: BuiltPack, inArchive: Bool) -> [String: ExpectedEntry] {
        var expected = PackVerifier.entries(of: pack.files)
        let info = AppleFiles.infoPlist(identifier: pack.identifier, tags: pack.tags, priority: pack.priority)
        expected["Info.plist"] = .content { name, bytes in PlistCheck.problems(name, bytes: bytes, expected: info) }
        guard inArchive else { return expected }
        let folders = expected.values.filter(\.isDirectory).count
        let content = pack.files.reduce(Int64(BinaryPropertyList.encode(info).count)) { $0 + $1.size }
        let metadata = AppleFiles.zipMetadata(recordCount: pack.files.count + folders + 1, totalUncompressedBytes: content)
        expected["META-INF"] = .directory
        expected["META-INF/com.apple.ZipMetadata.plist"] = .content { name, bytes in
            PlistCheck.problems(name, bytes: bytes, expected: metadata)
        }
        return expected
    }
}

/// The names of On-Demand Resources archives in the packs folder: a pack folder name
/// (`…-<32 hex digits>.assetpack`), as a folder or a zip, or with `.tar`, `.tar.gz` or `.tar.zst`.
enum OnDemandResourcesPackFolderName {
    /// Whether `name` has the form of an On-Demand Resources archive or pack folder.
    static func isArchive(_ name: String) -> Bool {
        var stem = Substring(name)
        for suffix in [".tar.gz", ".tar.zst", ".tar"] where stem.hasSuffix(suffix) {
            stem = stem.dropLast(suffix.count)
            break
        }
        guard stem.hasSuffix(".assetpack") else { return false }
        let hash = stem.dropLast(".assetpack".count).suffix(33)
        return hash.count == 33 && hash.first == "-"
            && hash.dropFirst().utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}
