import Foundation
import TestSupport
import Testing

/// One `yaml` block of a document, read as a GitHub Actions workflow (PyYAML reads it, as
/// the runner's parser would; the test suite has no YAML reader of its own).
struct DocsWorkflow: CustomTestStringConvertible, Sendable {
    /// `docs/ci.md:52`: the file and the line of the block's fence.
    var place: String
    var text: String

    var testDescription: String { place }

    /// Whether PyYAML can be run.
    static let available: Bool = (try? ExternalTool.run("python3", ["-c", "import yaml"]).status) == 0

    /// The `yaml` blocks of `files` (paths relative to the package), but those right after a line
    /// `<!-- not run: <why> -->`: a job that needs what tests cannot have (App Store Connect,
    /// Apple's packager), whose docs say so and whose steps are tested on their own.
    static func blocks(in files: [String]) throws -> [DocsWorkflow] {
        var found: [DocsWorkflow] = []
        for file in files {
            let text = try String(contentsOf: CommandRunner.packageDirectory.appendingPathComponent(file), encoding: .utf8)
            var current: (line: Int, lines: [String])?
            var previous = ""
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                defer { previous = String(line) }
                if let block = current {
                    if line == "```" {
                        found.append(DocsWorkflow(place: "\(file):\(block.line)", text: block.lines.joined(separator: "\n") + "\n"))
                        current = nil
                    } else {
                        current?.lines.append(String(line))
                    }
                } else if (line == "```yaml" || line == "```yml") && !Self.isNotRun(previous) {
                    current = (number + 1, [])
                }
            }
        }
        return found
    }

    /// Whether `line` marks the next block as not run, with a reason.
    static func isNotRun(_ line: String) -> Bool {
        line.hasPrefix("<!-- not run: ") && line.hasSuffix(" -->") && line.count > "<!-- not run:  -->".count
    }

    /// The workflow as JSON values (`on` under the key `on` whichever way YAML 1.1 reads it).
    func parsed() throws -> [String: Any] {
        let script = "import json, sys, yaml; json.dump(yaml.safe_load(sys.stdin), sys.stdout)"
        let output = try ExternalTool.run("python3", ["-c", script], input: Array(text.utf8))
        guard output.status == 0 else { throw WorkflowExpression.Failure(description: "\(place): not YAML: \(output.standardError)") }
        guard var object = try JSONSerialization.jsonObject(with: Data(output.standardOutput)) as? [String: Any] else {
            throw WorkflowExpression.Failure(description: "\(place): not a mapping")
        }
        if let on = object.removeValue(forKey: "true") { object["on"] = on }
        return object
    }

    /// The events the workflow runs on (`push`, `pull_request`, ...).
    static func events(_ workflow: [String: Any]) -> [String] {
        switch workflow["on"] {
        case let name as String: [name]
        case let names as [String]: names
        case let table as [String: Any]: table.keys.sorted()
        default: []
        }
    }

    /// The jobs by name, in name order.
    static func jobs(_ workflow: [String: Any]) -> [(name: String, job: [String: Any])] {
        ((workflow["jobs"] as? [String: Any]) ?? [:]).sorted { $0.key < $1.key }.compactMap { name, job in
            (job as? [String: Any]).map { (name, $0) }
        }
    }

    /// The combinations of a job's `strategy.matrix` (one empty one without it).
    static func matrix(_ job: [String: Any]) throws -> [[String: String]] {
        guard let matrix = (job["strategy"] as? [String: Any])?["matrix"] as? [String: Any] else { return [[:]] }
        guard matrix["exclude"] == nil else { throw WorkflowExpression.Failure(description: "the test's runner has no matrix exclude") }
        var combinations: [[String: String]] = [[:]]
        for (key, values) in matrix.sorted(by: { $0.key < $1.key }) where key != "include" {
            let list = (values as? [Any] ?? []).map { "\($0)" }
            combinations = combinations.flatMap { base in list.map { base.merging([key: $0]) { _, new in new } } }
        }
        let includes = (matrix["include"] as? [[String: Any]] ?? []).map { $0.mapValues { "\($0)" } }
        if combinations == [[:]] && !includes.isEmpty { return includes }
        return combinations + includes
    }
}
