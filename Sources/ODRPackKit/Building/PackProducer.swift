import PropertyList
import FileSystem

/// How one delivery writes a planned pack into the packs folder, and which files it derives
/// from the index after the commit. `Builder` runs the rest of the protocol (reuse,
/// temporaries, pending names, the index as the commit point) the same for every delivery.
protocol PackProducer: Sendable {
    /// The name of a pack's archive (or folder) in the packs folder; empty when the
    /// delivery writes no archive.
    func archiveName(_ pack: AssetPack) -> String
    /// What `pack`'s inputs are besides its files and names, for its fingerprint.
    func fingerprint(of pack: AssetPack) -> String
    /// Whether archives are folders (named pending by content hash, stamped by entries).
    var writesFolders: Bool { get }
    /// The index's `ArchiveFormat`.
    var archiveFormat: String { get }
    /// Adds to the index what this delivery records beyond the shared keys.
    func annotate(_ index: inout BuildIndex)
    /// Writes `pack` under a temporary name in the packs folder; the pack as the index
    /// records it, and the temporary name written (nil when nothing was).
    func produce(_ pack: AssetPack, context: ProducerContext) throws(BuildError) -> (pack: BuiltPack, written: String?)
    /// The files derived from `index`, written after the commit point.
    func derivedFiles(_ index: BuildIndex) -> DerivedFiles
}

/// What a producer gets from the builder for one pack.
struct ProducerContext {
    let folder: OutputFolder
    let temporaries: BuildTemporaries
    let reader: ChunkedReader
    let cancellation: Cancellation?
    let progress: (Int64) -> Void
}

/// Files a delivery derives from the index: at the top of the output folder and in the
/// packs folder, by name.
struct DerivedFiles {
    var top: [(name: String, bytes: [UInt8])] = []
    var packs: [(name: String, bytes: [UInt8])] = []

    /// Every top-level name any delivery derives: a build removes those of other deliveries.
    static let allTopLevelNames = [AppleFiles.onDemandResourcesName, AppleFiles.manifestName, AppleFiles.manifestTemplateName]
        + AssetPackFiles.topLevelNames
}

/// On-Demand Resources: `PackWriter` writes each pack as Xcode lays it out; the Apple
/// plists (`OnDemandResources.plist`, the asset-pack manifest) are derived from the index.
struct OnDemandResourcesProducer: PackProducer {
    let plan: PackPlan
    let options: BuildOptions

    func archiveName(_ pack: AssetPack) -> String { options.archive.fileName(for: pack.identity.folderName) }
    func fingerprint(of pack: AssetPack) -> String { "" }
    var writesFolders: Bool { options.archive == .folder }
    var archiveFormat: String { options.archive.rawValue }
    func annotate(_ index: inout BuildIndex) {}

    func produce(_ pack: AssetPack, context: ProducerContext) throws(BuildError) -> (pack: BuiltPack, written: String?) {
        let temporary = context.temporaries.make()
        let writer = PackWriter(layout: PackLayout(pack), baseDirectory: plan.baseDirectory, options: options,
                                cancellation: context.cancellation, packsFolder: context.folder.packsFolder)
        let temporaryPath = PathString.child(context.folder.packs.path, temporary)
        do throws(BuildError) {
            let built = try writer.write(to: temporaryPath, archiveName: archiveName(pack), reader: context.reader, progress: context.progress)
            return (built, temporary)
        } catch {
            // Name the archive the user knows, not its temporary name.
            throw error.renamingPath(temporaryPath, to: PathString.child(context.folder.packs.path, archiveName(pack)))
        }
    }

    func derivedFiles(_ index: BuildIndex) -> DerivedFiles {
        var files = DerivedFiles()
        files.top.append((AppleFiles.onDemandResourcesName, BinaryPropertyList.encode(AppleFiles.onDemandResources(index))))
        if let name = index.assetPackManifest {
            files.top.append((name, BinaryPropertyList.encode(AppleFiles.assetPackManifest(index))))
        }
        return files
    }
}
