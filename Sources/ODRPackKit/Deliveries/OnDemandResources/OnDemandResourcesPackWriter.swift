import Crypto
import FileSystem
import LibArchive

/// Writes one asset pack to a temporary name in `packs/`, reading each source file once in
/// fixed-size chunks and hashing it (SHA-256) while it is written. The result is flushed to
/// stable storage before it is returned.
struct OnDemandResourcesPackWriter {
    let layout: OnDemandResourcesPackLayout
    let baseDirectory: String
    let options: BuildOptions
    let archive: OnDemandResourcesSettings.Archive
    let cancellation: Cancellation?
    /// The packs folder, relative to the output folder, for the index's `Archive` paths.
    let packsFolder: String

    /// Writes the pack to `path`; `progress` receives the bytes of each chunk written.
    func write(to path: String, archiveName: String, reader: ChunkedReader, progress: (Int64) -> Void) throws(BuildError) -> BuiltPack {
        let archiveDigest = StreamDigest()
        let sink: any PackSink = try makeSink(path, digest: archiveDigest)
        if self.archive != .folder {
            try sink.addDirectory("META-INF")
            try sink.addData("META-INF/com.apple.ZipMetadata.plist", layout.zipMetadata)
        }
        var built: [BuiltFile] = []
        for entry in layout.entries {
            switch entry {
            case .infoPlist(let bytes): try sink.addData("Info.plist", bytes)
            case .directory(let path): try sink.addDirectory(path)
            case .file(let file): built.append(try copy(file, into: sink, reader: reader, progress: progress))
            }
        }
        try sink.finish()
        let contentHash = ContentHash.of(
            entries: [("Info.plist", Int64(layout.infoPlist.count), StreamDigest.sha256(layout.infoPlist))]
                + built.map { ($0.path, $0.size, $0.sha256) })
        // The archive was hashed as it was written; a folder's facts are its content's.
        let archive =
            self.archive == .folder
            ? (size: layout.contentBytes, sha256: contentHash)
            : (size: archiveDigest.size, sha256: archiveDigest.finish())
        var pack = BuiltPack(
            identifier: layout.pack.identity.identifier, folder: layout.pack.identity.folderName, tags: layout.pack.tags,
            archive: PathString.child(packsFolder, archiveName), archiveSize: archive.size, archiveSHA256: archive.sha256,
            uncompressedSize: layout.uncompressedSize, contentHash: contentHash,
            files: built.sorted { $0.path.utf8Precedes($1.path) }, items: layout.pack.items)
        pack.priority = layout.pack.priority
        return pack
    }

    private func makeSink(_ path: String, digest: StreamDigest) throws(BuildError) -> any PackSink {
        let time = options.modificationTime
        switch self.archive {
        case .zip: return try ArchiveSink(path: path, format: .zip, modificationTime: time, digest: digest)
        case .tar: return try ArchiveSink(path: path, format: .tar, modificationTime: time, digest: digest)
        case .tarGzip: return try ArchiveSink(path: path, format: .tarGzip, modificationTime: time, digest: digest)
        case .tarZstd: return try ArchiveSink(path: path, format: .tarZstd, modificationTime: time, digest: digest)
        case .folder: return try FolderSink(path: path, modificationTime: time)
        }
    }

    private func copy(
        _ file: ScannedFile, into sink: any PackSink, reader: ChunkedReader,
        progress: (Int64) -> Void
    ) throws(BuildError) -> BuiltFile {
        let source = try SourceFile(path: file.compiledOutput ?? PathString.child(baseDirectory, file.source), expected: file)
        let digest = StreamDigest()
        try sink.addFile(file.packPath, size: file.size) {
            (write: (UnsafeRawBufferPointer) throws(BuildError) -> Void) throws(BuildError) in
            try source.readChunks(with: reader, cancellation: cancellation) { (chunk: UnsafeRawBufferPointer) throws(BuildError) in
                digest.add(chunk)
                try write(chunk)
                progress(Int64(chunk.count))
            }
        }
        return BuiltFile(path: file.packPath, source: file.source, size: file.size, sha256: digest.finish())
    }
}
