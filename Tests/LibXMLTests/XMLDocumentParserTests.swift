import Foundation
import TestSupport
import Testing

@testable import LibXML

private func parse(_ text: String) throws -> XMLElement {
    try XMLDocumentParser.parse(Array(text.utf8))
}

private func parseError(_ text: String) -> XMLParseError? {
    do {
        _ = try XMLDocumentParser.parse(Array(text.utf8))
        return nil
    } catch {
        return error
    }
}

@Suite(.budget(seconds: 1)) struct XMLDocumentParserTests {
    @Test func elementsAndAttributesKeepDocumentOrder() throws {
        let root = try parse("<a x=\"1\" y='2'><b/><c z=\"3\">hi</c></a>")
        #expect(root.name == "a")
        #expect(root.attributes.map(\.name) == ["x", "y"])
        #expect(root.attributes.map(\.value) == ["1", "2"])
        #expect(root.children.map(\.name) == ["b", "c"])
        #expect(root.children[1].text == "hi")
        #expect(root.children[1].attribute("z")?.value == "3")
    }

    @Test func elementLocationIsItsOpeningAngleBracket() throws {
        let text = "<?xml version=\"1.0\"?>\n<root>\n  <item\n     name=\"x\"\n     other=\"y\"/>\n\t<item name=\"z\"/>\n</root>\n"
        let root = try parse(text)
        #expect(root.location == XMLLocation(line: 2, column: 1))
        #expect(root.children[0].location == XMLLocation(line: 3, column: 3))
        #expect(root.children[0].attribute("name")?.location == XMLLocation(line: 4, column: 6))
        #expect(root.children[0].attribute("other")?.location == XMLLocation(line: 5, column: 6))
        #expect(root.children[1].location == XMLLocation(line: 6, column: 2))
        #expect(root.children[1].attribute("name")?.location == XMLLocation(line: 6, column: 8))
    }

    @Test func attributeNameInsideAnotherValueIsNotMistakenForTheAttribute() throws {
        let root = try parse("<r><e a=\" b=1\" b=\"2\"/></r>")
        #expect(root.children[0].attribute("b")?.location == XMLLocation(line: 1, column: 16))
    }

    @Test func predefinedAndCharacterReferencesAreDecoded() throws {
        let root = try parse("<r v=\"a &amp; b &lt; &#233;\">x &gt; y</r>")
        #expect(root.attribute("v")?.value == "a & b < é")
        #expect(root.text == "x > y")
    }

    @Test func nonASCIINamesAndValuesRoundTrip() throws {
        let root = try parse("<r tags=\"Niveau é, 日本\"/>")
        #expect(root.attribute("tags")?.value == "Niveau é, 日本")
    }

    @Test func malformedDocumentReportsLineAndColumn() {
        let error = parseError("<r>\n  <a>\n</r>\n")
        #expect(error?.location.line == 3)
        #expect(error?.message.contains("mismatch") == true)
    }

    @Test func unterminatedAttributeIsAnError() {
        let error = parseError("<r>\n<a x=\"1/>\n")
        #expect(error != nil)
        #expect(error?.location.line == 2 || error?.location.line == 3)
    }

    @Test func doctypeIsRejectedSoNoEntityIsExpanded() {
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE r [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<r>&x;</r>"
        let error = parseError(text)
        #expect(error?.message == "DOCTYPE declarations are not allowed")
        #expect(error?.location == XMLLocation(line: 2, column: 1))
    }

    @Test func emptyDocumentIsAnError() {
        #expect(parseError("")?.message == "the document is empty")
    }

    @Test func textWithoutRootIsAnError() {
        #expect(parseError("just text") != nil)
    }

    @Test func largeDocumentParsesEveryElement() throws {
        var text = "<r>\n"
        for index in 0..<20_000 { text += "<e i=\"\(index)\"/>\n" }
        text += "</r>\n"
        let root = try parse(text)
        #expect(root.children.count == 20_000)
        #expect(root.children.last?.location == XMLLocation(line: 20_001, column: 1))
        #expect(root.children.last?.attribute("i")?.value == "19999")
    }

    /// libxml2 keeps the entities an internal subset declares in a document of its own, even
    /// in SAX mode; the parser must free it. Found by fuzzing (Fuzz/Corpus/FuzzXMLManifest/
    /// entity-declaration-leak.xml). A leak shows in the AddressSanitizer run of the suite
    /// (docs/development.md), where LeakSanitizer checks this process at exit.
    @Test(arguments: [false, true])
    func entityDeclarationsAreRejectedAndTheirDocumentFreed(allowingDoctype: Bool) throws {
        let simple = #"<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "x"><!ENTITY b "&a;&a;">]><r>&b;</r>"#
        let found = try Data(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/FuzzXMLManifest/entity-declaration-leak.xml"))
        for bytes in [Array(simple.utf8), Array(found)] {
            #expect(throws: XMLParseError.self) { try XMLDocumentParser.parse(bytes, allowingDoctype: allowingDoctype) }
        }
    }
}
