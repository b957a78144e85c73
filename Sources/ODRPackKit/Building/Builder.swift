import Dispatch
import PropertyList
import Synchronization

/// Runs `odr-pack build` after a clean lint:
///
/// 1. **prepare** -- create `DIR/packs`, remove leftovers of killed builds, read the build cache;
/// 2. **plan** -- a pack whose input fingerprint (files, sizes, times, options) matches the previous
///    build and whose archive is still there is kept; the others are written;
/// 3. **write** -- packs are written in parallel (`jobs`), each to a temporary name;
/// 4. **commit** -- archives are renamed into place, then the Apple plists, then the index, last;
///    archives the new index no longer lists are removed.
///
/// A failure or interruption removes every temporary file, so no partial file ever has a
/// final name and the previous build stays valid until the new index replaces it.
public struct Builder: Sendable {
    let plan: PackPlan
    let manifest: Manifest
    let profile: LimitProfile
    let options: BuildOptions
    let generator: String
    let cache: BuildCache?

    /// Creates a builder for a lint result that has no errors; `cache` is what the last build
    /// in the output folder left (`BuildCache.load(from:)`), read once by the caller.
    public init(lint: LintResult, manifest: Manifest, plan: PackPlan, options: BuildOptions, generator: String,
                cache: BuildCache?) {
        self.plan = plan
        self.manifest = manifest
        self.profile = lint.profile
        self.options = options
        self.generator = generator
        self.cache = cache
    }

    /// Builds into `options.outputDirectory`, reporting progress as packs are written.
    public func build(progress: @escaping @Sendable (BuildProgress) -> Void = { _ in }) throws(BuildError) -> BuildReport {
        let directory = options.outputDirectory
        let packsDirectory = directory + "/packs"
        try FileTree.makeDirectory(packsDirectory)
        FileTree.removeStaleTemporaries(in: directory)
        FileTree.removeStaleTemporaries(in: packsDirectory)
        // The cache names the previous build's archives: needed to remove stale ones even
        // with --rebuild, which only stops them being reused.
        let previous = cache?.index
        let previousPacks = options.rebuild ? [:]
            : Dictionary((previous?.assetPacks ?? []).map { ($0.identifier, $0) }) { first, _ in first }

        var kept: [BuiltPack] = []
        var pending: [(pack: AssetPack, fingerprint: String)] = []
        for pack in plan.packs {
            let fingerprint = InputFingerprint.of(pack, options: options, generator: generator)
            if let old = previousPacks[pack.identity.identifier], reusable(old, fingerprint: fingerprint) {
                kept.append(old)
            } else {
                pending.append((pack, fingerprint))
            }
        }
        let temporaries = TemporaryFiles()
        let written = try writeAll(pending, into: packsDirectory, alreadyDone: kept.count, temporaries: temporaries, progress: progress)
        let index = makeIndex(packs: (kept + written.map(\.pack)).sorted { $0.identifier < $1.identifier })
        if !upToDate(written: written, index: index, previous: previous) {
            try TemporaryFiles.committing { () throws(BuildError) in
                try commit(written, index: index, previous: previous, temporaries: temporaries)
            }
        }
        return BuildReport(index: index, written: written.map(\.pack.identifier), kept: kept.map(\.identifier),
                           bytesPacked: pending.reduce(0) { $0 + $1.pack.bytes })
    }

    /// Whether nothing needs writing: every pack was kept, the index would not change, and
    /// the plists and index of the last build are all still there.
    private func upToDate(written: [WrittenPack], index: BuildIndex, previous: BuildIndex?) -> Bool {
        guard written.isEmpty, let previous, previous == index else { return false }
        let names = ["OnDemandResources.plist", index.assetPackManifestName, options.indexFormat.fileName]
        return names.allSatisfy { (try? FileStatus.of(options.outputDirectory + "/" + $0))?.kind == .regular }
    }

    private func reusable(_ old: BuiltPack, fingerprint: String) -> Bool {
        guard !old.inputFingerprint.isEmpty, old.inputFingerprint == fingerprint,
              let status = try? FileStatus.of(options.outputDirectory + "/" + old.archive) else { return false }
        return options.archive == .folder ? status.kind == .directory : status.size == old.archiveSize
    }
}
