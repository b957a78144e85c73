import FileSystem

@testable import ODRPackKit

extension DeliveryName {
    /// A delivery of the tests only: it proves that a delivery plugs in by a folder of its own
    /// and one registration line (`DeliveryRegistry.register`), with no edit anywhere else.
    static let folderCopy = DeliveryName(rawValue: "folder-copy")
}

/// The tests' third delivery: partitions merged to at most `--max-packs` packs named by
/// letters and digits, each pack copied as a folder `packs/<name>/` holding its files at their
/// bundle paths, and a `Packs.txt` listing the packs and their tags, derived from the index.
struct FolderCopyDelivery: Delivery {
    var id: DeliveryName { .folderCopy }
    var displayName: String { "Folder Copy" }

    var profiles: [LimitProfile] {
        [
            LimitProfile(
                name: LimitProfile.Name(rawValue: "folder-copy"),
                values: [
                    .pack: .limited(1_000_000), .initialAndPrefetch: .unlimited, .total: .limited(50_000_000),
                    .packCount: .limited(4), .inUse: .unlimited, .tagRecommended: .unlimited, .appBundle: .unlimited,
                ], delivery: .folderCopy, platforms: ["iOS"])
        ]
    }

    struct Names: PackNamingRule {
        func isValid(_ id: String) -> Bool {
            !id.isEmpty && id.utf8.allSatisfy { $0 < 0x80 && Character(Unicode.Scalar($0)).isLetter || ($0 >= 0x30 && $0 <= 0x39) }
        }
        var rule: String { "letters and digits" }
        var store: String { "the folder-copy store" }
        func readable(_ tags: [String]) -> String { "Pack" + String(tags.count) }
        func fallback(_ tags: [String], hash: String) -> String { "Pack" + hash.prefix(8).filter(\.isNumber) + "x" }
        func repaired(_ id: String) -> String? { nil }
    }

    func arrange(_ partitions: PackPlan, context: DeliveryContext) -> (plan: PackPlan, diagnostics: [Diagnostic]) {
        let arranged = AssetPackPlanner.arrange(
            partitions, manifest: context.manifest, naming: Names(), history: nil,
            settings: context.mergeSettings)
        return (arranged.plan, arranged.diagnostics)
    }

    func check(_ plan: PackPlan, context: DeliveryContext) -> CheckResult {
        CheckResult(diagnostics: LimitChecker(manifest: context.manifest, profile: context.profile).check(plan))
    }

    var packNaming: (any PackNamingRule)? { nil }

    var sharedOptions: Set<SharedOptions> { [.merging] }

    func prepare(_ build: BuildPreparation) -> Result<PreparedBuild, DeliveryFailure> {
        let settings = build.settings[FolderCopySettings.self]
        return .success(
            PreparedBuild(options: build.options, packsFolder: "packs") { plan in FolderCopyProducer(plan: plan, settings: settings) })
    }

    var topLevelNames: [String] { ["Packs.txt"] }

    func role(ofPacksFile name: String) -> PacksFileRole? {
        Names().isValid(name) ? PacksFileRole(isArchive: true, pack: name) : nil
    }

    func verify(_ pack: BuiltPack, index: BuildIndex, directory: String, progress: @escaping (Int64) -> Void) -> PackCheck {
        PackVerifier(pack: pack, directory: directory, isFolder: true, expected: PackVerifier.entries(of: pack.files)).verify(
            progress: progress)
    }

    func derivedFiles(_ index: BuildIndex) -> DerivedFiles {
        FolderCopyProducer.derivedFiles(index)
    }

    func indexProblems(_ index: BuildIndex, directory: String, indexPath: String) -> [Diagnostic] {
        index.archiveFormat == "folder"
            ? [] : [.indexFieldNotAllowed(indexPath, key: "ArchiveFormat", value: index.archiveFormat, delivery: displayName)]
    }

    func isChanged(_ old: BuiltPack, _ new: BuiltPack) -> Bool { old.contentHash != new.contentHash }

    var words: DeliveryWords {
        DeliveryWords(
            packTitle: "folder", labelsPacksByIdentifier: true, packColumns: [.policy, .files, .size, .tagSets],
            packDetail: .policy, pageLabel: displayName, policyName: { "copy-\($0.rawValue)" },
            verified: { packs, entries in "\(packs) folders and \(entries) entries are as copied" })
    }

    func diffSummary(_ totals: IndexDiff.Totals) -> String {
        "\(totals.changedPacks) folders copied again, \(totals.addedPacks) new, \(totals.removedPacks) gone"
    }
}

/// The delivery's own two options: the name the index records as the copier
/// (`--copied-by`) and the modification time of every copied file (`--file-time`).
struct FolderCopySettings: DeliverySettings, Equatable {
    static let delivery = DeliveryName.folderCopy
    var copiedBy: String?
    var fileTime: Int64?

    init() {}

    init(copiedBy: String?, fileTime: Int64?) {
        self.copiedBy = copiedBy
        self.fileTime = fileTime
    }

    var given: [String] { (copiedBy == nil ? [] : ["--copied-by"]) + (fileTime == nil ? [] : ["--file-time"]) }
}

/// Copies each pack's files into a folder under a temporary name.
struct FolderCopyProducer: PackProducer {
    let plan: PackPlan
    let settings: FolderCopySettings

    func archiveName(_ pack: AssetPack) -> String { pack.identity.identifier }
    func fingerprint(of pack: AssetPack) -> String { "folder-copy" }
    var writesFolders: Bool { true }
    var archiveFormat: String { "folder" }
    func annotate(_ index: inout BuildIndex) { index.deliveryKeys["CopiedBy"] = .string(settings.copiedBy ?? "FolderCopyProducer") }

    func produce(_ pack: AssetPack, context: ProducerContext) throws(BuildError) -> (pack: BuiltPack, written: String?) {
        let temporary = context.temporaries.make()
        let sink = try FolderSink(path: PathString.child(context.folder.packs.path, temporary), modificationTime: settings.fileTime ?? 0)
        var files: [BuiltFile] = []
        var folders: Set<String> = []
        for file in pack.files {
            let above = PackVerifier.entries(of: [BuiltFile(path: file.packPath, source: "", size: 0, sha256: "")]).filter(
                \.value.isDirectory
            ).keys
            for folder in above.sorted() where folders.insert(folder).inserted {
                try sink.addDirectory(folder)
            }
            let source = try SourceFile(path: PathString.child(plan.baseDirectory, file.source), expected: file)
            let digest = StreamDigest()
            try sink.addFile(file.packPath, size: file.size) {
                (write: (UnsafeRawBufferPointer) throws(BuildError) -> Void) throws(BuildError) in
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
        let hash = ContentHash.of(entries: files.map { ($0.path, $0.size, $0.sha256) })
        let built = BuiltPack(
            identifier: pack.identity.identifier, folder: pack.identity.identifier, tags: pack.tags,
            archive: PathString.child(context.folder.packsFolder, pack.identity.identifier), archiveSize: pack.bytes,
            archiveSHA256: hash, uncompressedSize: pack.bytes, contentHash: hash, files: files)
        return (built, temporary)
    }

    func derivedFiles(_ index: BuildIndex) -> DerivedFiles { Self.derivedFiles(index) }

    static func derivedFiles(_ index: BuildIndex) -> DerivedFiles {
        let lines = index.assetPacks.map { "\($0.identifier): \($0.tags.joined(separator: ", "))\n" }.joined()
        return DerivedFiles(top: [DerivedFile(name: "Packs.txt", bytes: Array(lines.utf8))])
    }
}
