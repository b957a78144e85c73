import Foundation
import TestSupport

/// Keys of the aapt2 proto XML fields as protoc prints them, by name or by number.
struct AaptKeys: Sendable {
    /// Keys of `XmlNode` (`element`, `text`), `XmlNamespace` (`prefix`, `uri`) and
    /// `XmlElement` (`namespaceDeclaration`, `namespaceURI`, `name`).
    var element, text, namespaceDeclaration, prefix, uri, namespaceURI, name: String
    /// Keys of `XmlElement` (`attribute`, `child`) and of `XmlAttribute`.
    var attribute, child, attributeNamespaceURI, attributeName, value: String
    /// Keys of `XmlAttribute.compiled_item`, `Item.prim` and `Primitive.boolean_value`.
    var compiledItem, primitive, booleanValue: String

    /// Keys printed by `protoc --decode_raw` (field numbers of `Resources.proto`).
    static let raw = AaptKeys(
        element: "1", text: "2", namespaceDeclaration: "1", prefix: "1", uri: "2",
        namespaceURI: "2", name: "3", attribute: "4", child: "5", attributeNamespaceURI: "1",
        attributeName: "2", value: "3", compiledItem: "6", primitive: "7", booleanValue: "8")

    /// Keys printed by `protoc --decode=aapt.pb.XmlNode` (field names of `Resources.proto`).
    static let named = AaptKeys(
        element: "element", text: "text", namespaceDeclaration: "namespace_declaration",
        prefix: "prefix", uri: "uri", namespaceURI: "namespace_uri", name: "name",
        attribute: "attribute", child: "child", attributeNamespaceURI: "namespace_uri",
        attributeName: "name", value: "value", compiledItem: "compiled_item", primitive: "prim",
        booleanValue: "boolean_value")
}

/// The parts of a decoded `aapt.pb.XmlNode` element that bundletool reads.
struct XMLShape: Equatable, Sendable {
    /// One decoded attribute.
    struct Attribute: Equatable, Sendable {
        /// The namespace URI, `""` for none.
        var namespaceURI: String
        /// The local name.
        var name: String
        /// The raw string value.
        var value: String
        /// `compiled_item.prim.boolean_value`, when present.
        var compiledBoolean: Bool?
    }

    /// Namespace declarations as `prefix=uri`.
    var namespaces: [String] = []
    /// The element's namespace URI, `""` for none.
    var namespaceURI: String = ""
    /// The element's local name.
    var name: String
    /// The attributes in order.
    var attributes: [Attribute] = []
    /// The child elements in order.
    var children: [XMLShape] = []
    /// How many text children the element has (whitespace or not).
    var textChildren = 0
}

extension XMLShape {
    /// Builds the shape of the element held by the `XmlNode` message `node`.
    init(node: TextProtoMessage, keys: AaptKeys) throws {
        let elements = node.messages(keys.element)
        guard elements.count == 1 else { throw ToolFailure(description: "node without one element") }
        let element = elements[0]
        name = try Self.text(element, keys.name)
        namespaceURI = try Self.text(element, keys.namespaceURI)
        namespaces = try element.messages(keys.namespaceDeclaration).map {
            "\(try Self.text($0, keys.prefix))=\(try Self.text($0, keys.uri))"
        }
        attributes = try element.messages(keys.attribute).map { try Self.attribute($0, keys) }
        let childNodes = element.messages(keys.child)
        textChildren = childNodes.filter { $0.messages(keys.element).isEmpty }.count
        children = try childNodes.filter { !$0.messages(keys.element).isEmpty }
            .map { try XMLShape(node: $0, keys: keys) }
    }

    /// Decodes one `XmlAttribute` message.
    private static func attribute(
        _ message: TextProtoMessage, _ keys: AaptKeys
    ) throws -> Attribute {
        let boolean = message.messages(keys.compiledItem).first?
            .messages(keys.primitive).first?.scalar(keys.booleanValue)
        return Attribute(
            namespaceURI: try text(message, keys.attributeNamespaceURI),
            name: try text(message, keys.attributeName),
            value: try text(message, keys.value),
            compiledBoolean: boolean.map { $0 == "1" || $0 == "true" })
    }

    /// The UTF-8 string under `key`, or an error naming the key.
    private static func text(_ message: TextProtoMessage, _ key: String) throws -> String {
        guard let value = message.string(key) else {
            throw ToolFailure(description: "field \(key) is not one valid UTF-8 string")
        }
        return value
    }
}

/// Runs protoc on aapt2 proto XML.
enum Protoc {
    /// `protoc --decode_raw`, parsed.
    static func decodeRaw(_ bytes: [UInt8]) throws -> TextProtoMessage {
        let result = try ExternalTool.runChecked("protoc", ["--decode_raw"], input: bytes)
        return try TextProtoMessage.parse(result.text)
    }

    /// `protoc --decode=aapt.pb.XmlNode` with the fixture schema, as text.
    static func decodeXmlNode(_ bytes: [UInt8]) throws -> String {
        try ExternalTool.runChecked("protoc", schemaArguments("--decode"), input: bytes).text
    }

    /// `protoc --encode=aapt.pb.XmlNode` of the text-format `text`.
    static func encodeXmlNode(_ text: String) throws -> [UInt8] {
        try ExternalTool.runChecked("protoc", schemaArguments("--encode"), input: Array(text.utf8)).standardOutput
    }

    /// Arguments selecting `aapt.pb.XmlNode` from the fixture copy of `Resources.proto`.
    private static func schemaArguments(_ mode: String) -> [String] {
        let folder = PlayFixtures.directory
        return ["\(mode)=aapt.pb.XmlNode", "--proto_path=\(folder)", PlayFixtures.resourcesProto]
    }
}

/// Removes from `protoc --decode=aapt.pb.XmlNode` text what aapt2 adds and odr-pack leaves out:
/// every `source { ... }` block and every `child { text: "..." }` holding only whitespace.
func strippingPositionsAndWhitespace(_ decoded: String) -> String {
    var kept: [Substring] = []
    var closingLine: String?
    for line in decoded.split(separator: "\n", omittingEmptySubsequences: false) {
        if let closing = closingLine {
            if line == closing { closingLine = nil }
            continue
        }
        if line.hasSuffix("source {") && line.trimmingCharacters(in: .whitespaces) == "source {" {
            closingLine = String(line.prefix(while: { $0 == " " })) + "}"
            continue
        }
        kept.append(line)
    }
    return removingWhitespaceTextChildren(kept).joined(separator: "\n")
}

/// Drops three-line `child { text: "<whitespace>" }` blocks from `lines`.
private func removingWhitespaceTextChildren(_ lines: [Substring]) -> [Substring] {
    var result: [Substring] = []
    var index = 0
    while index < lines.count {
        let line = lines[index]
        let indent = String(line.prefix(while: { $0 == " " }))
        if line == indent + "child {", index + 2 < lines.count, lines[index + 2] == indent + "}",
            let value = lines[index + 1].split(separator: ":", maxSplits: 1).last,
            lines[index + 1].trimmingCharacters(in: .whitespaces).hasPrefix("text:"),
            (try? CEscape.unescape(value.dropFirst(2).dropLast()))?
                .allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) == true
        {
            index += 3
            continue
        }
        result.append(line)
        index += 1
    }
    return result
}

/// Paths of the files under `Tests/ODRPackKitTests/Fixtures/PlayAssetDelivery`.
enum PlayFixtures {
    /// The fixtures folder, found relative to this source file.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/PlayAssetDelivery").path

    /// The trimmed copy of aapt2's `Resources.proto` (see its header for source and licence).
    static let resourcesProto = directory + "/Resources.proto"
}
