import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// A `package`/`split` pair to encode, with a short label for test output.
struct ManifestCase: Sendable, CustomTestStringConvertible {
    /// A short name for test output.
    var label: String
    /// The `package` value.
    var package: String
    /// The `split` value.
    var split: String
    /// The label, so that hostile strings never reach the console.
    var testDescription: String { label }

    /// Ordinary names and hostile strings (the encoder must carry any text unchanged).
    static let all: [ManifestCase] = [
        ManifestCase(label: "plain", package: "com.example.app", split: "pack1"),
        ManifestCase(label: "quotes", package: "a\"b'c", split: "q'\"uote"),
        ManifestCase(label: "xml-specials", package: "<manifest>&amp;", split: "a<b&c>"),
        ManifestCase(label: "non-ascii", package: "пакет.日本.é", split: "🎮ünï"),
        ManifestCase(label: "300-chars", package: long, split: long),
        ManifestCase(
            label: "controls", package: "nul\u{0}ctl\u{1B}\n", split: "bidi\u{202E}\u{2028}x"),
        ManifestCase(label: "empty", package: "", split: ""),
    ]

    /// 300 characters (360 UTF-8 bytes: the length prefix needs two varint bytes).
    static let long = String(repeating: "é<&\"'", count: 60)
}

/// The element tree a manifest must decode to, written out independently of the encoder.
func expectedShape(package: String, split: String, delivery: PlayDeliveryType) -> XMLShape {
    let dist = "http://schemas.android.com/apk/distribution"
    let deliveryElement = XMLShape(
        namespaceURI: dist, name: "delivery",
        children: [XMLShape(namespaceURI: dist, name: delivery.rawValue)])
    let fusing = XMLShape(
        namespaceURI: dist, name: "fusing",
        attributes: [
            .init(namespaceURI: dist, name: "include", value: "true", compiledBoolean: true)
        ])
    let module = XMLShape(
        namespaceURI: dist, name: "module",
        attributes: [.init(namespaceURI: dist, name: "type", value: "asset-pack")],
        children: [deliveryElement, fusing])
    return XMLShape(
        namespaces: ["dist=\(dist)"], name: "manifest",
        attributes: [
            .init(namespaceURI: "", name: "package", value: package),
            .init(namespaceURI: "", name: "split", value: split),
        ],
        children: [module])
}

/// Tests of `AndroidManifestProto.encode(package:split:delivery:)`.
@Suite("AndroidManifestProto", .budget(seconds: 2))
struct AndroidManifestProtoTests {
    /// The raw values are the element names bundletool looks for.
    @Test("Delivery types use bundletool's element names")
    func deliveryElementNames() {
        let names = PlayDeliveryType.allCases.map(\.elementName)
        #expect(names == ["install-time", "fast-follow", "on-demand"])
    }

    /// Same input, same bytes; the delivery type changes only its element name.
    @Test("Output is deterministic and differs only in the delivery element")
    func deterministic() {
        let first = AndroidManifestProto.encode(package: "com.a", split: "p", delivery: .onDemand)
        let second = AndroidManifestProto.encode(package: "com.a", split: "p", delivery: .onDemand)
        #expect(first == second)
        let fast = AndroidManifestProto.encode(package: "com.a", split: "p", delivery: .fastFollow)
        // "on-demand" and "fast-follow" have different lengths: 2 bytes longer overall.
        #expect(fast.count == first.count + 2)
    }

    /// Byte equality with aapt2's output, stripped and re-encoded once (see Fixtures/README.md).
    @Test("Matches the golden bytes derived from aapt2's output (no tools needed)")
    func goldenBytes() throws {
        let hex = try String(contentsOfFile: PlayFixtures.directory + "/aapt2-on-demand.hex", encoding: .utf8).filter { $0.isHexDigit }
        let bytes = AndroidManifestProto.encode(
            package: "com.example.app", split: "pack1", delivery: .onDemand)
        #expect(bytes.map { String(format: "%02x", $0) }.joined() == hex)
    }

    /// The schema-less decoding has exactly the expected element tree, for hostile strings too.
    @Test(
        "protoc --decode_raw shows package, split, type, delivery and fusing",
        .enabled(if: ExternalTool.available("protoc"), "protoc is not installed (make test-deps): skipped"),
        arguments: ManifestCase.all, PlayDeliveryType.allCases)
    func decodeRaw(testCase: ManifestCase, delivery: PlayDeliveryType) throws {
        let bytes = AndroidManifestProto.encode(
            package: testCase.package, split: testCase.split, delivery: delivery)
        let root = try Protoc.decodeRaw(bytes)
        let shape = try XMLShape(node: root, keys: .raw)
        let expected = expectedShape(
            package: testCase.package, split: testCase.split, delivery: delivery)
        #expect(shape == expected)
        #expect(root.fields.count == 1, "only XmlNode.element at the root, no source position")
    }

    /// The decoding with aapt2's schema has the expected tree and re-encodes to the same bytes.
    @Test(
        "protoc --decode=aapt.pb.XmlNode with aapt2's schema gives the expected tree",
        .enabled(if: ExternalTool.available("protoc"), "protoc is not installed (make test-deps): skipped"),
        arguments: ManifestCase.all, PlayDeliveryType.allCases)
    func decodeWithSchema(testCase: ManifestCase, delivery: PlayDeliveryType) throws {
        let bytes = AndroidManifestProto.encode(
            package: testCase.package, split: testCase.split, delivery: delivery)
        let text = try Protoc.decodeXmlNode(bytes)
        let shape = try XMLShape(node: try TextProtoMessage.parse(text), keys: .named)
        let expected = expectedShape(
            package: testCase.package, split: testCase.split, delivery: delivery)
        #expect(shape == expected)
        #expect(text.contains("boolean_value: true"))
        #expect(!text.contains("source {") && !text.contains("text:"))
        #expect(try Protoc.encodeXmlNode(text) == bytes, "protoc re-encodes to the same bytes")
    }
}

/// Compares odr-pack's manifest with what `aapt2 link --proto-format` writes for the same XML.
///
/// aapt2 refuses package and split names that are not Java-like identifiers ("is not a valid
/// Android package name", "is not a valid split name"), so only valid names are compared
/// here; hostile strings are covered by `AndroidManifestProtoTests`.
@Suite(
    "Comparison with aapt2",
    .enabled(
        if: ExternalTool.available("aapt2", "protoc", "unzip"),
        "aapt2, protoc or unzip is not installed (Debian: aapt, protobuf-compiler, unzip): skipped"),
    .budget(seconds: 1))
struct Aapt2ComparisonTests {
    /// An application id and pack name that aapt2 accepts.
    struct Names: Sendable, CustomTestStringConvertible {
        /// The application id.
        var package: String
        /// The pack name.
        var split: String
        /// Both names, for test output.
        var testDescription: String { "\(package) \(split)" }
    }

    /// Valid application id / pack name pairs.
    static let names = [
        Names(package: "com.example.app", split: "pack1"),
        Names(package: "a.b_c.D9", split: "Pack_2"),
    ]

    /// aapt2 adds `source` positions and whitespace text nodes; everything else is equal.
    @Test(
        "Equal to aapt2's output after stripping source positions and whitespace text",
        arguments: names, PlayDeliveryType.allCases)
    func matchesAapt2AfterStrippingPositionsAndWhitespace(
        names: Names, delivery: PlayDeliveryType
    ) throws {
        let ours = AndroidManifestProto.encode(
            package: names.package, split: names.split, delivery: delivery)
        let theirs = try aapt2Manifest(
            package: names.package, split: names.split, delivery: delivery)

        let theirText = try Protoc.decodeXmlNode(theirs)
        #expect(theirText.contains("source {"), "aapt2 writes positions (stripped below)")
        let stripped = strippingPositionsAndWhitespace(theirText)
        #expect(try Protoc.decodeXmlNode(ours) == stripped)
        #expect(try Protoc.encodeXmlNode(stripped) == ours, "byte-identical once stripped")
    }

    /// Compiles the sample's manifest with aapt2 (no android.jar) and returns its bytes.
    private func aapt2Manifest(
        package: String, split: String, delivery: PlayDeliveryType
    ) throws -> [UInt8] {
        let folder = try TemporaryFolder()
        let xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <manifest xmlns:dist="http://schemas.android.com/apk/distribution" \
            package="\(package)" split="\(split)">
              <dist:module dist:type="asset-pack">
                <dist:delivery><dist:\(delivery.rawValue)/></dist:delivery>
                <dist:fusing dist:include="true"/>
              </dist:module>
            </manifest>

            """
        try folder.write("m.xml", text: xml)
        try ExternalTool.runChecked("aapt2", ["link", "--proto-format", "-o", "out.apk", "--manifest", "m.xml"], in: folder.root)
        return try ExternalTool.runChecked("unzip", ["-p", "out.apk", "AndroidManifest.xml"], in: folder.root).standardOutput
    }
}
