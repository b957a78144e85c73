import Foundation
import TestSupport
import Testing

@Suite(.budget(seconds: 2)) struct CommandLineTests {
    @Test func versionIsOneNewlineTerminatedLine() throws {
        let result = try CommandRunner.run(["--version"])
        #expect(result.status == 0)
        #expect(result.standardOutput.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil)
    }

    @Test(arguments: [("lnt", "lint"), ("biuld", "build"), ("dif", "diff"), ("repot", "report"), ("verfy", "verify")])
    func misspeltSubcommandsSuggestTheRightOne(typed: String, meant: String) throws {
        let result = try CommandRunner.run([typed, "x"])
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("Error: unknown command '\(typed)'; did you mean '\(meant)'?\n"))
    }

    @Test func aMisspeltSubcommandBeforeHelpOrVersionIsStillNamed() throws {
        for flag in ["--help", "--version"] {
            let result = try CommandRunner.run(["biuld", flag])
            #expect(result.status == 64, "\(flag)")
            #expect(result.standardError.hasPrefix("Error: unknown command 'biuld'; did you mean 'build'?\n"), "\(flag)")
        }
    }

    @Test func aWordFarFromEverySubcommandGetsNoGuess() throws {
        let result = try CommandRunner.run(["transmogrify"])
        #expect(result.status == 64)
        #expect(!result.standardError.contains("did you mean"))
    }

    @Test(arguments: [
        (["build", "x.xml", "--ouput", "o"], "--ouput", "--output"),
        (["build", "x.xml", "--ouput=o"], "--ouput", "--output"),
        (["build", "x.xml", "-o", "o", "--jobs", "--ouput"], "--ouput", "--output"),
        (["lint", "x.xml", "--profil", "ios"], "--profil", "--profile"),
        (["verify", "out", "--quite"], "--quite", "--quiet"),
        (["diff", "a", "b", "--max-dowload", "5MB"], "--max-dowload", "--max-download"),
    ])
    func unknownOptionsAreNamedWithASuggestionBeforeAnyOtherComplaint(arguments: [String], typed: String, meant: String) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 64)
        #expect(
            result.standardError.hasPrefix("Error: unknown option '\(typed)'; did you mean '\(meant)'?\nUsage: odr-pack \(arguments[0]) "))
    }

    @Test func optionsAfterDoubleDashAndOptionsFarFromEveryNameGetNoGuess() throws {
        let far = try CommandRunner.run(["build", "x.xml", "-o", "o", "--transmogrify"])
        #expect(far.status == 64)
        #expect(far.standardError.hasPrefix("Error: unknown option '--transmogrify'\n"))
        let afterDashes = try CommandRunner.run(["build", "x.xml", "-o", "o", "--", "--ouput"])
        #expect(afterDashes.status == 64)
        #expect(!afterDashes.standardError.contains("unknown option"))
    }

    /// The bash completion, loaded in a real bash and asked to complete two command lines.
    @Test func bashCompletionCompletesSubcommandsAndTheirOptions() throws {
        let folder = try TemporaryFolder()
        let script = try CommandRunner.run(["--generate-completion-script", "bash"])
        #expect(script.status == 0)
        try folder.write("odr-pack.bash", text: script.standardOutput)
        let binary = CommandRunner.executable.deletingLastPathComponent().path
        let result = try CommandRunner.runShell(
            """
            PATH='\(binary)':$PATH bash -c 'source ./odr-pack.bash
            COMP_WORDS=(odr-pack re); COMP_CWORD=1; COMP_LINE="odr-pack re"; COMP_POINT=11; _odr-pack odr-pack re odr-pack; echo "${COMPREPLY[*]}"
            COMPREPLY=(); COMP_WORDS=(odr-pack diff --max-); COMP_CWORD=2; COMP_LINE="odr-pack diff --max-"; COMP_POINT=20; _odr-pack odr-pack --max- diff; echo "${COMPREPLY[*]}"'
            """, in: folder.url)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "report")
        #expect(lines.last.map { Set($0.split(separator: " ")) } == ["--max-growth", "--max-download"])
        for shell in ["zsh", "fish"] {
            let other = try CommandRunner.run(["--generate-completion-script", shell])
            #expect(other.status == 0 && other.standardOutput.contains("diff") && other.standardOutput.contains("report"))
        }
    }

    /// The bash completion in a real bash, in a folder of manifests, other files and folders:
    /// manifests and folders for a manifest, folders for an output folder, and the values of
    /// every option that takes one of a few.
    @Test func bashCompletionOffersManifestsFoldersAndEveryEnumeratedValue() throws {
        let folder = try TemporaryFolder()
        for file in ["game.xml", "game.plist", "notes.txt", "index.json"] { try folder.write(file, text: "") }
        for name in ["App.xcodeproj", "out"] { try folder.folder(name) }
        try folder.write("odr-pack.bash", text: try CommandRunner.run(["--generate-completion-script", "bash"]).standardOutput)
        let lines = [
            "build ", "build game.xml -o ", "verify ", "diff ", "lint game.xml --profile ", "build game.xml --archive ",
            "build game.xml --index-format ", "lint game.xml --format ", "why game.xml --format ", "build game.xml --layout ",
        ]
        try folder.write(
            "complete.sh",
            text: """
                source ./odr-pack.bash
                complete_line() {
                  COMPREPLY=(); read -ra COMP_WORDS <<< "odr-pack $1"; COMP_WORDS+=("")
                  COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMP_LINE="odr-pack $1"; COMP_POINT=${#COMP_LINE}
                  _odr-pack odr-pack "" "${COMP_WORDS[COMP_CWORD - 1]}"; echo "${COMPREPLY[*]}"
                }
                \(lines.map { "complete_line '\($0)'" }.joined(separator: "\n"))
                """)
        let binary = CommandRunner.executable.deletingLastPathComponent().path
        let result = try CommandRunner.runShell("PATH='\(binary)':$PATH bash ./complete.sh", in: folder.url)
        let offered = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map {
            Set($0.split(separator: " ").map(String.init))
        }
        let expected: [Set<String>] = [
            ["game.xml", "game.plist", "App.xcodeproj", "out"], ["App.xcodeproj", "out"], ["App.xcodeproj", "out"],
            ["index.json", "game.plist", "App.xcodeproj", "out"],
            ["ios", "ios18", "tvos", "background-assets", "background-assets-tvos", "play-asset-delivery", "play-asset-delivery-partner"],
            ["zip", "tar", "tar.gz", "tar.zst", "folder"],
            ["plist", "json"], ["text", "json", "github", "markdown"], ["text", "json"], ["gradle", "gradle-kts", "unity", "bundletool"],
        ]
        for (line, (got, wanted)) in zip(lines, zip(offered, expected)) {
            #expect(got == wanted, "odr-pack \(line)")
        }
        #expect(offered.count >= lines.count, "\(result.standardError)")
    }

    /// swift-argument-parser's manual says only "exits 0 on success, and >0 if an error occurs";
    /// `make man` (run by `make install`) puts docs/man/exit-status.mdoc in its place.
    @Test func manPageExitStatusListsEveryRealCode() throws {
        let root = CommandRunner.packageDirectory
        let list = try String(contentsOf: root.appendingPathComponent("docs/man/exit-status.mdoc"), encoding: .utf8)
        for code in [".It 0", ".It 1", ".It 64", ".It 130 , 143"] { #expect(list.contains(code + "\n")) }
        let makefile = try String(contentsOf: root.appendingPathComponent("Makefile"), encoding: .utf8)
        #expect(makefile.contains("r docs/man/exit-status.mdoc"))
        if let page = try? String(contentsOf: root.appendingPathComponent(".build/odr-pack.1"), encoding: .utf8) {
            #expect(page.contains(".Sh \"EXIT STATUS\"\n" + list) && !page.contains(".Ex -std"))
        }
    }

    /// A path that is not UTF-8 would be read with replacement characters and name another file:
    /// it is a usage error before anything is read or written.
    @Test func anArgumentThatIsNotUTF8IsRefusedAndNothingIsWritten() throws {
        let folder = try TemporaryFolder()
        let manifest = CommandRunner.packageDirectory.appendingPathComponent("Examples/GreatGame/GreatGame.xml").path
        let result = try CommandRunner.runShell(
            "'\(CommandRunner.executable.path)' build '\(manifest)' -o \"$(printf 'out\\377')\"; echo \"status $?\"; ls", in: folder.url)
        #expect(result.standardOutput.hasPrefix("status 64\n") && !result.standardOutput.contains("out"), "\(result.standardOutput)")
        #expect(result.standardError.contains("argument 4 is not valid UTF-8"), "\(result.standardError)")
    }
}
