import Foundation
import TestSupport
import Testing

/// Every failure names its cause: the system's own words for a write that failed, one JSON
/// object for any failure, a report that cannot be written fails the run.
@Suite(.budget(seconds: 2)) struct FailureReportingTests {
    private static let greatGame = "Examples/GreatGame/GreatGame.xml"

    /// A shell command line, with the arguments quoted.
    private static func shell(_ arguments: [String]) -> String {
        arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
    }

    @Test(arguments: ["zip", "tar", "folder"])
    func aFileSizeLimitIsReportedInTheSystemsWordsAndLeavesNothingBehind(archive: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("Big/data.bin", text: String(repeating: "x", count: 200_000))
        try folder.write(
            "game.xml", text: #"<odr-manifest version="1" bundle-id="com.example.game"><resource path="Big" tags="Big"/></odr-manifest>"#)
        // 64 blocks of 512 bytes: the archive cannot be written whole. SIGXFSZ is ignored, so
        // the write fails with EFBIG instead of killing the process.
        let command =
            "trap '' XFSZ; ulimit -f 64; exec "
            + Self.shell([CommandRunner.executable.path, "build", "game.xml", "-o", "out", "--archive", archive])
        let result = try CommandRunner.runShell(command, in: folder.url)
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardError.contains("file too large"), "\(result.standardError)")
        #expect(result.standardError.contains("[write-failed]"))
        #expect(!result.standardError.contains("errno"))
        let packs = (try? FileManager.default.contentsOfDirectory(atPath: folder.path("out/packs"))) ?? []
        #expect(packs.isEmpty, "\(packs)")
    }

    @Test(arguments: ["zip", "tar.gz"])
    func aFullDiskIsReportedAsNoSpaceLeft(archive: String) throws {
        let folder = try TemporaryFolder()
        let mountPoint = folder.path("small")
        try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
        let mounted = try CommandRunner.runShell("mount -t tmpfs -o size=96k tmpfs " + Self.shell([mountPoint]), in: folder.url)
        guard mounted.status == 0 else {
            // Mounting needs root on Linux; the file-size test above covers the same path.
            print("skipped: cannot mount a small tmpfs here (\(mounted.standardError.trimmingCharacters(in: .whitespacesAndNewlines)))")
            return
        }
        defer { _ = try? CommandRunner.runShell("umount " + Self.shell([mountPoint]), in: folder.url) }
        var random = SplitMix64(seed: 7)
        let noise = Data(random.bytes(count: 300_000))
        try noise.write(to: folder.url.appendingPathComponent("noise.bin"))
        try folder.write(
            "game.xml",
            text: #"<odr-manifest version="1" bundle-id="com.example.game"><resource path="noise.bin" tags="Noise"/></odr-manifest>"#)
        let result = try CommandRunner.run(["build", "game.xml", "-o", "small/out", "--archive", archive], in: folder.url)
        #expect(result.status == 1)
        #expect(result.standardError.contains("no space left on device"), "\(result.standardError)")
        let packs = (try? FileManager.default.contentsOfDirectory(atPath: folder.path("small/out/packs"))) ?? []
        #expect(packs.isEmpty, "\(packs)")
    }

    @Test func jsonBuildReportHoldsTheWriteFailureAsADiagnostic() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path("out/index.plist"), withIntermediateDirectories: true)
        let result = try CommandRunner.run(["build", Self.greatGame, "-o", folder.path("out"), "--format", "json"])
        #expect(result.status == 1)
        #expect(result.standardError.isEmpty, "\(result.standardError)")
        let report = try result.json()
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.contains { $0["code"] as? String == "output-conflict" && ($0["severity"] as? String) == "error" })
        #expect((report["packs"] as? [Any])?.count == 7)
    }

    @Test func aReportThatCannotBeWrittenFailsTheRun() throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let result = try CommandRunner.run(["lint", Self.greatGame], standardOutput: full)
        #expect(result.status == 1)
        #expect(result.standardError.contains("cannot write to standard output: no space left on device"), "\(result.standardError)")
    }

    @Test func anEmptyOutputPathIsABadInvocation() throws {
        let result = try CommandRunner.run(["build", Self.greatGame, "-o", ""])
        #expect(result.status == 64)
        #expect(result.standardError.contains("--output needs a folder"))
    }

    @Test func verifyPrintsOneJSONObjectWithEveryMismatch() throws {
        let folder = try TemporaryFolder()
        #expect(try CommandRunner.run(["build", Self.greatGame, "-o", folder.path("out"), "--quiet"]).status == 0)
        try FileManager.default.removeItem(atPath: folder.path("out/OnDemandResources.plist"))
        let result = try CommandRunner.run(["verify", folder.path("out"), "--format", "json"])
        #expect(result.status == 1)
        let report = try result.json()
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["code"] as? String } == ["plist-mismatch"])
        #expect(report["packs"] as? Int == 7)
    }
}
