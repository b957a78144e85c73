/// A hash of everything an archive is made from: the tool version, the options that shape
/// archives, the pack's names and priority, and each file's paths, size and modification
/// time. A rebuild keeps a pack whose fingerprint and archive are unchanged.
enum InputFingerprint {
    static func of(_ pack: AssetPack, options: BuildOptions, archiveFormat: String, uncompiled: Bool, producer: String) -> String {
        var text = "\(options.generator)\n\(archiveFormat)\n\(options.modificationTime)\n\(uncompiled)\n\(producer)\n"
        text += "\(pack.identity.identifier)\n\(pack.identity.folderName)\n\(pack.tags.joined(separator: "\0"))\n"
        text += pack.priority.map { "\($0)" } ?? "-"
        text += "\n" + pack.items.joined(separator: "\0")
        text += "\n"
        for file in pack.files {
            text += "\(file.source)\0\(file.packPath)\0\(file.size)\0\(file.modificationTime)\n"
        }
        return ContentHash.of(text)
    }
}
