import Foundation

/// The rules every workflow of the docs keeps (docs/ci.md, "How this page is tested"), read
/// from the parsed workflow: each broken rule is one sentence naming the job and step.
enum WorkflowRules {
    /// The broken rules of one workflow.
    static func problems(_ workflow: [String: Any]) -> [String] {
        guard workflow["on"] != nil, workflow["jobs"] != nil else {
            return ["not a whole workflow: it needs 'on' and 'jobs' to run as pasted"]
        }
        var problems: [String] = []
        for (name, job) in DocsWorkflow.jobs(workflow) {
            let steps = job["steps"] as? [[String: Any]] ?? []
            var installed = false
            var cached = false
            var downloaded = false
            var verified = false
            let odrPackCheckouts = steps.filter {
                isAction($0, "actions/checkout")
                    && (($0["with"] as? [String: Any])?["repository"] as? String)?.hasSuffix("/odr-pack") == true
            }
            .compactMap { ($0["with"] as? [String: Any])?["path"] as? String }
            for (number, step) in steps.enumerated() {
                let place = "job '\(name)', step \(number + 1)"
                let run = step["run"] as? String ?? ""
                let with = step["with"] as? [String: Any] ?? [:]
                if isAction(step, "actions/cache") { cached = true }
                if isAction(step, "actions/download-artifact") { downloaded = true }
                if isAction(step, "actions/upload-artifact"), let path = with["path"] as? String,
                    path.contains("index.plist") || path.contains("index.json"), !verified
                {
                    problems.append("\(place): a build's index is kept before odr-pack verify checked the build")
                }
                if usesOdrPackAction(step) {
                    if with["command"] as? String == "verify" { verified = true }
                    if with["command"] as? String == "diff" && !downloaded {
                        problems.append("\(place): diff without an index an earlier run kept (actions/download-artifact)")
                    }
                    installed = true
                }
                for line in run.split(separator: "\n").map(String.init) {
                    if invokes("odr-pack", in: line) && !installed { problems.append("\(place): odr-pack used before a step installs it") }
                    if invokes("odr-pack verify", in: line) { verified = true }
                    if invokes("odr-pack diff", in: line) && !downloaded {
                        problems.append("\(place): diff without an index an earlier run kept (actions/download-artifact)")
                    }
                    if invokes("make", in: line) {
                        let folder = makeFolder(line)
                        if folder == nil || !odrPackCheckouts.contains(folder!) {
                            problems.append(
                                "\(place): make runs outside odr-pack's checkout (make -C <the path of a checkout of odr-pack>): \(line)")
                        } else if !cached {
                            problems.append("\(place): odr-pack is built from source without an actions/cache step before it")
                        }
                    }
                    if line.contains("GITHUB_PATH") || (line.contains("install ") && line.contains("odr-pack")) { installed = true }
                }
                let text = run + "\n" + with.values.map { "\($0)" }.joined(separator: "\n")
                if text.contains("pull_request.base.sha")
                    || text.contains("pull_request.base.ref") && !isAction(step, "actions/github-script")
                    || text.contains("git worktree add")
                {
                    problems.append(
                        "\(place): the base branch is checked out to build it again; diff against the release's index kept as an artifact instead"
                    )
                }
            }
        }
        return problems
    }

    /// Whether `workflows` hold a matrix over the three deliveries.
    static func hasMatrixPerStore(_ workflows: [[String: Any]]) -> Bool {
        workflows.contains { workflow in
            DocsWorkflow.jobs(workflow).contains { _, job in
                let values = Set(((try? DocsWorkflow.matrix(job)) ?? []).flatMap(\.values))
                return ["on-demand-resources", "background-assets", "play-asset-delivery"].allSatisfy(values.contains)
            }
        }
    }

    static func isAction(_ step: [String: Any], _ name: String) -> Bool {
        (step["uses"] as? String)?.hasPrefix(name + "@") == true
    }

    static func usesOdrPackAction(_ step: [String: Any]) -> Bool {
        guard let uses = step["uses"] as? String else { return false }
        return uses.split(separator: "@").first?.hasSuffix("/odr-pack") == true
    }

    /// Whether `line` runs `command` (at its start, or after `;`, `&&`, `||`, `|`, `sudo`, `time`).
    static func invokes(_ command: String, in line: String) -> Bool {
        let pattern =
            #"(^|[;&|(]\s*|\bsudo\s+|\btime\s+|\bdo\s+|\bthen\s+)"# + NSRegularExpression.escapedPattern(for: command) + #"(\s|$)"#
        return line.trimmingCharacters(in: .whitespaces).range(of: pattern, options: .regularExpression) != nil
    }

    /// The folder of `make -C FOLDER`, if the line gives one.
    static func makeFolder(_ line: String) -> String? {
        guard let range = line.range(of: #"\bmake\s+-C\s+("[^"]+"|\S+)"#, options: .regularExpression) else { return nil }
        let folder = line[range].split(separator: " ", omittingEmptySubsequences: true).dropFirst(2).joined(separator: " ")
        return folder.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
    }
}
