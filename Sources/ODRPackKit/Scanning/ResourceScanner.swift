import FileSystem
import SystemPackage
import XcodeProject

/// Finds every file a manifest's resource entries reach, by `lstat` alone (plus the first
/// eight bytes of tagged files, to recognise executables, or 200 of one small enough to be a
/// Git LFS pointer). It never reads whole assets.
///
/// Rules: paths are relative to the base folder and may not leave it, by `..`, by an
/// absolute path, or through a symbolic link; a folder entry reaches every regular file
/// below it except version-control and Finder litter (`excludedNames`); a file reached by
/// two entries is a `duplicate-resource`, and so is a folder one entry reaches twice
/// through links (it is walked once, so links cannot multiply the work).
///
/// The entries are walked in parallel (`EntryWalker`, one per chunk of entries); the
/// results are then merged in manifest order, which is where duplicates are found, so the
/// outcome is the same as a walk in order.
enum ResourceScanner {
    /// Names Xcode's resource copy leaves out of folders, and so does odr-pack.
    static let excludedNames: Set<String> = [".DS_Store", ".git", ".svn", ".hg", "CVS"]

    /// Scans every entry and returns the files and problems found. `excludedDirectory` (the
    /// output folder) is never walked into; `cancellation` stops the scan between entries,
    /// leaving it incomplete. A tagged file whose stamp `checkedFiles` (by path) or
    /// `prefixCache` vouches for is not opened; the stamps of the files found clean are
    /// recorded in `prefixCache`.
    static func scan(
        _ manifest: Manifest, checkedFiles: [String: FileStamp] = [:], excludedDirectory: FileIdentity? = nil,
        prefixCache: PrefixCheckCache? = nil, cancellation: Cancellation? = nil
    ) -> ResourceScan {
        var scan = ResourceScan(baseDirectory: manifest.baseDirectory)
        do throws(FileSystemError) {
            scan.baseDirectory = try FileAccess.canonicalPath(manifest.baseDirectory)
            guard try FileStatus.of(scan.baseDirectory).kind == .directory else {
                throw FileSystemError("use", path: manifest.baseDirectory, Errno.notDirectory)
            }
        } catch {
            scan.diagnostics.append(.baseUnreadable(manifest.baseDirectory, reason: error.reason, at: manifest.location))
            return scan
        }
        let base = scan.baseDirectory
        // One outcome per chunk of entries, in manifest order.
        var outcomes = ParallelMap.map(count: manifest.resources.count) { range in
            var walker = EntryWalker(
                manifest: manifest, baseDirectory: base, checkedFiles: checkedFiles,
                excludedDirectory: excludedDirectory, prefixCache: prefixCache)
            for index in range {
                if cancellation?.isCancelled == true { break }
                walker.walk(index)
            }
            prefixCache?.record(walker.cleanStamps)
            return [walker.outcome]
        }
        var merger = ScanMerger(manifest: manifest, scan: scan)
        // Sized once: an array grown by doubling holds up to twice its files, and both
        // buffers while it grows (at 400,000 files, tens of MB at lint's peak).
        merger.reserve(outcomes)
        // Each chunk's outcome is let go once merged, so its files are not held twice.
        for index in outcomes.indices {
            var outcome = EntryOutcome()
            swap(&outcome, &outcomes[index])
            merger.add(outcome)
        }
        return merger.finish()
    }

    /// Xcode's copy rule for an entry: it lands at the pack root under its name, keeping an
    /// `xx.lproj/` parent (a folder's files then land below `[xx.lproj/]<folder name>/`).
    static func packName(for name: String, parent: String?) -> String {
        guard let parent, parent.hasSuffix(".lproj") else { return name }
        return parent + "/" + name
    }

    /// What Xcode records for `entry` among its pack's files in `OnDemandResources.plist`
    /// (swift-build `ResourcesTaskProducer.swift:119-128,200-208`): a copied item by its
    /// landing name, once (a folder is one item); a file a tool processes as its region folder
    /// (`xx.lproj`) or, without one, the empty string; a catalog's content as nothing.
    static func recordedItem(for entry: ResourceEntry) -> String? {
        guard entry.catalog == nil, case .inside(let components) = RelativePath(entry.path), let name = components.last else { return nil }
        let parent = components.dropLast().last
        switch entry.processing {
        case .copy: return entry.bundlePath ?? packName(for: name, parent: parent)
        case .rewritten, .compiled, .compiledIntoApp:
            return parent.flatMap { $0.hasSuffix(".lproj") ? $0 : nil } ?? ""
        case .notCopied: return nil
        }
    }
}

/// What a tagged file's first bytes show that lint reports.
enum FileFinding {
    /// Executable code of this kind (`executable-in-pack`).
    case executable(String)
    /// A Git LFS pointer in place of the asset (`git-lfs-pointer`).
    case gitLFSPointer(GitLFSPointer)
}

/// What walking a run of entries found, in entry order, before duplicates across entries
/// are removed. Kept flat (not one value per entry) because a project has so many entries.
struct EntryOutcome {
    var files: [ScannedFile] = []
    var diagnostics: [Diagnostic] = []
    /// What the first bytes of tagged files showed, by position in `files`.
    var findings: [Int: FileFinding] = [:]
    /// Entries whose path does not exist.
    var missingEntries: [Int] = []
}

/// Merges entry outcomes in manifest order: a file already reached by an earlier entry is
/// dropped and reported once per pair of entries as `duplicate-resource`.
struct ScanMerger {
    let manifest: Manifest
    var scan: ResourceScan
    private var owners: [String: Int] = [:]
    private var overlaps: [EntryPair: Overlap] = [:]
    /// Git LFS pointers by entry: the first one's path, how many, and the sizes they stand for.
    private var pointers: [Int: (example: String, count: Int, objectBytes: Int64)] = [:]

    private struct EntryPair: Hashable {
        var first: Int
        var second: Int
    }
    private struct Overlap {
        var example: String
        var count: Int
    }

    init(manifest: Manifest, scan: ResourceScan) {
        self.manifest = manifest
        self.scan = scan
    }

    /// Makes room for every file of `outcomes` (an upper bound: a file two entries reach is kept once).
    mutating func reserve(_ outcomes: [EntryOutcome]) {
        var tagged = 0
        var untagged = 0
        for outcome in outcomes {
            for file in outcome.files {
                if manifest.resources[file.entryIndex].tags.isEmpty { untagged += 1 } else { tagged += 1 }
            }
        }
        scan.taggedFiles.reserveCapacity(scan.taggedFiles.count + tagged)
        scan.untaggedFiles.reserveCapacity(scan.untaggedFiles.count + untagged)
        owners.reserveCapacity(tagged + untagged)
    }

    mutating func add(_ outcome: EntryOutcome) {
        scan.diagnostics += outcome.diagnostics
        scan.missingEntries += outcome.missingEntries
        for (position, file) in outcome.files.enumerated() {
            let entry = file.entryIndex
            let tagged = !manifest.resources[entry].tags.isEmpty
            if let owner = owners[file.source], owner != entry {
                overlaps[EntryPair(first: owner, second: entry), default: Overlap(example: file.source, count: 0)].count += 1
                continue
            }
            owners[file.source] = entry
            if tagged { scan.taggedFiles.append(file) } else { scan.untaggedFiles.append(file) }
            switch outcome.findings[position] {
            case .executable(let kind)?:
                let resource = manifest.resources[entry]
                scan.diagnostics.append(.executableInPack(file.source, kind: kind, tags: resource.tags, at: resource.location))
            case .gitLFSPointer(let pointer)?:
                pointers[entry, default: (file.source, 0, 0)].count += 1
                pointers[entry]?.objectBytes += pointer.objectSize ?? 0
                scan.gitLFSPointers.insert(file.source)
            case nil:
                break
            }
        }
    }

    /// The merged scan, with one `duplicate-resource` per pair of entries, at the later entry.
    mutating func finish() -> ResourceScan {
        for (entry, found) in pointers.sorted(by: { $0.key < $1.key }) {
            let resource = manifest.resources[entry]
            scan.diagnostics.append(
                .gitLFSPointers(
                    resource.path, example: found.example, count: found.count,
                    objectBytes: found.objectBytes, tags: resource.tags, at: resource.location))
        }
        for (pair, overlap) in overlaps.sorted(by: { ($0.key.first, $0.key.second) < ($1.key.first, $1.key.second) }) {
            let first = manifest.resources[pair.first]
            let second = manifest.resources[pair.second]
            scan.diagnostics.append(
                .duplicateResource(
                    second.path, earlier: first.path, earlierLocation: first.location,
                    example: overlap.example, count: overlap.count, at: second.location))
        }
        return scan
    }
}
