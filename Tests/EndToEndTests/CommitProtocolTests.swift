import Foundation
import TestSupport
import Testing

/// Real builds killed or interrupted at every step of the commit, and at random instants:
/// the next build and `verify` must always pass, and an interruption must leave no
/// temporary file and the previous build intact until the commit point.
@Suite(.budget(seconds: 8)) struct CommitProtocolTests {
    /// A project of `packs` packs of about `bytes` bytes each; `generation` changes every
    /// file's content, so each generation rewrites every pack.
    static func project(in folder: TemporaryFolder, packs: Int = 8, bytes: Int = 64 * 1024, generation: Int) throws {
        var resources = ""
        for pack in 0..<packs {
            var random = SplitMix64(seed: UInt64(pack * 1000 + generation))
            let data = Data(random.bytes(count: bytes))
            let url = folder.url.appendingPathComponent("Assets/pack\(pack)/data.bin")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
            resources += #"<resource path="pack\#(pack)" tags="Tag \#(pack)"/>"# + "\n"
        }
        try folder.write(
            "game.xml",
            text: """
                <odr-manifest version="1" bundle-id="com.example.game" base="Assets">
                \(resources)</odr-manifest>
                """)
    }

    static func leftovers(_ folder: TemporaryFolder) -> [String] {
        let names =
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path("out"))) ?? [])
            + ((try? FileManager.default.contentsOfDirectory(atPath: folder.path("out/packs"))) ?? [])
        return names.filter { $0.hasPrefix(".odr-pack-tmp-") || $0.hasPrefix(".odr-pack-pending-") }
    }

    static func buildAndVerify(_ folder: TemporaryFolder, _ context: String) throws {
        let build = try CommandRunner.run(["build", "game.xml", "-o", "out", "--quiet"], in: folder.url)
        #expect(build.status == 0, "build after \(context): \(build.standardError)")
        let verify = try CommandRunner.run(["verify", "out"], in: folder.url)
        #expect(verify.status == 0, "verify after \(context): \(verify.standardError)")
        #expect(leftovers(folder).isEmpty, "after \(context)")
    }

    static let points = ["locked", "written", "cached", "committed", "renamed-one", "finished"]

    @Test(arguments: points)
    func aBuildKilledAtAnyStepOfTheCommitIsRepairedByTheNextBuild(point: String) throws {
        let folder = try TemporaryFolder()
        try Self.project(in: folder, generation: 0)
        try Self.buildAndVerify(folder, "the first build")
        try Self.project(in: folder, generation: 1)
        let killed = try CommandRunner.run(
            ["build", "game.xml", "-o", "out", "--quiet"],
            environment: ["ODR_PACK_TEST_STOP": "\(point):kill"], in: folder.url)
        #expect(killed.status != 0)
        let verify = try CommandRunner.run(["verify", "out"], in: folder.url)
        // Before the index is written the previous build is intact (verify may warn about the
        // leftovers); from then on verify may find the commit unfinished, but it never reads
        // a mixture as valid.
        if Self.points.firstIndex(of: point)! <= Self.points.firstIndex(of: "cached")! {
            #expect(verify.status == 0, "\(verify.standardError)")
        } else if verify.status != 0 {
            #expect(
                verify.standardError.contains("[unfinished-build]") || verify.standardError.contains("[archive-mismatch]")
                    || verify.standardError.contains("[plist-mismatch]"), "\(verify.standardError)")
        }
        try Self.buildAndVerify(folder, "a kill at \(point)")
    }

    @Test(arguments: ["cached", "committed"])
    func switchingTheIndexFormatNeverLeavesTheOldIndexToBeRead(point: String) throws {
        // Readers take index.plist before index.json: the old one must be gone before the
        // new one is the commit point, or verify and diff would read the old build.
        let folder = try TemporaryFolder()
        try Self.project(in: folder, generation: 0)
        try Self.buildAndVerify(folder, "the first build")
        try Self.project(in: folder, generation: 1)
        let killed = try CommandRunner.run(
            ["build", "game.xml", "-o", "out", "--quiet", "--index-format", "json"],
            environment: ["ODR_PACK_TEST_STOP": "\(point):kill"], in: folder.url)
        #expect(killed.status != 0)
        #expect(!FileManager.default.fileExists(atPath: folder.path("out/index.plist")))
        let verify = try CommandRunner.run(["verify", "out"], in: folder.url)
        #expect(verify.status == 1, "\(verify.standardError)")
        let rebuilt = try CommandRunner.run(["build", "game.xml", "-o", "out", "--quiet", "--index-format", "json"], in: folder.url)
        #expect(rebuilt.status == 0, "\(rebuilt.standardError)")
        #expect(try CommandRunner.run(["verify", "out"], in: folder.url).status == 0)
        #expect(Self.leftovers(folder).isEmpty)
    }

    @Test func aBuildKilledBeforeItsCommitThatPackedTheSameBytesLeavesOnlyWarnings() throws {
        // Touched sources are packed again into the same bytes, so the killed build's pending
        // files carry the names of committed archives; the previous build is still whole.
        let folder = try TemporaryFolder()
        try Self.project(in: folder, generation: 0)
        try Self.buildAndVerify(folder, "the first build")
        try Self.project(in: folder, generation: 0)
        let killed = try CommandRunner.run(
            ["build", "game.xml", "-o", "out", "--quiet", "--rebuild"],
            environment: ["ODR_PACK_TEST_STOP": "written:kill"], in: folder.url)
        #expect(killed.status != 0)
        #expect(!Self.leftovers(folder).isEmpty)
        let verify = try CommandRunner.run(["verify", "out"], in: folder.url)
        #expect(verify.status == 0, "\(verify.standardError)")
        #expect(verify.standardError.contains("[leftover-file]") && !verify.standardError.contains("[unfinished-build]"))
        try Self.buildAndVerify(folder, "a kill before the commit")
    }

    @Test(.slow("twelve builds interrupted at a step"), arguments: points, ["int", "term"])
    func aBuildInterruptedAtAnyStepExitsWithTheSignalAndLeavesAWholeBuild(point: String, signal: String) throws {
        let folder = try TemporaryFolder()
        try Self.project(in: folder, generation: 0)
        try Self.buildAndVerify(folder, "the first build")
        try Self.project(in: folder, generation: 1)
        let interrupted = try CommandRunner.run(
            ["build", "game.xml", "-o", "out", "--quiet"],
            environment: ["ODR_PACK_TEST_STOP": "\(point):\(signal)"], in: folder.url)
        #expect(interrupted.status == (signal == "int" ? 130 : 143), "\(interrupted.standardError)")
        #expect(!interrupted.standardError.contains("cannot rename"))
        #expect(Self.leftovers(folder).isEmpty, "\(Self.leftovers(folder))")
        let verify = try CommandRunner.run(["verify", "out"], in: folder.url)
        #expect(verify.status == 0, "\(verify.standardError)")
        try Self.buildAndVerify(folder, "an interruption at \(point)")
    }

    /// Eight rounds in `make test`; a longer soak sets ODR_PACK_TEST_KILL_ROUNDS (and
    /// ODR_PACK_TEST_KILL_SEED for other instants), see docs/development.md.
    @Test(.slow("rounds of builds killed at random instants"))
    func buildsKilledAtRandomInstantsAreAlwaysRepaired() throws {
        let environment = ProcessInfo.processInfo.environment
        let rounds = environment["ODR_PACK_TEST_KILL_ROUNDS"].flatMap { Int($0) } ?? 8
        let folder = try TemporaryFolder()
        try Self.project(in: folder, packs: 12, bytes: 512 << 10, generation: 0)
        let start = Date()
        try Self.buildAndVerify(folder, "the first build")
        let duration = max(Date().timeIntervalSince(start), 0.05)
        var random = SplitMix64(seed: environment["ODR_PACK_TEST_KILL_SEED"].flatMap { UInt64($0) } ?? 2026_11_22)
        for round in 1...max(rounds, 1) {
            try Self.project(in: folder, packs: 12, bytes: 512 << 10, generation: round)
            let running = try RunningCommand(["build", "game.xml", "-o", "out", "--quiet"], in: folder.url, errorFile: "err\(round)")
            let delay = Double(random.next() % 1000) / 1000 * duration * 1.2
            usleep(UInt32(delay * 1_000_000))
            let signal: Int32 = [SIGKILL, SIGKILL, SIGINT, SIGTERM][Int(random.next() % 4)]
            kill(running.process.processIdentifier, signal)
            let status = running.wait()
            let context = "round \(round): signal \(signal) after \(Int(delay * 1000)) ms, status \(status)"
            if signal != SIGKILL {
                #expect([0, 128 + signal].contains(status), "\(context): \(running.standardError)")
                #expect(Self.leftovers(folder).isEmpty, "\(context)")
            }
            try Self.buildAndVerify(folder, context)
        }
    }

    @Test func aSecondBuildOfTheSameFolderWaitsOrFailsWithNoWait() throws {
        let folder = try TemporaryFolder()
        try Self.project(in: folder, generation: 0)
        // The first build stops once it holds the folder's lock and stays there until the test
        // lets it go on, so the --no-wait build is refused and the second build waits, however
        // slow or loaded the machine.
        let first = try ConversingCommand(
            ["build", "game.xml", "-o", "out", "--quiet"],
            environment: ["ODR_PACK_TEST_STOP": "locked:pause"], in: folder.url)
        try #require(first.readOutput(until: "locked\n"), "the first build never held the lock: \(first.wait().standardError)")
        let refused = try CommandRunner.run(["build", "game.xml", "-o", "out", "--no-wait", "--archive", "tar"], in: folder.url)
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("[output-locked]"), "\(refused.standardError)")
        let second = try ConversingCommand(["build", "game.xml", "-o", "out", "--archive", "tar"], in: folder.url)
        let waited = second.readError(until: "waiting for another build")
        first.resume()
        let secondEnd = second.wait()
        #expect(secondEnd.status == 0, "\(secondEnd.standardError)")
        #expect(waited && secondEnd.standardError.contains("waiting for another build"), "\(secondEnd.standardError)")
        let firstEnd = first.wait()
        #expect(firstEnd.status == 0, "\(firstEnd.standardError)")
        let verify = try CommandRunner.run(["verify", "out"], in: folder.url)
        #expect(verify.status == 0, "\(verify.standardError)")
        let packs = try FileManager.default.contentsOfDirectory(atPath: folder.path("out/packs"))
        #expect(packs.count == 8 && packs.allSatisfy { $0.hasSuffix(".assetpack.tar") })
    }
}
