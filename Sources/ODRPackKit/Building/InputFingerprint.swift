/// A hash of everything an archive is made from: the tool version, the options that shape
/// archives, the pack's names and priority, and each file's paths, size and SHA-256 --
/// content, never times, so a clone, a restored cache or a moved project fingerprints as the
/// build that wrote the archive did. A rebuild keeps a pack whose fingerprint is unchanged
/// and whose archive is proven to be the one written for it.
enum InputFingerprint {
    /// The fingerprint of `pack`, whose files have the SHA-256s `digests` (in `pack.files` order).
    static func of(
        _ pack: AssetPack, digests: [String], options: BuildOptions, archiveFormat: String, uncompiled: Bool, producer: String
    ) -> String {
        var text = "\(options.generator)\n\(archiveFormat)\n\(options.modificationTime)\n\(uncompiled)\n\(producer)\n"
        text += "\(pack.identity.identifier)\n\(pack.identity.folderName)\n\(pack.tags.joined(separator: "\0"))\n"
        text += pack.priority.map { "\($0)" } ?? "-"
        text += "\n" + pack.items.joined(separator: "\0")
        text += "\n"
        for (file, digest) in zip(pack.files, digests) {
            text += "\(file.source)\0\(file.packPath)\0\(file.size)\0\(digest)\n"
        }
        return ContentHash.of(text)
    }
}
