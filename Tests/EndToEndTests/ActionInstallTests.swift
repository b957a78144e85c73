import Foundation
import TestSupport
import Testing

/// The action's install steps (`action/install.sh`), run as the runner runs them: a given
/// binary is used as it is; otherwise the cache key names the runner and the sources the
/// binary is built from, so a runner image builds each version of the action once.
@Suite(.slow("installs and caches the action as a runner does")) struct ActionInstallTests {
    static func install(
        _ step: String, _ environment: [String: String], action: URL = ActionTests.root,
        in folder: TemporaryFolder
    ) throws -> (result: CommandResult, outputs: [String: String]) {
        let output = folder.path("output-\(step)")
        FileManager.default.createFile(atPath: output, contents: nil)
        let base = [
            "GITHUB_ACTION_PATH": action.path, "GITHUB_OUTPUT": output, "GITHUB_PATH": folder.path("path"),
            "RUNNER_TEMP": folder.url.path, "RUNNER_OS": "Linux", "RUNNER_ARCH": "X64", "ImageOS": "ubuntu24",
            "RUNNER_TOOL_CACHE": folder.path("toolcache"), "PATH": "/usr/bin:/bin",
        ]
        let result = try ScriptRunner.run(
            "/bin/bash", [action.appendingPathComponent("action/install.sh").path, step],
            environment: base.merging(environment) { _, new in new }, in: folder.url)
        let lines = try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n")
        let outputs = Dictionary(
            lines.map { line in
                let parts = line.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                return (parts[0], parts.count > 1 ? parts[1] : "")
            }
        ) { _, last in last }
        return (result, outputs)
    }

    @Test func aGivenBinaryIsInstalledAndPutOnPathWithoutABuild() throws {
        let folder = try TemporaryFolder()
        var sources = ["path": CommandRunner.executable.path]
        if ExternalTool.available("curl") { sources["url"] = CommandRunner.executable.absoluteString }
        for (kind, source) in sources.sorted(by: { $0.key < $1.key }) {
            let (result, outputs) = try Self.install("locate", ["INPUT_BINARY": source], in: folder)
            #expect(result.status == 0, "\(kind): \(result.standardOutput)\(result.standardError)")
            #expect(outputs["build"] == "false" && outputs["program"] == folder.path("odr-pack-binary/bin/odr-pack"), "\(kind): \(outputs)")
            #expect(result.standardOutput.contains("odr-pack: 0."), "\(result.standardOutput)")
            #expect(try String(contentsOfFile: folder.path("path"), encoding: .utf8).hasSuffix(folder.path("odr-pack-binary/bin") + "\n"))
        }
    }

    @Test func theCacheKeyNamesTheRunnerAndTheSourcesBuiltFrom() throws {
        let folder = try TemporaryFolder()
        // A copy of what the binary is built from, and the scripts.
        let copy = folder.url.appendingPathComponent("action-copy")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        for item in ["Package.swift", "Makefile", "Sources", "action"] {
            try FileManager.default.copyItem(at: ActionTests.root.appendingPathComponent(item), to: copy.appendingPathComponent(item))
        }
        let first = try Self.install("locate", [:], action: copy, in: folder)
        #expect(first.result.status == 0, "\(first.result.standardError)")
        let key = try #require(first.outputs["key"])
        #expect(first.outputs["build"] == "true" && first.outputs["program"] == "")
        #expect(key.hasPrefix("odr-pack-Linux-X64-ubuntu24-") && key.count == "odr-pack-Linux-X64-ubuntu24-".count + 20, "\(key)")
        #expect(first.outputs["directory"] == folder.path("toolcache/odr-pack/\(key)"))
        #expect(try Self.install("locate", [:], action: copy, in: folder).outputs["key"] == key)
        #expect(try Self.install("locate", ["RUNNER_ARCH": "ARM64"], action: copy, in: folder).outputs["key"] != key)
        #expect(try Self.install("locate", ["ImageOS": "ubuntu22"], action: copy, in: folder).outputs["key"] != key)
        // A test or a document changed: the same binary. A source changed: another key.
        try "\n".write(to: copy.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        #expect(try Self.install("locate", [:], action: copy, in: folder).outputs["key"] == key)
        let source = copy.appendingPathComponent("Sources/odr-pack/Lint.swift")
        try (try String(contentsOf: source, encoding: .utf8) + "\n").write(to: source, atomically: true, encoding: .utf8)
        #expect(try Self.install("locate", [:], action: copy, in: folder).outputs["key"] != key)
    }

    /// What the runner does after restoring the cache: the restored folder's binary is checked
    /// and put on PATH for the run step and the job's later steps.
    @Test func aRestoredBuildIsCheckedAndPutOnPath() throws {
        let folder = try TemporaryFolder()
        let installed = folder.path("toolcache/odr-pack/key")
        try FileManager.default.createDirectory(atPath: installed + "/bin", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: CommandRunner.executable.path, toPath: installed + "/bin/odr-pack")
        let (result, outputs) = try Self.install("activate", ["INSTALL_DIRECTORY": installed], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(outputs["program"] == installed + "/bin/odr-pack")
        #expect(try String(contentsOfFile: folder.path("path"), encoding: .utf8) == installed + "/bin\n")
        let broken = try Self.install("activate", ["INSTALL_DIRECTORY": folder.path("nothing")], in: folder)
        #expect(broken.result.status != 0)
    }
}
