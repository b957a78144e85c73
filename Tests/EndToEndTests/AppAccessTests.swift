import Foundation
import TestSupport
import Testing

/// The Swift files a Background Assets build writes for the app, `ODRAssetAccess.swift` and
/// `AssetPackMap.swift`, compile on Linux against stand-ins with Apple's declarations
/// (`Tests/Fixtures/AppSide`), under Swift 6 with complete concurrency checking, as a plain
/// target and as a new Xcode 26 target (main-actor isolation by default), warnings as errors;
/// then their bundle-path logic and failure paths run. Nothing is downloaded: neither API
/// exists here.
@Suite struct AppAccessTests {
    @Test func theAccessFileAndTheMapCompileAndBehaveAgainstAppleDeclarations() throws {
        let folder = try TemporaryFolder()
        let manifest = CommandRunner.packageDirectory.appendingPathComponent("Examples/GreatGame/GreatGame.xml").path
        let build = try CommandRunner.run(["build", manifest, "--delivery", "background-assets", "--no-archives", "-o", "out", "--quiet"],
                                          in: folder.url)
        #expect(build.status == 0, "\(build.standardError)")
        let access = try String(contentsOf: folder.url.appendingPathComponent("out/ODRAssetAccess.swift"), encoding: .utf8)
        #expect(access.contains("import BackgroundAssets") && access.contains("NSBundleResourceRequest(tags: tags)"))
        let script = CommandRunner.packageDirectory.appendingPathComponent("Tests/Fixtures/AppSide/compile.sh").path
        let run = try CommandRunner.runShell("'\(script)' out stand-ins 2>&1", in: folder.url)
        #expect(run.status == 0, "\(run.standardOutput)")
        let lines = run.standardOutput.split(separator: "\n").filter { $0.hasSuffix("failed") }
        #expect(lines == ["18 passed, 0 failed", "18 passed, 0 failed"], "\(run.standardOutput)")
    }
}
