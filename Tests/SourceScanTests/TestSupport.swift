import SourceScan

/// A finding without its text, to compare scans against expectations.
struct Row: Equatable, CustomStringConvertible {
    /// The finding's kind.
    var kind: SourceFinding.Kind
    /// Its line.
    var line: Int
    /// Its column.
    var column: Int
    /// Its tags.
    var tags: TagArgument?
    /// Its resource.
    var resource: ResourceArgument?

    /// An expected row.
    init(_ kind: SourceFinding.Kind, _ line: Int, _ column: Int, tags: TagArgument? = nil, resource: ResourceArgument? = nil) {
        self.kind = kind
        self.line = line
        self.column = column
        self.tags = tags
        self.resource = resource
    }

    /// The row of a finding.
    init(_ finding: SourceFinding) {
        self.init(finding.kind, finding.line, finding.column, tags: finding.tags, resource: finding.resource)
    }

    /// One line for failure messages.
    var description: String {
        "\(kind) \(line):\(column) \(tags.map { "\($0)" } ?? "") \(resource.map { "\($0)" } ?? "")"
    }
}

/// The rows of scanning `source`.
func rows(_ source: String, _ language: SourceLanguage) -> [Row] {
    SourceScanner.scan(source, language: language).map(Row.init)
}

/// A resource argument, briefly.
func resource(
    _ api: String, _ name: String? = nil, ext: String? = nil, subdirectory: String? = nil, unresolved: String? = nil
) -> ResourceArgument {
    ResourceArgument(name: name, ext: ext, subdirectory: subdirectory, api: api, unresolved: unresolved)
}

/// Rows where the expectations and the scan differ, side by side, for a readable failure.
func differences(_ actual: [Row], _ expected: [Row]) -> String {
    var lines: [String] = []
    for n in 0..<max(actual.count, expected.count) {
        let a = n < actual.count ? actual[n].description : "—"
        let e = n < expected.count ? expected[n].description : "—"
        if a != e { lines.append("#\(n) got \(a)\n    want \(e)") }
    }
    return lines.joined(separator: "\n")
}
