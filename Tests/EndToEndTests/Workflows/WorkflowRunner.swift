import Foundation
import TestSupport

/// Runs the docs' workflows as a repository would, in a scratch folder: each job of each
/// matrix entry on a fresh copy of `Examples/GreatGame` (its `GreatGame.xml` as `Game.xml`; a
/// pull request's copy has the next version, `GreatGame-2.xml`), `run:` steps with bash,
/// GitHub's actions and the odr-pack action stood in for (`WorkflowRunner+Actions`).
/// Caches and artifacts outlive a run, as on GitHub; a pull request's run finds the last
/// release run's artifacts through the stand-in `actions/github-script`.
final class WorkflowRunner {
    /// What one job's run gave: whether it passed, and the log of every step.
    struct JobRun {
        var name: String
        var passed: Bool
        var log: String
    }

    let scratch: TemporaryFolder
    /// The artifacts of each run, by run ID and name.
    var artifacts: [Int: [String: URL]] = [:]
    /// The caches, by key.
    var caches: [String: URL] = [:]
    /// The last run of a `push` event that kept an artifact.
    var lastReleaseRun: Int?
    private var runs = 0

    init() throws {
        scratch = try TemporaryFolder()
    }

    /// Runs every job of `workflow` for `event`, each matrix entry in turn.
    func run(_ workflow: [String: Any], event: String, file: String) throws -> [JobRun] {
        runs += 1
        let run = runs
        var results: [JobRun] = []
        for (name, job) in DocsWorkflow.jobs(workflow) {
            for (index, matrix) in try DocsWorkflow.matrix(job).enumerated() {
                var context = try JobContext(runner: self, run: run, event: event, file: file, folder: "\(run)-\(name)-\(index)")
                context.matrix = matrix
                context.environment.merge((workflow["env"] as? [String: Any] ?? [:]).mapValues { "\($0)" }) { _, new in new }
                context.environment.merge((job["env"] as? [String: Any] ?? [:]).mapValues { "\($0)" }) { _, new in new }
                let passed = try context.runSteps(job["steps"] as? [[String: Any]] ?? [])
                results.append(
                    JobRun(
                        name: "\(name) \(matrix.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })", passed: passed,
                        log: context.log))
            }
        }
        if event == "push" && artifacts[run] != nil { lastReleaseRun = run }
        return results
    }
}

/// One job's run: its folders, its contexts, and its steps in order.
struct JobContext {
    unowned let runner: WorkflowRunner
    let run: Int
    let event: String
    let root: URL
    let workspace: URL
    var matrix: [String: String] = [:]
    var environment: [String: String] = [:]
    var path: [String] = []
    var steps: [String: (outcome: String, outputs: [String: String])] = [:]
    var failed = false
    var log = ""
    var pendingCaches: [(key: String, paths: [String])] = []

    init(runner: WorkflowRunner, run: Int, event: String, file: String, folder: String) throws {
        self.runner = runner
        self.run = run
        self.event = event
        root = runner.scratch.url.appendingPathComponent(folder)
        workspace = root.appendingPathComponent("workspace")
        let manager = FileManager.default
        try manager.createDirectory(at: root.appendingPathComponent("home"), withIntermediateDirectories: true)
        try manager.createDirectory(at: root.appendingPathComponent("temp"), withIntermediateDirectories: true)
        try manager.copyItem(at: CommandRunner.packageDirectory.appendingPathComponent("Examples/GreatGame"), to: workspace)
        let version = event == "pull_request" ? "GreatGame-2.xml" : "GreatGame.xml"
        try manager.copyItem(at: workspace.appendingPathComponent(version), to: workspace.appendingPathComponent("Game.xml"))
        let stubs = root.appendingPathComponent("stub-bin")
        try manager.createDirectory(at: stubs, withIntermediateDirectories: true)
        // The runner's sudo, for `sudo make ... deps`: root here already.
        try "#!/bin/sh\nexec \"$@\"\n".write(to: stubs.appendingPathComponent("sudo"), atomically: true, encoding: .utf8)
        try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stubs.appendingPathComponent("sudo").path)
        environment = [
            "HOME": root.appendingPathComponent("home").path, "RUNNER_TEMP": root.appendingPathComponent("temp").path,
            "RUNNER_TOOL_CACHE": root.appendingPathComponent("toolcache").path, "RUNNER_OS": "Linux", "RUNNER_ARCH": "X64",
            "ImageOS": "ubuntu24", "CI": "true", "GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": workspace.path,
            "GITHUB_EVENT_NAME": event, "GITHUB_REPOSITORY": "owner/game", "GITHUB_RUN_ID": "\(run)",
            "GITHUB_REF": event == "pull_request" ? "refs/pull/1/merge" : "refs/heads/main",
            "GITHUB_SHA": String(repeating: "a", count: 40),
            "GITHUB_WORKFLOW_REF": "owner/game/.github/workflows/\(file).yml@refs/heads/main",
            "GITHUB_STEP_SUMMARY": root.appendingPathComponent("summary.md").path,
            // The test's own PATH, which has no odr-pack: only a step can put it there.
            "PATH": stubs.path + ":/usr/local/bin:/usr/bin:/bin",
        ]
    }

    /// The expression values of the job so far.
    var expression: WorkflowExpression {
        var values: [String: String] = [
            "github.event_name": event, "github.token": "stand-in-token", "github.workspace": workspace.path,
            "github.repository": "owner/game", "github.run_id": "\(run)", "github.ref": environment["GITHUB_REF"] ?? "",
            "github.sha": environment["GITHUB_SHA"] ?? "", "runner.os": "Linux", "runner.arch": "X64",
            "runner.temp": environment["RUNNER_TEMP"] ?? "",
        ]
        if event == "pull_request" {
            values["github.event.pull_request.number"] = "1"
            values["github.event.pull_request.base.ref"] = "main"
            values["github.event.pull_request.base.sha"] = String(repeating: "b", count: 40)
            values["github.base_ref"] = "main"
        }
        for (key, value) in matrix { values["matrix.\(key)"] = value }
        for (key, value) in environment { values["env.\(key)"] = value }
        for (id, step) in steps {
            values["steps.\(id).outcome"] = step.outcome
            values["steps.\(id).conclusion"] = step.outcome
            for (name, value) in step.outputs { values["steps.\(id).outputs.\(name)"] = value }
        }
        return WorkflowExpression(values: values, jobFailed: failed)
    }

    /// Runs the steps in order; false when one failed.
    mutating func runSteps(_ list: [[String: Any]]) throws -> Bool {
        for (number, step) in list.enumerated() {
            let name = step["name"] as? String ?? step["uses"] as? String ?? "run"
            guard try expression.condition(step["if"].map { "\($0)" }) else {
                log += "-- step \(number + 1) (\(name)): skipped\n"
                if let id = step["id"] as? String { steps[id] = ("skipped", [:]) }
                continue
            }
            var stepEnvironment = environment
            for (key, value) in step["env"] as? [String: Any] ?? [:] { stepEnvironment[key] = try expression.substitute("\(value)") }
            let result = try perform(step, environment: stepEnvironment)
            log += "-- step \(number + 1) (\(name)): \(result.passed ? "passed" : "FAILED")\n\(result.log)"
            if let id = step["id"] as? String { steps[id] = (result.passed ? "success" : "failure", result.outputs) }
            if !result.passed && step["continue-on-error"] as? Bool != true { failed = true }
        }
        if !failed { try saveCaches() }
        return !failed
    }

    /// What one step did.
    struct StepResult {
        var passed: Bool
        var outputs: [String: String] = [:]
        var log = ""
    }

    private mutating func perform(_ step: [String: Any], environment: [String: String]) throws -> StepResult {
        if let script = step["run"] as? String {
            return try runScript(try expression.substitute(script), environment: environment)
        }
        guard let uses = step["uses"] as? String else { return StepResult(passed: false, log: "a step with neither run nor uses\n") }
        var inputs: [String: String] = [:]
        for (key, value) in step["with"] as? [String: Any] ?? [:] { inputs[key] = try expression.substitute("\(value)") }
        return try action(uses, inputs: inputs, environment: environment)
    }

    /// A `run:` step: `bash --noprofile --norc -eo pipefail`, as GitHub runs it, then the
    /// files through which it sets outputs, environment variables and PATH entries.
    mutating func runScript(_ script: String, environment: [String: String], in directory: URL? = nil) throws -> StepResult {
        let files = try stepFiles()
        let scriptFile = root.appendingPathComponent("step.sh")
        try script.write(to: scriptFile, atomically: true, encoding: .utf8)
        var full = environment.merging(files.environment) { _, new in new }
        full["PATH"] = (path.reversed() + [environment["PATH"] ?? ""]).joined(separator: ":")
        let result = try ScriptRunner.run(
            "/bin/bash", ["--noprofile", "--norc", "-eo", "pipefail", scriptFile.path], environment: full,
            in: directory ?? workspace)
        let outputs = try collect(files)
        return StepResult(
            passed: result.status == 0, outputs: outputs,
            log: "$ \(script)\(result.standardOutput)\(result.standardError)exit status \(result.status)\n")
    }

    private func stepFiles() throws -> (environment: [String: String], folder: URL) {
        let folder = root.appendingPathComponent("step-files")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var environment: [String: String] = [:]
        for name in ["GITHUB_OUTPUT", "GITHUB_ENV", "GITHUB_PATH"] {
            let file = folder.appendingPathComponent(name)
            FileManager.default.createFile(atPath: file.path, contents: nil)
            environment[name] = file.path
        }
        return (environment, folder)
    }

    /// Reads what a step wrote to `GITHUB_OUTPUT`, `GITHUB_ENV` (`NAME=value` lines) and `GITHUB_PATH`.
    private mutating func collect(_ files: (environment: [String: String], folder: URL)) throws -> [String: String] {
        func pairs(_ name: String) throws -> [String: String] {
            let text = try String(contentsOfFile: files.environment[name]!, encoding: .utf8)
            return Dictionary(
                text.split(separator: "\n").compactMap { line in
                    line.firstIndex(of: "=").map { (String(line[..<$0]), String(line[line.index(after: $0)...])) }
                }
            ) { _, last in last }
        }
        environment.merge(try pairs("GITHUB_ENV")) { _, new in new }
        path += try String(contentsOfFile: files.environment["GITHUB_PATH"]!, encoding: .utf8).split(separator: "\n").map(String.init)
        return try pairs("GITHUB_OUTPUT")
    }
}
