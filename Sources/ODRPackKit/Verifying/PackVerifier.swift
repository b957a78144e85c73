import PropertyList
import FileSystem

/// Verifies one pack's archive (or folder) against its index entry; every diagnostic is
/// located at `DIR/<archive>` or `DIR/<archive>:<entry>`.
struct PackVerifier {
    let pack: BuiltPack
    let directory: String
    let isFolder: Bool
    /// Whether the archive's content is opaque (Background Assets' `.aar`): only its size
    /// and SHA-256 are checked.
    var isOpaque = false

    /// An entry expected in the archive: its size and SHA-256, or a folder.
    private enum Expected: Equatable {
        case directory
        case file(size: Int64, sha256: String)
        /// Checked by content rather than a recorded hash.
        case infoPlist
        case zipMetadata
    }

    /// Checks the pack; `progress` gets the count of each chunk of the archive as it is
    /// hashed (of each file, for a folder).
    func verify(progress: @escaping (Int64) -> Void = { _ in }) -> (diagnostics: [Diagnostic], entries: Int) {
        let path = PathString.child(directory, pack.archive)
        var diagnostics: [Diagnostic] = []
        if !isFolder {
            do throws(FileSystemError) {
                let facts = try FileDigest.sha256(of: path, progress: progress)
                if facts.size != pack.archiveSize {
                    diagnostics.append(.archiveSizeMismatch(path, found: facts.size, expected: pack.archiveSize))
                }
                if facts.sha256 != pack.archiveSHA256 {
                    diagnostics.append(.archiveHashMismatch(path, found: facts.sha256, expected: pack.archiveSHA256))
                }
            } catch {
                return ([.archiveUnreadable(path, reason: error.reason)], 0)
            }
        }
        if isOpaque { return (diagnostics, 0) }
        var expected = expectedEntries()
        let found: any EntrySource = isFolder ? FolderEntries(root: path, progress: progress) : ArchiveEntries(path: path)
        var checked = 0
        do {
            try found.forEach { entry in
                checked += 1
                diagnostics += check(entry, expected: expected.removeValue(forKey: entry.path), name: path + ":" + entry.path)
            }
        } catch let damaged as DamagedEntry {
            expected.removeValue(forKey: damaged.path)
            diagnostics.append(.entryDamaged(path + ":" + damaged.path, reason: damaged.reason))
            return (diagnostics, checked)
        } catch let failure as FileSystemError {
            diagnostics.append(.archiveUnreadable(path, reason: failure.description))
            return (diagnostics, checked)
        } catch {
            diagnostics.append(.archiveUnreadable(path, reason: "\(error)"))
            return (diagnostics, checked)
        }
        for missing in expected.keys.sorted() {
            diagnostics.append(.entryMissing(path + ":" + missing))
        }
        return (diagnostics, checked)
    }

    private func expectedEntries() -> [String: Expected] {
        var expected: [String: Expected] = ["Info.plist": .infoPlist]
        if !isFolder {
            expected["META-INF"] = .directory
            expected["META-INF/com.apple.ZipMetadata.plist"] = .zipMetadata
        }
        for file in pack.files {
            expected[file.path] = .file(size: file.size, sha256: file.sha256)
            var components = file.path.split(separator: "/").dropLast()
            while !components.isEmpty {
                expected[components.joined(separator: "/")] = .directory
                components.removeLast()
            }
        }
        return expected
    }

    private func check(_ entry: FoundEntry, expected: Expected?, name: String) -> [Diagnostic] {
        switch expected {
        case nil:
            return [.entryUnexpected(name)]
        case .directory:
            return entry.isDirectory ? [] : [.entryNotFolder(name)]
        case .file(let size, let sha256):
            var diagnostics: [Diagnostic] = []
            if entry.size != size { diagnostics.append(.entrySizeMismatch(name, found: entry.size, expected: size)) }
            if entry.sha256 != sha256 { diagnostics.append(.entryHashMismatch(name, found: entry.sha256, expected: sha256)) }
            return diagnostics
        case .infoPlist:
            let info = AppleFiles.infoPlist(identifier: pack.identifier, tags: pack.tags, priority: pack.priority)
            return PlistCheck.problems(name, bytes: entry.bytes, expected: info)
        case .zipMetadata:
            let folders = Set(expectedEntries().filter { $0.value == .directory }.keys).subtracting(["META-INF"])
            let info = BinaryPropertyList.encode(AppleFiles.infoPlist(identifier: pack.identifier, tags: pack.tags, priority: pack.priority))
            let bytes = pack.files.reduce(Int64(info.count)) { $0 + $1.size }
            let metadata = AppleFiles.zipMetadata(recordCount: pack.files.count + folders.count + 1, totalUncompressedBytes: bytes)
            return PlistCheck.problems(name, bytes: entry.bytes, expected: metadata)
        }
    }
}

/// Compares a binary property list with what the index implies.
enum PlistCheck {
    static func problems(_ name: String, bytes: [UInt8], expected: PropertyListValue) -> [Diagnostic] {
        let actual: PropertyListValue
        do {
            actual = try BinaryPropertyList.decode(bytes)
        } catch {
            return [.plistUnreadable(name, reason: "\(error)")]
        }
        return actual == expected ? [] : [.plistMismatch(name, difference: PlistDifference.first(expected: expected, actual: actual))]
    }
}
