import CLibXML2

/// Parses a whole XML document with libxml2's SAX2 interface into `XMLElement` values.
///
/// The parser is set up for untrusted input: no network access, no entity
/// substitution, no external DTD loading, and any `<!DOCTYPE>` is rejected (or, for
/// property lists, accepted only when it declares nothing), so nothing outside the given
/// bytes is ever read or expanded.
public enum XMLDocumentParser {
    /// Parses `bytes` (UTF-8) and returns the root element, or throws the first error.
    /// With `preservingWhitespace`, every character of text is kept (property lists need
    /// a string of spaces); otherwise white space before an element's first text is dropped.
    /// `allowingDoctype` accepts a `<!DOCTYPE>` that declares nothing (as property lists
    /// carry): its DTD is never loaded, and any declaration inside it is still an error.
    public static func parse(
        _ bytes: [UInt8], preservingWhitespace: Bool = false,
        allowingDoctype: Bool = false
    ) throws(XMLParseError) -> XMLElement {
        guard !bytes.isEmpty else {
            throw XMLParseError(message: "the document is empty", location: XMLLocation(line: 1, column: 1))
        }
        guard bytes.count < Int(Int32.max) else {
            throw XMLParseError(message: "the document is larger than 2 GB", location: XMLLocation(line: 1, column: 1))
        }
        let builder = XMLTreeBuilder(bytes: bytes, preservingWhitespace: preservingWhitespace, allowsDoctype: allowingDoctype)
        let context = try ParserContext(bytes: bytes)
        context.run(with: builder)
        return try builder.result()
    }
}

/// Owns one `xmlParserCtxt` for the duration of a parse.
private final class ParserContext {
    private let handle: xmlParserCtxtPtr

    init(bytes: [UInt8]) throws(XMLParseError) {
        let created = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                xmlCreateMemoryParserCtxt($0, Int32(buffer.count))
            }
        }
        guard let created else {
            throw XMLParseError(message: "libxml2 could not create a parser", location: XMLLocation(line: 1, column: 1))
        }
        handle = created
    }

    deinit {
        // Even in SAX mode, libxml2 keeps the entities an internal subset declares in a
        // document of its own ("SAX compatibility mode", xmlParseEntityDecl), which the
        // context's owner must free. Found by fuzzing: a DOCTYPE declaring an entity leaked it.
        if let document = handle.pointee.myDoc {
            xmlFreeDoc(document)
            handle.pointee.myDoc = nil
        }
        xmlFreeParserCtxt(handle)
    }

    /// Installs the SAX2 callbacks, parses, and reports into `builder`.
    func run(with builder: XMLTreeBuilder) {
        // NONET: never fetch anything; no NOENT/DTDLOAD: never expand or load entities.
        xmlCtxtUseOptions(handle, Int32(XML_PARSE_NONET.rawValue))
        handle.pointee.sax.pointee = SAXCallbacks.makeHandler()
        handle.pointee._private = Unmanaged.passUnretained(builder).toOpaque()
        withExtendedLifetime(builder) {
            _ = xmlParseDocument(handle)
        }
        if handle.pointee.wellFormed == 0 {
            builder.recordFatal(message: "the document is not well-formed", line: Int(handle.pointee.input?.pointee.line ?? 1))
        }
    }
}
