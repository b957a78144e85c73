// A tiny in-memory model of aapt2's proto XML (`aapt.pb.XmlNode` and friends) and its encoding.
//
// Schema: aapt2's `Resources.proto`, read from repository aosp-mirror/platform_frameworks_base,
// path `tools/aapt2/Resources.proto` (commit a9a19d7ebbbc1ebde3b1d8a9fd4f5728905fb4dd, proto3).
// The same file ships as `com.android.aapt.Resources` in the `aapt2-proto` artifact that
// google/bundletool parses manifests with (`XmlNode.parseFrom` in `BundleModule.java`).
// The XML messages there:
//
//     message XmlNode      { oneof node { XmlElement element = 1; string text = 2; }
//                            SourcePosition source = 3; }
//     message XmlElement   { repeated XmlNamespace namespace_declaration = 1;
//                            string namespace_uri = 2; string name = 3;
//                            repeated XmlAttribute attribute = 4; repeated XmlNode child = 5; }
//     message XmlNamespace { string prefix = 1; string uri = 2; SourcePosition source = 3; }
//     message XmlAttribute { string namespace_uri = 1; string name = 2; string value = 3;
//                            SourcePosition source = 4; uint32 resource_id = 5;
//                            Item compiled_item = 6; }
//     message Item         { oneof value { ... Primitive prim = 7; } }
//     message Primitive    { oneof oneof_value { ... bool boolean_value = 8; ... } }

/// Field numbers of the aapt2 proto XML messages that this encoder writes.
enum AaptField {
    /// `XmlNode.element` (oneof `node`).
    static let nodeElement: UInt32 = 1
    /// `XmlElement.namespace_declaration` (repeated).
    static let elementNamespaceDeclaration: UInt32 = 1
    /// `XmlElement.namespace_uri`.
    static let elementNamespaceURI: UInt32 = 2
    /// `XmlElement.name`.
    static let elementName: UInt32 = 3
    /// `XmlElement.attribute` (repeated).
    static let elementAttribute: UInt32 = 4
    /// `XmlElement.child` (repeated).
    static let elementChild: UInt32 = 5
    /// `XmlNamespace.prefix`.
    static let namespacePrefix: UInt32 = 1
    /// `XmlNamespace.uri`.
    static let namespaceURI: UInt32 = 2
    /// `XmlAttribute.namespace_uri`.
    static let attributeNamespaceURI: UInt32 = 1
    /// `XmlAttribute.name`.
    static let attributeName: UInt32 = 2
    /// `XmlAttribute.value`.
    static let attributeValue: UInt32 = 3
    /// `XmlAttribute.compiled_item`.
    static let attributeCompiledItem: UInt32 = 6
    /// `Item.prim` (oneof `value`).
    static let itemPrimitive: UInt32 = 7
    /// `Primitive.boolean_value` (oneof `oneof_value`).
    static let primitiveBoolean: UInt32 = 8
}

/// A namespace declaration (`xmlns:prefix="uri"`) on an element.
struct ProtoXMLNamespace: Sendable, Equatable {
    /// The prefix, for example `dist`.
    var prefix: String
    /// The namespace URI the prefix stands for.
    var uri: String
}

/// An attribute of a proto XML element.
struct ProtoXMLAttribute: Sendable, Equatable {
    /// The attribute's namespace URI; empty for an attribute without a prefix.
    var namespaceURI: String
    /// The local name of the attribute.
    var name: String
    /// The raw (source) value of the attribute.
    var value: String
    /// The compiled boolean value, when aapt2 would compile the value to a boolean.
    ///
    /// bundletool reads some attributes (`dist:include` on `<dist:fusing>`) only through
    /// `compiled_item.prim.boolean_value` and refuses the module when it is missing.
    var compiledBoolean: Bool?

    /// Creates an attribute; `compiledBoolean` defaults to none (a plain string value).
    init(namespaceURI: String = "", name: String, value: String, compiledBoolean: Bool? = nil) {
        self.namespaceURI = namespaceURI
        self.name = name
        self.value = value
        self.compiledBoolean = compiledBoolean
    }
}

/// An element of a proto XML document, with its namespace declarations and child elements.
///
/// Text nodes and source positions are deliberately not modelled: bundletool reads only
/// elements and attributes, and both are optional in the schema.
struct ProtoXMLElement: Sendable, Equatable {
    /// Namespace declarations made on this element.
    var namespaceDeclarations: [ProtoXMLNamespace] = []
    /// The element's namespace URI; empty for an element without a prefix.
    var namespaceURI: String = ""
    /// The local name of the element.
    var name: String
    /// The attributes, in document order.
    var attributes: [ProtoXMLAttribute] = []
    /// The child elements, in document order.
    var children: [ProtoXMLElement] = []

    /// Encodes this element as a complete `aapt.pb.XmlNode` message (the document root).
    func encodedAsNode() -> [UInt8] {
        var writer = ProtobufWriter()
        writeNode(into: &writer)
        return writer.bytes
    }

    /// Writes the body of an `XmlNode` whose `element` is this element.
    func writeNode(into writer: inout ProtobufWriter) {
        writer.appendMessage(field: AaptField.nodeElement) { writeElement(into: &$0) }
    }

    /// Writes the body of the `XmlElement` message, fields in field-number order.
    func writeElement(into writer: inout ProtobufWriter) {
        for declaration in namespaceDeclarations {
            writer.appendMessage(field: AaptField.elementNamespaceDeclaration) {
                $0.appendString(field: AaptField.namespacePrefix, declaration.prefix)
                $0.appendString(field: AaptField.namespaceURI, declaration.uri)
            }
        }
        writer.appendString(field: AaptField.elementNamespaceURI, namespaceURI)
        writer.appendString(field: AaptField.elementName, name)
        for attribute in attributes {
            writer.appendMessage(field: AaptField.elementAttribute) { attribute.write(into: &$0) }
        }
        for child in children {
            writer.appendMessage(field: AaptField.elementChild) { child.writeNode(into: &$0) }
        }
    }
}

extension ProtoXMLAttribute {
    /// Writes the body of the `XmlAttribute` message, fields in field-number order.
    func write(into writer: inout ProtobufWriter) {
        writer.appendString(field: AaptField.attributeNamespaceURI, namespaceURI)
        writer.appendString(field: AaptField.attributeName, name)
        writer.appendString(field: AaptField.attributeValue, value)
        guard let compiledBoolean else { return }
        writer.appendMessage(field: AaptField.attributeCompiledItem) { item in
            item.appendMessage(field: AaptField.itemPrimitive) { primitive in
                primitive.appendOneofBool(field: AaptField.primitiveBoolean, compiledBoolean)
            }
        }
    }
}
