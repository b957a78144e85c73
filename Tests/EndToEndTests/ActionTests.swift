import Foundation
import TestSupport
import Testing

/// The repository's GitHub Action (action.yml): its run step, `action/run.sh`, run here as the
/// runner would run it, with the inputs as INPUT_* variables and the built odr-pack.
@Suite(.budget(seconds: 5)) struct ActionTests {
    static let root = CommandRunner.packageDirectory

    /// Runs `action/run.sh` with `inputs` as its environment (values passed as they are, as
    /// the runner passes them), the built odr-pack unless `ODR_PACK` is given.
    static func run(_ inputs: [String: String], in folder: TemporaryFolder, directory: URL = root) throws -> CommandResult {
        let environment = [
            "ODR_PACK": CommandRunner.executable.path,
            "GITHUB_OUTPUT": folder.path("output"), "GITHUB_STEP_SUMMARY": folder.path("summary.md"),
            "INPUT_COMMENT_FILE": folder.path("comment.md"), "RUNNER_TEMP": folder.url.path,
        ]
        .merging(inputs) { _, given in given }
        return try ScriptRunner.run(
            "/bin/bash", [root.appendingPathComponent("action/run.sh").path], environment: environment, in: directory)
    }

    func run(_ inputs: [String: String], in folder: TemporaryFolder) throws -> CommandResult {
        try Self.run(inputs, in: folder)
    }

    @Test func theActionYmlRunsTheScriptsThisTestRuns() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("action.yml"), encoding: .utf8)
        #expect(text.contains("run: '\"$GITHUB_ACTION_PATH/action/run.sh\"'"))
        for step in ["locate", "build", "activate"] {
            #expect(text.contains("run: '\"$GITHUB_ACTION_PATH/action/install.sh\" \(step)'"), "\(step)")
        }
        #expect(text.contains("uses: actions/cache@v4") && text.contains("key: ${{ steps.locate.outputs.key }}"))
        for input in ["command", "manifest", "target", "output", "build", "old", "new", "arguments", "comment-file", "binary"] {
            #expect(text.contains("  \(input):\n"), "input \(input)")
        }
        // Every input of the run step reaches the script through the environment, never through the shell's text.
        for input in ["command", "manifest", "target", "output", "build", "old", "new", "arguments", "comment-file"] {
            let variable = "INPUT_" + input.uppercased().replacingOccurrences(of: "-", with: "_")
            #expect(text.contains("\(variable): ${{ inputs.\(input) }}"), "\(variable)")
        }
        #expect(!text.contains("run: odr-pack") && !text.split(separator: "\n").contains { $0.contains("run:") && $0.contains("${{") })
    }

    @Test func lintAnnotatesWritesTheCommentAndTheWholeReportToTheSummary() throws {
        let folder = try TemporaryFolder()
        let result = try run(
            [
                "INPUT_COMMAND": "lint", "INPUT_MANIFEST": "Examples/GreatGame/GreatGame.xml",
                "INPUT_ARGUMENTS": "--profile\nios",
            ], in: folder)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        let comment = try String(contentsOfFile: folder.path("comment.md"), encoding: .utf8)
        #expect(comment.hasPrefix("<!-- odr-pack:lint -->\n### odr-pack lint: `Examples/GreatGame/GreatGame.xml`"))
        let summary = try String(contentsOfFile: folder.path("summary.md"), encoding: .utf8)
        // The summary holds the whole tables; the comment the verdict and the biggest packs.
        #expect(summary.hasPrefix("<!-- odr-pack:lint -->\n") && summary.contains("#### Tags\n"))
        let outputs = try String(contentsOfFile: folder.path("output"), encoding: .utf8)
        #expect(outputs == "comment-file=\(folder.path("comment.md"))\nexit-status=0\n")
    }

    /// The target name of a generated two-target project has spaces and parentheses, as
    /// Xcode names targets (`DemoBots (iOS)`).
    @Test func theTargetInputNamesAnXcodeTargetWithSpacesAndParentheses() throws {
        let folder = try TemporaryFolder()
        let project = try XcodeTargets.write(in: folder)
        let chosen = try run(["INPUT_COMMAND": "lint", "INPUT_MANIFEST": project, "INPUT_TARGET": "Game (tvOS)"], in: folder)
        #expect(chosen.status == 0, "\(chosen.standardOutput)\(chosen.standardError)")
        let comment = try String(contentsOfFile: folder.path("comment.md"), encoding: .utf8)
        #expect(comment.contains("`TV Level`") && !comment.contains("`Phone Level`"), "\(comment)")
        // Without it, two tagged targets are an error of the project, annotated.
        let neither = try run(["INPUT_COMMAND": "lint", "INPUT_MANIFEST": project], in: folder)
        #expect(neither.status == 1 && neither.standardOutput.contains("::error "), "\(neither.standardOutput)")
        let misplaced = try run(["INPUT_COMMAND": "verify", "INPUT_BUILD": "out", "INPUT_TARGET": "Game (iOS)"], in: folder)
        #expect(misplaced.status == 64 && misplaced.standardOutput.contains("the target input is for lint, build and migrate"))
    }

    @Test func aFailingLintFailsTheStepAndAnnotatesTheManifest() throws {
        let folder = try TemporaryFolder()
        let manifest = try folder.write(
            "game.xml",
            text: """
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
            let built = try run(
                [
                    "INPUT_COMMAND": "build", "INPUT_MANIFEST": "Examples/GreatGame/GreatGame.xml",
                    "INPUT_OUTPUT": folder.path(delivery), "INPUT_ARGUMENTS": "--delivery\n\(delivery)\n--quiet\n",
                    "ODR_PACK_BA_PACKAGE": packager,
                ], in: folder)
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

    @Test func diffOfAStoredIndexWritesItsCommentAndAWrongCommandIsAUsageError() throws {
        let folder = try TemporaryFolder()
        for (name, manifest) in [("old", "GreatGame.xml"), ("new", "GreatGame-2.xml")] {
            let built = try CommandRunner.run(["build", "Examples/GreatGame/\(manifest)", "-o", folder.path(name), "--quiet"])
            #expect(built.status == 0)
        }
        // The release's index alone, as a workflow keeps it as an artifact.
        try FileManager.default.createDirectory(atPath: folder.path("release"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: folder.path("old/index.plist"), toPath: folder.path("release/index.plist"))
        let diff = try run(
            [
                "INPUT_COMMAND": "diff", "INPUT_OLD": folder.path("release/index.plist"), "INPUT_NEW": folder.path("new"),
                "INPUT_ARGUMENTS": "--max-download=100MB",
            ], in: folder)
        #expect(diff.status == 0, "\(diff.standardOutput)\(diff.standardError)")
        let comment = try String(contentsOfFile: folder.path("comment.md"), encoding: .utf8)
        #expect(comment.hasPrefix("<!-- odr-pack:diff -->\n") && comment.contains("56.1 KB"), "\(comment)")
        let wrong = try run(["INPUT_COMMAND": "build"], in: folder)
        #expect(wrong.status == 64)
        #expect(wrong.standardOutput.hasPrefix("::error title=odr-pack action::"))
    }

    /// No input is read as an option: a path input of `--help` or `--version` (every path
    /// input, each command) is a path odr-pack cannot read, so the step fails; a target or an
    /// output of that form is a value; an `arguments` line that prints and exits is refused.
    @Test func noInputIsReadAsAnOptionSoTheStepNeverPassesHavingCheckedNothing() throws {
        let folder = try TemporaryFolder()
        var cases: [[String: String]] = []
        for word in ["--help", "--version", "-h"] {
            cases += [
                ["INPUT_COMMAND": "lint", "INPUT_MANIFEST": word], ["INPUT_COMMAND": "migrate", "INPUT_MANIFEST": word],
                ["INPUT_COMMAND": "build", "INPUT_MANIFEST": word, "INPUT_OUTPUT": folder.path("out")],
                ["INPUT_COMMAND": "verify", "INPUT_BUILD": word], ["INPUT_COMMAND": "diff", "INPUT_OLD": word, "INPUT_NEW": word],
            ]
        }
        for inputs in cases {
            let result = try run(inputs, in: folder)
            #expect(result.status == 1, "\(inputs): \(result.standardOutput)\(result.standardError)")
            #expect(!result.standardOutput.contains("USAGE") && !result.standardError.contains("USAGE"), "\(inputs)")
        }
        // A manifest given a target is refused, not checked as if the target were not there.
        let target = try run(
            ["INPUT_COMMAND": "lint", "INPUT_MANIFEST": "Examples/GreatGame/GreatGame.xml", "INPUT_TARGET": "--version"], in: folder)
        #expect(target.status == 64 && target.standardError.contains("--target chooses within an Xcode project"), "\(target.standardError)")
        // An output folder named like an option is a folder.
        let output = try run(
            ["INPUT_COMMAND": "build", "INPUT_MANIFEST": "Examples/GreatGame/GreatGame.xml", "INPUT_OUTPUT": folder.path("--help")],
            in: folder)
        #expect(output.status == 0 && FileManager.default.fileExists(atPath: folder.path("--help/index.plist")), "\(output.standardError)")
        for line in ["--help", "--version", "-h"] {
            let refused = try run(
                ["INPUT_COMMAND": "lint", "INPUT_MANIFEST": "Examples/GreatGame/GreatGame.xml", "INPUT_ARGUMENTS": line], in: folder)
            #expect(refused.status == 64 && refused.standardOutput.contains("without checking anything"), "\(line)")
        }
    }
}
