extension ResourceScanner {
    var scanBaseDirectory: String { scan.baseDirectory }

    mutating func addDiagnostic(_ diagnostic: Diagnostic) {
        scan.diagnostics.append(diagnostic)
    }

    mutating func appendTagged(_ file: ScannedFile) {
        scan.taggedFiles.append(file)
    }

    mutating func appendUntagged(_ file: ScannedFile) {
        scan.untaggedFiles.append(file)
    }

    /// Records `entry` as the owner of `source`; returns the earlier owner, if any.
    mutating func claim(_ source: String, by entry: Int) -> Int? {
        if let owner = owners[source] { return owner }
        owners[source] = entry
        return nil
    }

    mutating func recordOverlap(first: Int, second: Int, path: String) {
        overlapCount += 1
        overlaps[EntryPair(first: first, second: second), default: Overlap(example: path, count: 0)].count += 1
    }

    /// One `duplicate-resource` per pair of entries, at the later entry.
    mutating func reportOverlaps() {
        let pairs = overlaps.keys.sorted { ($0.first, $0.second) < ($1.first, $1.second) }
        for pair in pairs {
            let overlap = overlaps[pair]!
            let first = manifest.resources[pair.first]
            let second = manifest.resources[pair.second]
            scan.diagnostics.append(.duplicateResource(
                second.path, earlier: first.path, earlierLocation: first.location,
                example: overlap.example, count: overlap.count, at: second.location))
        }
    }
}
