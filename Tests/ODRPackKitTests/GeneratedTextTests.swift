import TestSupport
import Testing

@testable import ODRPackKit

/// Text odr-pack fills in for other tools: the packager's command line and Swift member names.
@Suite(.budget(seconds: 1)) struct GeneratedTextTests {
    /// Placeholders are filled in one pass: a path that holds `{output}` is left as it is.
    @Test func packagerPlaceholdersAreFilledOnce() {
        let values = ["{manifest}": "/m/{output}.json", "{output}": "/o/x.aar"]
        #expect(Packager.fill("{manifest}", values) == "/m/{output}.json")
        #expect(Packager.fill("--out={output}", values) == "--out=/o/x.aar")
        #expect(Packager.fill("{manifest}:{output}", values) == "/m/{output}.json:/o/x.aar")
        #expect(Packager.fill("{other} {", values) == "{other} {")
    }

    /// Every Swift keyword a tag may spell is escaped in the map's member names, including
    /// `precedencegroup`.
    @Test func keywordTagsBecomeEscapedMembers() {
        for keyword in ["precedencegroup", "class", "associatedtype", "Type"] {
            let member = SwiftSource.memberName(keyword)
            #expect(member == "`\(keyword)`" || member != keyword, "\(keyword) -> \(member)")
        }
    }
}
