import FileSystem
import PropertyList

/// Checks a build output folder against its index, reading every archive again, as the
/// index's delivery checks it (`VerifyDelivery.verify`): archive size and SHA-256, and where the
/// delivery wrote the archive itself every entry's size and SHA-256, no missing or extra
/// entry, and the files it generated; then every file the delivery derives from the index.
/// The index is untrusted: its delivery cross-checks the fields that decide what is checked
/// (`VerifyDelivery.indexProblems`), and an archive path that is not a pack name of the delivery
/// in `packs/` is reported, never opened. Anything in the packs folder the index does not
/// account for is reported too. It takes the folder's lock shared, so it never reads
/// a build half-way through its commit, and it collects every mismatch; it never changes a file.
public enum Verifier {
    /// What a verification found.
    public struct Result: Sendable {
        /// The index that was checked against, when it could be read.
        public var index: BuildIndex?
        /// Every mismatch, sorted.
        public var diagnostics: [Diagnostic]
        /// How many files (archive entries) were checked.
        public var entriesChecked: Int
        /// The index's delivery, which checked it, when the index could be read.
        var delivery: (any VerifyDelivery)? = nil
    }

    /// Verifies the output folder `directory` as its index's delivery checks it, that delivery
    /// being one of `deliveries` (every delivery odr-pack knows, given by the job); `onWait` is
    /// called if a build holds it, `progress` as archives are read (packs are checked one at a
    /// time, in index order).
    static func verify(
        _ directory: String, deliveries: [any VerifyDelivery], onWait: (Int32?) -> Void,
        progress: @escaping @Sendable (VerifyProgress) -> Void
    ) -> Result {
        let lock = OutputLock.shared(directory, onWait: onWait)
        defer { withExtendedLifetime(lock) {} }
        let index: BuildIndex
        let indexName: String
        do throws(IndexStore.ReadError) {
            guard let found = try IndexStore.read(in: directory, deliveries: deliveries.map(\.id)) else {
                return Result(index: nil, diagnostics: [.missingIndex(directory)], entriesChecked: 0)
            }
            (index, indexName) = found
        } catch {
            return Result(index: nil, diagnostics: [.unreadableIndex(error.path, reason: error.reason)], entriesChecked: 0)
        }
        let indexPath = PathString.child(directory, indexName)
        // The index was read against these deliveries' names, so one of them is its delivery.
        guard let delivery = deliveries.first(where: { $0.id == index.delivery }) else {
            let error = IndexStore.unknownDelivery(index.delivery, path: indexPath, deliveries: deliveries.map(\.id))
            return Result(index: nil, diagnostics: [.unreadableIndex(error.path, reason: error.reason)], entriesChecked: 0)
        }
        // Nothing is opened on the word of an index that names a path outside its packs, or
        // holds fields its delivery never writes.
        let unsafe =
            index.hasArchives
            ? index.assetPacks.filter { !isSafeArchivePath($0.archive, packsFolder: index.packsFolder, delivery: delivery) }
                .map { Diagnostic.unsafeIndexPath(indexPath, archive: $0.archive, packsFolder: index.packsFolder) } : []
        let altered = unsafe.isEmpty ? delivery.indexProblems(index, directory: directory, indexPath: indexPath) : unsafe
        guard altered.isEmpty else { return Result(index: index, diagnostics: altered.sorted(), entriesChecked: 0, delivery: delivery) }
        let derived = delivery.derivedFiles(index)
        var diagnostics =
            FolderName.components(index.packsFolder) == nil
            ? []
            : packsFolderProblems(
                directory, index: index, delivery: delivery,
                derived: derived)
        var entries = 0
        let tally = VerifyTally(packs: index.assetPacks.count, bytes: index.archiveSize, report: progress)
        for pack in index.assetPacks {
            defer { tally.finishPack(expected: pack.archiveSize) }
            let checked = delivery.verify(pack, index: index, directory: directory, progress: tally.advance)
            diagnostics += checked.diagnostics
            entries += checked.entries
        }
        diagnostics += derivedFileProblems(derived, index: index, directory: directory)
        return Result(index: index, diagnostics: diagnostics.sorted(), entriesChecked: entries, delivery: delivery)
    }

    /// `<packs folder>/<name>` with `name` an archive name of `delivery` and the packs folder
    /// below the output folder: nothing else is ever opened.
    static func isSafeArchivePath(_ archive: String, packsFolder: String, delivery: any VerifyDelivery) -> Bool {
        guard FolderName.components(packsFolder)?.joined(separator: "/") == packsFolder else { return false }
        let prefix = packsFolder + "/"
        guard archive.hasPrefix(prefix) else { return false }
        let name = String(archive.dropFirst(prefix.count))
        return !name.contains("/") && delivery.role(ofPacksFile: name) != nil
    }

    /// Every entry of the packs folder the index does not account for (its archives and the
    /// files derived into the folder). What a killed build left: a pending pack that an index
    /// pack is still waiting for (its final archive is missing) means the commit is unfinished
    /// (an error); any other temporary file belongs to a build that never committed, which
    /// leaves the index's build intact (a warning), even when its name matches a committed
    /// archive: a build killed before its commit may have packed the same bytes again. Anything
    /// else is not the build's (`entry-unexpected`): a tool that takes every pack of the
    /// folder, as Unity takes every `.androidpack`, would ship it.
    private static func packsFolderProblems(
        _ directory: String, index: BuildIndex, delivery: any VerifyDelivery,
        derived: DerivedFiles
    ) -> [Diagnostic] {
        let packs = PathString.child(directory, index.packsFolder)
        let waiting = index.assetPacks.filter { pack in
            isSafeArchivePath(pack.archive, packsFolder: index.packsFolder, delivery: delivery)
                && (try? FileStatus.of(linkAt: PathString.child(directory, pack.archive))) == nil
        }
        let unfinished = Set(waiting.map(OutputFolder.pendingName))
        let prefix = index.packsFolder + "/"
        let listed = Set(
            index.assetPacks.map(\.archive).filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
                + derived.packs.map(\.name))
        return ((try? FileAccess.contentsOfDirectory(packs)) ?? []).sorted().compactMap { name in
            let path = PathString.child(packs, name)
            guard OutputFolder.isTemporary(name) else { return listed.contains(name) ? nil : .unlistedPacksEntry(path) }
            return unfinished.contains(name) ? .unfinishedBuild(path) : .uncommittedLeftover(path)
        }
    }

    /// The files the index implies hold exactly what it implies: a property list value by
    /// value (the first difference named), any other file byte for byte.
    private static func derivedFileProblems(_ files: DerivedFiles, index: BuildIndex, directory: String) -> [Diagnostic] {
        let packs = PathString.child(directory, index.packsFolder)
        let located =
            files.top.map { (PathString.child(directory, $0.name), $0) } + files.packs.map { (PathString.child(packs, $0.name), $0) }
        return located.flatMap { path, file -> [Diagnostic] in
            let bytes: [UInt8]
            do throws(FileSystemError) {
                bytes = try FileAccess.readFile(path)
            } catch {
                return [
                    file.propertyList == nil
                        ? .outputFileMismatch(path, unreadable: error.reason) : .plistUnreadable(path, reason: error.reason)
                ]
            }
            if let expected = file.propertyList { return PlistCheck.problems(path, bytes: bytes, expected: expected) }
            return bytes == file.bytes ? [] : [.outputFileMismatch(path)]
        }
    }
}

/// Describes where two property lists first differ, for messages.
enum PlistDifference {
    static func first(expected: PropertyListValue, actual: PropertyListValue, path: String = "") -> String {
        switch (expected, actual) {
        case (.dictionary(let left), .dictionary(let right)):
            for key in Set(left.keys).union(right.keys).sorted() {
                let keyPath = path.isEmpty ? key : path + "." + key
                guard let l = left[key] else { return "unexpected key '\(keyPath)'" }
                guard let r = right[key] else { return "missing key '\(keyPath)'" }
                if l != r { return first(expected: l, actual: r, path: keyPath) }
            }
        case (.array(let left), .array(let right)):
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
