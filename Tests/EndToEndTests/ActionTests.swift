import Foundation
import Testing
import TestSupport

/// The repository's GitHub Action (action.yml): its run step, `action/run.sh`, run here as the
/// runner would run it, with the inputs as INPUT_* variables and the built odr-pack.
@Suite struct ActionTests {
    static let root = CommandRunner.packageDirectory

    func run(_ inputs: [String: String], in folder: TemporaryFolder) throws -> CommandResult {
        let environment = inputs.merging([
            "ODR_PACK": CommandRunner.executable.path,
            "GITHUB_OUTPUT": folder.path("output"), "GITHUB_STEP_SUMMARY": folder.path("summary.md"),
            "INPUT_COMMENT_FILE": folder.path("comment.md"),
        ]) { given, _ in given }
        let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
        return try CommandRunner.runShell("\(assignments) bash action/run.sh", in: Self.root)
    }

    @Test func theActionYmlRunsTheScriptThisTestRuns() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("action.yml"), encoding: .utf8)
        #expect(text.contains("run: '\"$GITHUB_ACTION_PATH/action/run.sh\"'"))
        #expect(text.contains("make -C \"$GITHUB_ACTION_PATH\" install PREFIX=\"$HOME/.local\""))
        let makefile = try String(contentsOf: Self.root.appendingPathComponent("Makefile"), encoding: .utf8)
        #expect(makefile.contains("\ndeps:") && makefile.contains("\ninstall:"))
        for input in ["command", "manifest", "output", "build", "old", "new", "arguments", "comment-file"] {
            #expect(text.contains("  \(input):\n"), "input \(input)")
        }
    }

    @Test func lintAnnotatesWritesTheCommentAndTheSummary() throws {
        let folder = try TemporaryFolder()
        let result = try run(["INPUT_COMMAND": "lint", "INPUT_MANIFEST": "Examples/GreatGame/GreatGame.xml",
                              "INPUT_ARGUMENTS": "--profile ios"], in: folder)
        #expect(result.status == 0)
        let comment = try String(contentsOfFile: folder.path("comment.md"), encoding: .utf8)
        #expect(comment.hasPrefix("<!-- odr-pack:lint -->\n### odr-pack lint: `Examples/GreatGame/GreatGame.xml`"))
        let summary = try String(contentsOfFile: folder.path("summary.md"), encoding: .utf8)
        #expect(summary == comment + "\n")
        let outputs = try String(contentsOfFile: folder.path("output"), encoding: .utf8)
        #expect(outputs == "comment-file=\(folder.path("comment.md"))\nexit-status=0\n")
    }

    @Test func aFailingLintFailsTheStepAndAnnotatesTheManifest() throws {
        let folder = try TemporaryFolder()
        let manifest = try folder.write("game.xml", text: """
            <?xml version="1.0" encoding="UTF-8"?>
            <odr-manifest version="1" bundle-id="com.example.game">
              <resource path="missing.bin" tags="A"/>
            </odr-manifest>
            """)
        let result = try run(["INPUT_COMMAND": "lint", "INPUT_MANIFEST": manifest], in: folder)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("::error file=\(manifest),line=3,col=3,title=odr-pack missing-resource::"))
        #expect(try String(contentsOfFile: folder.path("output"), encoding: .utf8).hasSuffix("exit-status=1\n"))
    }

    /// One job for both deliveries, as docs/ci.md shows it: build and verify each (the packager
    /// of Background Assets is the stand-in, named by ODR_PACK_BA_PACKAGE as on a runner).
    @Test func buildAndVerifyEachDeliveryAsTheRunnerDoes() throws {
        let folder = try TemporaryFolder()
        let packager = Self.root.appendingPathComponent("Examples/Tools/ba-package").path
        for delivery in ["on-demand-resources", "background-assets"] {
            let built = try run(["INPUT_COMMAND": "build", "INPUT_MANIFEST": "Examples/GreatGame/GreatGame.xml",
                                 "INPUT_OUTPUT": folder.path(delivery), "INPUT_ARGUMENTS": "--delivery \(delivery) --quiet",
                                 "ODR_PACK_BA_PACKAGE": packager], in: folder)
            #expect(built.status == 0, "\(delivery): \(built.standardOutput)\(built.standardError)")
            #expect(try String(contentsOfFile: folder.path("comment.md"), encoding: .utf8).hasPrefix("<!-- odr-pack:build -->\n"))
            let verified = try run(["INPUT_COMMAND": "verify", "INPUT_BUILD": folder.path(delivery)], in: folder)
            #expect(verified.status == 0, "\(delivery): \(verified.standardOutput)")
            #expect(try String(contentsOfFile: folder.path("comment.md"), encoding: .utf8).hasPrefix("<!-- odr-pack:verify -->\n"))
        }
        #expect(FileManager.default.fileExists(atPath: folder.path("background-assets/ODRAssetAccess.swift")))
        let missing = try run(["INPUT_COMMAND": "build", "INPUT_MANIFEST": "Examples/GreatGame/GreatGame.xml"], in: folder)
        #expect(missing.status == 64 && missing.standardOutput.contains("the manifest and output inputs are required for build"))
        let migrate = try run(["INPUT_COMMAND": "migrate", "INPUT_MANIFEST": "Examples/XcodeGame/XcodeGame.xcodeproj"], in: folder)
        #expect(migrate.status == 0, "\(migrate.standardOutput)")
        #expect(migrate.standardOutput.contains("::warning file=") && migrate.standardOutput.contains("unknown-source-tag"))
        #expect(try String(contentsOfFile: folder.path("comment.md"), encoding: .utf8).hasPrefix("<!-- odr-pack:migrate -->\n"))
    }

    @Test func diffWritesItsCommentAndAWrongCommandIsAUsageError() throws {
        let folder = try TemporaryFolder()
        for (name, manifest) in [("old", "GreatGame.xml"), ("new", "GreatGame-2.xml")] {
            let built = try CommandRunner.run(["build", "Examples/GreatGame/\(manifest)", "-o", folder.path(name), "--quiet"])
            #expect(built.status == 0)
        }
        let diff = try run(["INPUT_COMMAND": "diff", "INPUT_OLD": folder.path("old"), "INPUT_NEW": folder.path("new"),
                            "INPUT_ARGUMENTS": "--max-download 100MB"], in: folder)
        #expect(diff.status == 0)
        #expect(try String(contentsOfFile: folder.path("comment.md"), encoding: .utf8).hasPrefix("<!-- odr-pack:diff -->\n"))
        let wrong = try run(["INPUT_COMMAND": "build"], in: folder)
        #expect(wrong.status == 64)
        #expect(wrong.standardOutput.hasPrefix("::error title=odr-pack action::"))
    }
}
