import FileSystem

/// Play Asset Delivery: writes each pack in the build's `PlayLayout` -- a folder or a zip under
/// a temporary name in `packs/` -- with the files the layout generates (`build.gradle`, the
/// proto manifest) and each asset read once in chunks, hashed as it is written and checked
/// against the scan. A pack's content hash is its delivery type and its assets, whatever the
/// layout: what Play would deliver again when it changes.
struct PlayPackProducer: PackProducer {
    let plan: PackPlan
    let layout: PlayLayout
    /// The application ID the packs (and the map) name, if any.
    let applicationID: String?
    /// Whether the build writes the C# for Unity.
    let unityCode: Bool
    /// Every entry's modification time.
    let modificationTime: Int64

    func archiveName(_ pack: AssetPack) -> String { layout.archiveName(pack.identity.identifier) }

    /// The delivery type (from the tags' categories, which the files do not show), the layout
    /// and the application ID: each is in the pack's generated files.
    func fingerprint(of pack: AssetPack) -> String {
        "play-asset-delivery\n\(type(of: pack).rawValue)\n\(layout.rawValue)\n\(applicationID ?? "-")"
    }

    var writesFolders: Bool { layout.writesFolders }
    var archiveFormat: String { layout.archiveFormat }

    func annotate(_ index: inout BuildIndex) {
        index.playLayout = layout
        index.applicationID = applicationID
        index.unityCode = unityCode
    }

    private func type(of pack: AssetPack) -> PlayDeliveryType {
        PlayDeliveryType(plan.arrangement.policies[pack.identity.identifier] ?? .onDemand)
    }

    func produce(_ pack: AssetPack, context: ProducerContext) throws(BuildError) -> (pack: BuiltPack, written: String?) {
        let temporary = context.temporaries.make()
        let path = PathString.child(context.folder.packs.path, temporary)
        do throws(BuildError) {
            return (try write(pack, to: path, context: context), temporary)
        } catch {
            // Name the pack the user knows, not its temporary name.
            throw error.renamingPath(path, to: PathString.child(context.folder.packs.path, archiveName(pack)))
        }
    }

    private func write(_ pack: AssetPack, to path: String, context: ProducerContext) throws(BuildError) -> BuiltPack {
        let id = pack.identity.identifier
        let type = type(of: pack)
        let archiveDigest = StreamDigest()
        let sink: any PackSink =
            layout.writesFolders
            ? try FolderSink(path: path, modificationTime: modificationTime)
            : try ArchiveSink(path: path, format: .zip, modificationTime: modificationTime, digest: archiveDigest)
        var folders: Set<String> = []
        var entries: [(path: String, size: Int64, sha256: String)] = []
        for generated in layout.generatedEntries(pack: id, type: type, applicationID: applicationID) {
            try addFolders(above: generated.path, to: sink, made: &folders)
            try sink.addData(generated.path, generated.bytes)
            entries.append((generated.path, Int64(generated.bytes.count), StreamDigest.sha256(generated.bytes)))
        }
        var files: [BuiltFile] = []
        for file in pack.files {
            let entry = layout.assetsFolder + file.packPath
            try addFolders(above: entry, to: sink, made: &folders)
            let source = try SourceFile(path: file.compiledOutput ?? PathString.child(plan.baseDirectory, file.source), expected: file)
            let digest = StreamDigest()
            try sink.addFile(entry, size: file.size) { (write: (UnsafeRawBufferPointer) throws(BuildError) -> Void) throws(BuildError) in
                try source.readChunks(with: context.reader, cancellation: context.cancellation) {
                    (chunk: UnsafeRawBufferPointer) throws(BuildError) in
                    digest.add(chunk)
                    try write(chunk)
                    context.progress(Int64(chunk.count))
                }
            }
            files.append(BuiltFile(path: file.packPath, source: file.source, size: file.size, sha256: digest.finish()))
        }
        try sink.finish()
        let assets = files.map { (path: $0.path, size: $0.size, sha256: $0.sha256) }
        let contentHash = ContentHash.of(entries: [("deliveryType", 0, StreamDigest.sha256(Array(type.rawValue.utf8)))] + assets)
        // A zip was hashed as it was written; a folder's facts are its entries'.
        let folderHash = ContentHash.of(entries: entries + assets.map { (layout.assetsFolder + $0.path, $0.size, $0.sha256) })
        var built = BuiltPack(
            identifier: id, folder: id, tags: pack.tags, archive: PathString.child(context.folder.packsFolder, archiveName(pack)),
            archiveSize: layout.writesFolders ? entries.sizeSum(\.size) + pack.bytes : archiveDigest.size,
            archiveSHA256: layout.writesFolders ? folderHash : archiveDigest.finish(),
            uncompressedSize: pack.bytes, contentHash: contentHash, files: files)
        built.deliveryType = type
        return built
    }

    /// Creates the folders above `entry` not made yet, parents first; a zip gets none
    /// (bundletool skips folder entries).
    private func addFolders(above entry: String, to sink: any PackSink, made: inout Set<String>) throws(BuildError) {
        guard layout.writesFolders else { return }
        var folder = ""
        // Split by bytes: a '/' followed by a combining mark is one Character, and two names.
        for component in HostFileName.components(Substring(entry)).dropLast() {
            folder = folder.isEmpty ? String(component) : folder + "/" + component
            if made.insert(folder).inserted { try sink.addDirectory(folder) }
        }
    }

    func derivedFiles(_ index: BuildIndex) -> DerivedFiles {
        PlayFiles.derivedFiles(index)
    }
}
