import Foundation
import TestSupport
import Testing

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

@Test func aWordFarFromEverySubcommandGetsNoGuess() throws {
    let result = try CommandRunner.run(["transmogrify"])
    #expect(result.status == 64)
    #expect(!result.standardError.contains("did you mean"))
}

/// The bash completion, loaded in a real bash and asked to complete two command lines.
@Test func bashCompletionCompletesSubcommandsAndTheirOptions() throws {
    let folder = try TemporaryFolder()
    let script = try CommandRunner.run(["--generate-completion-script", "bash"])
    #expect(script.status == 0)
    try folder.write("odr-pack.bash", text: script.standardOutput)
    let binary = CommandRunner.executable.deletingLastPathComponent().path
    let result = try CommandRunner.runShell("""
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
