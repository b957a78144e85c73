import SourceScan
import TestSupport
import Testing

/// `EveryFormFixture`, line by line: each `// expect:` comment against what the scan finds on
/// its line, and nothing on any other line (the comments, strings and disabled branches).
@Suite(.budget(seconds: 1)) struct EveryFormTests {
    /// A finding's kind and, when it has any, its details: `tags=a,b` or `tags?=expression`,
    /// `name=x`, `names=a,b` or `?=expression`, `value=expression`.
    static func brief(_ finding: SourceFinding) -> (kind: String, details: String) {
        var details: [String] = []
        switch finding.tags {
        case .literal(let tags)?: details.append("tags=" + tags.joined(separator: ","))
        case .unresolved(let expression)?: details.append("tags?=" + expression)
        case nil: break
        }
        if let resource = finding.resource {
            if let names = resource.names { details.append("names=" + names.joined(separator: ",")) }
            if let name = resource.name { details.append("name=" + name) }
            if let unresolved = resource.unresolved { details.append("?=" + unresolved) }
        }
        if let value = finding.value { details.append("value=" + value) }
        return (finding.kind.rawValue, details.joined(separator: " "))
    }

    /// The expectations of each line: its kinds in order, each with the details written, if any.
    static func expectations(_ source: String) -> [Int: [(kind: String, details: String?)]] {
        var result: [Int: [(kind: String, details: String?)]] = [:]
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let marker = line.firstRange(of: "// expect: ") else { continue }
            result[index + 1] = line[marker.upperBound...].split(separator: "; ").map { item in
                let parts = item.split(separator: " ", maxSplits: 1).map(String.init)
                return (parts[0], parts.count > 1 ? parts[1] : nil)
            }
        }
        return result
    }

    /// The differences between the scan of `source` and its expectations, one line each.
    static func differences(_ source: String, _ language: SourceLanguage) -> [String] {
        let expected = expectations(source)
        let found = Dictionary(grouping: SourceScanner.scan(source, language: language), by: \.line)
        var problems: [String] = []
        for line in Set(expected.keys).union(found.keys).sorted() {
            let want = expected[line] ?? []
            let got = (found[line] ?? []).sorted { $0.column < $1.column }.map(brief)
            let matches =
                want.count == got.count
                && zip(want, got).allSatisfy { want, got in
                    want.kind == got.kind && (want.details == nil || want.details == got.details)
                }
            if !matches {
                problems.append(
                    "line \(line): want \(want.map { $0.kind + ($0.details.map { " " + $0 } ?? "") }), got \(got.map { $0.kind + " " + $0.details })"
                )
            }
        }
        return problems
    }

    @Test func everySwiftFormIsFoundOnItsLineAndNoDecoyIs() {
        #expect(Self.expectations(EveryFormFixture.swift).count == 48)
        let problems = Self.differences(EveryFormFixture.swift, .swift)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func everyObjectiveCFormIsFoundOnItsLineAndNoDecoyIs() {
        #expect(Self.expectations(EveryFormFixture.objectiveC).count == 36)
        let problems = Self.differences(EveryFormFixture.objectiveC, .objectiveC)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The constants that resolved a finding are named with it.
    @Test func constantsThatResolveAFindingAreNamed() {
        let swift = SourceScanner.scan(EveryFormFixture.swift, language: .swift).first { $0.resource?.names != nil }
        #expect(swift?.constants == ["heroAtlasNames"])
        let objc = SourceScanner.scan(EveryFormFixture.objectiveC, language: .objectiveC).filter { !$0.constants.isEmpty }
        #expect(objc.map(\.constants) == [["HERO_ATLASES"], ["LevelTag"], ["LevelTag"]])
    }
}
