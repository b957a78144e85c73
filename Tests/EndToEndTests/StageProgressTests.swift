import Foundation
import TestSupport
import Testing

/// Progress of `lint`, `report`, `why` and `migrate` on standard error: nothing for a quick
/// run; for long work, the stage within a second of its start, as plain lines in a log and as
/// one redrawn line on a terminal. The long work is a real run paused in the merge stage
/// (the debug build's `ODR_PACK_TEST_STOP=arranging:sleep<ms>`), so the line must come from
/// the clock, not from a stage ending.
@Suite(.slow("runs paused for seconds, on a terminal and on a pipe, to time their progress lines")) struct StageProgressTests {
    static let manifest = "Examples/GreatGame/GreatGame.xml"
    static let merge = ["--delivery", "background-assets", "--max-packs", "3"]
    static let paused = ["ODR_PACK_TEST_STOP": "arranging:sleep5000"]

    /// What a run wrote to standard error as it came: the text and when its first progress line arrived.
    struct TimedRun {
        var status: Int32
        var standardOutput: String
        var standardError: String
        var firstLine: Double?
    }

    /// Runs odr-pack with standard error through a pipe (or a pseudo-terminal, `terminal`),
    /// timing the first line that names `stage`.
    static func timed(_ arguments: [String], stage: String, terminal: Bool = false, in folder: TemporaryFolder) throws -> TimedRun {
        let script = """
            import json, os, pty, subprocess, sys, time
            stage, out, terminal = sys.argv[1].encode(), open(sys.argv[2], "wb"), sys.argv[3] == "1"
            if terminal:
                reader, writer = pty.openpty()
            else:
                reader, writer = os.pipe()
            start = time.monotonic()
            process = subprocess.Popen(sys.argv[4:], stdin=subprocess.DEVNULL, stdout=out, stderr=writer)
            os.close(writer)
            data, first = b"", None
            while True:
                try:
                    chunk = os.read(reader, 4096)
                except OSError:
                    break
                if not chunk:
                    break
                data += chunk
                if first is None and stage in data:
                    first = time.monotonic() - start
            process.wait()
            json.dump({"status": process.returncode, "first": first, "stderr": data.decode("utf-8", "replace")}, sys.stdout)
            """
        var environment = ProcessInfo.processInfo.environment.merging(paused) { _, new in new }
        environment["TERM"] = "xterm"
        let result = try ScriptRunner.run(
            "/usr/bin/env",
            [
                "python3", "-c", script, stage, folder.path("stdout"), terminal ? "1" : "0",
                CommandRunner.executable.path,
            ] + arguments,
            environment: environment, in: CommandRunner.packageDirectory)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any], "\(result.standardError)")
        return TimedRun(
            status: Int32(object["status"] as? Int ?? -1),
            standardOutput: try String(contentsOfFile: folder.path("stdout"), encoding: .utf8),
            standardError: object["stderr"] as? String ?? "", firstLine: object["first"] as? Double)
    }

    @Test(arguments: [
        ["lint", manifest, "--format", "json"] + merge,
        ["why", manifest, "Shared/enemy-slime.png", "--format", "json"] + merge,
        ["migrate", manifest, "--format", "json", "--max-packs", "3", "--sources", "Examples/XcodeGame"],
        ["report", manifest, "-o", "PAGE", "--format", "json"] + merge,
    ])
    func longWorkLogsItsStageWithinASecondAndLeavesStandardOutputAlone(_ arguments: [String]) throws {
        let folder = try TemporaryFolder()
        let arguments = arguments.map { $0 == "PAGE" ? folder.path("page.html") : $0 }
        let run = try Self.timed(arguments, stage: "odr-pack: merging 7 partitions into 3 packs (", in: folder)
        #expect(run.status == 0, "\(run.standardError)")
        // Work of five seconds, shown after one by the command's clock, and within four of the
        // start by the test's, before the pause ends (a debug build starts slowly on a busy machine).
        let first = try #require(run.firstLine, "no progress line: \(run.standardError)")
        #expect(first < 4, "\(first) s")
        let lines = run.standardError.split(separator: "\n").filter { $0.hasPrefix("odr-pack: ") }
        #expect(lines.first?.hasSuffix(" (1.0 s)") == true || lines.first?.hasSuffix(" (1.1 s)") == true, "\(lines)")
        #expect(
            lines.allSatisfy { $0.range(of: #"^odr-pack: [a-z][a-z0-9 .'-]+ \([0-9]+\.[0-9] s\)$"#, options: .regularExpression) != nil },
            "\(lines)")
        #expect(!run.standardError.contains("\r") && !run.standardError.contains("\u{1B}"))
        _ = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any], "\(run.standardOutput)")
    }

    @Test func aTerminalGetsOneRedrawnLineErasedBeforeTheReport() throws {
        let folder = try TemporaryFolder()
        let run = try Self.timed(
            ["lint", Self.manifest] + Self.merge, stage: "merging 7 partitions into 3 packs  ", terminal: true, in: folder)
        #expect(run.status == 0, "\(run.standardError)")
        let first = try #require(run.firstLine, "no progress: \(run.standardError)")
        #expect(first < 4, "\(first) s")
        #expect(
            run.standardError.contains("\r\u{1B}[Kmerging 7 partitions into 3 packs  1.0 s")
                || run.standardError.contains("\r\u{1B}[Kmerging 7 partitions into 3 packs  1.1 s"),
            "\(run.standardError.debugDescription)")
        #expect(!run.standardError.contains("odr-pack: merging"))
        // The line is erased before anything else is written, and the report is whole on standard output.
        let afterLast = run.standardError.components(separatedBy: "\r\u{1B}[K").last ?? ""
        #expect(!afterLast.contains("merging"), "\(run.standardError.debugDescription)")
        #expect(run.standardOutput.hasPrefix("Examples/GreatGame/GreatGame.xml: com.example.greatgame"))
    }

    @Test func quietAndQuickRunsPrintNoProgress() throws {
        let folder = try TemporaryFolder()
        let quiet = try Self.timed(["lint", Self.manifest, "--quiet"] + Self.merge, stage: "odr-pack: ", in: folder)
        #expect(quiet.status == 0 && quiet.firstLine == nil, "\(quiet.standardError)")
        let quick = try CommandRunner.run(["lint", Self.manifest, "--format", "json"])
        #expect(quick.status == 0 && quick.standardError.isEmpty, "\(quick.standardError)")
    }
}
