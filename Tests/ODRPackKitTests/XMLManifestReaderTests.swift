import TestSupport
import Testing

@testable import ODRPackKit

private func read(_ text: String) -> ManifestReadResult {
    ManifestLoader.parse(Array(text.utf8), file: "Game.xml")
}

private func document(_ body: String, root: String = #"version="1" bundle-id="com.company.App""#) -> String {
    "<?xml version=\"1.0\"?>\n<odr-manifest \(root)>\n\(body)\n</odr-manifest>\n"
}

@Suite(.budget(seconds: 1)) struct XMLManifestReaderTests {
    @Test func tagsAndResourcesAreReadWithCategoriesAndOrder() throws {
        let result = read(
            document(
                """
                  <tag name="Level 01" category="initial-install"/>
                  <tag name="Tutorial" category="prefetch"/>
                  <tag name="Level 02" category="prefetch"/>
                  <tag name="Level 10" preservation-priority="0.25"/>
                  <resource path="Levels/01" tags=" Level 01 ,Level 02, Level 01"/>
                  <resource path="UI/icon.png"/>
                """, root: #"version="1" bundle-id="com.example.greatgame" base="Resources" profile="tvos""#))
        #expect(result.diagnostics.isEmpty)
        let manifest = try #require(result.manifest)
        #expect(manifest.bundleIdentifier == "com.example.greatgame")
        #expect(manifest.baseDirectory == "Resources")
        #expect(manifest.profileName == .tvos)
        #expect(manifest.prefetchOrder == ["Tutorial", "Level 02"])
        #expect(manifest.initialInstallTags == ["Level 01"])
        #expect(manifest.tags.first { $0.name == "Level 10" }?.preservationPriority == 0.25)
        #expect(manifest.resources.map(\.tags) == [["Level 01", "Level 02"], []])
        #expect(manifest.resources[0].location == SourceLocation(file: "Game.xml", line: 7, column: 3))
    }

    @Test func baseIsRelativeToTheManifestFolder() throws {
        let text = document("", root: #"version="1" bundle-id="a.b" base="Assets""#)
        let manifest = try #require(ManifestLoader.parse(Array(text.utf8), file: "project/odr/Game.xml").manifest)
        #expect(manifest.baseDirectory == "project/odr/Assets")
        let plain = try #require(ManifestLoader.parse(Array(document("").utf8), file: "project/Game.xml").manifest)
        #expect(plain.baseDirectory == "project")
    }

    @Test func limitsOverrideTheProfile() throws {
        let manifest = try #require(read(document(#"  <limits pack="1GB" in-use="none" pack-count="20"/>"#)).manifest)
        #expect(manifest.limitOverrides == [.pack: .limited(1_000_000_000), .inUse: .unlimited, .packCount: .limited(20)])
    }

    /// Each malformed manifest gives `invalid-manifest` at the line and column of the problem.
    @Test(
        arguments: [
            (#"  <resorce path="a"/>"#, 3, 3, "did you mean '<resource>'?"),
            (#"  <resource path="a" tag="x"/>"#, 3, 22, "did you mean 'tags'?"),
            (#"  <resource tags="x"/>"#, 3, 3, "needs the attribute 'path'"),
            (#"  <tag name="x" category="prefech"/>"#, 3, 17, "did you mean 'prefetch'?"),
            (#"  <tag name="x" preservation-priority="2"/>"#, 3, 17, "not a number from 0 to 1"),
            ("  <tag name=\"x\"/>\n  <tag name=\"x\"/>", 4, 3, "declared twice (first at line 3)"),
            (#"  <resource path="a" tags="x,,y"/>"#, 3, 22, "has an empty name"),
            (#"  <limits pack="big"/>"#, 3, 11, "limit 'pack' has the value 'big'"),
            (#"  <limits pak="1GB"/>"#, 3, 11, "did you mean 'pack'?"),
            (#"  <resource path=""/>"#, 3, 13, "a resource path is empty"),
            ("  stray words", 2, 1, "unexpected text 'stray words'"),
        ] as [(String, Int, Int, String)])
    func malformedManifestIsReportedAtItsLineAndColumn(body: String, line: Int, column: Int, message: String) {
        let result = read(document(body))
        #expect(result.diagnostics.count == 1)
        let diagnostic = result.diagnostics.first
        #expect(diagnostic?.code == .invalidManifest)
        #expect(diagnostic?.location?.line == line)
        #expect(diagnostic?.location?.column == column)
        #expect(diagnostic?.message.contains(message) == true, "\(diagnostic?.message ?? "none")")
    }

    @Test(arguments: [
        (#"version="2" bundle-id="a.b""#, "version '2' is not supported"),
        (#"version="1""#, "needs the attribute 'bundle-id'"),
        (#"version="1" bundle-id="not valid!""#, "bundle identifier 'not valid!' is not valid"),
        (#"version="1" bundle-id="a.b" profile="ios17""#, "did you mean 'ios18'?"),
        (#"version="1" bundle-id="a.b" bundleid="c""#, "did you mean 'bundle-id'?"),
    ])
    func badRootAttributesAreInvalid(root: String, message: String) {
        let result = read(document("", root: root))
        #expect(result.diagnostics.map(\.code) == [.invalidManifest])
        #expect(result.diagnostics.first?.location?.line == 2)
        #expect(result.diagnostics.first?.message.contains(message) == true, "\(result.diagnostics)")
    }

    @Test func notWellFormedXMLHasNoManifestAndPointsAtTheBreak() {
        let result = read("<?xml version=\"1.0\"?>\n<odr-manifest version=\"1\" bundle-id=\"a.b\">\n  <tag name=\"x\">\n</odr-manifest>\n")
        #expect(result.manifest == nil)
        #expect(result.diagnostics.map(\.code) == [.invalidManifest])
        #expect(result.diagnostics.first?.location?.line == 4)
        #expect(result.diagnostics.first?.message.hasPrefix("the manifest is not well-formed XML") == true)
    }

    @Test func wrongRootElementIsInvalid() {
        let result = read("<manifest/>")
        #expect(result.manifest == nil)
        #expect(result.diagnostics.first?.message.contains("'<odr-manifest>'") == true)
    }

    @Test func entityDeclarationsAreRefusedSoNothingOutsideTheFileIsRead() {
        let text =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE odr-manifest [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<odr-manifest version=\"1\" bundle-id=\"a.b\"><tag name=\"&x;\"/></odr-manifest>"
        let result = read(text)
        #expect(result.manifest == nil)
        #expect(result.diagnostics.first?.message.contains("DOCTYPE declarations are not allowed") == true)
        #expect(result.diagnostics.first?.location?.line == 2)
    }

    @Test func everyProblemInOneManifestIsCollected() {
        let result = read(
            document(
                """
                  <tag name="a" category="sometimes"/>
                  <resouce path="x"/>
                  <resource path="y" tags="a" colour="red"/>
                """))
        #expect(result.diagnostics.map(\.location?.line) == [3, 4, 5])
        #expect(result.manifest?.resources.count == 1)
    }

    @Test(arguments: [
        "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<odr-manifest version=\"1\" bundle-id=\"a.b\"/>",
        "\u{FEFF}<odr-manifest/>",
        "\u{FEFF}<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<odr-manifest version=\"1\" bundle-id=\"a.b\"/>",
    ])
    func manifestsInOtherEncodingsThanUTF8AreRefused(text: String) {
        var bytes = Array(text.utf8)
        if text == "\u{FEFF}<odr-manifest/>" {
            bytes = [0xFF, 0xFE] + Array(text.utf16.dropFirst()).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        }
        let result = ManifestLoader.parse(bytes, file: "Game.xml")
        #expect(result.manifest == nil)
        #expect(result.diagnostics.first?.message.contains("odr-pack reads UTF-8 manifests only") == true)
    }

    @Test func aCommentMentioningPlistDoesNotMakeTheManifestAPropertyList() {
        let text = "<?xml version=\"1.0\"?>\n<!-- converted from a <plist> file -->\n<odr-manifest version=\"1\" bundle-id=\"a.b\"/>"
        #expect(ManifestLoader.form(of: Array(text.utf8)) == .xml)
        let plist = "<?xml version=\"1.0\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"x\">\n<plist><dict/></plist>"
        #expect(ManifestLoader.form(of: Array(plist.utf8)) == .propertyList)
    }

    @Test func limitsGivenAsElementsAreExplained() {
        let result = read(document("  <limits><pack>1GB</pack></limits>"))
        #expect(
            result.diagnostics.first?.message
                == "'<limits>' takes its values as attributes, such as pack=\"512MB\"; found the element '<pack>'")
    }
}

// Found by FuzzXMLManifest (Fuzz/Corpus/FuzzXMLManifest/doctype-cut-at-a-less-than.xml): the
// search for the DOCTYPE's `<!` read one byte past a `<` that ends the document.
extension XMLManifestReaderTests {
    @Test func aDoctypeCutShortAtALessThanSignIsRefusedWithoutACrash() {
        let result = read("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE odr-manifes<")
        #expect(result.manifest == nil)
        #expect(result.diagnostics.first?.message.contains("DOCTYPE declarations are not allowed") == true)
        #expect(result.diagnostics.first?.location?.line == 2)
    }
}
