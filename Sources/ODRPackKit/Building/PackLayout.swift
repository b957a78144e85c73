import PropertyList
import FileSystem

/// The entries of one pack in the order they are written: `Info.plist`, then folders and
/// files sorted by path (each folder just before its contents). Archives add `META-INF/`
/// and `META-INF/com.apple.ZipMetadata.plist` in front, as Xcode's hosted-pack export does.
struct PackLayout {
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
        infoPlist = BinaryPropertyList.encode(AppleFiles.infoPlist(identifier: pack.identity.identifier, tags: pack.tags, priority: pack.priority))
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

    /// The bytes under the pack folder: `Info.plist` and every file.
    var uncompressedSize: Int64 { Int64(infoPlist.count) + pack.bytes }

    /// `META-INF/com.apple.ZipMetadata.plist` for this pack.
    var zipMetadata: [UInt8] {
        BinaryPropertyList.encode(AppleFiles.zipMetadata(recordCount: entries.count, totalUncompressedBytes: uncompressedSize))
    }
}

private func sortKey(_ entry: PackLayout.Entry) -> String {
    if case .directory(let path) = entry { return path + "/" }
    return entry.path
}
