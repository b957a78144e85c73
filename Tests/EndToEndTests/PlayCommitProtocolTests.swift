import Foundation
import TestSupport
import Testing

/// Google Play builds killed at every step of the commit and at random instants, in a layout
/// of folders (Gradle modules) and one of zips (bundletool modules): the next build and
/// `verify` always pass, nothing temporary is left, and before the commit point the previous
/// build still verifies.
@Suite(.slow("Play builds killed at every step and at random instants")) struct PlayCommitProtocolTests {
    static let layouts = ["gradle", "bundletool"]

    static func build(_ folder: TemporaryFolder, layout: String, stop: String? = nil) throws -> CommandResult {
        try CommandRunner.run(
            ["build", "game.xml", "-o", "out", "--quiet", "--delivery", "play-asset-delivery", "--layout", layout],
            environment: stop.map { ["ODR_PACK_TEST_STOP": "\($0):kill"] } ?? [:], in: folder.url)
    }

    static func buildAndVerify(_ folder: TemporaryFolder, layout: String, _ context: String) throws {
        let build = try build(folder, layout: layout)
        #expect(build.status == 0, "build after \(context): \(build.standardError)")
        let verify = try CommandRunner.run(["verify", "out"], in: folder.url)
        #expect(verify.status == 0, "verify after \(context): \(verify.standardError)")
        #expect(CommitProtocolTests.leftovers(folder).isEmpty, "after \(context)")
    }

    @Test(arguments: layouts, CommitProtocolTests.points)
    func aPlayBuildKilledAtAnyStepOfTheCommitIsRepairedByTheNextBuild(layout: String, point: String) throws {
        let folder = try TemporaryFolder()
        try CommitProtocolTests.project(in: folder, packs: 4, bytes: 32 * 1024, generation: 0)
        try Self.buildAndVerify(folder, layout: layout, "the first build")
        try CommitProtocolTests.project(in: folder, packs: 4, bytes: 32 * 1024, generation: 1)
        let killed = try Self.build(folder, layout: layout, stop: point)
        #expect(killed.status != 0, "\(killed.standardError)")
        let verify = try CommandRunner.run(["verify", "out"], in: folder.url)
        if CommitProtocolTests.points.firstIndex(of: point)! <= CommitProtocolTests.points.firstIndex(of: "cached")! {
            #expect(verify.status == 0, "the previous build, before the commit point: \(verify.standardError)")
        } else if verify.status != 0 {
            #expect(
                verify.standardError.contains("[unfinished-build]") || verify.standardError.contains("[archive-mismatch]")
                    || verify.standardError.contains("[output-file-mismatch]"), "\(verify.standardError)")
        }
        try Self.buildAndVerify(folder, layout: layout, "a kill at \(point)")
    }

    @Test(arguments: layouts)
    func playBuildsKilledAtRandomInstantsAreAlwaysRepaired(layout: String) throws {
        let folder = try TemporaryFolder()
        try CommitProtocolTests.project(in: folder, packs: 10, bytes: 512 << 10, generation: 0)
        let start = Date()
        try Self.buildAndVerify(folder, layout: layout, "the first build")
        let duration = max(Date().timeIntervalSince(start), 0.05)
        var random = SplitMix64(seed: 2026_11_25)
        for round in 1...6 {
            try CommitProtocolTests.project(in: folder, packs: 10, bytes: 512 << 10, generation: round)
            let running = try RunningCommand(
                ["build", "game.xml", "-o", "out", "--quiet", "--delivery", "play-asset-delivery", "--layout", layout],
                in: folder.url, errorFile: "err\(round)")
            let delay = Double(random.next() % 1000) / 1000 * duration * 1.2
            usleep(UInt32(delay * 1_000_000))
            kill(running.process.processIdentifier, SIGKILL)
            let status = running.wait()
            try Self.buildAndVerify(folder, layout: layout, "round \(round): SIGKILL after \(Int(delay * 1000)) ms, status \(status)")
        }
    }
}
