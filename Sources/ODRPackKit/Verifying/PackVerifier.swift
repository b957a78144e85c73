import Crypto
import LibArchive
import PropertyList

/// Verifies one pack's archive (or folder) against its index entry.
struct PackVerifier {
    let pack: BuiltPack
    let directory: String
    let isFolder: Bool

    /// An entry expected in the archive: its size and SHA-256, or a folder.
    private enum Expected: Equatable {
        case directory
        case file(size: Int64, sha256: String)
        /// Checked by content rather than a recorded hash.
        case infoPlist
        case zipMetadata
    }

    func verify() -> (problems: [Verifier.Problem], entries: Int) {
        let path = directory + "/" + pack.archive
        var problems: [Verifier.Problem] = []
        if !isFolder {
            do {
                let facts = try FileDigest.sha256(of: path)
                if facts.size != pack.archiveSize {
                    problems.append(problem(pack.archive, "is \(facts.size) bytes, the index says \(pack.archiveSize)"))
                }
                if facts.sha256 != pack.archiveSHA256 {
                    problems.append(problem(pack.archive, "has SHA-256 \(facts.sha256), the index says \(pack.archiveSHA256)"))
                }
            } catch {
                return ([problem(pack.archive, "cannot be read: \(error)")], 0)
            }
        }
        var expected = expectedEntries()
        let found: any EntrySource = isFolder ? FolderEntries(root: path) : ArchiveEntries(path: path)
        var checked = 0
        do {
            try found.forEach { entry, digest in
                checked += 1
                problems += check(entry, digest: digest, expected: expected.removeValue(forKey: entry.path))
            }
        } catch let damaged as DamagedEntry {
            expected.removeValue(forKey: damaged.path)
            problems.append(problem(pack.archive + ":" + damaged.path, "cannot be read: \(damaged.reason); the entries after it were not checked"))
            return (problems, checked)
        } catch {
            problems.append(problem(pack.archive, "cannot be read: \(error)"))
            return (problems, checked)
        }
        for missing in expected.keys.sorted() {
            problems.append(problem(pack.archive + ":" + missing, "is missing"))
        }
        return (problems, checked)
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

    private func check(_ entry: FoundEntry, digest: EntryDigest, expected: Expected?) -> [Verifier.Problem] {
        let name = pack.archive + ":" + entry.path
        switch expected {
        case nil:
            return [problem(name, "is not in the index")]
        case .directory:
            return entry.isDirectory ? [] : [problem(name, "should be a folder")]
        case .file(let size, let sha256):
            var problems: [Verifier.Problem] = []
            if digest.size != size { problems.append(problem(name, "is \(digest.size) bytes, the index says \(size)")) }
            if digest.sha256 != sha256 { problems.append(problem(name, "has SHA-256 \(digest.sha256), the index says \(sha256)")) }
            return problems
        case .infoPlist:
            let info = AppleFiles.infoPlist(identifier: pack.identifier, tags: pack.tags, priority: pack.priority)
            return plistProblems(name, bytes: digest.bytes, expected: info)
        case .zipMetadata:
            let records = pack.files.count + Set(expectedEntries().filter { $0.value == .directory }.keys).subtracting(["META-INF"]).count + 1
            let metadata = AppleFiles.zipMetadata(recordCount: records, totalUncompressedBytes: pack.uncompressedSize)
            return plistProblems(name, bytes: digest.bytes, expected: metadata)
        }
    }

    private func plistProblems(_ name: String, bytes: [UInt8], expected: PropertyListValue) -> [Verifier.Problem] {
        guard let actual = try? BinaryPropertyList.decode(bytes) else { return [problem(name, "is not a readable binary property list")] }
        return actual == expected ? [] : [problem(name, "does not agree with the index (\(PlistDifference.first(expected: expected, actual: actual)))")]
    }

    private func problem(_ path: String, _ message: String) -> Verifier.Problem {
        Verifier.Problem(path: path, message: message)
    }
}
