import PropertyList
import FileSystem

/// Checks a build output folder against its index, reading every archive again:
/// archive size and SHA-256, every entry's size and SHA-256, no missing or extra entry,
/// each pack's `Info.plist` and zip metadata, and the Apple plists. The index is untrusted:
/// an archive path that is not a pack name in `packs/` is reported, never opened. It takes
/// the folder's lock shared, so it never reads a build half-way through its commit, and it
/// collects every mismatch; it never changes a file.
public enum Verifier {
    /// What a verification found.
    public struct Result: Sendable {
        /// The index that was checked against, when it could be read.
        public var index: BuildIndex?
        /// Every mismatch, sorted.
        public var diagnostics: [Diagnostic]
        /// How many files (archive entries) were checked.
        public var entriesChecked: Int
    }

    /// Verifies the output folder `directory`; `onWait` is called if a build holds it,
    /// `progress` as archives are read (packs are checked one at a time, in index order).
    public static func verify(_ directory: String, onWait: (Int32?) -> Void = { _ in },
                              progress: @escaping @Sendable (VerifyProgress) -> Void = { _ in }) -> Result {
        let lock = OutputLock.shared(directory, onWait: onWait)
        defer { withExtendedLifetime(lock) {} }
        let index: BuildIndex
        let indexName: String
        do throws(IndexStore.ReadError) {
            guard let found = try IndexStore.read(in: directory) else {
                return Result(index: nil, diagnostics: [.missingIndex(directory)], entriesChecked: 0)
            }
            (index, indexName) = found
        } catch {
            return Result(index: nil, diagnostics: [.unreadableIndex(error.path, reason: error.reason)], entriesChecked: 0)
        }
        var diagnostics = FolderName.components(index.packsFolder) == nil ? [] : leftovers(directory, index: index)
        var entries = 0
        let tally = VerifyTally(packs: index.assetPacks.count, bytes: index.archiveSize, report: progress)
        let opaque = index.delivery == .backgroundAssets
        for pack in index.assetPacks {
            defer { tally.finishPack(expected: pack.archiveSize) }
            // Background Assets without a packager (`--no-archives`): nothing to read.
            if !index.hasArchives { continue }
            guard isSafeArchivePath(pack.archive, packsFolder: index.packsFolder) else {
                diagnostics.append(.unsafeIndexPath(PathString.child(directory, indexName), archive: pack.archive, packsFolder: index.packsFolder))
                continue
            }
            var verifier = PackVerifier(pack: pack, directory: directory, isFolder: index.archiveFormat == BuildOptions.ArchiveKind.folder.rawValue)
            verifier.isOpaque = opaque
            let checked = verifier.verify(progress: tally.advance)
            diagnostics += checked.diagnostics
            entries += checked.entries
        }
        diagnostics += opaque ? assetPackFileProblems(index, directory: directory) : applePlistProblems(index, directory: directory)
        return Result(index: index, diagnostics: diagnostics.sorted(), entriesChecked: entries)
    }

    /// `<packs folder>/<name>` with `name` an asset pack archive name and the packs folder
    /// below the output folder: nothing else is ever opened.
    static func isSafeArchivePath(_ archive: String, packsFolder: String) -> Bool {
        guard FolderName.components(packsFolder)?.joined(separator: "/") == packsFolder else { return false }
        let prefix = packsFolder + "/"
        guard archive.hasPrefix(prefix) else { return false }
        let name = String(archive.dropFirst(prefix.count))
        return !name.contains("/") && OutputFolder.isPackArchive(name)
    }

    /// What a killed build left in the packs folder. A pending pack that an index pack is
    /// still waiting for (its final archive is missing) means the commit is unfinished (an
    /// error). Any other temporary file belongs to a build that never committed, which
    /// leaves the index's build intact (a warning), even when its name matches a committed
    /// archive: a build killed before its commit may have packed the same bytes again.
    private static func leftovers(_ directory: String, index: BuildIndex) -> [Diagnostic] {
        let packs = PathString.child(directory, index.packsFolder)
        let waiting = index.assetPacks.filter { pack in
            isSafeArchivePath(pack.archive, packsFolder: index.packsFolder) && (try? FileStatus.of(linkAt: PathString.child(directory, pack.archive))) == nil
        }
        let unfinished = Set(waiting.flatMap { [$0.archiveSHA256, $0.contentHash] }.map { OutputFolder.pendingPrefix + $0 })
        return ((try? FileAccess.contentsOfDirectory(packs)) ?? []).filter(OutputFolder.isTemporary).map { name in
            unfinished.contains(name) ? .unfinishedBuild(PathString.child(packs, name)) : .uncommittedLeftover(PathString.child(packs, name))
        }
    }

    /// Background Assets: the manifests and the map hold exactly what the index implies.
    private static func assetPackFileProblems(_ index: BuildIndex, directory: String) -> [Diagnostic] {
        let packs = PathString.child(directory, index.packsFolder)
        var expected: [(String, [UInt8])] = [
            (PathString.child(directory, AssetPackFiles.mapName), AssetPackFiles.map(index)),
            (PathString.child(directory, AssetPackFiles.swiftName), AssetPackFiles.swiftSource(index)),
        ]
        for pack in index.assetPacks {
            // An ID from the index names a file only when it is a valid ID.
            guard AssetPackID.isValid(pack.identifier) else { return [.unsafeManifestName(directory, name: pack.identifier)] }
            expected.append((PathString.child(packs, AssetPackFiles.manifestName(pack.identifier)),
                             AssetPackFiles.manifest(of: pack, platforms: index.platforms ?? [])))
        }
        return expected.compactMap { path, bytes in
            do throws(FileSystemError) {
                return try FileAccess.readFile(path) == bytes ? nil : .outputFileMismatch(path)
            } catch {
                return .outputFileMismatch(path, unreadable: error.reason)
            }
        }
    }

    private static func applePlistProblems(_ index: BuildIndex, directory: String) -> [Diagnostic] {
        var expected: [(String, PropertyListValue)] = [(AppleFiles.onDemandResourcesName, AppleFiles.onDemandResources(index))]
        if let manifest = index.assetPackManifest {
            // A name from the index is opened only when it is one of the two Xcode writes.
            guard AssetPackManifestName.all.contains(manifest) else { return [.unsafeManifestName(directory, name: manifest)] }
            expected.append((manifest, AppleFiles.assetPackManifest(index)))
        }
        return expected.flatMap { name, value -> [Diagnostic] in
            let path = PathString.child(directory, name)
            do throws(FileSystemError) {
                return PlistCheck.problems(path, bytes: try FileAccess.readFile(path), expected: value)
            } catch {
                return [.plistUnreadable(path, reason: error.reason)]
            }
        }
    }
}

/// Describes where two property lists first differ, for messages.
enum PlistDifference {
    static func first(expected: PropertyListValue, actual: PropertyListValue, path: String = "") -> String {
        switch (expected, actual) {
        case let (.dictionary(left), .dictionary(right)):
            for key in Set(left.keys).union(right.keys).sorted() {
                let keyPath = path.isEmpty ? key : path + "." + key
                guard let l = left[key] else { return "unexpected key '\(keyPath)'" }
                guard let r = right[key] else { return "missing key '\(keyPath)'" }
                if l != r { return first(expected: l, actual: r, path: keyPath) }
            }
        case let (.array(left), .array(right)):
            if left.count != right.count { return "'\(path)' has \(right.count) items, expected \(left.count)" }
            for (position, (l, r)) in zip(left, right).enumerated() where l != r {
                return first(expected: l, actual: r, path: "\(path)[\(position)]")
            }
        default:
            break
        }
        return "'\(path)' is \(describe(actual)), expected \(describe(expected))"
    }

    private static func describe(_ value: PropertyListValue) -> String {
        switch value {
        case .string(let text): "'\(text)'"
        case .integer(let number): "\(number)"
        case .real(let number): "\(number)"
        case .boolean(let flag): "\(flag)"
        default: value.kindName
        }
    }
}
