import CLibXML2

/// The SAX2 callbacks, as C function pointers that find their `XMLTreeBuilder`
/// through the parser context's `_private` field.
enum SAXCallbacks {
    /// A fresh handler table (a C struct is not Sendable, so none is kept globally).
    static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { context, localName, prefix, _, _, _, attributeCount, _, attributes in
            guard let parser = SAXCallbacks.parserContext(context), let localName else { return }
            let builder = SAXCallbacks.builder(parser)
            let name = SAXCallbacks.qualifiedName(prefix: prefix, localName: localName, builder: builder)
            let pairs = SAXCallbacks.attributePairs(attributes, count: Int(attributeCount), builder: builder)
            builder.startElement(name: name, attributes: pairs, tagEndOffset: SAXCallbacks.currentOffset(parser))
        }
        handler.endElementNs = { context, _, _, _ in
            guard let parser = SAXCallbacks.parserContext(context) else { return }
            SAXCallbacks.builder(parser).endElement()
        }
        handler.characters = { context, characters, length in
            guard let parser = SAXCallbacks.parserContext(context), let characters else { return }
            SAXCallbacks.builder(parser).appendText(UnsafeBufferPointer(start: characters, count: Int(length)))
        }
        handler.cdataBlock = handler.characters
        handler.internalSubset = { context, _, _, _ in
            guard let parser = SAXCallbacks.parserContext(context) else { return }
            let builder = SAXCallbacks.builder(parser)
            guard !builder.allowsDoctype else { return }
            builder.rejectDoctype(atOffset: SAXCallbacks.currentOffset(parser))
            xmlStopParser(parser)
        }
        // A DOCTYPE that is allowed (property lists carry one) may still declare nothing:
        // no entity, element, attribute or notation, so nothing can be expanded or loaded.
        handler.entityDecl = { context, _, _, _, _, _ in SAXCallbacks.rejectDeclaration(context) }
        handler.elementDecl = { context, _, _, _ in SAXCallbacks.rejectDeclaration(context) }
        handler.attributeDecl = { context, _, _, _, _, _, _ in SAXCallbacks.rejectDeclaration(context) }
        handler.notationDecl = { context, _, _, _ in SAXCallbacks.rejectDeclaration(context) }
        handler.unparsedEntityDecl = { context, _, _, _, _ in SAXCallbacks.rejectDeclaration(context) }
        handler.serror = { context, error in
            guard let parser = SAXCallbacks.parserContext(context), let error else { return }
            guard error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
            let message = error.pointee.message.map { String(cString: $0) } ?? "unknown libxml2 error"
            SAXCallbacks.builder(parser).recordError(message: message, line: Int(error.pointee.line), column: Int(error.pointee.int2))
        }
        return handler
    }

    private static func rejectDeclaration(_ context: UnsafeMutableRawPointer?) {
        guard let parser = parserContext(context) else { return }
        builder(parser).rejectDoctype(atOffset: currentOffset(parser))
        xmlStopParser(parser)
    }

    private static func parserContext(_ context: UnsafeMutableRawPointer?) -> xmlParserCtxtPtr? {
        context?.assumingMemoryBound(to: xmlParserCtxt.self)
    }

    private static func builder(_ parser: xmlParserCtxtPtr) -> XMLTreeBuilder {
        Unmanaged<XMLTreeBuilder>.fromOpaque(parser.pointee._private).takeUnretainedValue()
    }

    /// The byte offset of the parser's cursor in the original document.
    private static func currentOffset(_ parser: xmlParserCtxtPtr) -> Int {
        guard let input = parser.pointee.input, let base = input.pointee.base, let cur = input.pointee.cur else {
            return 0
        }
        return Int(input.pointee.consumed) + (cur - base)
    }

    private static func qualifiedName(prefix: UnsafePointer<xmlChar>?, localName: UnsafePointer<xmlChar>, builder: XMLTreeBuilder) -> String
    {
        let local = builder.name(localName)
        guard let prefix else { return local }
        return builder.name(prefix) + ":" + local
    }

    /// Reads SAX2's attribute array: five pointers per attribute
    /// (local name, prefix, URI, value start, value end).
    private static func attributePairs(
        _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int, builder: XMLTreeBuilder
    ) -> [(name: String, value: String)] {
        guard let attributes, count > 0 else { return [] }
        var pairs: [(name: String, value: String)] = []
        pairs.reserveCapacity(count)
        for index in 0..<count {
            let base = attributes + index * 5
            guard let localName = base[0], let start = base[3], let end = base[4] else { continue }
            let bytes = UnsafeBufferPointer(start: start, count: end - start)
            var value = String(decoding: bytes, as: UTF8.self)
            // Without entity substitution libxml2 hands back an attribute's '&' (written
            // '&amp;' or '&#38;') as the text '&#38;'; no other input yields that text.
            if bytes.contains(UInt8(ascii: "&")) { value = value.replacing("&#38;", with: "&") }
            pairs.append((qualifiedName(prefix: base[1], localName: localName, builder: builder), value))
        }
        return pairs
    }
}
