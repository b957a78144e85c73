import Foundation
import TestSupport
import Testing

/// What the action passes to odr-pack, and what it leaves when odr-pack fails: inputs reach
/// it as written (nothing split, expanded or unquoted), and a comment file always exists.
@Suite(.budget(seconds: 2)) struct ActionArgumentTests {
    /// A stand-in odr-pack that records its arguments as JSON and exits with `STAND_IN_STATUS`.
    static func recorder(in folder: TemporaryFolder) throws -> String {
        let path = try folder.write(
            "odr-pack",
            text: """
                #!/usr/bin/env python3
                import json, os, sys
                json.dump(sys.argv[1:], open(os.environ["ARGV_FILE"], "w"))
                sys.exit(int(os.environ.get("STAND_IN_STATUS", "0")))
                """)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }

    static func arguments(in folder: TemporaryFolder) throws -> [String] {
        let data = try Data(contentsOf: folder.url.appendingPathComponent("argv.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String])
    }

    @Test func everyInputReachesOdrPackAsOneArgumentAsWritten() throws {
        let folder = try TemporaryFolder()
        let manifest = "Game \"one\" $HOME *.xml\nsecond line\\n 'x'.xcodeproj"
        let lines = [
            "--max-growth=tag=Level \"1\":10%", "$(touch evaluated)", "`touch evaluated`", "*", "a\\tb\\",
            "'single quoted'", "  spaced  ", "~", "${HOME}", "--werror",
        ]
        let result = try ActionTests.run(
            [
                "ODR_PACK": try Self.recorder(in: folder), "ARGV_FILE": folder.path("argv.json"),
                "INPUT_COMMAND": "lint", "INPUT_MANIFEST": manifest, "INPUT_TARGET": "Game (iOS) $1",
                "INPUT_ARGUMENTS": lines.joined(separator: "\n") + "\n\n",
            ],
            in: folder, directory: folder.url)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        // Options first, each value joined to its option; the paths after `--`.
        let expected =
            ["lint", "--target=Game (iOS) $1"] + lines
            + ["--format", "github", "--markdown-out=\(folder.path("comment.md"))", "--", manifest]
        #expect(try Self.arguments(in: folder) == expected)
        #expect(!FileManager.default.fileExists(atPath: folder.path("evaluated")))
    }

    @Test func uploadGetsTheBuildAndItsArgumentsAndItsTextBecomesTheComment() throws {
        let folder = try TemporaryFolder()
        let program = try folder.write(
            "odr-pack",
            text: """
                #!/usr/bin/env python3
                import json, os, sys
                json.dump(sys.argv[1:], open(os.environ["ARGV_FILE"], "w"))
                print("Upload for 'com.example.game' (app 1):")
                print("  Level-01: uploaded (10 bytes), version 2 FAILED")
                sys.exit(1)
                """)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program)
        let result = try ActionTests.run(
            [
                "ODR_PACK": program, "ARGV_FILE": folder.path("argv.json"), "INPUT_COMMAND": "upload", "INPUT_BUILD": "build/ba",
                "INPUT_ARGUMENTS": "--since=release/ba/index.plist",
            ],
            in: folder, directory: folder.url)
        #expect(result.status == 1)
        #expect(try Self.arguments(in: folder) == ["upload", "--since=release/ba/index.plist", "--", "build/ba"])
        let comment = try String(contentsOfFile: folder.path("comment.md"), encoding: .utf8)
        #expect(comment.hasPrefix("<!-- odr-pack:upload -->\n### odr-pack upload (exit status 1)\n"), "\(comment)")
        #expect(comment.contains("\n      Level-01: uploaded (10 bytes), version 2 FAILED\n"))
        #expect(result.standardOutput.contains("Level-01: uploaded"))
    }

    @Test func anOptionAndItsValueOnOneLineIsRefusedWithTheWayToWriteIt() throws {
        let folder = try TemporaryFolder()
        let result = try ActionTests.run(
            [
                "INPUT_COMMAND": "lint", "INPUT_MANIFEST": "Examples/GreatGame/GreatGame.xml",
                "INPUT_ARGUMENTS": "--werror\n--max-packs 100",
            ], in: folder)
        #expect(result.status == 64)
        #expect(
            result.standardOutput.contains("write '--max-packs 100' as two lines ('--max-packs' then its value) or as '--max-packs=100'"),
            "\(result.standardOutput)")
    }

    /// A usage error, a crash or a missing input leaves no report of odr-pack's: the comment
    /// step after it still finds a file, saying what failed, and never an earlier step's.
    @Test func aCommentFileIsWrittenWhenOdrPackWritesNone() throws {
        let folder = try TemporaryFolder()
        try "<!-- odr-pack:lint -->\nan earlier step's comment\n".write(
            toFile: folder.path("comment.md"), atomically: true, encoding: .utf8)
        let usage = try ActionTests.run(
            [
                "INPUT_COMMAND": "lint", "INPUT_MANIFEST": "Examples/GreatGame/GreatGame.xml",
                "INPUT_ARGUMENTS": "--no-such-option\n<b>@team</b>",
            ], in: folder)
        #expect(usage.status == 64)
        let comment = try String(contentsOfFile: folder.path("comment.md"), encoding: .utf8)
        #expect(comment.hasPrefix("<!-- odr-pack:lint -->\n### odr-pack lint failed (exit status 64)\n"), "\(comment)")
        #expect(comment.contains("\n    Error: ") && !comment.contains("earlier step"), "\(comment)")
        // What odr-pack said is an indented code block: no line of it leaves the block.
        let said = comment.split(separator: "\n").drop { !$0.hasPrefix("odr-pack wrote no report") }.dropFirst()
        #expect(!said.isEmpty && said.allSatisfy { $0.hasPrefix("    ") }, "\(comment)")
        #expect(try String(contentsOfFile: folder.path("summary.md"), encoding: .utf8) == comment)
        #expect(try String(contentsOfFile: folder.path("output"), encoding: .utf8).hasSuffix("exit-status=64\n"))

        let crashed = try ActionTests.run(
            [
                "ODR_PACK": try Self.recorder(in: folder), "ARGV_FILE": folder.path("argv.json"),
                "STAND_IN_STATUS": "134", "INPUT_COMMAND": "diff", "INPUT_OLD": "a", "INPUT_NEW": "b",
            ], in: folder)
        #expect(crashed.status == 134)
        #expect(
            try String(contentsOfFile: folder.path("comment.md"), encoding: .utf8).hasPrefix(
                "<!-- odr-pack:diff -->\n### odr-pack diff failed (exit status 134)"))

        let missing = try ActionTests.run(["INPUT_COMMAND": "verify"], in: folder)
        #expect(missing.status == 64)
        let text = try String(contentsOfFile: folder.path("comment.md"), encoding: .utf8)
        #expect(text.hasPrefix("<!-- odr-pack:verify -->\n") && text.contains("    the build input is required for verify"), "\(text)")
    }
}
