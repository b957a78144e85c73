import Foundation
import TestSupport
import Testing

/// A project of 20 packs, two sparse 200 KB files each (8 MB in all): enough chunks for a
/// line at every tenth, fast to pack.
private func twentyPackProject() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    let tags = (1...20).map { "  <tag name=\"T\($0)\"/>" }
    let resources = (1...40).map { "  <resource path=\"f\($0).bin\" tags=\"T\(($0 + 1) / 2)\"/>" }
    try folder.write(
        "p.xml",
        text: """
            <?xml version="1.0" encoding="UTF-8"?>
            <odr-manifest version="1" bundle-id="com.example.progress" base="res">
            \((tags + resources).joined(separator: "\n"))
            </odr-manifest>
            """)
    for number in 1...40 { try folder.sparse("res/f\(number).bin", size: 200_000) }
    return folder
}

/// The logged progress lines of `standardError` with `verb`, as (percent, packs done), after
/// checking that each has the documented form.
private func progressLines(_ standardError: String, verb: String) throws -> [(percent: Int, packs: Int)] {
    let size = #"[0-9.]+ (bytes?|KB|MB)"#
    let form = try Regex(#"^odr-pack: \#(verb) \#(size) of 8 MB \((\d+)%\), (\d+) of 20 packs, \#(size)/s$"#)
    return try standardError.split(separator: "\n").filter { $0.hasPrefix("odr-pack: \(verb) ") }.map { line in
        let match = try #require(try form.wholeMatch(in: String(line)), "not of the documented form: \(line)")
        return (Int(match.output[2].substring!)!, Int(match.output[3].substring!)!)
    }
}

/// What every log of progress must be: several plain lines, in order, at most one per tenth
/// of the bytes besides the first and the last, and the last one at 100%.
private func expectLogged(_ lines: [(percent: Int, packs: Int)], standardError: String) {
    #expect(!standardError.contains("\r") && !standardError.contains("\u{1B}"))
    #expect(lines.count >= 3, "\(standardError)")
    #expect(zip(lines, lines.dropFirst()).allSatisfy { $0.percent <= $1.percent && $0.packs <= $1.packs })
    let middle = lines.dropFirst().dropLast().map { $0.percent / 10 }
    #expect(zip(middle, middle.dropFirst()).allSatisfy { $0 < $1 }, "two lines in one tenth: \(standardError)")
    #expect(lines.last.map { $0.percent == 100 && $0.packs == 20 } == true)
}

@Suite(.budget(seconds: 2)) struct ProgressLogTests {
    @Test func buildLogsPlainProgressLinesOnStandardErrorWhenItIsNotATerminal() throws {
        let project = try twentyPackProject()
        let build = try CommandRunner.run(["build", project.path("p.xml"), "-o", project.path("out"), "--format", "json"])
        #expect(build.status == 0, "\(build.standardError)")
        expectLogged(try progressLines(build.standardError, verb: "packed"), standardError: build.standardError)
        // Standard output stays the report.
        _ = try build.json()
        #expect(!build.standardOutput.contains("odr-pack: packed"))
    }

    @Test func verifyLogsPlainProgressLinesOnStandardErrorWhenItIsNotATerminal() throws {
        let project = try twentyPackProject()
        #expect(try CommandRunner.run(["build", project.path("p.xml"), "-o", project.path("out"), "--quiet"]).status == 0)
        let verify = try CommandRunner.run(["verify", project.path("out")])
        #expect(verify.status == 0, "\(verify.standardError)")
        expectLogged(try progressLines(verify.standardError, verb: "verified"), standardError: verify.standardError)
        #expect(verify.standardOutput.hasSuffix("20 asset packs and 100 entries agree with the index\n"))
    }

    @Test func quietBuildAndVerifyPrintNoProgress() throws {
        let project = try twentyPackProject()
        let build = try CommandRunner.run(["build", project.path("p.xml"), "-o", project.path("out"), "--quiet"])
        #expect(build.status == 0 && build.standardError.isEmpty, "\(build.standardError)")
        let verify = try CommandRunner.run(["verify", project.path("out"), "--quiet", "--format", "github"])
        #expect(verify.status == 0 && verify.standardError.isEmpty, "\(verify.standardError)")
    }
}
