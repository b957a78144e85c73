import FileSystem
import PropertyList

/// On-Demand Resources: `OnDemandResourcesPackWriter` writes each pack as Xcode lays it out; the Apple
/// plists (`OnDemandResources.plist`, the asset-pack manifest) are derived from the index.
struct OnDemandResourcesProducer: PackProducer {
    let plan: PackPlan
    let options: BuildOptions
    /// The form of the packs.
    let archive: OnDemandResourcesSettings.Archive
    /// The URL prefix of hosted packs, if any.
    let urlPrefix: String?
    /// Whether the packs are embedded in the app.
    let embedded: Bool
    /// Whether to write the asset-pack manifest (not when the app brings its own).
    let writesManifest: Bool

    func archiveName(_ pack: AssetPack) -> String { archive.fileName(for: pack.identity.folderName) }
    func fingerprint(of pack: AssetPack) -> String { "" }
    var writesFolders: Bool { archive == .folder }
    var archiveFormat: String { archive.rawValue }

    /// The URL prefix, whether the packs are embedded, and the asset-pack manifest's name.
    func annotate(_ index: inout BuildIndex) {
        index.urlPrefix = urlPrefix
        index.embedded = embedded
        index.assetPackManifest = writesManifest ? BuildIndex.assetPackManifestName(urlPrefix: urlPrefix, embedded: embedded) : nil
    }

    func produce(_ pack: AssetPack, context: ProducerContext) throws(BuildError) -> (pack: BuiltPack, written: String?) {
        let temporary = context.temporaries.make()
        let writer = OnDemandResourcesPackWriter(
            layout: OnDemandResourcesPackLayout(pack), baseDirectory: plan.baseDirectory, options: options, archive: archive,
            cancellation: context.cancellation, packsFolder: context.folder.packsFolder)
        let temporaryPath = PathString.child(context.folder.packs.path, temporary)
        do throws(BuildError) {
            var built = try writer.write(
                to: temporaryPath, archiveName: archiveName(pack), reader: context.reader, progress: context.progress)
            // Xcode's asset-pack manifest field, after what the baseline and the last build gave the pack.
            built.primaryContentHash = ContentHash.primaryContentHash(
                built.contentHash, previous: context.previous.map { (contentHash: $0.contentHash, modtime: $0.primaryContentHash) })
            return (built, temporary)
        } catch {
            // Name the archive the user knows, not its temporary name.
            throw error.renamingPath(temporaryPath, to: PathString.child(context.folder.packs.path, archiveName(pack)))
        }
    }

    func derivedFiles(_ index: BuildIndex) -> DerivedFiles {
        Self.derivedFiles(index)
    }

    /// `OnDemandResources.plist` and, unless the app brings its own, the asset-pack manifest.
    static func derivedFiles(_ index: BuildIndex) -> DerivedFiles {
        var files = DerivedFiles()
        files.top.append(.binaryPropertyList(AppleFiles.onDemandResourcesName, AppleFiles.onDemandResources(index)))
        if let name = index.assetPackManifest {
            files.top.append(.binaryPropertyList(name, AppleFiles.assetPackManifest(index)))
        }
        return files
    }
}
