import FileSystem
import PropertyList

/// Verifies one pack's archive (or folder) against its index entry and the entries its
/// delivery expects in it; every diagnostic is located at `DIR/<archive>` or
/// `DIR/<archive>:<entry>`.
struct PackVerifier {
    let pack: BuiltPack
    let directory: String
    let isFolder: Bool
    /// The entries the delivery expects, by path; nil when the archive's content is opaque
    /// (made by another tool): then only its size and SHA-256 are checked.
    let expected: [String: ExpectedEntry]?

    /// Checks the pack; `progress` gets the count of each chunk of the archive as it is
    /// hashed (of each file, for a folder).
    func verify(progress: @escaping (Int64) -> Void = { _ in }) -> PackCheck {
        let path = PathString.child(directory, pack.archive)
        var check = PackCheck()
        if !isFolder {
            do throws(FileSystemError) {
                let facts = try FileDigest.sha256(of: path, progress: progress)
                if facts.size != pack.archiveSize {
                    check.diagnostics.append(.archiveSizeMismatch(path, found: facts.size, expected: pack.archiveSize))
                }
                if facts.sha256 != pack.archiveSHA256 {
                    check.diagnostics.append(.archiveHashMismatch(path, found: facts.sha256, expected: pack.archiveSHA256))
                }
            } catch {
                return PackCheck(diagnostics: [.archiveUnreadable(path, reason: error.reason)])
            }
        }
        guard var expected else { return check }
        let found: any EntrySource = isFolder ? FolderEntries(root: path, progress: progress) : ArchiveEntries(path: path)
        do {
            // swift-format-ignore: ReplaceForEachWithForLoop
            // An entry source is read once, as it streams: no sequence to loop over.
            try found.forEach { entry in
                check.entries += 1
                check.diagnostics += Self.check(entry, expected: expected.removeValue(forKey: entry.path), name: path + ":" + entry.path)
            }
        } catch let damaged as DamagedEntry {
            check.diagnostics.append(.entryDamaged(path + ":" + damaged.path, reason: damaged.reason))
            return check
        } catch let failure as FileSystemError {
            check.diagnostics.append(.archiveUnreadable(path, reason: failure.description))
            return check
        } catch {
            check.diagnostics.append(.archiveUnreadable(path, reason: "\(error)"))
            return check
        }
        for missing in expected.keys.sorted() {
            check.diagnostics.append(.entryMissing(path + ":" + missing))
        }
        return check
    }

    /// The entries of `files` and the folders above them.
    static func entries(of files: [BuiltFile], under prefix: String = "") -> [String: ExpectedEntry] {
        var expected: [String: ExpectedEntry] = [:]
        for file in files {
            expected[prefix + file.path] = .file(size: file.size, sha256: file.sha256)
            var components = HostFileName.components(Substring(prefix + file.path)).dropLast()
            while !components.isEmpty {
                expected[components.joined(separator: "/")] = .directory
                components.removeLast()
            }
        }
        return expected
    }

    private static func check(_ entry: FoundEntry, expected: ExpectedEntry?, name: String) -> [Diagnostic] {
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
        case .content(let check):
            return check(name, entry.bytes)
        }
    }
}

/// What checking one pack's archive found, and how many entries it read.
struct PackCheck {
    var diagnostics: [Diagnostic] = []
    var entries = 0
}

/// An entry a delivery expects in a pack's archive.
enum ExpectedEntry {
    /// A folder.
    case directory
    /// A file with this size and SHA-256.
    case file(size: Int64, sha256: String)
    /// A file the delivery generated, checked by content (`name`, its bytes): the problems.
    case content(@Sendable (_ name: String, _ bytes: [UInt8]) -> [Diagnostic])

    /// Whether it is a folder.
    var isDirectory: Bool {
        if case .directory = self { return true }
        return false
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
