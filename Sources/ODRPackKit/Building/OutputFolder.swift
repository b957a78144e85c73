import FileSystem

/// The output folder of a build and the names in it that odr-pack owns:
///
/// - at the top, the regular files `index.plist` or `index.json`, the files each delivery
///   derives from the index (`BuildDelivery.topLevelNames`), `.odr-pack-cache.plist`,
///   `.odr-pack-record` and `.odr-pack.lock`;
/// - in `packs/`, the archives (or folders) and files a delivery names as its own
///   (`BuildDelivery.role(ofPacksFile:)`), and temporaries (`.odr-pack-tmp-…`,
///   `.odr-pack-pending-…`).
///
/// Anything else is left alone: a folder where a file is written is an error, and other
/// files in `packs/` are reported by name. Opening it takes the folder's lock.
final class OutputFolder: Sendable {
    /// The folder of pack archives, unless the project names another.
    static let defaultPacksFolder = "packs"
    /// The folder of embedded packs, as in the app (`OnDemandResources/`).
    static let embeddedPacksFolder = "OnDemandResources"
    /// The prefix of an archive that is complete but not yet committed by an index.
    static let pendingPrefix = ".odr-pack-pending-"
    /// The names build writes at the top of the folder: those every delivery derives
    /// (`derivedNames`), the cache, the lock and the index.
    static func fileNames(derivedNames: [String]) -> [String] {
        derivedNames + [BuildCache.fileName, BuildRecord.fileName, OutputLock.fileName] + BuildOptions.IndexFormat.allCases.map(\.fileName)
    }

    /// The folder as given.
    let path: String
    /// The open folder.
    let root: DirectoryHandle
    /// The packs folder, relative to the output folder (`packs` by default).
    let packsFolder: String
    /// The open packs folder.
    let packs: DirectoryHandle
    private let lock: OutputLock

    private init(path: String, root: DirectoryHandle, packsFolder: String, packs: DirectoryHandle, lock: OutputLock) {
        self.path = path
        self.root = root
        self.packsFolder = packsFolder
        self.packs = packs
        self.lock = lock
    }

    /// Creates the folder and `packs/` if needed, takes the lock, and checks that nothing
    /// build must replace (the index, the cache, `derivedNames`: what any delivery derives
    /// at the top) is a folder or a special file.
    static func open(
        _ path: String, packsFolder: String = defaultPacksFolder, derivedNames: [String], policy: BuildOptions.LockPolicy,
        cancellation: Cancellation?, onWait: (Int32?) -> Void
    ) throws(BuildError) -> OutputFolder {
        do throws(FileSystemError) {
            try FileWriter.makeDirectory(path)
        } catch {
            throw .output(error)
        }
        let root: DirectoryHandle
        do throws(FileSystemError) { root = try DirectoryHandle(path) } catch { throw .output(error) }
        let lock = try OutputLock.exclusive(root, policy: policy, cancellation: cancellation, onWait: onWait)
        for name in fileNames(derivedNames: derivedNames) {
            if let status = try? root.status(of: name), status.kind != .regular {
                throw .outputConflict(path: PathString.child(path, name), found: status.kind, expectsFolder: false)
            }
        }
        let packsPath = PathString.child(path, packsFolder)
        if let status = try? FileStatus.of(linkAt: packsPath), status.kind != .directory {
            throw .outputConflict(path: packsPath, found: status.kind, expectsFolder: true)
        }
        let packs: DirectoryHandle
        do throws(FileSystemError) {
            try FileWriter.makeDirectory(packsPath)
            packs = try DirectoryHandle(packsPath)
        } catch {
            throw .output(error)
        }
        return OutputFolder(path: path, root: root, packsFolder: packsFolder, packs: packs, lock: lock)
    }

    /// The pending name of `pack`: an archive that is complete but not yet committed by an
    /// index. It is derived from the pack's identifier and its archive's SHA-256, so two packs
    /// never share one (two archives may have the same bytes) and verify can tell which pack
    /// an unfinished commit was waiting for.
    static func pendingName(_ pack: BuiltPack) -> String {
        pendingPrefix + ContentHash.of("\(pack.identifier)\n\(pack.archiveSHA256)")
    }

    /// Whether `name` is a temporary or pending name of some build.
    static func isTemporary(_ name: String) -> Bool {
        name.hasPrefix(FileWriter.temporaryPrefix) || name.hasPrefix(pendingPrefix)
    }

    /// The stamp of `packs/<name>` as it is now; nil when it is missing or not a file or folder.
    func stamp(ofPack name: String) -> ArchiveStamp? {
        guard let status = try? packs.status(of: name) else { return nil }
        switch status.kind {
        case .regular:
            return ArchiveStamp(identity: status.identity, size: status.size, modificationTime: status.modificationTime, entries: nil)
        case .directory:
            guard let folder = try? packs.subdirectory(name), let entries = try? Self.entryStamps(folder, prefix: "") else { return nil }
            return ArchiveStamp(identity: status.identity, size: 0, modificationTime: 0, entries: entries)
        case .symbolicLink, .other:
            return nil
        }
    }

    /// Every file and folder below `folder`, by path, with its size and status-change time.
    static func entryStamps(_ folder: DirectoryHandle, prefix: String) throws(FileSystemError) -> [String: EntryStamp] {
        var stamps: [String: EntryStamp] = [:]
        for name in try folder.contents() {
            let status = try folder.status(of: name)
            let path = prefix + name
            stamps[path] = EntryStamp(size: status.kind == .directory ? 0 : status.size, changeTime: status.changeTime)
            if status.kind == .directory {
                stamps.merge(try entryStamps(try folder.subdirectory(name), prefix: path + "/")) { first, _ in first }
            }
        }
        return stamps
    }

    /// The bytes of the top-level file `name`, if it is a readable regular file.
    func contents(of name: String) -> [UInt8]? {
        try? FileAccess.readFile(PathString.child(path, name))
    }

    /// Writes the top-level file `name` unless it already holds `bytes`; whether it wrote.
    @discardableResult
    func write(_ name: String, _ bytes: [UInt8]) throws(BuildError) -> Bool {
        if contents(of: name) == bytes { return false }
        do throws(FileSystemError) {
            try FileWriter.replace(name, in: root, with: bytes)
        } catch {
            throw .output(error)
        }
        return true
    }

    /// Writes `packs/<name>` unless it already holds `bytes`; whether it wrote.
    @discardableResult
    func writePacksFile(_ name: String, _ bytes: [UInt8]) throws(BuildError) -> Bool {
        if (try? FileAccess.readFile(PathString.child(packs.path, name))) == bytes { return false }
        do throws(FileSystemError) {
            try FileWriter.replace(name, in: packs, with: bytes)
        } catch {
            throw .output(error)
        }
        return true
    }

    /// Removes the top-level file `name` if it is a regular file.
    func removeFile(_ name: String) {
        if (try? root.status(of: name))?.kind == .regular {
            try? root.removeFile(name)
        }
    }

    /// Removes `name` in `packs/`, a file or a whole folder (links are removed, not followed).
    func removePack(_ name: String) {
        Self.removeTree(name, in: packs)
    }

    static func removeTree(_ name: String, in folder: DirectoryHandle) {
        guard let status = try? folder.status(of: name) else { return }
        if status.kind == .directory, let child = try? folder.subdirectory(name) {
            for entry in (try? child.contents()) ?? [] { removeTree(entry, in: child) }
            try? folder.removeDirectory(name)
        } else {
            try? folder.removeFile(name)
        }
    }

    /// Renames `source` to `destination` in `packs/`, replacing what is there: a file is
    /// replaced in one step; a folder, or anything where a folder goes, is removed first.
    func movePack(_ source: String, to destination: String) throws(BuildError) {
        if let existing = try? packs.status(of: destination),
            existing.kind == .directory || (try? packs.status(of: source))?.kind == .directory
        {
            removePack(destination)
        }
        do throws(FileSystemError) { try packs.rename(source, to: destination) } catch { throw .output(error) }
    }

    /// Removes what killed or failed builds left: temporaries at the top and in `packs/`
    /// (the lock is held, so only this process's own are alive, and they are kept).
    func removeTemporaries() {
        let own = FileWriter.ownTemporaryPrefix
        for name in (try? root.contents()) ?? [] where name.hasPrefix(FileWriter.temporaryPrefix) && !name.hasPrefix(own) {
            Self.removeTree(name, in: root)
        }
        for name in (try? packs.contents()) ?? [] where Self.isTemporary(name) {
            removePack(name)
        }
    }
}
