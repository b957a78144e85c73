import Foundation

/// The actions the docs' workflows use, stood in for: GitHub's own (checkout, cache,
/// upload-artifact, download-artifact, github-script) by what they do to the job's folders,
/// and the odr-pack action by its real scripts with the tested binary. Any other action fails
/// its step, so the docs use only what the test can run.
extension JobContext {
    mutating func action(_ uses: String, inputs: [String: String], environment: [String: String]) throws -> StepResult {
        let name = String(uses.split(separator: "@").first ?? "")
        switch name {
        case "actions/checkout": return try checkout(inputs)
        case "actions/cache": return try cache(inputs)
        case "actions/upload-artifact": return try upload(inputs)
        case "actions/download-artifact": return try download(inputs)
        case "actions/github-script": return try githubScript(inputs)
        case let action where action.hasSuffix("/odr-pack"): return try odrPack(inputs, environment: environment)
        default:
            return StepResult(
                passed: false, log: "no stand-in for the action '\(uses)': the docs may use only GitHub's own actions and odr-pack's\n")
        }
    }

    /// The game is checked out already; a checkout of odr-pack (`repository: OWNER/odr-pack`)
    /// gets a Makefile whose `deps` does nothing and whose `release` gives the tested binary.
    private func checkout(_ inputs: [String: String]) throws -> StepResult {
        guard let repository = inputs["repository"] else { return StepResult(passed: true, log: "the game, checked out\n") }
        guard repository.hasSuffix("/odr-pack"), let path = inputs["path"] else {
            return StepResult(passed: false, log: "no stand-in for a checkout of '\(repository)' without a path\n")
        }
        let folder = workspace.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
        deps:
        \t@echo "stand-in: the system packages are installed"
        release:
        \tmkdir -p .build/release && cp '\(CommandRunner.executable.path)' .build/release/odr-pack

        """.write(to: folder.appendingPathComponent("Makefile"), atomically: true, encoding: .utf8)
        return StepResult(passed: true, log: "odr-pack checked out in \(path) (a stand-in Makefile)\n")
    }

    private func expand(_ path: String) -> URL {
        if path.hasPrefix("~/") { return URL(fileURLWithPath: environment["HOME"]! + path.dropFirst()) }
        return path.hasPrefix("/") ? URL(fileURLWithPath: path) : workspace.appendingPathComponent(path)
    }

    private func lines(_ text: String?) -> [String] {
        (text ?? "").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// A hit copies the kept folders back; a miss keeps them when the job passes. On a miss,
    /// the newest cache whose key starts with one of `restore-keys` is copied back, as
    /// actions/cache does, and `cache-hit` stays false.
    private mutating func cache(_ inputs: [String: String]) throws -> StepResult {
        guard let key = inputs["key"], !key.isEmpty, !lines(inputs["path"]).isEmpty else {
            return StepResult(passed: false, log: "cache without key or path\n")
        }
        func restore(_ kept: URL) throws {
            for (index, path) in lines(inputs["path"]).enumerated()
            where FileManager.default.fileExists(atPath: kept.appendingPathComponent("\(index)").path) {
                try? FileManager.default.createDirectory(at: expand(path).deletingLastPathComponent(), withIntermediateDirectories: true)
                try? FileManager.default.removeItem(at: expand(path))
                try FileManager.default.copyItem(at: kept.appendingPathComponent("\(index)"), to: expand(path))
            }
        }
        if let kept = runner.caches[key] {
            try restore(kept)
            return StepResult(passed: true, outputs: ["cache-hit": "true"], log: "cache hit: \(key)\n")
        }
        pendingCaches.append((key, lines(inputs["path"])))
        for prefix in lines(inputs["restore-keys"]) {
            // Kept folders are numbered in the order they were made: the highest is the newest.
            let newest = runner.caches.filter { $0.key.hasPrefix(prefix) }.max {
                Int($0.value.lastPathComponent) ?? 0 < Int($1.value.lastPathComponent) ?? 0
            }
            if let newest {
                try restore(newest.value)
                return StepResult(passed: true, outputs: ["cache-hit": "false"], log: "cache restored from \(newest.key)\n")
            }
        }
        return StepResult(passed: true, outputs: ["cache-hit": "false"], log: "cache miss: \(key)\n")
    }

    /// After a passing job, as actions/cache's post step: each missed key's folders, kept.
    mutating func saveCaches() throws {
        for (key, paths) in pendingCaches where runner.caches[key] == nil {
            let kept = runner.scratch.url.appendingPathComponent("caches/\(runner.caches.count)")
            try FileManager.default.createDirectory(at: kept, withIntermediateDirectories: true)
            for (index, path) in paths.enumerated() where FileManager.default.fileExists(atPath: expand(path).path) {
                try FileManager.default.copyItem(at: expand(path), to: kept.appendingPathComponent("\(index)"))
            }
            runner.caches[key] = kept
        }
    }

    /// One file is kept at the artifact's top, a folder by its content.
    private func upload(_ inputs: [String: String]) throws -> StepResult {
        guard let name = inputs["name"], let path = lines(inputs["path"]).first else {
            return StepResult(passed: false, log: "upload without name or path\n")
        }
        let source = expand(path)
        guard FileManager.default.fileExists(atPath: source.path) else {
            return StepResult(passed: false, log: "upload: no file at \(path)\n")
        }
        let artifact = runner.scratch.url.appendingPathComponent("artifacts/\(run)/\(name)")
        try FileManager.default.createDirectory(at: artifact, withIntermediateDirectories: true)
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: source.path, isDirectory: &isFolder)
        for item in isFolder.boolValue ? try FileManager.default.contentsOfDirectory(atPath: source.path) : [source.lastPathComponent] {
            let from = isFolder.boolValue ? source.appendingPathComponent(item) : source
            try FileManager.default.copyItem(at: from, to: artifact.appendingPathComponent(item))
        }
        runner.artifacts[run, default: [:]][name] = artifact
        return StepResult(passed: true, log: "artifact '\(name)' of run \(run): \(path)\n")
    }

    /// Another run's artifact only with its `run-id`, as on GitHub.
    private func download(_ inputs: [String: String]) throws -> StepResult {
        let from = inputs["run-id"].flatMap { Int($0) } ?? run
        guard let name = inputs["name"], let artifact = runner.artifacts[from]?[name] else {
            return StepResult(passed: false, log: "no artifact '\(inputs["name"] ?? "")' in run \(from)\n")
        }
        if from != run && (inputs["github-token"] ?? "").isEmpty {
            return StepResult(passed: false, log: "another run's artifact needs github-token\n")
        }
        let destination = expand(inputs["path"] ?? ".")
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        for item in try FileManager.default.contentsOfDirectory(atPath: artifact.path) {
            try FileManager.default.copyItem(at: artifact.appendingPathComponent(item), to: destination.appendingPathComponent(item))
        }
        return StepResult(passed: true, log: "artifact '\(name)' of run \(from) in \(inputs["path"] ?? ".")\n")
    }

    /// The script is not run: its result is the last release run's ID, and every file it
    /// reads with `readFileSync('...')` must exist.
    private func githubScript(_ inputs: [String: String]) throws -> StepResult {
        let script = inputs["script"] ?? ""
        let pattern = try NSRegularExpression(pattern: #"readFileSync\('([^']+)'"#)
        let range = NSRange(script.startIndex..., in: script)
        for match in pattern.matches(in: script, range: range) {
            let path = String(script[Range(match.range(at: 1), in: script)!])
            if !FileManager.default.fileExists(atPath: expand(path).path) {
                return StepResult(passed: false, log: "github-script reads '\(path)', which no step wrote\n")
            }
        }
        return StepResult(passed: true, outputs: ["result": runner.lastReleaseRun.map { "\($0)" } ?? ""], log: "github-script (stand-in)\n")
    }

    /// The action's own steps: `install.sh locate` with the tested binary as its `binary`
    /// input (unless a step put odr-pack on PATH), then `run.sh` with the inputs.
    private mutating func odrPack(_ inputs: [String: String], environment: [String: String]) throws -> StepResult {
        let action = CommandRunner.packageDirectory.appendingPathComponent("action").path
        var variables = environment
        variables["GITHUB_ACTION_PATH"] = CommandRunner.packageDirectory.path
        let onPath = path.contains { FileManager.default.isExecutableFile(atPath: $0 + "/odr-pack") }
        variables["INPUT_BINARY"] = inputs["binary"] ?? (onPath ? "" : CommandRunner.executable.path)
        for (name, value) in inputs where name != "binary" {
            variables["INPUT_" + name.uppercased().replacingOccurrences(of: "-", with: "_")] = value
        }
        variables["INPUT_COMMAND"] = inputs["command"] ?? "lint"
        variables["INPUT_COMMENT_FILE"] = inputs["comment-file"] ?? "odr-pack-comment.md"
        let located = try runScript("'\(action)/install.sh' locate", environment: variables)
        guard located.passed else { return located }
        guard variables["INPUT_COMMAND"] != "install" else { return located }
        variables["ODR_PACK"] = located.outputs["program"]
        var ran = try runScript("'\(action)/run.sh'", environment: variables)
        ran.log = located.log + ran.log
        return ran
    }
}
