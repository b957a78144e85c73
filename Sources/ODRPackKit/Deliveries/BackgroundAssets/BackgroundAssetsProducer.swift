import FileSystem

/// Background Assets: each pack's manifest is written beside where its archive goes, and
/// Apple's `ba-package` makes the archive, run where each file's selector is its bundle path:
/// the base folder when every file's bundle path is its path there, else a stage laid out at
/// the bundle paths (`BackgroundAssetsPackStage`); with an output path that does not exist (it refuses to
/// overwrite), in the form its version takes (`Packager`). What
/// it wrote must be a non-empty regular file; its bytes are opaque, so a pack's content hash
/// is taken from its inputs (the manifest and each file's SHA-256), never from the archive.
/// Without a packager (`--no-archives`) only the files are hashed: the index, the manifests
/// and the map are written, and no archive.
struct BackgroundAssetsProducer: PackProducer {
    let plan: PackPlan
    /// The platforms each manifest names, unless its pack names its own (`AssetPack.platforms`).
    let platforms: [String]
    /// The packager; nil writes no archives.
    let packager: Packager?
    /// The longest one packager run may take, in seconds.
    let timeout: Double
    /// Whether the build writes the C# for Unity and its native plug-in.
    var unityCode = false

    func archiveName(_ pack: AssetPack) -> String {
        packager == nil ? "" : BackgroundAssetsFiles.archiveName(pack.identity.identifier)
    }

    /// The policy (from the categories of the pack's tags, which its files do not show), the
    /// platforms and the packager: each is in the manifest or makes the archive.
    func fingerprint(of pack: AssetPack) -> String {
        let policy = plan.arrangement.policies[pack.identity.identifier] ?? .onDemand
        return
            "background-assets\n\(policy.rawValue)\n\((pack.platforms ?? platforms).joined(separator: ","))\n\(packager?.path ?? "-")\n\(packager?.version ?? "-")\n"
            + (packager?.arguments.joined(separator: " ") ?? "-") + (pack.language.map { "\nlanguage \($0)" } ?? "")
    }
    var writesFolders: Bool { false }
    /// `aar`, or `none` without a packager.
    var archiveFormat: String { packager == nil ? BuildIndex.noArchives : "aar" }
    /// The platforms, the packager and its version, and the development language of localized packs.
    func annotate(_ index: inout BuildIndex) {
        index.platforms = platforms
        index.developmentLanguage = plan.developmentLanguage
        index.packager = packager?.path
        index.packagerVersion = packager?.version
        index.unityCode = unityCode
    }

    func produce(_ pack: AssetPack, context: ProducerContext) throws(BuildError) -> (pack: BuiltPack, written: String?) {
        let id = pack.identity.identifier
        let policy = plan.arrangement.policies[id] ?? .onDemand
        let manifest = BackgroundAssetsFiles.manifest(
            id: id, policy: policy, files: pack.files.map(\.packPath), platforms: pack.platforms ?? platforms,
            language: pack.language)
        var archive: (name: String, size: Int64, sha256: String)?
        if let packager {
            archive = try runPackager(packager, pack: pack, manifest: manifest, context: context)
        }
        // After the packager: a file changed while it read is found here (`SourceFile`
        // compares each file with the scan before and after reading it).
        var files: [BuiltFile] = []
        for file in pack.files {
            let source = try SourceFile(path: file.compiledOutput ?? PathString.child(plan.baseDirectory, file.source), expected: file)
            let digest = StreamDigest()
            try source.readChunks(with: context.reader, cancellation: context.cancellation) {
                (chunk: UnsafeRawBufferPointer) throws(BuildError) in
                digest.add(chunk)
                context.progress(Int64(chunk.count))
            }
            files.append(BuiltFile(path: file.packPath, source: file.source, size: file.size, sha256: digest.finish()))
        }
        let contentHash = ContentHash.of(
            entries: [("manifest.json", Int64(manifest.count), StreamDigest.sha256(manifest))]
                + files.map { ($0.path, $0.size, $0.sha256) })
        var built = BuiltPack(
            identifier: id, folder: id, tags: pack.tags,
            archive: archive == nil ? "" : PathString.child(context.folder.packsFolder, archiveName(pack)),
            archiveSize: archive?.size ?? 0, archiveSHA256: archive?.sha256 ?? "", uncompressedSize: pack.bytes,
            contentHash: contentHash, files: files)
        built.policy = policy
        built.platforms = pack.platforms
        built.language = pack.language
        return (built, archive?.name)
    }

    /// Writes the manifest under a temporary name, runs the packager into another, checks
    /// and hashes what it wrote; the archive's temporary name, size and SHA-256.
    private func runPackager(
        _ packager: Packager, pack: AssetPack, manifest: [UInt8],
        context: ProducerContext
    ) throws(BuildError) -> (name: String, size: Int64, sha256: String) {
        let id = pack.identity.identifier
        let packs = context.folder.packs
        // Files whose bundle path is their path below the base folder are selected there;
        // others are copied to their bundle paths in a stage.
        let stage =
            pack.files.allSatisfy { $0.packPath == $0.source && $0.compiledOutput == nil }
            ? nil : try BackgroundAssetsPackStage.make(pack.files, baseDirectory: plan.baseDirectory, context: context)
        defer { stage?.remove(context: context) }
        // `ba-package` reads a manifest whose name ends in .json; the output is named as Apple's example names it.
        let manifestName = context.temporaries.make(suffix: ".json")
        let output = context.temporaries.make(suffix: ".aar")
        defer {
            try? packs.removeFile(manifestName)
            context.temporaries.forget(manifestName)
        }
        do throws(FileSystemError) { try FileWriter.replace(manifestName, in: packs, with: manifest) } catch { throw .output(error) }
        // The packager runs in the base folder: it gets absolute paths (an output folder named relative).
        let absolute = (try? FileAccess.canonicalPath(packs.path)) ?? packs.path
        let run: ToolRun.Output
        do {
            run = try packager.pack(
                manifest: PathString.child(absolute, manifestName), output: PathString.child(absolute, output),
                in: stage?.path ?? plan.baseDirectory, timeout: timeout, cancellation: context.cancellation)
        } catch {
            throw .packagerNotRun(pack: id, tool: packager.path, reason: "\(error)")
        }
        if let signal = run.interruption { throw .interrupted(signal: signal) }
        guard let status = run.status, status == 0 else {
            throw .packagerFailed(pack: id, tool: packager.path, status: run.status, output: run.text)
        }
        guard let found = try? packs.status(of: output) else {
            throw .packagerWroteNoArchive(pack: id, tool: packager.path, found: "wrote no archive at the path it was given")
        }
        guard found.kind == .regular else {
            throw .packagerWroteNoArchive(pack: id, tool: packager.path, found: "left a \(found.kind) where the archive should be")
        }
        guard found.size > 0 else { throw .packagerWroteNoArchive(pack: id, tool: packager.path, found: "wrote an empty archive") }
        let digest = StreamDigest()
        do throws(FileSystemError) {
            let reader = context.reader
            reader.begin(try packs.openFile(output))
            while let chunk = try reader.next() { digest.add(chunk) }
        } catch {
            throw .output(error)
        }
        return (output, digest.size, digest.finish())
    }

    func derivedFiles(_ index: BuildIndex) -> DerivedFiles {
        BackgroundAssetsFiles.derivedFiles(index)
    }
}
